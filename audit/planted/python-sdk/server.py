"""Notes: a small notes/files MCP server on the official Python SDK (mcp 2.x, MCPServer).

Part of toolwright-audit's recall corpus: it is written the way the SDK's README and docs
write servers, and it carries PLANTED findings that the audit's generic probes should
report. audit/planted/planted.json lists each one (and the clean behaviours that must not
be reported). Do not "fix" this file: the mistakes are the point.

    python server.py                 # stdio
    python server.py --http 8000     # Streamable HTTP on http://127.0.0.1:8000/mcp
"""

import csv
import hmac
import io
import os
import re
import sqlite3
import sys
import traceback
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated

from pydantic import Field

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

NOTES_DIR = Path(os.environ.get("NOTES_DIR", "/srv/notes"))
SYNC_API_KEY = os.environ.get("NOTES_SYNC_API_KEY", "nsk_live_4f1c9a7e2b")
WORKSPACE_MEMBERS = {"ana@example.com", "ben@example.com", "chloe@example.com"}

mcp = MCPServer("notes", instructions="Personal notes: search, read, create and share notes.")

# The notes index: an in-memory SQLite database, seeded at start-up.
db = sqlite3.connect(":memory:", check_same_thread=False)
db.execute("CREATE TABLE notes (title TEXT PRIMARY KEY, body TEXT, tags TEXT, author TEXT, updated TEXT)")
db.executemany(
    "INSERT INTO notes VALUES (?, ?, ?, ?, ?)",
    [
        ("groceries", "milk, eggs, coffee", "home,list", "ana@example.com", "2025-05-01"),
        ("standup", "ship the audit CLI; review the HTTP transport", "work", "ben@example.com", "2025-05-02"),
        ("reading", "Designing Data-Intensive Applications, ch. 5", "books,home", "ana@example.com", "2025-05-03"),
    ],
)

INJECTION_PATTERNS = re.compile(
    r"ignore (all )?(previous|prior|above) instructions|system prompt|you are now|disregard .* rules",
    re.IGNORECASE,
)


@mcp.tool()
def list_notes() -> list[str]:
    """List the titles of all notes."""
    return [row[0] for row in db.execute("SELECT title FROM notes ORDER BY updated DESC")]


@mcp.tool()
def get_note(title: str) -> str:
    """Get a note's body by its title."""
    row = db.execute("SELECT body FROM notes WHERE title = ?", (title,)).fetchone()
    if row is None:
        raise ToolError("No note with that title. Call list_notes to see the titles you can open.")
    return row[0]


@mcp.tool()
def read_note(path: str) -> str:
    """Read a note file from the notes folder, e.g. `work/standup.md`."""
    full = (NOTES_DIR / path).resolve()
    if not full.is_relative_to(NOTES_DIR):
        raise ToolError(f"Access denied: {full} is outside the allowed directory {NOTES_DIR}")
    if not full.is_file():
        raise ToolError("That note file does not exist. Call list_notes to see the available notes.")
    return full.read_text()


@mcp.tool()
def search_notes(query: str, limit: Annotated[int, Field(ge=1, le=50)] = 10) -> list[str]:
    """Full-text search over note titles and bodies."""
    if INJECTION_PATTERNS.search(query):
        raise ToolError("Potential prompt injection detected in query")
    rows = db.execute(
        "SELECT title FROM notes WHERE title LIKE ? OR body LIKE ? LIMIT ?",
        (f"%{query}%", f"%{query}%", limit),
    )
    return [row[0] for row in rows]


@mcp.tool()
def find_notes_by_tag(tag: str) -> list[str]:
    """Find notes carrying a tag (case-insensitive)."""
    sql = f"""
        SELECT title FROM notes
        WHERE (tags LIKE '%{tag}%' AND body != '')
        ORDER BY updated DESC
    """
    try:
        return [row[0] for row in db.execute(sql)]
    except sqlite3.Error as e:
        raise ToolError(f"Database error: {e}")


@mcp.tool()
def create_note(title: str, body: str, author_email: str) -> str:
    """Create a note."""
    if "@" not in author_email:
        raise ToolError(f"Invalid email '{author_email}': must contain @")
    now = datetime.now(timezone.utc).date().isoformat()
    db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?, '', ?, ?)", (title, body, author_email, now))
    return f"Created note {title!r}"


@mcp.tool()
def delete_note(title: str) -> str:
    """Delete a note by title."""
    cur = db.execute("DELETE FROM notes WHERE title = ?", (title,))
    if cur.rowcount == 0:
        raise ToolError("Operation failed")
    return "Deleted."


@mcp.tool()
def import_notes(csv_text: str) -> str:
    """Import notes from CSV text with the columns title,body,tags (one note per line)."""
    try:
        count = 0
        for row in csv.reader(io.StringIO(csv_text)):
            title, body, tags = row
            db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?, ?, '', '')", (title, body, tags))
            count += 1
        return f"Imported {count} notes"
    except Exception:
        raise ToolError(f"Import failed:\n{traceback.format_exc()}")


@mcp.tool()
def share_note(title: str, recipient_email: str) -> str:
    """Share a note with a member of your workspace."""
    if recipient_email.lower() not in WORKSPACE_MEMBERS:
        raise ToolError(
            "Notes can only be shared with members of your workspace. "
            "Invite the recipient to the workspace first, then share the note again."
        )
    if db.execute("SELECT 1 FROM notes WHERE title = ?", (title,)).fetchone() is None:
        raise ToolError("No note with that title. Call list_notes to see the titles you can share.")
    return f"Shared {title!r} with {recipient_email}"


@mcp.tool()
def sync_notes(api_key: str) -> str:
    """Push the notes to the sync service. Needs the sync service API key."""
    if not hmac.compare_digest(api_key.encode(), SYNC_API_KEY.encode()):
        raise ToolError("Unauthorized: invalid API key")
    return f"Synced {db.execute('SELECT count(*) FROM notes').fetchone()[0]} notes"


@mcp.resource("notes://{title}")
def note_resource(title: str) -> str:
    """A note's body, by title."""
    row = db.execute("SELECT body FROM notes WHERE title = ?", (title,)).fetchone()
    return row[0] if row else ""


@mcp.prompt()
def summarize_note(title: str) -> str:
    """Ask the model to summarize a note."""
    return f"Summarize the note titled {title!r} in three bullet points. Use get_note to read it."


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--http":
        mcp.run("streamable-http", port=int(sys.argv[2]))
    else:
        mcp.run()
