"""Interop over Streamable HTTP: the official Python MCP SDK (PyPI `mcp`, pinned) against the
payments example served over HTTP (`target/debug/http`), every request authenticated with a
bearer token.

    python interop/python/test_http.py [--spread-header NAME] [--round-robin] [--wire-log PATH]
        [--server-log PATH]... [--sent-tokens PATH] URL [URL...]

Each URL is an MCP endpoint (e.g. http://127.0.0.1:8000/mcp), served directly or through a
load balancer, and is also the server's canonical URL: the resource (`aud`) of the demo tokens
this suite mints (HS256 JWTs with the documented demo secret, as `http mint` does). For each
one, `mcp.Client` drives two sessions with a c-100 token holding every scope over the SDK's
Streamable HTTP transport, with an HTTP client that sends `Authorization: Bearer <token>`,
records every request and response, and keeps every byte the server sent back:

- the 2025-11-25 era (mode="legacy"): `initialize`, the server mints an `Mcp-Session-Id`,
  every later request carries it and `MCP-Protocol-Version: 2025-11-25`, closing sends
  `DELETE` with it;
- the 2026-07-28 era (mode="auto"): `server/discover`, then self-contained requests carrying
  `MCP-Protocol-Version: 2026-07-28`, `Mcp-Method`, `Mcp-Name` and the `_meta` version and
  capabilities; no session is minted, no GET stream, no DELETE.

In each session: tools/list advertises the payments tools (valid JSON Schema 2020-12); a
success (the token's customer's orders) whose structuredContent matches the outputSchema; an
operational failure as an `isError` result; invalid arguments as a validation result; another
customer's order answered exactly like a missing one; the free plan's permission result; an
internal failure as -32603 leaking no path. Then what went over the wire (the headers above,
the bearer token on every request, HTTP statuses, no session id minted in 2026-07-28), and that
the SDK logged no warning. `--wire-log PATH` appends every recorded exchange there as JSON lines
(the token redacted).

Authentication, in both eras: a c-200 token's sessions see c-200's order and statement; an
orders:read-only token's sessions list every tool but fail in the client (-32600 Access denied)
on a tool needing another scope; the SDK's connect fails with -32600 Unauthorized without a
token, with an expired one, or with one signed with another secret. Raw requests then check the
exact answers: the same 401 (status, `WWW-Authenticate: Bearer resource_metadata=...`, body
masked of its correlation id) for no token, a non-JWT value, a bad signature, an expired JWT,
another audience and another issuer, in both eras and on a live session (POST, GET, DELETE);
the 403 insufficient_scope challenge (scope = granted + needed) with the request's id;
payments:admin holding every scope; the protected resource metadata (RFC 9728).

Talking back (talk.py), in both eras: a c-100 session whose client has an elicitation callback
(so it declares the capability) and a logging callback. A refund over the 50,000 cent limit asks
the user once with the exact message and form (in the callback and in the bytes received);
accept with approve=true refunds, approve=false, decline and cancel get the business result. In
2025-11-25 the question comes on the call's SSE response and the answer goes in a POST of its
own (202); the approval and charge_card's log line arrive as sanitized `notifications/message`,
and none after `logging/setLevel` warning. In 2026-07-28 the call ends `input_required` and the
SDK retries it with `inputResponses` and the `requestState`; no log message arrives even with
the per-request opt-in; `logging/setLevel` is -32601. The main sessions, without the callback,
are never asked. With `--round-robin` (the URL is a balancer without session affinity) the
2025-11-25 session checks only the log message: the user's answer and `logging/setLevel` can
reach the replica that does not hold the call or the session's level; with `--spread-header`
too, a 2026-07-28 retry must have been answered by another replica than the question.

With `--spread-header NAME` (the URL is a load balancer that stamps the answering replica in
response header NAME), each URL also gets raw sessions sent with httpx2 over one keep-alive
connection: a legacy session (initialize, notifications/initialized, tools/list, four
tools/call, all with the same Mcp-Session-Id) and four stateless 2026-07-28 calls, each of
which must succeed and must have been answered by at least two replicas.

Resources, prompts and completion over HTTP (direct run only, not with --round-robin): the
conformance example (`conformance` next to the other binaries, INTEROP_BIN_DIR) is started on
its own port and driven in both eras: capabilities, the listed resources, template and prompts,
reads (exact text and mimeType), the era's not-found for an unknown URI and for `%2e%2e` /
`%2F` in a template variable, a prompt's exact messages, completion, subscribe/unsubscribe ({}
in 2025-11-25, -32601 in 2026-07-28).

At the end: none of the tokens sent (valid, wrong or expired) and none of the card processor's
URL, host and key (charge_card's log line names them) is in any response (status lines, headers,
bodies, SSE streams); with `--server-log PATH` (repeatable: each replica's stderr), each
refusal's correlation id is in one log line saying why, and no token and no processor secret is
in the logs. `--sent-tokens PATH` appends every token sent there, one a line, for a check of the
whole logs once the servers have stopped (scripts/interop-http.sh).

Ends with `http-python: N passed, N failed`; exits 1 when any test failed.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import hmac
import json
import logging
import os
import re
import secrets
import subprocess
import sys
import tempfile
import time
import warnings
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Awaitable, Callable, Iterator
from urllib.parse import urlsplit

import anyio
import httpx2
from jsonschema import Draft202012Validator
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError
from mcp.types import PromptReference
from referencing import Registry

from harness import REPORT, Failed, describe, expect, expect_eq, finish, raises, run_sync_test
from harness import run_test as run_test_within
from talk import (
    ANSWERS,
    APPROVED_LOG,
    BIG_REFUND,
    OVER_LIMIT_MESSAGE,
    REFUNDED,
    User,
    charge_log,
    check_asked,
    check_raw_questions,
    messages_in,
    questions_in,
    secrets_in,
    set_level,
    wait_for,
)

LEGACY = "2025-11-25"
MODERN = "2026-07-28"
SERVER_NAME = "toolwright-payments"
ERROR_KEY = "dev.toolwright/error"
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"
PV_KEY = "io.modelcontextprotocol/protocolVersion"
CAPS_KEY = "io.modelcontextprotocol/clientCapabilities"
CID = re.compile(r"^tw-[0-9a-f]{16}$")
TOOLS = ["charge_card", "charge_status", "export_statement", "list_orders", "refund_order"]
ORDERS = [{"order_id": "o-1001", "total_cents": 12000}, {"order_id": "o-1002", "total_cents": 90000}]
ORDERS_C200 = [{"order_id": "o-2001", "total_cents": 45000}]
CALL_TIMEOUT = 20.0
# Visible ASCII only (spec 2025-11-25, basic/transports: session management).
SESSION_ID = re.compile(r"^[\x21-\x7e]+$")


# The demo authorization server's tokens (examples/src/payments.rs): HS256 JWTs issued by
# ISSUER for the server's canonical URL (its `aud`), signed with the documented demo secret.
ISSUER = "https://auth.payments.example"
DEMO_SECRET = "toolwright-demo-secret-not-for-production-use"
SCOPES = ["orders:read", "refunds:write", "charges:write"]
PRM_PATH = "/.well-known/oauth-protected-resource"
UNAUTHORIZED_BODY = (
    b'{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Unauthorized (ref tw-<id>)","data":{"correlationId":"tw-<id>"}}}'
)
SCOPE_DESCRIPTION = "The token lacks a scope this tool requires."
CID_IN_BODY = re.compile(rb'"correlationId":"(tw-[0-9a-f]{16})"')
# The reference that ends a correlated error's message: "Unauthorized (ref tw-...)".
REF_IN_BODY = re.compile(rb' \(ref (tw-[0-9a-f]{16})\)"')


# ------------------------------------------------------------------------------------------
# The harness (harness.py), with this suite's time limit per test.


async def run_test(name: str, body: Callable[[], Awaitable[None]]) -> None:
    await run_test_within(name, body, CALL_TIMEOUT * 2)


# ------------------------------------------------------------------------------------------
# Tokens: minted here as the demo authorization server does; every one sent is remembered, so
# none may come back in anything the server wrote.

SENT: set[str] = set()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def mint(
    resource: str,
    subject: str = "c-100",
    scopes: list[str] = SCOPES,
    *,
    ttl: int = 3600,
    secret: str = DEMO_SECRET,
    issuer: str = ISSUER,
) -> str:
    """An HS256 JWT like `http mint` prints: `subject` granted `scopes`, for `resource`, valid
    for `ttl` seconds (negative: already expired)."""
    now = int(time.time())
    header = {"alg": "HS256", "typ": "JWT"}
    claims = {
        "iss": issuer,
        "aud": resource,
        "sub": subject,
        "client_id": "toolwright-demo",
        "scope": " ".join(scopes),
        "iat": now,
        "exp": now + ttl,
    }
    signing_input = f"{b64url(json.dumps(header).encode())}.{b64url(json.dumps(claims).encode())}"
    signature = hmac.new(secret.encode(), signing_input.encode(), hashlib.sha256).digest()
    token = f"{signing_input}.{b64url(signature)}"
    SENT.add(token)
    return token


def opaque_token() -> str:
    """A bearer value that is not a JWT at all."""
    token = f"tok_opaque_{secrets.token_hex(12)}"
    SENT.add(token)
    return token


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def leaked(token: str, haystack: bytes) -> list[str]:
    """Which parts of `token` are in `haystack`: the whole token, or a JWT's signature (the
    part no one else could have written) or its claims."""
    found = []
    if token.encode() in haystack:
        found.append("the token")
    parts = token.split(".")
    if len(parts) == 3:
        if parts[2].encode() in haystack:
            found.append("its signature")
        if parts[1].encode() in haystack:
            found.append("its claims")
    return found


def resource_metadata_url(resource: str) -> str:
    """RFC 9728: the metadata of resource https://host/path is at
    https://host/.well-known/oauth-protected-resource/path."""
    u = urlsplit(resource)
    return f"{u.scheme}://{u.netloc}{PRM_PATH}{u.path}"


