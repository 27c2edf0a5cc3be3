"""The payments tools talking back to the client, as both Python suites check it
(test_interop.py over stdio, test_http.py over Streamable HTTP): the client's user who answers
elicitation requests and hears log messages, what the server must ask and log, and where to find
the questions in the bytes the server wrote.

- `refund_order` over the 50,000 cent limit asks the user (`elicitation/create` in 2025-11-25,
  an `input_required` result in 2026-07-28) with a form `{"approve": boolean}`; only an accept
  with approve=true lets the refund through. c-100's orders are o-1001 (12,000 cents) and o-1002
  (90,000, the demo's order whose payments API times out, approved or not), so the refund over
  the limit is asked on o-1001: the server does not compare the amount with the order's total.
- `charge_card` logs at info a line naming the card processor's URL and key (planted secrets):
  the client hears it sanitized (2025-11-25 only), and neither secret is anywhere. Only when its
  handler runs: a charge whose idempotency key the server process has already seen (same caller,
  same arguments) is answered with the first outcome and logs nothing, so each charge checked
  here uses a key of its own.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable

import anyio
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError
from mcp.types import ElicitResult

from harness import expect, expect_eq

REFUND_LIMIT = 50_000
BIG_REFUND = {"order_id": "o-1001", "amount_cents": 75000}
REFUND_QUESTION = "Refund 75000 cents on order o-1001? It is over the 50000 cent limit."
# The form, as the server must send it (compared as JSON: the server writes its keys sorted).
APPROVAL_SCHEMA = {
    "type": "object",
    "properties": {"approve": {"type": "boolean", "description": "Approve this refund over the policy limit?"}},
    "required": ["approve"],
}
REFUNDED = {"refund_id": "rf-o-1001-75000", "amount_cents": 75000}
OVER_LIMIT_MESSAGE = "A refund of 75000 cents exceeds the 50000 cent policy limit."
OVER_LIMIT_ACTION = "Escalate to a human manager, or refund at most 50000 cents."
OVER_LIMIT_CUSTOMER = "Refunds over 50000 cents need a manager's approval."
APPROVED_LOG = {"level": "info", "logger": "refund_order", "data": "refund of 75000 cents on order o-1001 approved by the user"}

# examples/src/payments.rs: the card processor charge_card names in its log line.
PROCESSOR_URL = "https://processor.internal.example:8443/v1/charges"
PROCESSOR_HOST = "processor.internal.example"
PROCESSOR_KEY = "sk_live_51Hc8ProcessorKey9f3a7c2e"
PROCESSOR_SECRETS = [PROCESSOR_URL, PROCESSOR_HOST, PROCESSOR_KEY]


def charge_log(amount: int) -> dict[str, Any]:
    """The notification charge_card's log line must arrive as: sanitized."""
    return {"level": "info", "logger": "charge_card", "data": f"charging {amount} cents via [url] with key [secret]"}


# What the user answers, by name.
ANSWERS = {
    "accept, approve=true": ElicitResult(action="accept", content={"approve": True}),
    "accept, approve=false": ElicitResult(action="accept", content={"approve": False}),
    "decline": ElicitResult(action="decline"),
    "cancel": ElicitResult(action="cancel"),
}


@dataclass
class Asked:
    request_id: Any  # the JSON-RPC id (2025-11-25) or the inputRequests key (2026-07-28)
    mode: str | None
    message: str
    schema: Any


@dataclass
class User:
    """The person behind the client: answers every elicitation with `answer`, and remembers
    each question and each log message the client handed over."""

    answer: ElicitResult | None = None
    asked: list[Asked] = field(default_factory=list)
    logs: list[dict[str, Any]] = field(default_factory=list)

    async def elicit(self, context: Any, params: Any) -> Any:
        schema = getattr(params, "requested_schema", None)
        self.asked.append(
            Asked(
                context.request_id,
                getattr(params, "mode", None),
                params.message,
                schema.model_dump(mode="json", by_alias=True, exclude_none=True) if hasattr(schema, "model_dump") else schema,
            )
        )
        if self.answer is None:
            raise RuntimeError("asked with no answer set")
        return self.answer

    async def log(self, params: Any) -> None:
        self.logs.append(params.model_dump(mode="json", by_alias=True, exclude_none=True))


