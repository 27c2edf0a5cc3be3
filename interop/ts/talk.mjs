// What both TypeScript suites (test_interop.mjs over stdio, test_http.mjs over HTTP) expect of
// the payments example when its tools talk back: the refund over the limit the user is asked
// about, the form, the log lines, the planted secrets, the user's answers.

// c-100's orders are o-1001 (12,000 cents) and o-1002 (90,000, the demo's order whose payments
// API times out): the refund over the limit is asked on o-1001 (the server does not compare the
// amount with the order's total).
export const BIG_REFUND = { order_id: 'o-1001', amount_cents: 75000 };
export const REFUND_QUESTION = 'Refund 75000 cents on order o-1001? It is over the 50000 cent limit.';
// The form, as the server must send it (compared as JSON: the server writes its keys sorted, and
// the SDK hands the handler its own parse of it).
export const APPROVAL_SCHEMA = {
    type: 'object',
    properties: { approve: { type: 'boolean', description: 'Approve this refund over the policy limit?' } },
    required: ['approve'],
};
export const REFUNDED = { refund_id: 'rf-o-1001-75000', amount_cents: 75000 };
export const OVER_LIMIT_MESSAGE = 'A refund of 75000 cents exceeds the 50000 cent policy limit.';
export const APPROVED_LOG = { level: 'info', logger: 'refund_order', data: 'refund of 75000 cents on order o-1001 approved by the user' };
export const chargeLog = (amount) => ({ level: 'info', logger: 'charge_card', data: `charging ${amount} cents via [url] with key [secret]` });
// examples/src/payments.rs: the card processor charge_card names in its log line (URL, host, key).
export const PROCESSOR_SECRETS = ['https://processor.internal.example:8443/v1/charges', 'processor.internal.example', 'sk_live_51Hc8ProcessorKey9f3a7c2e'];
export const ANSWERS = {
    'accept, approve=true': { action: 'accept', content: { approve: true } },
    'accept, approve=false': { action: 'accept', content: { approve: false } },
    decline: { action: 'decline' },
    cancel: { action: 'cancel' },
};

// Whether `cond()` holds within `ms` milliseconds (polled every 20 ms).
export async function waitFor(cond, ms = 3000) {
    const deadline = Date.now() + ms;
    while (!cond() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return cond();
}