def challenge_401(resource: str) -> str:
    return f'Bearer resource_metadata="{resource_metadata_url(resource)}"'


def challenge_403(resource: str, scope: str) -> str:
    return (
        f'Bearer error="insufficient_scope", scope="{scope}", '
        f'resource_metadata="{resource_metadata_url(resource)}", error_description="{SCOPE_DESCRIPTION}"'
    )


def mask_cid(body: bytes) -> bytes:
    """The body with its correlation id masked as tw-<id>: in data, and in the message's
    reference (check_ref checks they are the same id)."""
    body = REF_IN_BODY.sub(b' (ref tw-<id>)"', body)
    return CID_IN_BODY.sub(b'"correlationId":"tw-<id>"', body)


# ------------------------------------------------------------------------------------------
# Everything the server sent back (status lines, headers, bodies and SSE streams as they were
# read), from the SDK's transports and the raw requests alike: no token may be in it.

RECEIVED: list[bytes] = []


def head_bytes(resp: httpx2.Response) -> bytes:
    lines = [f"HTTP {resp.status_code}".encode()]
    lines += [k + b": " + v for k, v in resp.headers.raw]
    return b"\r\n".join(lines) + b"\r\n\r\n"


class TeeAsyncStream(httpx2.AsyncByteStream):
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.inner:
            RECEIVED.append(chunk)
            yield chunk

    async def aclose(self) -> None:
        await self.inner.aclose()


class TeeAsyncTransport(httpx2.AsyncBaseTransport):
    """The default transport, keeping a copy of every byte of every response in RECEIVED."""

    def __init__(self) -> None:
        self.inner = httpx2.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        resp = await self.inner.handle_async_request(request)
        RECEIVED.append(head_bytes(resp))
        return httpx2.Response(
            resp.status_code, headers=resp.headers, stream=TeeAsyncStream(resp.stream), extensions=resp.extensions
        )

    async def aclose(self) -> None:
        await self.inner.aclose()


class TeeSyncStream(httpx2.SyncByteStream):
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self.inner:
            RECEIVED.append(chunk)
            yield chunk

    def close(self) -> None:
        self.inner.close()


class TeeSyncTransport(httpx2.BaseTransport):
    def __init__(self) -> None:
        self.inner = httpx2.HTTPTransport()

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        resp = self.inner.handle_request(request)
        RECEIVED.append(head_bytes(resp))
        return httpx2.Response(resp.status_code, headers=resp.headers, stream=TeeSyncStream(resp.stream), extensions=resp.extensions)

    def close(self) -> None:
        self.inner.close()


def raw_client() -> httpx2.Client:
    """A plain HTTP client for the raw requests, its responses kept in RECEIVED."""
    return httpx2.Client(timeout=CALL_TIMEOUT, transport=TeeSyncTransport())


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
async def recorded_client(
    url: str, mode: str, rec: Recorder, token: str | None, **client_options: Any
) -> AsyncIterator[Client]:
    """An `mcp.Client` over the SDK's Streamable HTTP transport, as `Client(url)` builds it
    (the SDK's default timeouts), with an HTTP client that sends `Authorization: Bearer
    <token>` on every request (none when `token` is None), records every exchange in `rec`,
    and keeps every byte of every response in RECEIVED. `client_options` go to `Client`
    (callbacks)."""
    http = httpx2.AsyncClient(
        headers=bearer(token) if token is not None else None,
        timeout=httpx2.Timeout(30.0, read=300.0),
        event_hooks={"request": [rec.on_request], "response": [rec.on_response]},
        transport=TeeAsyncTransport(),
    )
    logging.getLogger().addHandler(rec)
    try:
        async with http:
            client = Client(
                streamable_http_client(url, http_client=http), mode=mode, read_timeout_seconds=CALL_TIMEOUT, **client_options
            )
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
    """A correlated protocol error: `message (ref <id>)`, and `data` only that id."""
    expect(isinstance(err.data, dict), f"error data {err.data!r}")
    expect_eq(set(err.data.keys()), {"correlationId"}, "error data keys")
    cid = err.data["correlationId"]
    expect(bool(CID.match(str(cid))), f"correlationId {cid!r}")
    expect_eq((err.code, err.message), (code, f"{message} (ref {cid})"), "JSON-RPC error code and message")


class Box:
    """The session's client, set once connected (the checks are named before that), and the
    recorder of its exchanges."""

    client: Client
    rec: Recorder


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
        result = await box.client.call_tool("list_orders", {})
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
            "refund_order", {"order_id": "o-1001", "amount_cents": 60000}
        )
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        text = text_of(result)
        expect("[category=business; retryable=false; ref=tw-" in text, f"text {text!r}")
        env = (result.meta or {}).get(ERROR_KEY) or {}
        expect_eq(env.get("errorCategory"), "business", "errorCategory")
        expect_eq(env.get("isRetryable"), False, "isRetryable")
        expect(bool(CID.match(env.get("correlationId", ""))), f"correlationId in {env!r}")
        expect(result.structured_content is None, f"structuredContent {result.structured_content!r}")

    async def never_asked() -> None:
        # This client has no elicitation callback, so it declares no elicitation capability.
        start = len(RECEIVED)
        result = await box.client.call_tool("refund_order", BIG_REFUND)
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        text = text_of(result)
        expect(text.startswith(OVER_LIMIT_MESSAGE + "\n"), f"text {text!r}")
        expect("[category=business; retryable=false; ref=tw-" in text, f"text {text!r}")
        expect_eq(questions_in(messages_in(b"".join(RECEIVED[start:]))), [], "elicitation requests in the call's response")

    async def invalid_arguments() -> None:
        result = await box.client.call_tool(
            "refund_order", {"order_id": "o-1001", "amount_cents": "lots"}
        )
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        text = text_of(result)
        expect(text.startswith("Invalid arguments:"), f"text {text!r}")
        expect_eq(((result.meta or {}).get(ERROR_KEY) or {}).get("errorCategory"), "validation", "errorCategory")

    async def security() -> None:
        foreign = await box.client.call_tool("refund_order", {"order_id": "o-2001", "amount_cents": 500})
        missing = await box.client.call_tool("refund_order", {"order_id": "o-9999", "amount_cents": 500})
        for what, result in (("o-2001", foreign), ("o-9999", missing)):
            expect(result.is_error is True, f"{what}: expected an isError result, got {result!r}")
            env = (result.meta or {}).get(ERROR_KEY) or {}
            expect_eq(env.get("errorCategory"), "not_found", f"{what}: errorCategory")
        expect_eq(normalized(foreign), normalized(missing), "o-2001 (c-200's) vs o-9999 (no such order)")

    async def plan() -> None:
        result = await box.client.call_tool("export_statement", {})
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        env = (result.meta or {}).get(ERROR_KEY) or {}
        expect_eq(env.get("errorCategory"), "permission", "errorCategory")
        expect_eq(env.get("customerMessage"), "Upgrade to the Pro plan to export statements.", "customerMessage")
        cid = env.get("correlationId", "")
        expect(bool(CID.match(cid)), f"correlationId in {env!r}")
        # The customer message is in the text too, after the suggested action.
        expect_eq(
            text_of(result),
            "Exports are not included in the customer's current plan.\n"
            "Tell the user an upgrade is needed; do not retry.\n"
            "Tell the customer: Upgrade to the Pro plan to export statements.\n"
            f"[category=permission; retryable=false; ref={cid}]",
            "text",
        )
        # export_statement declares no outputSchema: still no structuredContent on an isError result.
        expect(result.structured_content is None, f"structuredContent {result.structured_content!r}")

    async def internal() -> None:
        err = await expect_protocol_error(box.client, "charge_card", {"idempotency_key": "k-ledger-broken", "amount_cents": 100})
        check_correlation_only(err, -32603, "Internal error")
        dumped = json.dumps(err.error.model_dump(mode="json"))
        expect("/var/lib" not in dumped and "ledger-2026" not in dumped, f"a path leaked: {dumped}")

    return [
        ("tools/list advertises the five payments tools with valid JSON Schemas", lists_tools),
        ("success: list_orders gives the token's customer's (c-100) orders; structuredContent matches the outputSchema", success),
        ("operational: refund over the limit is an isError result (business)", operational),
        (
            "without the elicitation capability the user is never asked: a refund of 75000 is the business result, "
            "and no elicitation request is in its response",
            never_asked,
        ),
        ("invalid arguments: a validation isError result (SEP-1303)", invalid_arguments),
        ("security: another customer's order is answered exactly like a missing one (not_found)", security),
        ("permission: c-100's free plan cannot export a statement (isError, permission)", plan),
        ("internal: broken ledger is -32603 Internal error, no path leaked", internal),
    ]


