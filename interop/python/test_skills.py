"""Interop: the official Python MCP SDK (PyPI `mcp`, pinned) lists and reads the agent skills
(SEP-2640, the `io.modelcontextprotocol/skills` extension) that toolwright's `skills` example
serves.

    python interop/python/test_skills.py

The `skills` example (INTEROP_BIN_DIR, default target/debug) serves the two skills of
examples/skills (skill://acme/billing/refunds/SKILL.md with examples/email.md, and
skill://pdf-processing/SKILL.md with references/FORMS.md and templates/invoice.md) beside its
`fill_template` tool. It is driven through `mcp.Client` over stdio (spawned through
`tee_server.py`, which keeps every byte it writes in target/interop/skills-python/) and over
Streamable HTTP (`skills --http 127.0.0.1:0`, the endpoint it announces on stderr), each in the
2025-11-25 era (mode="legacy": the `initialize` handshake) and in the 2026-07-28 era
(mode="auto": `server/discover`, then requests carrying the version and capabilities in
`_meta`). In each of the four sessions:

- the handshake (or discover) negotiated the era with toolwright-skills, and the capabilities
  the SDK parsed carry `resources` and `extensions["io.modelcontextprotocol/skills"]` =
  {"directoryRead": true} (the SDK's ServerCapabilities has an `extensions` member);
- `list_resources` (the SDK's API) lists each SKILL.md with its frontmatter name and
  description and mimeType text/markdown;
- `read_resource` (the SDK's API) of skill://pdf-processing/SKILL.md is text/markdown starting
  with the frontmatter, and of references/FORMS.md its text; each equals the file in
  examples/skills;
- `skills/list`, `skills/get` and `resources/directory/read`: mcp 2.3.0 has no API for them
  (`grep -rn "skills/list\\|directory/read\\|skill" mcp/ mcp_types/` in the venv's
  site-packages finds nothing; only ServerCapabilities.extensions, "MCP extensions the server
  supports", is there), so they are sent through the same SDK session with its generic
  `ClientSession.send_request` (a `mcp.types.Request` with the method's name, the result taken
  as a plain dict): the SDK stamps them as any request of the era (the `_meta` version and
  capabilities in 2026-07-28, which the server requires). Asserted: two skills, in URI order
  (refunds, then pdf-processing), their frontmatter as resources/list says; each of a skill's
  `resources` entries is a file the SDK reads with `read_resource`, and its `digest` is
  `sha256:` + the SHA-256 of the bytes read (the text as UTF-8) and its `size` their length, the
  verification SEP-2640 asks of a client; in 2026-07-28 the result carries resultType,
  ttlMs and cacheScope, in 2025-11-25 none of them; `skills/get` echoes each skill as listed,
  and an unknown skill is -32602 with data {uri}; `resources/directory/read` of the skill root
  skill://pdf-processing lists SKILL.md, `references` and `templates` (the two folders with
  mimeType inode/directory), of skill://pdf-processing/references FORMS.md, and of a file
  -32602.

Also: the SDK logged no warning and raised no Python warning; the stdio servers' stdout is
only JSON-RPC lines; the HTTP server starts, announces its endpoint and stops.

Ends with `skills-python: N passed, N failed`; exits 1 when any test failed.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any, Awaitable, Callable

import anyio
from mcp import Client, types
from mcp.client.stdio import StdioServerParameters
from pydantic import TypeAdapter

from harness import REPORT, Failed, check_stdout_hygiene, describe, expect, expect_eq, finish, raises, run_sync_test
from harness import run_test as run_test_within

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BIN_DIR = Path(os.environ.get("INTEROP_BIN_DIR", REPO / "target" / "debug"))
ARTIFACTS = Path(os.environ.get("INTEROP_ARTIFACTS_SKILLS", REPO / "target" / "interop" / "skills-python"))
TEE = HERE / "tee_server.py"
SKILLS_DIR = REPO / "examples" / "skills"
SUITE = "skills-python"

LEGACY = "2025-11-25"
MODERN = "2026-07-28"
SKILLS_EXTENSION = "io.modelcontextprotocol/skills"
SERVER_NAME = "toolwright-skills"
CALL_TIMEOUT = 20.0
SESSION_TIMEOUT = 120.0

REFUNDS = "skill://acme/billing/refunds/SKILL.md"
PDF = "skill://pdf-processing/SKILL.md"
PDF_ROOT = "skill://pdf-processing"
FORMS = "skill://pdf-processing/references/FORMS.md"
# Each skill's SKILL.md as resources/list shows it (its frontmatter name and description).
SKILL_RESOURCES = {
    REFUNDS: {
        "name": "refunds",
        "description": "Decide whether an order can be refunded and write the refund email. "
        "Use when a customer asks for their money back.",
        "mimeType": "text/markdown",
    },
    PDF: {
        "name": "pdf-processing",
        "description": "Extract text and tables from PDF files, fill PDF forms, and assemble documents. "
        "Use when the user works with PDF files or mentions forms.",
        "mimeType": "text/markdown",
    },
}
# Each skill's files, as skills/list lists them (the skill's folder below examples/skills).
SKILL_FILES = {
    REFUNDS: ["skill://acme/billing/refunds/SKILL.md", "skill://acme/billing/refunds/examples/email.md"],
    PDF: [PDF, FORMS, "skill://pdf-processing/templates/invoice.md"],
}
DIGEST = re.compile(r"^sha256:[0-9a-f]{64}$")
ENDPOINT = re.compile(r"^toolwright-skills: MCP endpoint (http://127\.0\.0\.1:[0-9]+/mcp)$", re.M)


async def run_test(name: str, body: Callable[[], Awaitable[None]]) -> None:
    await run_test_within(name, body, CALL_TIMEOUT * 2)


def dumped(value: Any) -> Any:
    return value.model_dump(mode="json", by_alias=True, exclude_none=True)


def on_disk(uri: str) -> str:
    """The file of examples/skills a skill:// URI names, as text."""
    expect(uri.startswith("skill://"), f"not a skill URI: {uri}")
    return (SKILLS_DIR / uri[len("skill://") :]).read_text()


