"""Scout: a search/web/accounts MCP server on the standalone `fastmcp` package (FastMCP 4.x).

Part of toolwright-audit's recall corpus: it is written the way fastmcp's README and docs
write servers, and it carries PLANTED findings that the audit's generic probes should
report. audit/planted/planted.json lists each one (and the clean behaviours that must not
be reported). Do not "fix" this file: the mistakes are the point.

    python server.py                 # stdio
    python server.py --http 8000     # Streamable HTTP on http://127.0.0.1:8000/mcp
"""

import re
import sqlite3
import sys
import traceback
from typing import Annotated
from urllib.parse import urlparse

from pydantic import Field

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("scout", instructions="Web search, page fetching and account lookups.")

ALLOWED_DOMAINS = ["docs.python.org", "en.wikipedia.org", "developer.mozilla.org"]
SESSION_TOKENS = {"tok_9c1e77a2": "acct_001"}
PROMPT_INJECTION = re.compile(r"ignore (all )?(previous|prior) instructions|reveal .*system prompt", re.IGNORECASE)
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")

INDEX = [
    ("Python asyncio", "https://docs.python.org/3/library/asyncio.html"),
    ("HTTP caching", "https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching"),
    ("SQLite", "https://en.wikipedia.org/wiki/SQLite"),
]

accounts = sqlite3.connect(":memory:", check_same_thread=False)
accounts.executescript(
    """
    CREATE TABLE accounts (id TEXT PRIMARY KEY, email TEXT, plan TEXT, created TEXT);
    INSERT INTO accounts VALUES ('acct_001', 'ana@example.com', 'pro', '2024-11-02');
    INSERT INTO accounts VALUES ('acct_002', 'ben@example.com', 'free', '2025-01-17');
    """
)


@mcp.tool
def web_search(query: str, max_results: Annotated[int, Field(ge=1, le=20)] = 5) -> list[dict]:
    """Search the web index."""
    if PROMPT_INJECTION.search(query):
        raise ToolError("Prompt injection detected in query; the request was blocked by the safety filter.")
    words = query.lower().split()
    hits = [{"title": t, "url": u} for t, u in INDEX if any(w in t.lower() for w in words)]
    return hits[:max_results]


@mcp.tool
def news_search(topic: str) -> list[dict]:
    """Search recent news articles."""
    raise ToolError(
        "The news provider is temporarily unavailable. Retry in about 30 seconds, or use web_search instead."
    )


@mcp.tool
def fetch_page(url: str) -> str:
    """Fetch a web page (documentation sites only) and return its text."""
    host = urlparse(url).hostname or ""
    if host not in ALLOWED_DOMAINS:
        raise ToolError(
            f"Domain not allowed. Allowed domains: {', '.join(ALLOWED_DOMAINS)}. "
            "Internal hosts (*.internal, *.corp) and private IP ranges are blocked."
        )
    return f"(cached copy of {url})"


@mcp.tool
def summarize_url(url: str, sentences: Annotated[int, Field(ge=1, le=10)] = 3) -> str:
    """Summarize a web page in a few sentences."""
    try:
        scheme, rest = url.split("://", 1)
        page = next(u for t, u in INDEX if u == url)
        return f"Summary of {page} in {sentences} sentences: ..."
    except Exception:
        return f"Could not summarize this page.\n\n{traceback.format_exc()}"


@mcp.tool
def lookup_account(email: str) -> dict:
    """Look up a customer account by email (case-insensitive)."""
    row = accounts.execute(
        f"""
        SELECT id, email, plan FROM accounts
        WHERE (email LIKE '{email}' AND plan != 'deleted')
        ORDER BY created
        """
    ).fetchone()
    if row is None:
        raise ToolError("No account with that email. Check the address with the customer and try again.")
    return {"id": row[0], "email": row[1], "plan": row[2]}


@mcp.tool
def get_account(account_id: str, access_token: str) -> dict:
    """Get an account's details. Needs the caller's session access token."""
    if SESSION_TOKENS.get(access_token) != account_id:
        raise ToolError("Unauthorized: access token is invalid or expired")
    row = accounts.execute("SELECT id, email, plan FROM accounts WHERE id = ?", (account_id,)).fetchone()
    return {"id": row[0], "email": row[1], "plan": row[2]}


@mcp.tool
def update_email(account_id: str, new_email: str) -> str:
    """Change the email address of an account."""
    if not EMAIL.match(new_email):
        raise ToolError("new_email must be an email address like name@example.com")
    if accounts.execute("SELECT 1 FROM accounts WHERE id = ?", (account_id,)).fetchone() is None:
        raise ToolError("No account with that ID. Use lookup_account to find the account ID.")
    accounts.execute("UPDATE accounts SET email = ? WHERE id = ?", (new_email, account_id))
    return "Email updated."


@mcp.tool
def close_account(account_id: str, reason: str = "") -> str:
    """Close an account."""
    try:
        cur = accounts.execute("UPDATE accounts SET plan = 'deleted' WHERE id = ? AND plan != 'deleted'", (account_id,))
        assert cur.rowcount == 1
        return "Account closed."
    except Exception:
        raise ToolError("Something went wrong.")


@mcp.resource("scout://domains")
def allowed_domains() -> list[str]:
    """The domains fetch_page may read."""
    return ALLOWED_DOMAINS


@mcp.prompt
def research(topic: str) -> str:
    """Research a topic with web_search and fetch_page."""
    return f"Research {topic}: search with web_search, read the two best hits with fetch_page, then summarize."


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--http":
        mcp.run(transport="http", host="127.0.0.1", port=int(sys.argv[2]), show_banner=False)
    else:
        mcp.run(show_banner=False)