def normalized(result: Any) -> str:
    dumped = json.dumps(result.model_dump(mode="json", by_alias=True, exclude_none=True), sort_keys=True)
    return re.sub(r"tw-[0-9a-f]{16}", "tw-<id>", dumped)


def customer_checks(box: Box, era: str) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
    """A c-200 token (the pro-plan customer): the customer is the token's subject."""

    async def orders() -> None:
        result = await box.client.call_tool("list_orders", {})
        expect(not result.is_error, f"isError result: {result.content!r}")
        expect_eq(json.loads(text_of(result)), ORDERS_C200, "the text block's JSON")
        expect_eq(result.structured_content, {"result": ORDERS_C200} if era == LEGACY else ORDERS_C200, "structuredContent")

    async def statement() -> None:
        result = await box.client.call_tool("export_statement", {})
        expect(not result.is_error, f"isError result: {result.content!r}")
        expect_eq(text_of(result), "statement.csv", "text")

    async def foreign() -> None:
        result = await box.client.call_tool("refund_order", {"order_id": "o-1001", "amount_cents": 500})
        expect(result.is_error is True, f"expected an isError result, got {result!r}")
        expect_eq(((result.meta or {}).get(ERROR_KEY) or {}).get("errorCategory"), "not_found", "errorCategory")
        expect(text_of(result).startswith("No such order.\n"), f"text {text_of(result)!r}")

    async def own_refund() -> None:
        result = await box.client.call_tool("refund_order", {"order_id": "o-2001", "amount_cents": 500})
        expect(not result.is_error, f"isError result: {result.content!r}")
        expect_eq(result.structured_content, {"refund_id": "rf-o-2001-500", "amount_cents": 500}, "structuredContent")

    return [
        ("list_orders gives only c-200's order o-2001", orders),
        ("export_statement works on c-200's pro plan: statement.csv", statement),
        ("c-100's order o-1001 is answered as not found", foreign),
        ("refunding its own order o-2001 succeeds", own_refund),
    ]


def scope_checks(box: Box, era: str) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
    """A token granted only orders:read: tools/list still lists every tool; a tool needing
    another scope fails in the client (the server answers 403), the others work."""

    async def lists_all() -> None:
        listed = (await box.client.list_tools()).tools
        expect_eq(sorted(t.name for t in listed), TOOLS, "tool names")

    async def refund_refused() -> None:
        err = await expect_protocol_error(box.client, "refund_order", {"order_id": "o-1001", "amount_cents": 500})
        check_correlation_only(err, -32600, "Access denied")

    async def charge_refused() -> None:
        err = await expect_protocol_error(box.client, "charge_card", {"idempotency_key": f"k-{secrets.token_hex(4)}", "amount_cents": 100})
        check_correlation_only(err, -32600, "Access denied")

    async def read_works() -> None:
        result = await box.client.call_tool("list_orders", {})
        expect(not result.is_error, f"isError result: {result.content!r}")
        expect_eq(json.loads(text_of(result)), ORDERS, "the text block's JSON")

    return [
        ("tools/list still lists all five tools", lists_all),
        ("refund_order (refunds:write) fails in the client with -32600 Access denied, only a correlation id", refund_refused),
        ("charge_card (charges:write) fails in the client the same way", charge_refused),
        ("list_orders (orders:read) still works in the same session", read_works),
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


def bearer_on_every_request(rec: Recorder, token: str) -> None:
    expect(len(rec.exchanges) > 0, "no request was recorded")
    for ex in rec.exchanges:
        expect(ex.headers.get("authorization") == f"Bearer {token}", f"{ex.show()}: no Authorization: Bearer <the token>")


Checks = Callable[[Box, str], list[tuple[str, Callable[[], Awaitable[None]]]]]


async def sdk_session(
    url: str,
    era: str,
    token: str | None,
    who: str = "",
    checks_for: Checks = tool_checks,
    client_options: dict[str, Any] | None = None,
    server_name: str = SERVER_NAME,
) -> None:
    """One session of the SDK's client with `token`. The main one (`who` empty, the tool
    checks) also checks what went over the wire; the others (`who` names the token) run
    `checks_for` and check only that every request carried the token. `client_options` go to
    `Client` (callbacks). With no token (the conformance example), no Authorization header is
    sent and none is checked; `server_name` is the serverInfo.name expected."""
    mode = "legacy" if era == LEGACY else "auto"
    prefix = f"py/{'2025-11-25 legacy' if era == LEGACY else '2026-07-28 stateless'}{' ' + who if who else ''} [{url}]"
    if who:
        connect_name = f"connects with the token, negotiating {era}"
        wire = []
        after_close = []
    elif era == LEGACY:
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
    if token is not None:
        after_close.append(
            ("every request (POST, GET, DELETE) carried Authorization: Bearer <the token>", lambda r: bearer_on_every_request(r, token))
        )
    box = Box()
    checks = checks_for(box, era)
    closing = [n for n, _ in after_close]
    pending = [connect_name] + [n for n, _ in checks] + [n for n, _ in wire]
    rec = Recorder()
    box.rec = rec
    try:
        with anyio.fail_after(CALL_TIMEOUT * 10):
            async with recorded_client(url, mode, rec, token, **(client_options or {})) as client:
                box.client = client

                def connected() -> None:
                    expect_eq(client.protocol_version, era, "negotiated protocol version")
                    info = client.server_info
                    expect(info is not None and info.name == server_name, f"server info {info!r}")
                    if era == LEGACY and not who:
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
        reason = f"the session failed: {innermost(e)}"
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


def innermost(e: BaseException) -> str:
    """The innermost first exception of a (nested) exception group, described."""
    while isinstance(e, BaseExceptionGroup) and e.exceptions:
        e = e.exceptions[0]
    return describe(e)


def write_wire_log(url: str, era: str, rec: Recorder) -> None:
    """Append the session's exchanges (headers with the token redacted, JSON-RPC method,
    status) as JSON lines."""
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
                "request_headers": {k: ("Bearer <redacted>" if k == "authorization" else v) for k, v in ex.headers.items()},
                "status": ex.status,
                "response_headers": ex.response_headers,
            }
            f.write(json.dumps(line) + "\n")


# ------------------------------------------------------------------------------------------
# Talking back (talk.py): a c-100 session whose client has an elicitation callback (so it
# declares the capability: in initialize in 2025-11-25, in every request's _meta in 2026-07-28)
# and a logging callback.
#
# Through a round-robin balancer (--round-robin: no session affinity) a 2025-11-25 question is
# left out: the user's answer is a POST of its own, which can reach the replica that is not
# running the call; so is logging/setLevel, which the replica that receives it remembers. Those
# run against the direct server only (scripts/interop-http.sh runs this suite on both); a
# 2026-07-28 question is a retry any replica can take, so it runs through the balancer too.

ROUND_ROBIN = False
SPREAD_HEADER: str | None = None


