"""Reports: one slow tool, on the official Python SDK (MCPServer) or FastMCP, written three
ways, for toolwright-audit's head-of-line check.

Part of toolwright-audit's recall corpus (audit/planted/planted.json). Both SDKs run each
call as a task of their own and a plain `def` tool in a thread pool, so one slow call
holds no other request, unless the tool blocks the event loop that reads them:

- `held`: an `async def` tool that waits synchronously (`time.sleep`, as a synchronous HTTP
  or database client would): every request waits behind it (planted:
  `head-of-line-blocking`);
- `awaits`: the same tool awaiting its wait (`anyio.sleep`): clean;
- `thread`: a plain `def` tool that waits synchronously, which the SDK runs in a thread:
  clean.

A name of other characters than lowercase letters, digits and dashes is refused at once;
any other waits (the report is looked up and built), then a name that is not a report's
is refused with what to call next.

    python server.py --sdk mcp|fastmcp --tool held|awaits|thread    # stdio
"""

import argparse
import re
import time

import anyio

WAIT = 1.2  # seconds: over the audit's one-second bar for a slow call
REPORTS = ["weekly-sales", "monthly-churn"]
NAME = re.compile(r"[a-z0-9-]+")

parser = argparse.ArgumentParser()
parser.add_argument("--sdk", choices=["mcp", "fastmcp"], required=True)
parser.add_argument("--tool", choices=["held", "awaits", "thread"], required=True)
args = parser.parse_args()

if args.sdk == "mcp":
    from mcp.server.mcpserver import MCPServer as Server
    from mcp.server.mcpserver.exceptions import ToolError
else:
    from fastmcp import FastMCP as Server
    from fastmcp.exceptions import ToolError

app = Server("reports")


def check(name: str) -> None:
    if not NAME.fullmatch(name):
        raise ToolError(
            "A report's name is lowercase letters, digits and dashes: "
            "call list_reports to see them."
        )


def built(name: str) -> str:
    if name not in REPORTS:
        raise ToolError("No report has that name: call list_reports to see them.")
    return f"Report {name} built."


@app.tool()
def list_reports() -> list[str]:
    """List the reports that can be built."""
    return REPORTS


if args.tool == "held":

    @app.tool()
    async def build_report(name: str) -> str:
        """Build a report by name (takes a moment)."""
        check(name)
        time.sleep(WAIT)  # a synchronous wait inside an async tool: the event loop stops
        return built(name)

elif args.tool == "awaits":

    @app.tool()
    async def build_report(name: str) -> str:
        """Build a report by name (takes a moment)."""
        check(name)
        await anyio.sleep(WAIT)
        return built(name)

else:

    @app.tool()
    def build_report(name: str) -> str:
        """Build a report by name (takes a moment)."""
        check(name)
        time.sleep(WAIT)  # a plain def tool: the SDK runs it in a thread
        return built(name)


if __name__ == "__main__":
    app.run()
