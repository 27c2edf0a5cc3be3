"""The interop suites' small test harness: named checks, counted, every failure reported
with its reason. Shared by test_interop.py (stdio), test_http.py (Streamable HTTP) and
test_skills.py (agent skills)."""

from __future__ import annotations

import json
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable

import anyio
from mcp.shared.exceptions import MCPError


class Failed(Exception):
    pass


def expect(cond: bool, message: str) -> None:
    if not cond:
        raise Failed(message)


def expect_eq(actual: Any, wanted: Any, what: str) -> None:
    if actual != wanted:
        raise Failed(f"{what}: expected {wanted!r}, got {actual!r}")


@dataclass
class Report:
    passed: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)
    done: set[str] = field(default_factory=set)

    def ok(self, name: str) -> None:
        self.passed += 1
        self.done.add(name)
        print(f"ok   {name}", flush=True)

    def fail(self, name: str, reason: str) -> None:
        self.failed.append((name, reason))
        self.done.add(name)
        print(f"FAIL {name}\n     {reason}", flush=True)


REPORT = Report()


def describe(e: BaseException) -> str:
    if isinstance(e, Failed):
        return str(e)
    if isinstance(e, MCPError):
        return f"unexpected JSON-RPC error {e.code} {e.message!r} data={e.data!r}"
    return f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}"


async def run_test(name: str, body: Callable[[], Awaitable[None]], timeout: float) -> None:
    try:
        with anyio.fail_after(timeout):
            await body()
    except Exception as e:  # any exception is a failure of this test, not of the run
        REPORT.fail(name, describe(e))
    else:
        REPORT.ok(name)


def run_sync_test(name: str, body: Callable[[], None]) -> None:
    try:
        body()
    except Exception as e:
        REPORT.fail(name, describe(e))
    else:
        REPORT.ok(name)


def finish(suite: str, note: str) -> int:
    """Print the failures again in short, `note`, and the closing counts line; the exit code."""
    if REPORT.failed:
        print(f"\n{len(REPORT.failed)} failed:")
        for name, reason in REPORT.failed:
            print(f"  {name}: {reason.splitlines()[0] if reason else ''}")
    print(f"({note})")
    print(f"{suite}: {REPORT.passed} passed, {len(REPORT.failed)} failed")
    return 1 if REPORT.failed else 0


async def raises(what: str, body: Awaitable[Any]) -> MCPError:
    """The JSON-RPC error `body` ends with; a result fails the check."""
    try:
        got = await body
    except MCPError as err:
        return err
    raise Failed(f"{what}: expected a JSON-RPC error, got {got!r}")


def check_stdout_hygiene(path: Path) -> None:
    """What a stdio server wrote to stdout (`path`) is JSON-RPC 2.0 lines and nothing else."""
    data = path.read_bytes()
    expect(len(data) > 0, f"{path.name} is empty")
    expect(data.endswith(b"\n"), f"{path.name} does not end with a newline")
    for n, line in enumerate(data.split(b"\n")[:-1], 1):
        try:
            msg = json.loads(line)
        except ValueError:
            raise Failed(f"{path.name} line {n} is not JSON: {line[:200]!r}")
        expect(isinstance(msg, dict) and msg.get("jsonrpc") == "2.0", f"{path.name} line {n} is not JSON-RPC 2.0")