def received_since(start: int) -> list[dict[str, Any]]:
    """Every JSON-RPC message the server sent back since RECEIVED[start]."""
    return messages_in(b"".join(RECEIVED[start:]))


def log_messages_since(start: int) -> list[dict[str, Any]]:
    return [m.get("params") or {} for m in received_since(start) if m.get("method") == "notifications/message"]


def params_of(ex: Exchange) -> dict[str, Any]:
    return (ex.body.get("params") or {}) if isinstance(ex.body, dict) else {}


def big_refunds(rec: Recorder) -> list[Exchange]:
    """The tools/call POSTs of the refund over the limit: first tries and retries."""
    return [ex for ex in rec.posts() if ex.rpc_method == "tools/call" and params_of(ex).get("arguments") == BIG_REFUND]


def talk_checks(user: User) -> Checks:
    def checks(box: Box, era: str) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
        legacy = era == LEGACY
        # The first byte of this session's questions in RECEIVED.
        mark = {"start": len(RECEIVED)}

        async def ask(answer: str) -> Any:
            user.answer = ANSWERS[answer]
            before = len(user.asked)
            result = await box.client.call_tool("refund_order", BIG_REFUND)
            check_asked(user.asked[before:], 1, legacy)
            return result

        async def capability() -> None:
            mark["start"] = len(RECEIVED)
            logging_cap = box.client.server_capabilities.logging
            if legacy:
                expect(logging_cap is not None, "initialize declares no logging capability")
            else:
                expect(logging_cap is None, f"server/discover declares logging {logging_cap!r}")

        async def approved() -> None:
            result = await ask("accept, approve=true")
            expect(not result.is_error, f"isError result: {result.content!r}")
            expect_eq(result.structured_content, REFUNDED, "structuredContent")

        def refused(answer: str) -> Callable[[], Awaitable[None]]:
            async def body() -> None:
                result = await ask(answer)
                expect(result.is_error is True, f"expected an isError result, got {result!r}")
                text = text_of(result)
                expect(text.startswith(OVER_LIMIT_MESSAGE + "\n"), f"text {text!r}")
                expect("[category=business; retryable=false; ref=tw-" in text, f"text {text!r}")
                expect_eq(((result.meta or {}).get(ERROR_KEY) or {}).get("errorCategory"), "business", "errorCategory")

            return body

        async def raw_questions() -> None:
            check_raw_questions(questions_in(received_since(mark["start"])), 4, "request" if legacy else "input_required")

        async def legacy_wire() -> None:
            sid = box.rec.posts()[0].response_headers.get("mcp-session-id")
            calls = big_refunds(box.rec)
            expect_eq(len(calls), 4, "refund calls")
            for ex in calls:
                ctype = ex.response_headers.get("content-type", "")
                expect(ctype.startswith("text/event-stream"), f"{ex.show()}: Content-Type {ctype!r} (wanted an SSE stream)")
            answers = [ex for ex in box.rec.posts() if isinstance(ex.body, dict) and "method" not in ex.body and "result" in ex.body]
            expect_eq(len(answers), 4, "POSTs carrying the user's answer")
            # The call's result can come back before the answer's own POST has its status.
            await wait_for(lambda: all(ex.status is not None for ex in answers))
            for ex in answers:
                expect_eq(ex.status, 202, f"{ex.show()}: status")
                expect_eq(ex.headers.get("mcp-session-id"), sid, f"{ex.show()}: Mcp-Session-Id")
                expect_eq(ex.headers.get("mcp-protocol-version"), LEGACY, f"{ex.show()}: MCP-Protocol-Version")
            actions = [ex.body["result"].get("action") for ex in answers]
            expect_eq(actions, ["accept", "accept", "decline", "cancel"], "the answers' actions")

        async def modern_wire() -> None:
            calls = big_refunds(box.rec)
            shape = ["retry" if "inputResponses" in params_of(ex) else "first" for ex in calls]
            expect_eq(shape, ["first", "retry"] * 4, "refund calls")
            states = {
                (m.get("result") or {}).get("requestState")
                for m in received_since(mark["start"])
                if (m.get("result") or {}).get("resultType") == "input_required"
            }
            ids = [ex.body.get("id") for ex in calls]
            expect_eq(len(set(ids)), len(ids), f"JSON-RPC ids of the calls and retries {ids}")
            for ex in calls:
                p = params_of(ex)
                caps = (p.get("_meta") or {}).get(CAPS_KEY) or {}
                expect("elicitation" in caps, f"{ex.show()}: _meta clientCapabilities {caps!r} lacks elicitation")
                expect("mcp-session-id" not in ex.headers, f"{ex.show()}: an Mcp-Session-Id")
                if "inputResponses" in p:
                    expect_eq(sorted(p["inputResponses"]), ["elicitation-1"], f"{ex.show()}: inputResponses keys")
                    expect(p.get("requestState") in states, f"{ex.show()}: a requestState the server never sent")

        async def crossed() -> None:
            calls = big_refunds(box.rec)
            pairs = list(zip(calls[0::2], calls[1::2]))
            header = (SPREAD_HEADER or "").lower()
            served = [(a.response_headers.get(header), b.response_headers.get(header)) for a, b in pairs]
            expect(len(pairs) == 4 and all(x and y for x, y in served), f"which replica answered (question, retry): {served}")
            expect(any(x != y for x, y in served), f"every retry went to the replica that asked: {served}")

        async def approved_log() -> None:
            expect(await wait_for(lambda: APPROVED_LOG in user.logs), f"the approval's log message never arrived: {user.logs!r}")
            expect_eq([m for m in user.logs if m.get("logger") == "refund_order"], [APPROVED_LOG], "refund_order's log messages")

        async def charge(amount: int) -> None:
            # A key of its own: one server process serves both eras, every session and both suites
            # (scripts/interop-http.sh), and a key used again would be answered with its first
            # outcome (marked dev.toolwright/replay) without running the handler: no log line.
            key = f"k-talk-{secrets.token_hex(4)}"
            result = await box.client.call_tool("charge_card", {"idempotency_key": key, "amount_cents": amount})
            expect(not result.is_error, f"isError result: {result.content!r}")
            expect_eq(text_of(result), f"Charged {amount} cents ({key}).", "text")

        async def charge_logged() -> None:
            user.logs.clear()
            start = len(RECEIVED)
            await charge(1000)
            expect(await wait_for(lambda: len(user.logs) >= 1), "charge_card's log message never arrived")
            expect_eq(user.logs, [charge_log(1000)], "the log messages the callback received")
            expect_eq(log_messages_since(start), [charge_log(1000)], "notifications/message in the call's SSE response")
            expect_eq(secrets_in(json.dumps(user.logs)), [], "processor secrets in the log messages")

        async def quiet_after_set_level() -> None:
            outcome, unexpected = await set_level(box.client, "warning")
            expect(not isinstance(outcome, MCPError), f"logging/setLevel failed: {outcome!r}")
            expect_eq(unexpected, [], "warnings other than the SDK's deprecation of set_logging_level")
            user.logs.clear()
            start = len(RECEIVED)
            await charge(2000)
            await approved()
            await anyio.sleep(0.3)
            expect_eq(user.logs, [], "log messages after logging/setLevel warning")
            expect_eq(log_messages_since(start), [], "notifications/message sent after logging/setLevel warning")

        async def no_logs() -> None:
            await charge(1000)
            await anyio.sleep(0.3)
            expect_eq(user.logs, [], "log messages the callback received in this 2026-07-28 session")
            expect_eq(log_messages_since(mark["start"]), [], "notifications/message in the responses")

        async def set_level_refused() -> None:
            outcome, unexpected = await set_level(box.client, "warning")
            expect_eq(unexpected, [], "warnings other than the SDK's deprecation of set_logging_level")
            expect(isinstance(outcome, MCPError), f"logging/setLevel answered {outcome!r}")
            expect_eq(outcome.code, -32601, "logging/setLevel error code")

        elicitation: list[tuple[str, Callable[[], Awaitable[None]]]] = [
            (
                "elicitation, accept with approve=true: the user is asked once (message, requestedSchema) and the refund "
                "goes through (rf-o-1001-75000)",
                approved,
            ),
            ("elicitation, accept with approve=false: the business result, no refund", refused("accept, approve=false")),
            ("elicitation, decline: the business result", refused("decline")),
            ("elicitation, cancel: the business result", refused("cancel")),
        ]
        if legacy and ROUND_ROBIN:
            return [
                ("initialize declares logging: {}", capability),
                (
                    "log: charge_card's message arrives on the call's own SSE response (info, logger charge_card), sanitized; "
                    "no processor URL, host or key (elicitation and logging/setLevel: direct server only, they need session affinity)",
                    charge_logged,
                ),
            ]
        if legacy:
            return [
                ("initialize declares logging: {}", capability),
                *elicitation,
                (
                    "the 4 questions as the server wrote them: elicitation/create requests on the calls' SSE responses, "
                    "params exactly the message and requestedSchema",
                    raw_questions,
                ),
                (
                    "each question came on its tools/call's SSE response; each answer went in a POST of its own in the "
                    "session (Mcp-Session-Id), answered 202",
                    legacy_wire,
                ),
                ("log: the approved refund told the client it was approved by the user (info, logger refund_order)", approved_log),
                (
                    "log: charge_card's message arrives on the call's own SSE response (info, logger charge_card), sanitized to "
                    "'charging 1000 cents via [url] with key [secret]'; no processor URL, host or key",
                    charge_logged,
                ),
                (
                    "log: after logging/setLevel warning, neither charge_card nor an approved refund sends an info notification",
                    quiet_after_set_level,
                ),
            ]
        modern = [
            ("server/discover declares no logging capability (deprecated in 2026-07-28)", capability),
            *elicitation,
            (
                "the 4 questions as the server wrote them: input_required results (inputRequests elicitation-1), "
                "params exactly the message and requestedSchema",
                raw_questions,
            ),
            (
                "each question ended the call input_required; the SDK retried it under a new id with inputResponses "
                "(elicitation-1), the requestState and the elicitation capability in _meta, no session id",
                modern_wire,
            ),
        ]
        if ROUND_ROBIN and SPREAD_HEADER:
            modern.append(
                (f"through the balancer, a retry was answered by another replica than the question ({SPREAD_HEADER})", crossed)
            )
        return modern + [
            (
                "log: no notifications/message at all, though the client opted in per request (log_level debug in _meta)",
                no_logs,
            ),
            ("log: logging/setLevel is -32601 (a 2025-11-25 method)", set_level_refused),
        ]

    return checks