# ------------------------------------------------------------------------------------------
# The skills methods through the SDK's session. mcp 2.3.0 has no skills API: no
# `skills/list`, `skills/get` or `resources/directory/read` anywhere in its package, and no
# `skill` in mcp/ or mcp_types/ at all; ServerCapabilities.extensions is all it knows of
# extensions on the server's side. `ClientSession.send_request` sends any
# `mcp.types.Request`, stamped like every request of the negotiated era, and validates the
# result against the type given (here any JSON object).


class ExtensionRequest(types.Request[dict[str, Any] | None, str]):
    """A request of a method the SDK does not know (SEP-2640's)."""


ANY_RESULT = TypeAdapter(dict[str, Any])


async def extension_request(client: Client, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return await client.session.send_request(
        ExtensionRequest(method=method, params=params), ANY_RESULT, request_read_timeout_seconds=CALL_TIMEOUT
    )


def check_era_members(result: dict[str, Any], era: str, what: str) -> None:
    """2026-07-28 results carry resultType and the cache hints; 2025-11-25 results none."""
    if era == MODERN:
        expect_eq(result.get("resultType"), "complete", f"{what} resultType")
        expect(isinstance(result.get("ttlMs"), int) and result["ttlMs"] >= 0, f"{what} ttlMs {result.get('ttlMs')!r}")
        expect(result.get("cacheScope") in ("public", "private"), f"{what} cacheScope {result.get('cacheScope')!r}")
    else:
        present = sorted(k for k in ("resultType", "ttlMs", "cacheScope") if k in result)
        expect_eq(present, [], f"2026-07-28 members in the 2025-11-25 {what} result")


# ------------------------------------------------------------------------------------------
# The checks of one session.


def skill_checks(client: Client, era: str) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
    # The bytes the SDK's read_resource returned, by URI (UTF-8 of the text).
    read: dict[str, bytes] = {}
    listed: dict[str, Any] = {}

    async def read_bytes(uri: str) -> bytes:
        if uri not in read:
            r = await client.read_resource(uri)
            expect_eq(len(r.contents), 1, f"{uri}: number of contents")
            c = r.contents[0]
            expect_eq(c.uri, uri, f"{uri}: the contents' uri")
            expect(isinstance(getattr(c, "text", None), str), f"{uri}: not text contents: {dumped(c)!r}")
            read[uri] = c.text.encode("utf-8")
        return read[uri]

    async def connected() -> None:
        expect_eq(client.protocol_version, era, "negotiated protocol version")
        info = client.server_info
        expect(info is not None, "no serverInfo")
        expect_eq(info.name, SERVER_NAME, "serverInfo.name")

    async def capabilities() -> None:
        caps = client.server_capabilities
        expect(caps.resources is not None, "no resources capability")
        expect(caps.tools is not None, "no tools capability")
        expect_eq(caps.extensions, {SKILLS_EXTENSION: {"directoryRead": True}}, "capabilities.extensions")
        # What the SDK kept of the handshake (initialize) or of server/discover, as received.
        raw = client.session.initialize_result if era == LEGACY else client.session.discover_result
        expect(raw is not None, f"the SDK kept no {'initialize' if era == LEGACY else 'server/discover'} result")
        expect_eq(dumped(raw.capabilities).get("extensions"), {SKILLS_EXTENSION: {"directoryRead": True}}, "the raw extensions")

    async def resources_list() -> None:
        r = await client.list_resources()
        expect(r.next_cursor is None, "resources/list nextCursor")
        by_uri = {res.uri: dumped(res) for res in r.resources}
        for uri, want in SKILL_RESOURCES.items():
            expect(uri in by_uri, f"{uri} is not in resources/list: {sorted(by_uri)}")
            got = by_uri[uri]
            expect_eq({k: got.get(k) for k in want}, want, f"{uri} in resources/list")

    async def read_skill_md() -> None:
        r = await client.read_resource(PDF)
        expect_eq(len(r.contents), 1, "number of contents")
        c = r.contents[0]
        expect_eq((c.uri, c.mime_type), (PDF, "text/markdown"), "uri and mimeType")
        expect(c.text.startswith("---\nname: pdf-processing\n"), f"not the skill's frontmatter: {c.text[:60]!r}")
        expect_eq(c.text, on_disk(PDF), "the text, against examples/skills")
        read[PDF] = c.text.encode("utf-8")

    async def read_forms() -> None:
        text = (await read_bytes(FORMS)).decode("utf-8")
        expect(len(text) > 0, "FORMS.md is empty")
        expect_eq(text, on_disk(FORMS), "the text, against examples/skills")

    async def skills_list() -> None:
        r = await extension_request(client, "skills/list", {})
        check_era_members(r, era, "skills/list")
        expect("nextCursor" not in r, f"skills/list nextCursor {r.get('nextCursor')!r}")
        skills = r.get("skills")
        expect(isinstance(skills, list), f"skills/list skills: {skills!r}")
        # Kept first, so the checks of the digests and of skills/get run on what was listed.
        listed.update((s.get("uri"), s) for s in skills)
        expect_eq([s.get("uri") for s in skills], [REFUNDS, PDF], "the skills, in URI order")
        for s in skills:
            uri = s["uri"]
            fm = s.get("frontmatter") or {}
            want = SKILL_RESOURCES[uri]
            expect_eq((fm.get("name"), fm.get("description")), (want["name"], want["description"]), f"{uri} frontmatter")
            expect_eq([f.get("uri") for f in s.get("resources") or []], SKILL_FILES[uri], f"{uri} resources")

    async def digests() -> None:
        # SEP-2640: a client verifies what it read against the digest and size listed.
        expect(len(listed) == 2, "skills/list did not answer")
        checked = 0
        for uri, s in listed.items():
            for f in s["resources"]:
                data = await read_bytes(f["uri"])
                expect(bool(DIGEST.match(str(f.get("digest")))), f"{f['uri']} digest {f.get('digest')!r}")
                expect_eq(f["digest"], "sha256:" + hashlib.sha256(data).hexdigest(), f"{f['uri']} digest vs the bytes read")
                expect_eq(f.get("size"), len(data), f"{f['uri']} size vs the bytes read")
                expect_eq(data.decode("utf-8"), on_disk(f["uri"]), f"{f['uri']} text, against examples/skills")
                checked += 1
        expect_eq(checked, 5, "files verified")

    async def skills_get() -> None:
        expect(len(listed) == 2, "skills/list did not answer")
        for uri, s in listed.items():
            r = await extension_request(client, "skills/get", {"uri": uri})
            check_era_members(r, era, "skills/get")
            skill = r.get("skill")
            expect(isinstance(skill, dict), f"skills/get {uri}: {r!r}")
            expect_eq(skill.get("uri"), uri, "the skill's uri")
            expect_eq(skill, s, f"skills/get {uri} vs skills/list")
        unknown = "skill://acme/billing/chargebacks/SKILL.md"
        err = await raises("an unknown skill", extension_request(client, "skills/get", {"uri": unknown}))
        expect_eq((err.code, err.data), (-32602, {"uri": unknown}), "an unknown skill")

    async def directory_read() -> None:
        r = await extension_request(client, "resources/directory/read", {"uri": PDF_ROOT})
        check_era_members(r, era, "resources/directory/read")
        children = r.get("resources")
        expect(isinstance(children, list), f"resources/directory/read: {r!r}")
        got = sorted((c.get("uri"), c.get("name"), c.get("mimeType")) for c in children)
        expect_eq(
            got,
            [
                (PDF, "SKILL.md", "text/markdown"),
                (f"{PDF_ROOT}/references", "references", "inode/directory"),
                (f"{PDF_ROOT}/templates", "templates", "inode/directory"),
            ],
            f"the children of {PDF_ROOT}",
        )
        r = await extension_request(client, "resources/directory/read", {"uri": f"{PDF_ROOT}/references"})
        expect_eq([(c.get("uri"), c.get("mimeType")) for c in r.get("resources", [])], [(FORMS, "text/markdown")], "references/")
        err = await raises("a file", extension_request(client, "resources/directory/read", {"uri": PDF}))
        expect_eq((err.code, err.data), (-32602, {"uri": PDF}), "resources/directory/read of a file")

    return [
        (f"connects, negotiating {era} with {SERVER_NAME}", connected),
        (f"capabilities: resources, tools, extensions {{{SKILLS_EXTENSION}: {{directoryRead: true}}}}", capabilities),
        ("list_resources: each SKILL.md with its frontmatter name, description, text/markdown", resources_list),
        (f"read_resource {PDF}: text/markdown, the frontmatter first, the file's text", read_skill_md),
        (f"read_resource {FORMS}: the file's text", read_forms),
        ("skills/list (generic request): refunds then pdf-processing, frontmatter and files", skills_list),
        ("skills/list digests and sizes match the bytes read_resource returned (5 files)", digests),
        ("skills/get (generic request) echoes each listed skill; an unknown skill is -32602 {uri}", skills_get),
        (
            f"resources/directory/read (generic request) of {PDF_ROOT}: SKILL.md, references/ and templates/ "
            "(inode/directory); of a file -32602",
            directory_read,
        ),
    ]


async def session(prefix: str, server: Any, era: str) -> None:
    """One `mcp.Client` session in `era`; every check named up front, so a failed connect fails
    each of them with the reason."""
    mode = "legacy" if era == LEGACY else "auto"
    names: list[str] = []
    try:
        with anyio.fail_after(SESSION_TIMEOUT):
            async with Client(server, mode=mode, read_timeout_seconds=CALL_TIMEOUT) as client:
                checks = skill_checks(client, era)
                names = [f"{prefix}: {n}" for n, _ in checks]
                for name, (_, body) in zip(names, checks):
                    await run_test(name, body)
    except Exception as e:
        if not names:
            names = [f"{prefix}: {n}" for n, _ in skill_checks(None, era)]  # type: ignore[arg-type]
        for name in names:
            if name not in REPORT.done:
                REPORT.fail(name, f"session failed: {innermost(e)}")


def innermost(e: BaseException) -> str:
    """The innermost first exception of a (nested) exception group, as one line."""
    while isinstance(e, BaseExceptionGroup) and e.exceptions:
        e = e.exceptions[0]
    return describe(e).splitlines()[0]


# ------------------------------------------------------------------------------------------
# The transports.


def stdio_params(label: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=[str(TEE), str(ARTIFACTS / f"skills.{label}.stdout"), str(ARTIFACTS / f"skills.{label}.stderr"), str(BIN_DIR / "skills")],
        env={"RUST_LOG": "info"},
    )


async def http_sessions() -> None:
    """Start `skills --http 127.0.0.1:0`, run both eras against its endpoint, stop it."""
    log_path = ARTIFACTS / "skills.http.stderr"
    proc: subprocess.Popen[bytes] | None = None
    url: str | None = None

    def started() -> None:
        nonlocal proc, url
        with open(log_path, "wb") as log:
            proc = subprocess.Popen(
                [str(BIN_DIR / "skills"), "--http", "127.0.0.1:0"],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                env={**os.environ, "RUST_LOG": "info"},
            )
        deadline = time.monotonic() + CALL_TIMEOUT
        while time.monotonic() < deadline and proc.poll() is None:
            m = ENDPOINT.search(log_path.read_text(errors="replace"))
            if m:
                url = m.group(1)
                return
            time.sleep(0.1)
        raise Failed(f"no endpoint announced (exit {proc.poll()}): {log_path.read_text(errors='replace')[-500:]!r}")

    run_sync_test("py/skills/http: `skills --http 127.0.0.1:0` starts and announces its endpoint", started)
    try:
        for era in (LEGACY, MODERN):
            if url is None:
                for n, _ in skill_checks(None, era):  # type: ignore[arg-type]
                    REPORT.fail(f"py/skills/http/{era}: {n}", "the server did not start")
                continue
            await session(f"py/skills/http/{era}", url, era)
    finally:
        if proc is not None:
            stopped: list[str] = []
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                stopped.append("still running 10 s after SIGTERM: killed")
            run_sync_test("py/skills/http: the server stops on SIGTERM", lambda: expect(not stopped, "; ".join(stopped)))


async def main_async() -> None:
    for era, label in ((LEGACY, "stdio-legacy"), (MODERN, "stdio-2026")):
        await session(f"py/skills/stdio/{era}", stdio_params(label), era)
    await http_sessions()


def main() -> int:
    if not (BIN_DIR / "skills").exists():
        print(f"missing server binary {BIN_DIR / 'skills'}: run `cargo build -p toolwright-examples --bins`")
        print(f"{SUITE}: 0 passed, 1 failed")
        return 1
    shutil.rmtree(ARTIFACTS, ignore_errors=True)
    ARTIFACTS.mkdir(parents=True)
    started = time.monotonic()
    logged: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            logged.append(f"{record.name}: {record.getMessage()}")

    collect = Collect(level=logging.WARNING)
    logging.getLogger().addHandler(collect)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        anyio.run(main_async)
    logging.getLogger().removeHandler(collect)
    raised = [f"{w.category.__name__}: {w.message}" for w in caught]
    run_sync_test(
        "py/skills: the SDK logged no warning and raised no Python warning",
        lambda: expect_eq(logged + raised, [], "warnings during the SDK sessions"),
    )
    for path in sorted(ARTIFACTS.glob("*.stdout")):
        run_sync_test(f"py/skills/bytes: {path.stem} stdout is only JSON-RPC lines", lambda p=path: check_stdout_hygiene(p))
    return finish(SUITE, f"skills python suite: {time.monotonic() - started:.1f}s; server output in {ARTIFACTS}")


if __name__ == "__main__":
    sys.exit(main())
