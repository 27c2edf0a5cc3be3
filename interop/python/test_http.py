"""Interop over Streamable HTTP: the official Python MCP SDK (PyPI `mcp`, pinned) against the
payments example served over HTTP (`target/debug/http`).

    python interop/python/test_http.py [--spread-header NAME] [--wire-log PATH] URL [URL...]

Each URL is an MCP endpoint (e.g. http://127.0.0.1:8000/mcp), served directly or through a
load balancer. For each one, `mcp.Client` drives two sessions over the SDK's Streamable HTTP
transport, with an HTTP client that records every request and response:

- the 2025-11-25 era (mode="legacy"): `initialize`, the server mints an `Mcp-Session-Id`,
  every later request carries it and `MCP-Protocol-Version: 2025-11-25`, closing sends
  `DELETE` with it;
- the 2026-07-28 era (mode="auto"): `server/discover`, then self-contained requests carrying
  `MCP-Protocol-Version: 2026-07-28`, `Mcp-Method`, `Mcp-Name` and the `_meta` version and
  capabilities; no session is minted, no GET stream, no DELETE.

In each session: tools/list advertises the payments tools (valid JSON Schema 2020-12); a
success whose structuredContent matches the outputSchema; an operational failure as an
`isError` result; invalid arguments as a validation result; a security rejection as -32600
with only a correlation id; an internal failure as -32603 leaking no path. Then what went over
the wire (the headers above, HTTP statuses, no session id minted in 2026-07-28), and that the
SDK logged no warning. `--wire-log PATH` appends every recorded exchange there as JSON lines.

With `--spread-header NAME` (the URL is a load balancer that stamps the answering replica in
response header NAME), each URL also gets raw sessions sent with httpx2 over one keep-alive
connection: a legacy session (initialize, notifications/initialized, tools/list, four
tools/call, all with the same Mcp-Session-Id) and four stateless 2026-07-28 calls, each of
which must succeed and must have been answered by at least two replicas.

Ends with `http-python: N passed, N failed`; exits 1 when any test failed.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Awaitable, Callable

import anyio
import httpx2
from jsonschema import Draft202012Validator
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from referencing import Registry

from harness import REPORT, Failed, expect, expect_eq, finish, run_sync_test
from harness import run_test as run_test_within

LEGACY = "2025-11-25"
MODERN = "2026-07-28"
SERVER_NAME = "toolwright-payments"
ERROR_KEY = "dev.toolwright/error"
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"
PV_KEY = "io.modelcontextprotocol/protocolVersion"
CAPS_KEY = "io.modelcontextprotocol/clientCapabilities"
CID = re.compile(r"^tw-[0-9a-f]{16}$")
TOKEN = "tok_live_demo_7c1d"
TOOLS = ["charge_card", "charge_status", "export_statement", "list_orders", "refund_order"]
ORDERS = [{"order_id": "o-1001", "total_cents": 12000}, {"order_id": "o-1002", "total_cents": 90000}]
CALL_TIMEOUT = 20.0
# Visible ASCII only (spec 2025-11-25, basic/transports: session management).
SESSION_ID = re.compile(r"^[\x21-\x7e]+$")


# ------------------------------------------------------------------------------------------
# The harness (harness.py), with this suite's time limit per test.


async def run_test(name: str, body: Callable[[], Awaitable[None]]) -> None:
    await run_test_within(name, body, CALL_TIMEOUT * 2)


# ------------------------------------------------------------------------------------------
# What went over the wire: every HTTP exchange the SDK's transport made.


@dataclass
class Exchange:
    verb: str
    headers: dict[str, str]  # lower-cased names
    body: Any  # the JSON-RPC message of a POST, else None
    status: int | None = None
    response_headers: dict[str, str] = field(default_factory=dict)

    @property
    def rpc_method(self) -> str | None:
        return self.body.get("method") if isinstance(self.body, dict) else None

    def show(self) -> str:
        what = self.rpc_method or ("response" if isinstance(self.body, dict) else "")
        return f"{self.verb} {what} -> {self.status}"


class Recorder(logging.Handler):
    """Every HTTP exchange of one session, and everything logged at WARNING or above meanwhile."""

    def __init__(self) -> None:
        super().__init__(level=logging.WARNING)
        self.exchanges: list[Exchange] = []
        self.warnings: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.warnings.append(f"{record.name}: {record.getMessage()}")

    async def on_request(self, request: httpx2.Request) -> None:
        body: Any = None
        if request.method == "POST":
            try:
                body = json.loads(request.content)
            except ValueError:
                body = request.content[:200]
        ex = Exchange(request.method, {k.lower(): v for k, v in request.headers.items()}, body)
        request.extensions["tw_exchange"] = ex
        self.exchanges.append(ex)

    async def on_response(self, response: httpx2.Response) -> None:
        ex = response.request.extensions.get("tw_exchange")
        if ex is not None:
            ex.status = response.status_code
            ex.response_headers = {k.lower(): v for k, v in response.headers.items()}

    def posts(self) -> list[Exchange]:
        return [e for e in self.exchanges if e.verb == "POST"]

    def verbs(self, verb: str) -> list[Exchange]:
        return [e for e in self.exchanges if e.verb == verb]


@asynccontextmanager
async def recorded_client(url: str, mode: str, rec: Recorder) -> AsyncIterator[Client]:
    """An `mcp.Client` over the SDK's Streamable HTTP transport, as `Client(url)` builds it
    (the SDK's default timeouts), with an HTTP client that records every exchange in `rec`."""
    http = httpx2.AsyncClient(
        timeout=httpx2.Timeout(30.0, read=300.0),
        event_hooks={"request": [rec.on_request], "response": [rec.on_response]},
    )
    logging.getLogger().addHandler(rec)
    try:
        async with http:
            client = Client(streamable_http_client(url, http_client=http), mode=mode, read_timeout_seconds=CALL_TIMEOUT)
            async with client:
                yield client
    finally:
        logging.getLogger().removeHandler(rec)


# ------------------------------------------------------------------------------------------
# Checks on what the tools answer (the same ones as scripts/conformance/http-client.mjs).


def strict_validator(schema: dict[str, Any]) -> Draft202012Validator:
    return Draft202012Validator(schema, registry=Registry())


def text_of(result: Any) -> str:
    expect_eq(len(result.content), 1, "number of content blocks")
    expect_eq(result.content[0].type, "text", "content block type")
    return result.content[0].text


async def expect_protocol_error(client: Client, tool: str, args: dict[str, Any]) -> MCPError:
    try:
        result = await client.call_tool(tool, args)
    except MCPError as err:
        return err
    raise Failed(f"expected a JSON-RPC error, got a result: {result.model_dump(mode='json', exclude_none=True)}")


def check_correlation_only(err: MCPError, code: int, message: str) -> None:
    expect_eq((err.code, err.message), (code, message), "JSON-RPC error code and message")
    expect(isinstance(err.data, dict), f"error data {err.data!r}")
    expect_eq(set(err.data.keys()), {"correlationId"}, "error data keys")
    expect(bool(CID.match(str(err.data["correlationId"]))), f"correlationId {err.data['correlationId']!r}")


class Box:
    """The session's client, set once connected (the checks are named before that)."""

    client: Client


def tool_checks(box: Box, era: str) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
    """The checks one session runs after connecting, in order (the first lists the tools)."""
    tools: dict[str, Any] = {}
    meta_keys = {SERVER_INFO_KEY} if era == MODERN else set()

    async def lists_tools() -> None:
        listed = (await box.client.list_tools()).tools
        tools.update({t.name: t for t in listed})
        expect_eq(sorted(tools), TOOLS, "tool names")
        for t in listed:
            Draft202012Validator.check_schema(t.input_schema)
            if t.output_schema is not None:
                Draft202012Validator.check_schema(t.output_schema)

    async def success() -> None:
        result = await box.client.call_tool("list_orders", {"session_token": TOKEN})
        expect(not result.is_error, f"isError result: {result.content!r}")
        expect_eq(json.loads(text_of(result)), ORDERS, "the text block's JSON")
        # 2025-11-25 wraps a non-object value as {"result": value}; 2026-07-28 sends it bare.
        wanted = {"result": ORDERS} if era == LEGACY else ORDERS
        expect_eq(result.structured_content, wanted, "structuredContent")
        schema = tools["list_orders"].output_schema
        expect(schema is not None, "list_orders declares no outputSchema")
        errors = list(strict_validator(schema).iter_errors(result.structured_content))
        expect(not errors, f"structuredContent does not match outputSchema: {errors[:1]}")
        expect_eq(set((result.meta or {}).keys()), meta_keys, "result _meta keys")

    async def operational() -> None:
        result = await box.client.call_tool(
            "refund_order", {"session_token": TOKEN, "order_id": "o-1001", "amount_cents": 60000}
        )
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        text = text_of(result)
        expect("[category=business; retryable=false; ref=tw-" in text, f"text {text!r}")
        env = (result.meta or {}).get(ERROR_KEY) or {}
        expect_eq(env.get("errorCategory"), "business", "errorCategory")
        expect_eq(env.get("isRetryable"), False, "isRetryable")
        expect(bool(CID.match(env.get("correlationId", ""))), f"correlationId in {env!r}")
        expect(result.structured_content is None, f"structuredContent {result.structured_content!r}")

    async def invalid_arguments() -> None:
        result = await box.client.call_tool(
            "refund_order", {"session_token": TOKEN, "order_id": "o-1001", "amount_cents": "lots"}
        )
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        text = text_of(result)
        expect(text.startswith("Invalid arguments:"), f"text {text!r}")
        expect_eq(((result.meta or {}).get(ERROR_KEY) or {}).get("errorCategory"), "validation", "errorCategory")

    async def security() -> None:
        err = await expect_protocol_error(box.client, "list_orders", {"session_token": "tok_guess"})
        check_correlation_only(err, -32600, "Unauthorized")
        expect("tok_guess" not in json.dumps(err.error.model_dump(mode="json")), "the presented token is echoed")

    async def internal() -> None:
        err = await expect_protocol_error(
            box.client, "charge_card", {"session_token": TOKEN, "idempotency_key": "k-ledger-broken", "amount_cents": 100}
        )
        check_correlation_only(err, -32603, "Internal error")
        dumped = json.dumps(err.error.model_dump(mode="json"))
        expect("/var/lib" not in dumped and "ledger-2026" not in dumped, f"a path leaked: {dumped}")

    return [
        ("tools/list advertises the five payments tools with valid JSON Schemas", lists_tools),
        ("success: structuredContent matches the outputSchema", success),
        ("operational: refund over the limit is an isError result (business)", operational),
        ("invalid arguments: a validation isError result (SEP-1303)", invalid_arguments),
        ("security: wrong token is -32600 Unauthorized with only a correlation id", security),
        ("internal: broken ledger is -32603 Internal error, no path leaked", internal),
    ]


# ------------------------------------------------------------------------------------------
# What the transport sent and got back, per era.


def accept_ok(ex: Exchange) -> None:
    accept = ex.headers.get("accept", "")
    expect(
        "application/json" in accept and "text/event-stream" in accept,
        f"{ex.show()}: Accept {accept!r} lacks application/json or text/event-stream",
    )


def legacy_wire(rec: Recorder) -> None:
    posts = rec.posts()
    expect(len(posts) >= 2, f"only {len(posts)} POSTs recorded")
    init = posts[0]
    expect_eq(init.rpc_method, "initialize", "first POST")
    expect("mcp-session-id" not in init.headers, "initialize carried an Mcp-Session-Id")
    expect_eq(init.status, 200, "initialize HTTP status")
    sid = init.response_headers.get("mcp-session-id")
    expect(sid is not None, "the initialize response carries no Mcp-Session-Id")
    expect(bool(SESSION_ID.match(sid)), f"Mcp-Session-Id {sid!r} is not visible ASCII")
    for ex in posts:
        accept_ok(ex)
    for ex in posts[1:]:
        expect_eq(ex.headers.get("mcp-session-id"), sid, f"{ex.show()}: Mcp-Session-Id")
        expect_eq(ex.headers.get("mcp-protocol-version"), LEGACY, f"{ex.show()}: MCP-Protocol-Version")
        expect("mcp-method" not in ex.headers, f"{ex.show()}: a 2026 Mcp-Method header in a legacy session")
        if ex.rpc_method == "notifications/initialized":
            expect_eq(ex.status, 202, f"{ex.show()}: status of the accepted notification")
        elif ex.rpc_method is not None:
            expect_eq(ex.status, 200, f"{ex.show()}: status")
            ctype = ex.response_headers.get("content-type", "")
            expect(
                ctype.startswith("application/json") or ctype.startswith("text/event-stream"),
                f"{ex.show()}: Content-Type {ctype!r}",
            )
        expect(
            ex.response_headers.get("mcp-session-id") in (None, sid),
            f"{ex.show()}: the server answered with another session id {ex.response_headers.get('mcp-session-id')!r}",
        )


def legacy_get_stream(rec: Recorder) -> None:
    # The SDK opens the standalone GET stream after notifications/initialized; the spec allows
    # the server to answer it with an SSE stream or 405.
    for ex in rec.verbs("GET"):
        expect_eq(ex.headers.get("mcp-session-id"), rec.posts()[0].response_headers.get("mcp-session-id"), "GET Mcp-Session-Id")
        ctype = ex.response_headers.get("content-type", "")
        expect(
            ex.status == 405 or (ex.status == 200 and ctype.startswith("text/event-stream")),
            f"GET answered {ex.status} {ctype!r} (wanted 200 text/event-stream, or 405)",
        )


def legacy_delete(rec: Recorder) -> None:
    deletes = rec.verbs("DELETE")
    expect_eq(len(deletes), 1, "DELETE requests sent on close")
    sid = rec.posts()[0].response_headers.get("mcp-session-id")
    expect_eq(deletes[0].headers.get("mcp-session-id"), sid, "DELETE Mcp-Session-Id")
    expect_eq(deletes[0].headers.get("mcp-protocol-version"), LEGACY, "DELETE MCP-Protocol-Version")
    # The SDK counts only 200 and 204 as a terminated session, and 405 as a refusal; it logs a
    # warning for anything else (202 included).
    expect(
        deletes[0].status in (200, 204, 405),
        f"DELETE answered {deletes[0].status} (wanted 200 or 204, or 405 when termination is refused)",
    )


def modern_wire(rec: Recorder) -> None:
    posts = rec.posts()
    expect(len(posts) >= 2, f"only {len(posts)} POSTs recorded")
    methods = [ex.rpc_method for ex in posts]
    expect_eq(methods[0], "server/discover", "first POST")
    expect("initialize" not in methods, f"an initialize was sent: {methods}")
    for ex in posts:
        accept_ok(ex)
        body = ex.body if isinstance(ex.body, dict) else {}
        params = body.get("params") or {}
        meta = params.get("_meta") or {}
        expect_eq(ex.headers.get("mcp-protocol-version"), MODERN, f"{ex.show()}: MCP-Protocol-Version")
        expect_eq(meta.get(PV_KEY), MODERN, f"{ex.show()}: _meta protocolVersion")
        expect(isinstance(meta.get(CAPS_KEY), dict), f"{ex.show()}: _meta clientCapabilities {meta.get(CAPS_KEY)!r}")
        expect_eq(ex.headers.get("mcp-method"), ex.rpc_method, f"{ex.show()}: Mcp-Method")
        if ex.rpc_method == "tools/call":
            expect_eq(ex.headers.get("mcp-name"), params.get("name"), f"{ex.show()}: Mcp-Name")
        expect("mcp-session-id" not in ex.headers, f"{ex.show()}: the client sent an Mcp-Session-Id")
        expect_eq(ex.status, 200, f"{ex.show()}: status")
        expect(
            "mcp-session-id" not in ex.response_headers,
            f"{ex.show()}: the server minted a session id {ex.response_headers.get('mcp-session-id')!r} in 2026-07-28",
        )


def no_warnings(rec: Recorder) -> None:
    expect_eq(rec.warnings, [], "what the SDK logged at WARNING or above")


def modern_no_session_traffic(rec: Recorder) -> None:
    others = [ex.show() for ex in rec.exchanges if ex.verb != "POST"]
    expect_eq(others, [], "GET/DELETE requests in a 2026-07-28 session")


# ------------------------------------------------------------------------------------------
# One SDK session per era.


async def sdk_session(url: str, era: str) -> None:
    mode = "legacy" if era == LEGACY else "auto"
    prefix = f"py/{'2025-11-25 legacy' if era == LEGACY else '2026-07-28 stateless'} [{url}]"
    if era == LEGACY:
        connect_name = "initialize negotiates 2025-11-25 and the server mints an Mcp-Session-Id"
        wire = [
            ("every request after initialize carries the session id, MCP-Protocol-Version and Accept", legacy_wire),
            ("the standalone GET stream is answered with SSE or 405", legacy_get_stream),
        ]
        after_close = [
            ("closing sends DELETE with the session id, answered 200/204 (or 405)", legacy_delete),
            ("the SDK logged no warning", no_warnings),
        ]
    else:
        connect_name = "server/discover negotiates 2026-07-28 (no initialize)"
        wire = [
            (
                "every POST carries MCP-Protocol-Version, Mcp-Method, Mcp-Name and _meta; no session id either way",
                modern_wire,
            ),
        ]
        after_close = [
            ("no GET stream and no DELETE", modern_no_session_traffic),
            ("the SDK logged no warning", no_warnings),
        ]
    box = Box()
    checks = tool_checks(box, era)
    closing = [n for n, _ in after_close]
    pending = [connect_name] + [n for n, _ in checks] + [n for n, _ in wire]
    rec = Recorder()
    try:
        with anyio.fail_after(CALL_TIMEOUT * 10):
            async with recorded_client(url, mode, rec) as client:
                box.client = client

                def connected() -> None:
                    expect_eq(client.protocol_version, era, "negotiated protocol version")
                    info = client.server_info
                    expect(info is not None and info.name == SERVER_NAME, f"server info {info!r}")
                    if era == LEGACY:
                        sid = rec.posts()[0].response_headers.get("mcp-session-id")
                        expect(sid is not None, "no Mcp-Session-Id on the initialize response")

                run_sync_test(f"{prefix}: {connect_name}", connected)
                pending.remove(connect_name)
                for name, body in checks:
                    await run_test(f"{prefix}: {name}", body)
                    pending.remove(name)
                if era == LEGACY:
                    # Give the GET stream the SDK opens in the background a moment to be answered.
                    for _ in range(20):
                        gets = rec.verbs("GET")
                        if gets and all(ex.status is not None for ex in gets):
                            break
                        await anyio.sleep(0.1)
                for name, body in wire:
                    run_sync_test(f"{prefix}: {name}", lambda b=body: b(rec))
                    pending.remove(name)
    except Exception as e:
        reason = f"the session failed: {describe(e)}"
        reason += "\n     exchanges: " + ("; ".join(ex.show() for ex in rec.exchanges) or "none")
        for name in pending:
            REPORT.fail(f"{prefix}: {name}", reason)
        if connect_name in pending:
            for name in closing:
                REPORT.fail(f"{prefix}: {name}", "the session never connected")
            return
    finally:
        write_wire_log(url, era, rec)
    # What the transport did on close (DELETE or nothing), once the session has ended.
    for name, body in after_close:
        run_sync_test(f"{prefix}: {name}", lambda b=body: b(rec))


WIRE_LOG: str | None = None


def write_wire_log(url: str, era: str, rec: Recorder) -> None:
    """Append the session's exchanges (headers, JSON-RPC method, status) as JSON lines."""
    if WIRE_LOG is None:
        return
    with open(WIRE_LOG, "a") as f:
        for ex in rec.exchanges:
            line = {
                "client": "python",
                "url": url,
                "era": era,
                "verb": ex.verb,
                "rpc": ex.rpc_method or ("response" if isinstance(ex.body, dict) else None),
                "request_headers": ex.headers,
                "status": ex.status,
                "response_headers": ex.response_headers,
            }
            f.write(json.dumps(line) + "\n")


# ------------------------------------------------------------------------------------------
# Raw sessions through a load balancer: which replica answered each request.


def rpc_reply(resp: httpx2.Response, rid: int) -> dict[str, Any]:
    """The JSON-RPC reply to request `rid`, from a JSON or an SSE body."""
    ctype = resp.headers.get("content-type", "")
    if ctype.startswith("application/json"):
        msg = resp.json()
        expect_eq(msg.get("id"), rid, "reply id")
        return msg
    expect(ctype.startswith("text/event-stream"), f"Content-Type {ctype!r}")
    for event in resp.text.split("\n\n"):
        data = "\n".join(line[5:].lstrip(" ") for line in event.split("\n") if line.startswith("data:"))
        if data.strip():
            msg = json.loads(data)
            if msg.get("id") == rid:
                return msg
    raise Failed(f"no reply to id {rid} in the SSE body {resp.text[:300]!r}")


@dataclass
class Hop:
    what: str
    status: int
    replica: str | None
    outcome: str  # "ok" or what went wrong

    def show(self) -> str:
        return f"{self.what} -> {self.status} via {self.replica} ({self.outcome})"


def legacy_raw_session(url: str, header: str) -> list[Hop]:
    hops: list[Hop] = []
    base = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    with httpx2.Client(timeout=CALL_TIMEOUT) as http:

        def post(what: str, msg: dict[str, Any], headers: dict[str, str]) -> httpx2.Response:
            resp = http.post(url, json=msg, headers={**base, **headers})
            outcome = "ok"
            try:
                if "id" in msg:
                    expect_eq(resp.status_code, 200, "status")
                    reply = rpc_reply(resp, msg["id"])
                    expect("error" not in reply, f"error {reply.get('error')!r}")
                    result = reply.get("result") or {}
                    expect(not result.get("isError"), f"isError result {result!r}")
                else:
                    expect_eq(resp.status_code, 202, "status")
            except Failed as e:
                outcome = str(e)
            except Exception as e:
                outcome = f"{type(e).__name__}: {e}"
            hops.append(Hop(what, resp.status_code, resp.headers.get(header), outcome))
            return resp

        init = post(
            "initialize",
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "lb-raw", "version": "0"}},
            },
            {},
        )
        sid = init.headers.get("mcp-session-id")
        if sid is None:
            hops[-1].outcome = "no Mcp-Session-Id on the initialize response"
            return hops
        if hops[-1].outcome == "ok":
            version = rpc_reply(init, 1)["result"].get("protocolVersion")
            if version != LEGACY:
                hops[-1].outcome = f"negotiated {version!r}"
        session = {"mcp-session-id": sid, "mcp-protocol-version": LEGACY}
        post("notifications/initialized", {"jsonrpc": "2.0", "method": "notifications/initialized"}, session)
        post("tools/list", {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, session)
        calls = [
            ("list_orders", {"session_token": TOKEN}),
            ("refund_order", {"session_token": TOKEN, "order_id": "o-1001", "amount_cents": 5000}),
            ("charge_status", {"session_token": TOKEN, "idempotency_key": "k-none"}),
            ("list_orders", {"session_token": TOKEN}),
        ]
        for n, (tool, args) in enumerate(calls, 3):
            msg = {"jsonrpc": "2.0", "id": n, "method": "tools/call", "params": {"name": tool, "arguments": args}}
            post(f"tools/call {tool}", msg, session)
    return hops


def modern_raw_calls(url: str, header: str) -> list[Hop]:
    hops: list[Hop] = []
    meta = {PV_KEY: MODERN, CAPS_KEY: {}, "io.modelcontextprotocol/clientInfo": {"name": "lb-raw", "version": "0"}}
    with httpx2.Client(timeout=CALL_TIMEOUT) as http:
        for n in range(1, 5):
            headers = {
                "accept": "application/json, text/event-stream",
                "content-type": "application/json",
                "mcp-protocol-version": MODERN,
                "mcp-method": "tools/call",
                "mcp-name": "list_orders",
            }
            msg = {
                "jsonrpc": "2.0",
                "id": n,
                "method": "tools/call",
                "params": {"name": "list_orders", "arguments": {"session_token": TOKEN}, "_meta": meta},
            }
            resp = http.post(url, json=msg, headers=headers)
            outcome = "ok"
            try:
                expect_eq(resp.status_code, 200, "status")
                reply = rpc_reply(resp, n)
                expect("error" not in reply, f"error {reply.get('error')!r}")
                expect_eq(reply["result"].get("structuredContent"), ORDERS, "structuredContent")
                expect("mcp-session-id" not in resp.headers, "the server minted a session id")
            except Exception as e:
                outcome = str(e) if isinstance(e, Failed) else f"{type(e).__name__}: {e}"
            hops.append(Hop(f"tools/call list_orders #{n}", resp.status_code, resp.headers.get(header), outcome))
    return hops


def spread_tests(url: str, header: str) -> None:
    for label, session in (("2025-11-25 legacy session", legacy_raw_session), ("2026-07-28 stateless calls", modern_raw_calls)):
        prefix = f"py/lb raw {label} [{url}]"
        try:
            hops = session(url, header)
        except Exception as e:
            REPORT.fail(f"{prefix}: every request succeeded", describe(e))
            REPORT.fail(f"{prefix}: requests were answered by at least two replicas", describe(e))
            continue
        trace = "; ".join(h.show() for h in hops)
        print(f"     {label}: {trace}", flush=True)

        def all_ok() -> None:
            bad = [h.show() for h in hops if h.outcome != "ok"]
            expect(not bad, f"failed: {bad}")
            expect(len(hops) >= 4, f"only {len(hops)} requests were sent")

        def spread() -> None:
            replicas = {h.replica for h in hops}
            expect(None not in replicas, f"a response lacks the {header} header: {trace}")
            expect(len(replicas) >= 2, f"every request went to {replicas}: {trace}")

        run_sync_test(f"{prefix}: every request succeeded", all_ok)
        run_sync_test(f"{prefix}: requests were answered by at least two replicas", spread)


# ------------------------------------------------------------------------------------------


async def main_async(urls: list[str]) -> None:
    for url in urls:
        for era in (LEGACY, MODERN):
            await sdk_session(url, era)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("urls", nargs="+", metavar="URL")
    parser.add_argument("--spread-header", metavar="NAME", help="response header naming the replica (load balancer runs)")
    parser.add_argument("--wire-log", metavar="PATH", help="append every HTTP exchange of the SDK sessions here (JSON lines)")
    args = parser.parse_args()
    global WIRE_LOG
    WIRE_LOG = args.wire_log
    started = time.monotonic()
    anyio.run(main_async, args.urls)
    if args.spread_header:
        for url in args.urls:
            spread_tests(url, args.spread_header)
    return finish("http-python", f"http python suite: {time.monotonic() - started:.1f}s")


if __name__ == "__main__":
    sys.exit(main())