async def talk_session(url: str, era: str) -> None:
    user = User()
    via = "through the round-robin balancer" if ROUND_ROBIN else "direct"
    options: dict[str, Any] = {"elicitation_callback": user.elicit, "logging_callback": user.log}
    if era == MODERN:
        options["log_level"] = "debug"
    await sdk_session(url, era, mint(url), f"talk, {via}", talk_checks(user), options)


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
    base = {"accept": "application/json, text/event-stream", "content-type": "application/json", **bearer(mint(url))}
    with raw_client() as http:

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
            ("list_orders", {}),
            ("refund_order", {"order_id": "o-1001", "amount_cents": 5000}),
            ("charge_status", {"idempotency_key": "k-none"}),
            ("list_orders", {}),
        ]
        for n, (tool, args) in enumerate(calls, 3):
            msg = {"jsonrpc": "2.0", "id": n, "method": "tools/call", "params": {"name": tool, "arguments": args}}
            post(f"tools/call {tool}", msg, session)
    return hops


def modern_raw_calls(url: str, header: str) -> list[Hop]:
    hops: list[Hop] = []
    meta = {PV_KEY: MODERN, CAPS_KEY: {}, "io.modelcontextprotocol/clientInfo": {"name": "lb-raw", "version": "0"}}
    token = mint(url)
    with raw_client() as http:
        for n in range(1, 5):
            headers = {
                "accept": "application/json, text/event-stream",
                "content-type": "application/json",
                "mcp-protocol-version": MODERN,
                "mcp-method": "tools/call",
                "mcp-name": "list_orders",
                **bearer(token),
            }
            msg = {
                "jsonrpc": "2.0",
                "id": n,
                "method": "tools/call",
                "params": {"name": "list_orders", "arguments": {}, "_meta": meta},
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
# Authentication: what the official client does with a refused token, and the exact answers
# (raw HTTP) for every way a token can be missing, wrong or short of a scope.


async def refused_connect(url: str, era: str, what: str, token: str | None) -> None:
    mode = "legacy" if era == LEGACY else "auto"
    name = f"py/{'2025-11-25 legacy' if era == LEGACY else '2026-07-28 stateless'} [{url}]: {what}: the SDK's connect fails with -32600 Unauthorized"
    rec = Recorder()

    async def body() -> None:
        try:
            with anyio.fail_after(CALL_TIMEOUT * 2):
                async with recorded_client(url, mode, rec, token) as client:
                    raise Failed(f"connected (protocol {client.protocol_version}) without a valid token")
        except Failed:
            raise
        except BaseException as e:  # the SDK raises the error inside (nested) exception groups
            inner = e
            while isinstance(inner, BaseExceptionGroup) and inner.exceptions:
                inner = inner.exceptions[0]
            if not isinstance(inner, MCPError):
                raise Failed(f"failed with {type(inner).__name__}: {inner} rather than the server's JSON-RPC error")
            check_correlation_only(inner, -32600, "Unauthorized")
        statuses = [ex.status for ex in rec.exchanges]
        expect(statuses and all(s == 401 for s in statuses), f"HTTP statuses {statuses} (wanted only 401s)")

    await run_test(name, body)


@dataclass
class Refusal:
    """A refused request: what the log must say about its correlation id."""

    what: str
    cid: str
    status: int
    missing: str | None = None  # the scope a 403 lacked


REFUSALS: list[Refusal] = []
SERVER_LOGS: list[str] = []


def rpc_headers(token: str | None, extra: dict[str, str] | None = None) -> dict[str, str]:
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    if token is not None:
        headers.update(bearer(token))
    return {**headers, **(extra or {})}


def initialize_msg(rid: int = 1) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": rid,
        "method": "initialize",
        "params": {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "auth-raw", "version": "0"}},
    }


