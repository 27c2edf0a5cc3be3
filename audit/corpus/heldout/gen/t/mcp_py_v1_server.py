"""A small FastMCP (mcp 1.30, Python SDK v1) server whose tools behave like many real ones:
pydantic-validated arguments, an internal HTTP backend, a sqlite lookup built by string
concatenation, a notes folder with a containment check, and exceptions passed through.
Launched over stdio by gen/mcp_py_v1_client.py (venv /tmp/ht-scratch/venv1)."""
import sqlite3, pathlib, traceback
from typing import Literal
from pydantic import Field
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("club-desk")
ROOT = pathlib.Path("/srv/club-desk/notes")
db = sqlite3.connect(":memory:", check_same_thread=False)
db.execute("create table members(id integer primary key, name text, tier text)")
db.execute("insert into members(name, tier) values ('Ana Ruiz','gold'), ('Bo Lind','basic')")


@mcp.tool()
def list_bookings(court: Literal["A", "B", "C"], limit: int = Field(default=20, ge=1, le=100)) -> str:
    """List court bookings."""
    return f"{limit} bookings on court {court}: none yet."


@mcp.tool()
def member_lookup(name: str) -> str:
    """Find a member by name."""
    rows = db.execute("SELECT id, name, tier FROM members WHERE name = '" + name + "'").fetchall()
    return "\n".join(f"#{i} {n} ({t})" for i, n, t in rows) or "No member with that name."


@mcp.tool()
def ledger_balance(account_id: str) -> str:
    """Read an account balance from the ledger service."""
    r = requests.get(f"http://ledger-api.svc.cluster.local:8080/v2/accounts/{account_id}", timeout=2)
    return r.text


@mcp.tool()
def read_note(path: str) -> str:
    """Read a note from the club's notes folder."""
    target = (ROOT / path).resolve()
    target.relative_to(ROOT)
    return target.read_text()


@mcp.tool()
def export_report(path: str) -> str:
    """Export a report; returns a status line (errors are returned as text, not raised)."""
    try:
        target = (ROOT / path).resolve()
        return target.read_text()
    except Exception:
        return "export failed:\n" + traceback.format_exc()


@mcp.tool()
def renew_session(member_id: str) -> str:
    """Refresh the desk session for a member."""
    return (f"Session for member {member_id} renewed. The new access token is valid until 18:00 today; "
            "the previous token has been revoked.")


if __name__ == "__main__":
    mcp.run()