async def wait_for(cond: Callable[[], bool], seconds: float = 3.0) -> bool:
    """Whether `cond` holds within `seconds` (the SDK runs notification callbacks in tasks of
    their own, so one can land just after the call's result)."""
    with anyio.move_on_after(seconds):
        while not cond():
            await anyio.sleep(0.02)
        return True
    return cond()


def messages_in(data: bytes) -> list[dict[str, Any]]:
    """Every JSON-RPC message in `data`: stdio lines, JSON bodies and SSE `data:` lines alike
    (the server writes each message compactly, starting `{"jsonrpc":`)."""
    text = data.decode(errors="replace")
    decoder = json.JSONDecoder()
    out: list[dict[str, Any]] = []
    at = text.find('{"jsonrpc":')
    while at >= 0:
        try:
            msg, end = decoder.raw_decode(text, at)
        except ValueError:
            end = at + 1
        else:
            if isinstance(msg, dict):
                out.append(msg)
        at = text.find('{"jsonrpc":', end)
    return out


def questions_in(messages: list[dict[str, Any]]) -> list[tuple[str, Any, dict[str, Any]]]:
    """The elicitation requests the server sent, as (how, id or key, params): `request` for an
    `elicitation/create` request, `input_required` for one inside an input_required result."""
    out: list[tuple[str, Any, dict[str, Any]]] = []
    for msg in messages:
        if msg.get("method") == "elicitation/create":
            out.append(("request", msg.get("id"), msg.get("params") or {}))
        result = msg.get("result")
        if isinstance(result, dict) and result.get("resultType") == "input_required":
            for key, req in (result.get("inputRequests") or {}).items():
                if isinstance(req, dict) and req.get("method") == "elicitation/create":
                    out.append(("input_required", key, req.get("params") or {}))
    return out


def check_asked(asked: list[Asked], n: int, era_legacy: bool) -> None:
    """The user was asked `n` questions, each the refund's, in form mode, with the exact form."""
    expect_eq(len(asked), n, "questions the elicitation callback received")
    for a in asked:
        expect_eq(a.message, REFUND_QUESTION, "the question's message")
        expect(a.mode in (None, "form"), f"the question's mode {a.mode!r}")
        expect_eq(a.schema, APPROVAL_SCHEMA, "the requestedSchema the callback received")
        if era_legacy:
            expect(isinstance(a.request_id, int), f"callback request id {a.request_id!r} (wanted the JSON-RPC id)")
        else:
            expect_eq(a.request_id, "elicitation-1", "callback request id (the inputRequests key)")


def check_raw_questions(found: list[tuple[str, Any, dict[str, Any]]], n: int, how: str) -> None:
    """The questions as the server wrote them: `n`, all sent as `how`, each exactly the message
    and the form (no other member but an optional mode "form")."""
    expect_eq(len(found), n, f"elicitation requests in the server's bytes: {[h for h, _, _ in found]}")
    for got_how, key, params in found:
        expect_eq(got_how, how, "how the question was sent")
        if how == "input_required":
            expect_eq(key, "elicitation-1", "the inputRequests key")
        extra = set(params) - {"message", "requestedSchema", "mode"}
        expect(not extra, f"unexpected members in the question's params: {sorted(extra)}")
        expect(params.get("mode", "form") == "form", f"mode {params.get('mode')!r}")
        expect_eq(params.get("message"), REFUND_QUESTION, "the raw question's message")
        expect_eq(params.get("requestedSchema"), APPROVAL_SCHEMA, "the raw requestedSchema")


def secrets_in(text: str) -> list[str]:
    low = text.lower()
    return [s for s in PROCESSOR_SECRETS if s.lower() in low]


async def set_level(client: Any, level: str) -> tuple[Any, list[str]]:
    """`client.set_logging_level(level)`: its result (or the MCPError it raised) and the warnings
    it raised. The SDK marks the method deprecated (SEP-2577) and warns on every call, in a
    2025-11-25 session too; those are collected here, not left to the suites' no-warning check."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            outcome: Any = await client.set_logging_level(level)
        except MCPError as e:
            outcome = e
    unexpected = [f"{w.category.__name__}: {w.message}" for w in caught if not issubclass(w.category, MCPDeprecationWarning)]
    return outcome, unexpected