def modern_call(http: httpx2.Client, url: str, token: str | None, rid: int, tool: str, args: dict[str, Any]) -> httpx2.Response:
    meta = {PV_KEY: MODERN, CAPS_KEY: {}, "io.modelcontextprotocol/clientInfo": {"name": "auth-raw", "version": "0"}}
    msg = {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": {"name": tool, "arguments": args, "_meta": meta}}
    extra = {"mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": tool}
    return http.post(url, json=msg, headers=rpc_headers(token, extra))


class LegacySession:
    """A raw 2025-11-25 session opened with `token`."""

    def __init__(self, http: httpx2.Client, url: str, token: str) -> None:
        self.http, self.url, self.token = http, url, token
        resp = http.post(url, json=initialize_msg(), headers=rpc_headers(token))
        expect_eq(resp.status_code, 200, f"initialize status (body {resp.text[:200]!r})")
        self.sid = resp.headers.get("mcp-session-id")
        expect(self.sid is not None, "no Mcp-Session-Id on the initialize response")
        resp = self.post({"jsonrpc": "2.0", "method": "notifications/initialized"})
        expect_eq(resp.status_code, 202, "notifications/initialized status")
        self.next_id = 1

    def headers(self, token: str | None) -> dict[str, str]:
        return rpc_headers(token, {"mcp-session-id": self.sid, "mcp-protocol-version": LEGACY})

    def post(self, msg: dict[str, Any], token: str | None | bool = True) -> httpx2.Response:
        """POST `msg` in the session, with the session's token (True), another or none."""
        return self.http.post(self.url, json=msg, headers=self.headers(self.token if token is True else token))

    def request(self, method: str, params: dict[str, Any] | None = None, token: str | None | bool = True) -> tuple[int, httpx2.Response]:
        self.next_id += 1
        msg: dict[str, Any] = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            msg["params"] = params
        return self.next_id, self.post(msg, token)


@dataclass
class Answer:
    what: str
    status: int
    challenge: str | None
    ctype: str
    body: bytes

    @staticmethod
    def of(what: str, resp: httpx2.Response) -> "Answer":
        return Answer(what, resp.status_code, resp.headers.get("www-authenticate"), resp.headers.get("content-type", ""), resp.content)

    def cid(self) -> str:
        m = CID_IN_BODY.search(self.body)
        expect(m is not None, f"{self.what}: no correlation id in the body {self.body!r}")
        return m.group(1).decode()

    def masked(self) -> tuple[int, str | None, bytes]:
        return (self.status, self.challenge, mask_cid(self.body))


def check_ref(a: Answer) -> None:
    """The message's reference is the correlation id in data, and the only one."""
    refs = [r.decode() for r in REF_IN_BODY.findall(a.body)]
    expect_eq(refs, [a.cid()], f"{a.what}: the message's reference vs data.correlationId")


def check_401(a: Answer, resource: str) -> None:
    expect_eq(a.status, 401, f"{a.what}: status")
    expect_eq(a.challenge, challenge_401(resource), f"{a.what}: WWW-Authenticate")
    expect(a.ctype.startswith("application/json"), f"{a.what}: Content-Type {a.ctype!r}")
    expect_eq(mask_cid(a.body), UNAUTHORIZED_BODY, f"{a.what}: body (correlation id masked)")
    check_ref(a)
    REFUSALS.append(Refusal(a.what, a.cid(), 401))


def check_403(a: Answer, resource: str, rid: int, scope: str, missing: str) -> None:
    expect_eq(a.status, 403, f"{a.what}: status (body {a.body[:200]!r})")
    expect_eq(a.challenge, challenge_403(resource, scope), f"{a.what}: WWW-Authenticate")
    expect(a.ctype.startswith("application/json"), f"{a.what}: Content-Type {a.ctype!r}")
    wanted = (
        b'{"jsonrpc":"2.0","id":' + str(rid).encode()
        + b',"error":{"code":-32600,"message":"Access denied (ref tw-<id>)","data":{"correlationId":"tw-<id>"}}}'
    )
    expect_eq(mask_cid(a.body), wanted, f"{a.what}: body (correlation id masked)")
    check_ref(a)
    REFUSALS.append(Refusal(a.what, a.cid(), 403, missing))


def reply_ok(resp: httpx2.Response, rid: int, what: str) -> dict[str, Any]:
    expect_eq(resp.status_code, 200, f"{what}: status (body {resp.text[:200]!r})")
    reply = rpc_reply(resp, rid)
    expect("error" not in reply, f"{what}: error {reply.get('error')!r}")
    result = reply["result"]
    expect(not result.get("isError"), f"{what}: isError result {result!r}")
    return result


def auth_tests(url: str) -> None:
    """Raw requests against `url`, which is also the resource the tokens are minted for."""
    prefix = f"py/auth [{url}]"
    answers: list[Answer] = []

    with raw_client() as http:

        def initialize_with(token: str | None) -> Answer:
            return Answer.of("initialize", http.post(url, json=initialize_msg(), headers=rpc_headers(token)))

        cases: list[tuple[str, Callable[[], str | None]]] = [
            ("no Authorization header", lambda: None),
            ("a bearer value that is not a JWT", opaque_token),
            ("a JWT signed with another secret", lambda: mint(url, secret=f"not-the-demo-secret-{secrets.token_hex(8)}")),
            ("a JWT that expired 120 s ago", lambda: mint(url, ttl=-120)),
            ("a JWT issued for another resource (aud http://127.0.0.1:1/mcp)", lambda: mint("http://127.0.0.1:1/mcp")),
            ("a JWT from another issuer", lambda: mint(url, issuer="https://issuer.invalid")),
        ]
        for what, token_of in cases:

            def refused(what: str = what, token_of: Callable[[], str | None] = token_of) -> None:
                a = initialize_with(token_of())
                a.what = f"initialize with {what}"
                answers.append(a)
                check_401(a, url)

            run_sync_test(f"{prefix}: initialize with {what}: 401, the resource_metadata challenge, the Unauthorized body", refused)

        def modern_refused() -> None:
            for what, token in (("no token", None), ("an expired JWT", mint(url, ttl=-120))):
                a = Answer.of(f"2026-07-28 tools/call with {what}", modern_call(http, url, token, 7, "list_orders", {}))
                answers.append(a)
                check_401(a, url)

        run_sync_test(f"{prefix}: a 2026-07-28 stateless tools/call with no token or an expired one: the same 401", modern_refused)

        def session_needs_token() -> None:
            session = LegacySession(http, url, mint(url))
            expired = mint(url, ttl=-120)
            rid, resp = session.request("tools/list", token=None)
            a = Answer.of("tools/list in a session, no token", resp)
            answers.append(a)
            check_401(a, url)
            rid, resp = session.request("tools/call", {"name": "list_orders", "arguments": {}}, token=expired)
            a = Answer.of("tools/call in a session, an expired JWT", resp)
            answers.append(a)
            check_401(a, url)
            resp = http.get(url, headers={"accept": "text/event-stream", **session.headers(None)})
            a = Answer.of("GET stream of a session, no token", resp)
            answers.append(a)
            check_401(a, url)
            resp = http.delete(url, headers=session.headers(None))
            a = Answer.of("DELETE of a session, no token", resp)
            answers.append(a)
            check_401(a, url)
            # The session is still there for its token.
            rid, resp = session.request("tools/call", {"name": "list_orders", "arguments": {}})
            expect_eq(reply_ok(resp, rid, "tools/call with the token after the refusals").get("structuredContent"), {"result": ORDERS}, "structuredContent")

        run_sync_test(
            f"{prefix}: a session id does not stand in for the token: POST, GET and DELETE on a live session without one are the same 401",
            session_needs_token,
        )

        def identical() -> None:
            expect(len(answers) >= 12, f"only {len(answers)} refusals were collected")
            first = answers[0].masked()
            different = [f"{a.what}: {a.masked()!r}" for a in answers if a.masked() != first]
            expect(not different, f"differ from {answers[0].what} {first!r}: {different}")

        run_sync_test(
            f"{prefix}: every 401 above is byte-identical (status, WWW-Authenticate, body) once the correlation id is masked",
            identical,
        )

        def missing_scope_legacy() -> None:
            session = LegacySession(http, url, mint(url, scopes=["orders:read"]))
            rid, resp = session.request("tools/list")
            tools = reply_ok(resp, rid, "tools/list")["tools"]
            expect_eq(sorted(t["name"] for t in tools), TOOLS, "tools listed to an orders:read token")
            rid, resp = session.request("tools/call", {"name": "refund_order", "arguments": {"order_id": "o-1001", "amount_cents": 500}})
            check_403(Answer.of("refund_order with orders:read", resp), url, rid, "orders:read refunds:write", "refunds:write")
            rid, resp = session.request("tools/call", {"name": "charge_card", "arguments": {"idempotency_key": "k-scope", "amount_cents": 100}})
            check_403(Answer.of("charge_card with orders:read", resp), url, rid, "charges:write orders:read", "charges:write")
            rid, resp = session.request("tools/call", {"name": "list_orders", "arguments": {}})
            reply_ok(resp, rid, "list_orders with orders:read")

        run_sync_test(
            f"{prefix}: orders:read only, 2025-11-25 session: tools/list lists all five; refund_order and charge_card are 403 "
            "insufficient_scope (scope = granted + needed) with the request's id; list_orders works",
            missing_scope_legacy,
        )

        def missing_scope_modern() -> None:
            resp = modern_call(http, url, mint(url, scopes=["orders:read"]), 41, "refund_order", {"order_id": "o-1001", "amount_cents": 500})
            check_403(Answer.of("2026-07-28 refund_order with orders:read", resp), url, 41, "orders:read refunds:write", "refunds:write")
            resp = modern_call(http, url, mint(url, scopes=["refunds:write"]), 42, "list_orders", {})
            check_403(Answer.of("2026-07-28 list_orders with refunds:write", resp), url, 42, "orders:read refunds:write", "orders:read")
            resp = modern_call(http, url, mint(url, scopes=[]), 43, "charge_status", {"idempotency_key": "k-none"})
            check_403(Answer.of("2026-07-28 charge_status with no scope", resp), url, 43, "orders:read", "orders:read")

        run_sync_test(
            f"{prefix}: 2026-07-28 stateless calls short of a scope are 403 with scope = granted + needed, sorted",
            missing_scope_modern,
        )

        def admin() -> None:
            token = mint(url, scopes=["payments:admin"])
            result = reply_ok(modern_call(http, url, token, 51, "list_orders", {}), 51, "list_orders")
            expect_eq(result.get("structuredContent"), ORDERS, "list_orders structuredContent")
            result = reply_ok(modern_call(http, url, token, 52, "refund_order", {"order_id": "o-1001", "amount_cents": 700}), 52, "refund_order")
            expect_eq(result.get("structuredContent"), {"refund_id": "rf-o-1001-700", "amount_cents": 700}, "refund_order structuredContent")
            key = f"k-admin-{secrets.token_hex(4)}"
            result = reply_ok(modern_call(http, url, token, 53, "charge_card", {"idempotency_key": key, "amount_cents": 100}), 53, "charge_card")
            expect_eq(result["content"][0]["text"], f"Charged 100 cents ({key}).", "charge_card text")

        run_sync_test(f"{prefix}: payments:admin grants orders:read, refunds:write and charges:write", admin)

        def metadata() -> None:
            u = urlsplit(url)
            wanted = {
                "resource": url,
                "authorization_servers": [ISSUER],
                "scopes_supported": ["charges:write", "orders:read", "refunds:write"],
                "bearer_methods_supported": ["header"],
                "resource_name": "toolwright payments demo",
            }
            for path in (PRM_PATH + u.path, PRM_PATH):
                resp = http.get(f"{u.scheme}://{u.netloc}{path}")
                expect_eq(resp.status_code, 200, f"GET {path} status")
                expect(resp.headers.get("content-type", "").startswith("application/json"), f"GET {path}: Content-Type")
                expect_eq(resp.json(), wanted, f"GET {path}")

        run_sync_test(
            f"{prefix}: GET {PRM_PATH}/mcp and {PRM_PATH}: the protected resource metadata (RFC 9728), no token needed",
            metadata,
        )


def check_server_logs() -> None:
    """The servers' logs: a line per refusal, with its correlation id and why; no token sent."""
    logs = {path: open(path, "rb").read() for path in SERVER_LOGS}
    lines = [line.decode(errors="replace") for data in logs.values() for line in data.split(b"\n")]

    def refusals_logged() -> None:
        expect(len(REFUSALS) > 0, "no refusal was collected")
        problems = []
        for r in REFUSALS:
            cid = re.compile(rf'correlation_id="?{r.cid}"?(\s|$)')
            found = [line for line in lines if cid.search(line)]
            if len(found) != 1:
                problems.append(f"{r.what}: {r.cid} is in {len(found)} log lines")
                continue
            line = found[0]
            if r.status == 401:
                ok = "request refused: no valid bearer token (401)" in line and re.search(r"\bwhy=\S", line)
            else:
                ok = (
                    "request refused: insufficient scope (403)" in line
                    and 'subject="c-100"' in line
                    and re.search(rf'missing="?{re.escape(r.missing or "")}"?(\s|$)', line)
                )
            if not ok:
                problems.append(f"{r.what}: {line}")
        expect(not problems, "; ".join(problems))

    def no_token_logged() -> None:
        expect(len(SENT) > 0, "no token was sent")
        found = [f"{'/'.join(leaked(t, data))} of {t[:16]}... in {path}" for t in sorted(SENT) for path, data in logs.items() if leaked(t, data)]
        expect(not found, "; ".join(found))

    run_sync_test(
        "py/log: each refusal is logged once with its correlation id: 401 with why=, 403 with the subject and the missing scope",
        refusals_logged,
    )
    run_sync_test(f"py/log: none of the {len(SENT)} tokens this suite sent is in the servers' stderr (RUST_LOG=trace)", no_token_logged)

    def no_processor_logged() -> None:
        data = b"".join(logs.values())
        # Proof that charge_card's log line reached the log (sanitized).
        expect(b"charging 1000 cents via [url] with key [secret]" in data, "charge_card's sanitized log line is in no log")
        found = secrets_in(data.decode(errors="replace"))
        expect(not found, f"in the servers' stderr: {found}")

    run_sync_test(
        "py/log: the card processor's URL, host and key (charge_card's log line) are in none of the servers' stderr (RUST_LOG=trace)",
        no_processor_logged,
    )


def check_responses() -> None:
    def no_token_answered() -> None:
        data = b"".join(RECEIVED)
        # Proof that the bodies of the SDK's sessions and of the raw refusals were captured.
        for seen in (b"statement.csv", b'"message":"Unauthorized (ref tw-', b"www-authenticate: Bearer"):
            expect(seen in data, f"nothing recorded contains {seen!r}")
        found = [f"{'/'.join(leaked(t, data))} of {t[:16]}..." for t in sorted(SENT) if leaked(t, data)]
        expect(not found, "; ".join(found))

    run_sync_test(
        f"py/leak: none of the {len(SENT)} tokens this suite sent is in any response (status lines, headers, bodies, SSE streams)",
        no_token_answered,
    )

    def no_processor_answered() -> None:
        data = b"".join(RECEIVED)
        # Proof that charge_card's log line reached the client (sanitized).
        expect(charge_log(1000)["data"].encode() in data, "charge_card's sanitized log line is in no response")
        found = secrets_in(data.decode(errors="replace"))
        expect(not found, f"in the responses: {found}")

    run_sync_test(
        "py/leak: the card processor's URL, host and key (charge_card's log line) are in no response, notification or SSE stream",
        no_processor_answered,
    )


# ------------------------------------------------------------------------------------------
# Resources, prompts and completion over Streamable HTTP. The payments example has none, so the
# conformance example (`target/debug/conformance`, built with the others: resources, a
# template, prompts with completion; no authentication) is started here, on its own port,
# for the direct run only (not through the balancer: 2025-11-25 subscriptions are held by the
# replica that received them). Its stderr goes to conformance.log next to --wire-log.

BIN_DIR = os.environ.get("INTEROP_BIN_DIR") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "target", "debug")
STATIC_TEXT = "This is the content of the static text resource."
CONFORMANCE_RESOURCES = [
    {"uri": "test://static-text", "name": "static-text", "description": "A static text resource.", "mimeType": "text/plain"},
    {"uri": "test://static-binary", "name": "static-binary", "description": "A static binary resource (a 1x1 PNG).", "mimeType": "image/png"},
    {"uri": "test://watched-resource", "name": "watched-resource", "description": "A resource clients subscribe to.", "mimeType": "text/plain"},
] + [
    # The conformance example also serves the skills of examples/skills (SEP-2640): each
    # SKILL.md is listed after the resources, its size that of the file it reads.
    {
        "uri": f"skill://{path}/SKILL.md",
        "name": name,
        "description": description,
        "mimeType": "text/markdown",
        "size": os.path.getsize(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "skills", path, "SKILL.md")),
    }
    for path, name, description in [
        (
            "acme/billing/refunds",
            "refunds",
            "Decide whether an order can be refunded and write the refund email. Use when a customer asks for their money back.",
        ),
        (
            "pdf-processing",
            "pdf-processing",
            "Extract text and tables from PDF files, fill PDF forms, and assemble documents. Use when the user works with PDF files or mentions forms.",
        ),
    ]
]
CONFORMANCE_TEMPLATES = [
    {
        "uriTemplate": "test://template/{id}/data",
        "name": "template-data",
        "description": "Data for one id, from a URI template.",
        "mimeType": "application/json",
    }
]


def dumped(value: Any) -> Any:
    return value.model_dump(mode="json", by_alias=True, exclude_none=True)


def without_server_meta(d: dict[str, Any]) -> dict[str, Any]:
    """A result without the 2026-07-28 members every result carries (`_meta` serverInfo,
    `resultType`, the cache hints)."""
    out = {k: v for k, v in d.items() if k not in ("resultType", "ttlMs", "cacheScope")}
    meta = {k: v for k, v in (out.pop("_meta", None) or {}).items() if k != SERVER_INFO_KEY}
    if meta:
        out["_meta"] = meta
    return out


async def deprecated_call(body: Callable[[], Awaitable[Any]]) -> Any:
    """`body()` (the SDK's subscribe_resource / unsubscribe_resource, deprecated for
    2026-07-28): its result or MCPError; any warning but the SDK's deprecation a failure."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            outcome: Any = await body()
        except MCPError as e:
            outcome = e
    unexpected = [f"{w.category.__name__}: {w.message}" for w in caught if not issubclass(w.category, MCPDeprecationWarning)]
    expect_eq(unexpected, [], "warnings other than the SDK's deprecation of resources/subscribe")
    return outcome


def catalog_checks(box: Box, era: str) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
    legacy = era == LEGACY
    not_found = -32002 if legacy else -32602

    async def capabilities() -> None:
        caps = box.client.server_capabilities
        expect(caps.resources is not None and caps.prompts is not None and caps.completions is not None, f"capabilities {caps!r}")
        # Both eras subscribe (2026-07-28 through subscriptions/listen).
        expect_eq(dumped(caps.resources), {"subscribe": True, "listChanged": True}, "the resources capability")
        expect_eq(dumped(caps.prompts), {"listChanged": True}, "the prompts capability")
        expect_eq(dumped(caps.completions), {}, "the completions capability")

    async def lists() -> None:
        resources = await box.client.list_resources()
        expect_eq([dumped(r) for r in resources.resources], CONFORMANCE_RESOURCES, "resources/list")
        templates = await box.client.list_resource_templates()
        expect_eq([dumped(t) for t in templates.resource_templates], CONFORMANCE_TEMPLATES, "resources/templates/list")
        prompts = await box.client.list_prompts()
        names = [p.name for p in prompts.prompts]
        expect_eq(
            names,
            [
                "test_simple_prompt",
                "test_prompt_with_arguments",
                "test_prompt_with_embedded_resource",
                "test_prompt_with_image",
                "test_input_required_result_prompt",
            ],
            "prompts/list names",
        )

    async def reads() -> None:
        r = await box.client.read_resource("test://static-text")
        expect_eq(
            [dumped(c) for c in r.contents],
            [{"uri": "test://static-text", "mimeType": "text/plain", "text": STATIC_TEXT}],
            "test://static-text",
        )
        r = await box.client.read_resource("test://template/42/data")
        expect_eq(len(r.contents), 1, "number of contents")
        c = dumped(r.contents[0])
        expect_eq((c["uri"], c["mimeType"]), ("test://template/42/data", "application/json"), "the template's contents")
        expect_eq(json.loads(c["text"]), {"id": "42", "templateTest": True, "data": "Data for ID: 42"}, "the template's text")

    async def not_found_reads() -> None:
        shapes = set()
        for uri in ("test://nothing-here", "test://template/%2e%2e/data", "test://template/a%2Fb/data"):
            err = await raises(uri, box.client.read_resource(uri))
            expect_eq((err.code, err.message, err.data), (not_found, "Resource not found", {"uri": uri}), uri)
            shapes.add((err.code, err.message, json.dumps(err.data).replace(json.dumps(uri), '"<uri>"')))
        expect_eq(len(shapes), 1, "the answers, their URIs aside")

    async def prompt() -> None:
        r = await box.client.get_prompt("test_prompt_with_arguments", {"arg1": "a", "arg2": "b"})
        expect_eq(
            without_server_meta(dumped(r)),
            {"messages": [{"role": "user", "content": {"type": "text", "text": "Prompt with arguments: arg1='a', arg2='b'"}}]},
            "prompts/get",
        )
        err = await raises("unknown prompt", box.client.get_prompt("nope", {}))
        expect_eq((err.code, err.message, err.data), (-32602, "Unknown prompt: nope", None), "unknown prompt")

    async def completion() -> None:
        ref = PromptReference(type="ref/prompt", name="test_prompt_with_arguments")
        r = await box.client.complete(ref, {"name": "arg1", "value": "pa"})
        expect_eq(dumped(r.completion), {"values": ["paris", "park", "party"], "total": 3, "hasMore": False}, "completion of pa")
        r = await box.client.complete(ref, {"name": "arg2", "value": "zz"})
        expect_eq(dumped(r.completion), {"values": [], "total": 0, "hasMore": False}, "completion of zz")

    async def subscribe() -> None:
        uri = "test://watched-resource"
        for method, call in (("subscribe", box.client.subscribe_resource), ("unsubscribe", box.client.unsubscribe_resource)):
            outcome = await deprecated_call(lambda call=call: call(uri))
            if legacy:
                expect(not isinstance(outcome, MCPError), f"resources/{method} failed: {outcome!r}")
                expect_eq(without_server_meta(dumped(outcome)), {}, f"resources/{method} result")
            else:
                expect(isinstance(outcome, MCPError), f"resources/{method} answered {outcome!r}")
                expect_eq((outcome.code, outcome.message), (-32601, f"Method not found: resources/{method}"), f"resources/{method}")

    return [
        (
            "catalog: capabilities resources (subscribe, listChanged), prompts (listChanged), completions",
            capabilities,
        ),
        ("catalog: resources/list, resources/templates/list and prompts/list as declared", lists),
        ("catalog: resources/read of test://static-text (exact text, text/plain) and of the template test://template/42/data", reads),
        (
            f"catalog: resources/read of an unknown URI and of %2e%2e / %2F in a template variable: {not_found} 'Resource not found', "
            "data {uri}, the same answer",
            not_found_reads,
        ),
        ("catalog: prompts/get test_prompt_with_arguments returns its exact message; an unknown prompt is -32602", prompt),
        ("catalog: completion/complete of arg1 'pa' is paris, park, party; of arg2 'zz' nothing", completion),
        (
            "catalog: resources/subscribe and unsubscribe answer {}" if legacy else "catalog: resources/subscribe and unsubscribe are -32601",
            subscribe,
        ),
    ]


async def catalog_sessions() -> None:
    """Start the conformance example, run the catalog checks in both eras, stop it."""
    binary = os.path.join(BIN_DIR, "conformance")
    log_dir = os.path.dirname(os.path.abspath(WIRE_LOG)) if WIRE_LOG else tempfile.mkdtemp(prefix="twinterop-http-")
    log_path = os.path.join(log_dir, "conformance.log")
    start_name = "py/catalog: the conformance example (resources, prompts, completion) starts and announces its endpoint"
    proc = None
    url = None

    def started() -> None:
        nonlocal proc, url
        expect(os.path.exists(binary), f"missing {binary}: run `cargo build -p toolwright-examples --features http --bins`")
        log = open(log_path, "wb")
        proc = subprocess.Popen(
            [binary, "127.0.0.1:0"], stdin=subprocess.DEVNULL, stdout=log, stderr=log, env={**os.environ, "RUST_LOG": "trace"}
        )
        log.close()
        deadline = time.monotonic() + CALL_TIMEOUT
        while time.monotonic() < deadline and proc.poll() is None:
            m = re.search(rb"http://127\.0\.0\.1:[0-9]+/mcp", open(log_path, "rb").read())
            if m:
                url = m.group(0).decode()
                return
            time.sleep(0.1)
        raise Failed(f"no endpoint announced (exit {proc.poll()}): {open(log_path, 'rb').read()[-500:]!r}")

    run_sync_test(start_name, started)
    try:
        if url is None:
            return
        for era in (LEGACY, MODERN):
            await sdk_session(url, era, None, "catalog (conformance example)", catalog_checks, server_name="toolwright-conformance")
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


# ------------------------------------------------------------------------------------------


async def main_async(urls: list[str]) -> None:
    for url in urls:
        for era in (LEGACY, MODERN):
            await sdk_session(url, era, mint(url))
        for era in (LEGACY, MODERN):
            await sdk_session(url, era, mint(url, "c-200", ["orders:read", "refunds:write"]), "c-200 token", customer_checks)
        for era in (LEGACY, MODERN):
            await sdk_session(url, era, mint(url, scopes=["orders:read"]), "orders:read-only token", scope_checks)
        for era in (LEGACY, MODERN):
            await talk_session(url, era)
        for era in (LEGACY, MODERN):
            await refused_connect(url, era, "no token", None)
            await refused_connect(url, era, "an expired JWT", mint(url, ttl=-120))
            await refused_connect(url, era, "a JWT signed with another secret", mint(url, secret="another-secret"))
    if not ROUND_ROBIN:
        await catalog_sessions()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("urls", nargs="+", metavar="URL")
    parser.add_argument("--spread-header", metavar="NAME", help="response header naming the replica (load balancer runs)")
    parser.add_argument("--wire-log", metavar="PATH", help="append every HTTP exchange of the SDK sessions here (JSON lines)")
    parser.add_argument(
        "--server-log", metavar="PATH", action="append", default=[], help="a server's stderr log to check (repeatable)"
    )
    parser.add_argument("--sent-tokens", metavar="PATH", help="append every token this suite sent here, one per line")
    parser.add_argument(
        "--round-robin",
        action="store_true",
        help="the URLs are a load balancer without session affinity: no 2025-11-25 elicitation or logging/setLevel",
    )
    args = parser.parse_args()
    global WIRE_LOG, ROUND_ROBIN, SPREAD_HEADER
    WIRE_LOG = args.wire_log
    ROUND_ROBIN = args.round_robin
    SPREAD_HEADER = args.spread_header
    SERVER_LOGS.extend(args.server_log)
    started = time.monotonic()
    anyio.run(main_async, args.urls)
    for url in args.urls:
        auth_tests(url)
    if args.spread_header:
        for url in args.urls:
            spread_tests(url, args.spread_header)
    check_responses()
    if SERVER_LOGS:
        time.sleep(0.2)  # the last log lines
        check_server_logs()
    if args.sent_tokens:
        with open(args.sent_tokens, "a") as f:
            f.write("".join(f"{t}\n" for t in sorted(SENT)))
    return finish("http-python", f"http python suite: {time.monotonic() - started:.1f}s")


if __name__ == "__main__":
    sys.exit(main())
