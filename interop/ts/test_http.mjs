// Interop over Streamable HTTP: the official TypeScript MCP SDK (npm `@modelcontextprotocol/sdk`,
// pinned) against the payments example served over HTTP (`target/debug/http`), every request
// authenticated with a bearer token.
//
//     node interop/ts/test_http.mjs [--wire-log PATH] [--server-log PATH]... [--sent-tokens PATH] [--round-robin] URL [URL...]
//
// Each URL is an MCP endpoint (e.g. http://127.0.0.1:8000/mcp), served directly or through a
// load balancer, and is also the server's canonical URL: the resource (`aud`) of the demo tokens
// this suite mints (HS256 JWTs with the documented demo secret, as `http mint` does). For each
// one, the SDK's `Client` and `StreamableHTTPClientTransport` (the token passed as
// `requestInit.headers.Authorization`) run 2025-11-25 sessions (this SDK does not speak
// 2026-07-28; the Python suite covers that era) through a `fetch` that records every request and
// response and keeps every byte the server sent back. The main session, with a c-100 token
// holding every scope:
//
// - `initialize` negotiates 2025-11-25 and the server mints an `Mcp-Session-Id`, which the
//   transport holds (`transport.sessionId`) and sends on every later request together with
//   `MCP-Protocol-Version: 2025-11-25`;
// - tools/list advertises the payments tools (valid JSON Schema 2020-12); a success (the token's
//   customer's orders) whose structuredContent matches the outputSchema (the SDK validates it
//   too, and throws on a mismatch); an operational failure as an `isError` result; invalid
//   arguments as a validation result; another customer's order answered exactly like a missing
//   one; the free plan's permission result; an internal failure as -32603 leaking no path;
// - the standalone GET stream the SDK opens after `notifications/initialized` is answered with
//   an SSE stream or 405;
// - the SDK reported no error through `onerror` during the session;
// - `transport.terminateSession()` sends `DELETE` with the session id, the server accepts it
//   (2xx) or refuses it (405), and the transport forgets the id; then `client.close()`; every
//   request carried the token.
//
// Authentication: a c-200 token's session sees c-200's order and statement; an orders:read-only
// token's session lists every tool, but a tool needing another scope fails in the client
// (StreamableHTTPError 403); the SDK's connect fails (StreamableHTTPError 401) without a token,
// with an expired one, one signed with another secret, or a non-JWT value. Raw requests check the
// exact answers: the same 401 (status, `WWW-Authenticate: Bearer resource_metadata=...`, body
// masked of its correlation id) for every bad token and on a live session (POST, GET, DELETE);
// the 403 insufficient_scope challenge (scope = granted + needed) with the request's id; the
// protected resource metadata (RFC 9728).
//
// Talking back: a c-100 session whose client declares elicitation and listens to log messages. A
// refund over the 50,000 cent limit asks the user once, on the call's SSE response, with the exact
// message and form (in the handler and in the bytes received); the answer goes in a POST of its
// own (202); accept with approve=true refunds, approve=false, decline and cancel get the business
// result; the approval and charge_card's log line arrive sanitized, and none after
// `setLoggingLevel('warning')`. The main session, which declares no elicitation, is never asked.
// With `--round-robin` (the URL is a balancer without session affinity) only the log message is
// checked: the answer POST and the level can reach the replica that does not hold the call or the
// session's level.
//
// Resources, prompts and completion over HTTP (direct run only, not with --round-robin): the
// conformance example (`conformance` next to the other binaries, INTEROP_BIN_DIR) is started on its
// own port and driven in a 2025-11-25 session: capabilities, the listed resources, template and
// prompts, reads (exact text and mimeType), -32002 for an unknown URI and for `%2e%2e` / `%2F` in a
// template variable, a prompt's exact messages, completion, subscribe/unsubscribe.
//
// At the end: none of the tokens sent and none of the card processor's URL, host and key
// (charge_card's log line names them) is in any response (status lines, headers, bodies, SSE
// streams); with `--server-log PATH` (repeatable), each refusal's correlation id is in one log
// line saying why, and no token and no processor secret is in the logs. `--sent-tokens PATH` appends every token sent
// there, one a line. `--wire-log PATH` appends every recorded exchange there as JSON lines (the
// token redacted). Ends with `http-ts: N passed, N failed`; exits 1 when any test failed.

import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Failed, describe, expect, expectEq, fail, ok, rejects, report, runTestWithin, withTimeout } from './harness.mjs';
import { isDeepStrictEqual } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, LoggingMessageNotificationSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import {
    ANSWERS,
    APPROVAL_SCHEMA,
    APPROVED_LOG,
    BIG_REFUND,
    OVER_LIMIT_MESSAGE,
    PROCESSOR_SECRETS,
    REFUND_QUESTION,
    chargeLog,
    waitFor,
} from './talk.mjs';

const ERA = '2025-11-25';
const SERVER_NAME = 'toolwright-payments';
const ERROR_KEY = 'dev.toolwright/error';
const CID = /^tw-[0-9a-f]{16}$/;
const TOOLS = ['charge_card', 'charge_status', 'export_statement', 'list_orders', 'refund_order'];
const ORDERS = [
    { order_id: 'o-1001', total_cents: 12000 },
    { order_id: 'o-1002', total_cents: 90000 },
];
const ORDERS_C200 = [{ order_id: 'o-2001', total_cents: 45000 }];
// The demo authorization server's tokens (examples/src/payments.rs): HS256 JWTs issued by ISSUER
// for the server's canonical URL (their `aud`), signed with the documented demo secret.
const ISSUER = 'https://auth.payments.example';
const DEMO_SECRET = 'toolwright-demo-secret-not-for-production-use';
const SCOPES = ['orders:read', 'refunds:write', 'charges:write'];
const PRM_PATH = '/.well-known/oauth-protected-resource';
const UNAUTHORIZED_BODY = '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Unauthorized (ref tw-<id>)","data":{"correlationId":"tw-<id>"}}}';
const SCOPE_DESCRIPTION = 'The token lacks a scope this tool requires.';
const CALL_TIMEOUT_MS = 20_000;
// Visible ASCII only (spec 2025-11-25, basic/transports: session management).
const SESSION_ID = /^[\x21-\x7e]+$/;

// ---------------------------------------------------------------------------------------------
// A small harness: named checks, counted, every failure reported with its reason.

async function runTest(name, body) {
    await runTestWithin(name, body, CALL_TIMEOUT_MS * 2);
}

// ---------------------------------------------------------------------------------------------
// Tokens: minted here as the demo authorization server does; every one sent is remembered, so
// none may come back in anything the server wrote.

const sent = new Set();

const b64url = (data) => Buffer.from(data).toString('base64url');

// An HS256 JWT like `http mint` prints: `subject` granted `scopes`, for `resource`, valid for
// `ttl` seconds (negative: already expired).
function mint(resource, { subject = 'c-100', scopes = SCOPES, ttl = 3600, secret = DEMO_SECRET, issuer = ISSUER } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'HS256', typ: 'JWT' };
    const claims = { iss: issuer, aud: resource, sub: subject, client_id: 'toolwright-demo', scope: scopes.join(' '), iat: now, exp: now + ttl };
    const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
    const token = `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
    sent.add(token);
    return token;
}

// A bearer value that is not a JWT at all.
function opaqueToken() {
    const token = `tok_opaque_${randomBytes(12).toString('hex')}`;
    sent.add(token);
    return token;
}

const bearer = (token) => (token === null ? {} : { authorization: `Bearer ${token}` });

// Which parts of `token` are in `haystack`: the whole token, or a JWT's signature (the part no
// one else could have written) or its claims.
function leaked(token, haystack) {
    const found = [];
    if (haystack.includes(token)) found.push('the token');
    const parts = token.split('.');
    if (parts.length === 3) {
        if (haystack.includes(parts[2])) found.push('its signature');
        if (haystack.includes(parts[1])) found.push('its claims');
    }
    return found;
}

// RFC 9728: the metadata of resource https://host/path is at
// https://host/.well-known/oauth-protected-resource/path.
function resourceMetadataUrl(resource) {
    const u = new URL(resource);
    return `${u.protocol}//${u.host}${PRM_PATH}${u.pathname}`;
}

const challenge401 = (resource) => `Bearer resource_metadata="${resourceMetadataUrl(resource)}"`;
const challenge403 = (resource, scope) =>
    `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${resourceMetadataUrl(resource)}", error_description="${SCOPE_DESCRIPTION}"`;
// The body with its correlation id masked as tw-<id>: in data, and in the reference that ends the
// message, `Unauthorized (ref tw-...)` (checkRef checks they are the same id).
const REF_IN_BODY = / \(ref (tw-[0-9a-f]{16})\)"/g;
const maskCid = (body) =>
    body.replace(REF_IN_BODY, ' (ref tw-<id>)"').replace(/"correlationId":"tw-[0-9a-f]{16}"/g, '"correlationId":"tw-<id>"');
// A refusal's error in a StreamableHTTPError's message (which quotes the body): the fixed reply,
// its reference, and data holding only that same id.
const refusalError = (reply) => new RegExp(`"message":"${reply} \\(ref (tw-[0-9a-f]{16})\\)","data":\\{"correlationId":"\\1"\\}\\}`);

// Everything the server sent back (status lines, headers, bodies and SSE streams as they were
// read), from the SDK's transports and the raw requests alike: no token may be in it.
const received = [];

// `fetch`, keeping a copy of every byte of the response in `received` as the caller reads it.
async function teeFetch(url, init) {
    const response = await fetch(url, init);
    const head = [`HTTP ${response.status}`];
    response.headers.forEach((v, k) => head.push(`${k}: ${v}`));
    received.push(`${head.join('\r\n')}\r\n\r\n`);
    if (!response.body) return response;
    const decoder = new TextDecoder();
    const copy = new TransformStream({
        transform(chunk, controller) {
            received.push(decoder.decode(chunk, { stream: true }));
            controller.enqueue(chunk);
        },
    });
    return new Response(response.body.pipeThrough(copy), { status: response.status, statusText: response.statusText, headers: response.headers });
}

// ---------------------------------------------------------------------------------------------
// What went over the wire: every HTTP exchange the SDK's transport made.

function headersOf(h) {
    const out = {};
    new Headers(h ?? {}).forEach((v, k) => {
        out[k.toLowerCase()] = v;
    });
    return out;
}

class Recorder {
    constructor() {
        this.exchanges = [];
        this.fetch = async (url, init = {}) => {
            let body = null;
            if (typeof init.body === 'string') {
                try {
                    body = JSON.parse(init.body);
                } catch {
                    body = init.body.slice(0, 200);
                }
            }
            const ex = { verb: init.method ?? 'GET', headers: headersOf(init.headers), body, status: null, responseHeaders: {} };
            this.exchanges.push(ex);
            try {
                const response = await teeFetch(url, init);
                ex.status = response.status;
                ex.responseHeaders = headersOf(response.headers);
                return response;
            } catch (e) {
                ex.status = `${e?.name ?? 'Error'}: ${e?.message ?? e}`;
                throw e;
            }
        };
    }

    posts() {
        return this.exchanges.filter((e) => e.verb === 'POST');
    }

    verbs(verb) {
        return this.exchanges.filter((e) => e.verb === verb);
    }
}

const rpcMethod = (ex) => (ex.body && typeof ex.body === 'object' ? ex.body.method ?? 'response' : null);
const show = (ex) => `${ex.verb} ${rpcMethod(ex) ?? ''} -> ${ex.status}`;

function acceptOk(ex) {
    const accept = ex.headers.accept ?? '';
    expect(
        accept.includes('application/json') && accept.includes('text/event-stream'),
        `${show(ex)}: Accept ${JSON.stringify(accept)} lacks application/json or text/event-stream`,
    );
}

// ---------------------------------------------------------------------------------------------
// One session.

const ajv = new Ajv2020({ strict: false, allErrors: true });

function textOf(result) {
    expectEq(result.content?.length, 1, 'number of content blocks');
    expectEq(result.content[0].type, 'text', 'content block type');
    return result.content[0].text;
}

async function protocolError(client, name, args) {
    try {
        const result = await client.callTool({ name, arguments: args }, undefined, { timeout: CALL_TIMEOUT_MS });
        throw new Failed(`expected a JSON-RPC error, got a result: ${JSON.stringify(result)}`);
    } catch (e) {
        if (e instanceof McpError) return e;
        throw e;
    }
}

// A correlated protocol error: `message (ref <id>)`, and data only that id.
function correlationOnly(err, code, message) {
    expectEq(err.code, code, 'JSON-RPC error code');
    expect(err.data && typeof err.data === 'object', `error data ${JSON.stringify(err.data)}`);
    expectEq(Object.keys(err.data), ['correlationId'], 'error data keys');
    const cid = err.data.correlationId;
    expect(CID.test(cid), `correlationId ${JSON.stringify(cid)}`);
    // McpError.message is `MCP error <code>: <message>`.
    expectEq(err.message, `MCP error ${code}: ${message} (ref ${cid})`, 'JSON-RPC error message');
}

// The checks of the main session (a c-100 token with every scope), in order.
function toolChecks(ctx) {
    const { client, callTool, tools, rec, transport } = ctx;
    return [
        [
            'initialize negotiates 2025-11-25; transport.sessionId holds the Mcp-Session-Id the server minted',
            async () => {
                expectEq(client.getServerVersion()?.name, SERVER_NAME, 'serverInfo.name');
                expectEq(transport.protocolVersion, ERA, 'negotiated protocol version');
                const init = rec.posts()[0];
                expectEq(rpcMethod(init), 'initialize', 'first POST');
                const sid = init.responseHeaders['mcp-session-id'];
                expect(sid !== undefined, 'the initialize response carries no Mcp-Session-Id');
                expect(SESSION_ID.test(sid), `Mcp-Session-Id ${JSON.stringify(sid)} is not visible ASCII`);
                expectEq(transport.sessionId, sid, 'transport.sessionId');
            },
        ],
        [
            'tools/list advertises the five payments tools with valid JSON Schemas',
            async () => {
                const listed = (await client.listTools(undefined, { timeout: CALL_TIMEOUT_MS })).tools;
                for (const t of listed) tools[t.name] = t;
                expectEq(Object.keys(tools).sort(), TOOLS, 'tool names');
                for (const t of listed) {
                    expect(ajv.validateSchema(t.inputSchema), `${t.name} inputSchema: ${ajv.errorsText(ajv.errors)}`);
                    if (t.outputSchema) {
                        expect(ajv.validateSchema(t.outputSchema), `${t.name} outputSchema: ${ajv.errorsText(ajv.errors)}`);
                    }
                }
            },
        ],
        [
            "success: list_orders gives the token's customer's (c-100) orders; structuredContent matches the outputSchema",
            async () => {
                const result = await callTool('list_orders', {});
                expect(!result.isError, `isError result ${JSON.stringify(result)}`);
                expectEq(JSON.parse(textOf(result)), ORDERS, "the text block's JSON");
                expectEq(result.structuredContent, { result: ORDERS }, 'structuredContent');
                const schema = tools.list_orders?.outputSchema;
                expect(schema, 'list_orders declares no outputSchema');
                const validate = ajv.compile(schema);
                expect(validate(result.structuredContent), `does not match outputSchema: ${ajv.errorsText(validate.errors)}`);
            },
        ],
        [
            'operational: refund over the limit is an isError result (business)',
            async () => {
                const result = await callTool('refund_order', { order_id: 'o-1001', amount_cents: 60000 });
                expectEq(result.isError, true, 'isError');
                const text = textOf(result);
                expect(text.includes('[category=business; retryable=false; ref=tw-'), `text ${JSON.stringify(text)}`);
                const env = result._meta?.[ERROR_KEY] ?? {};
                expectEq(env.errorCategory, 'business', 'errorCategory');
                expectEq(env.isRetryable, false, 'isRetryable');
                expect(CID.test(env.correlationId ?? ''), `correlationId in ${JSON.stringify(env)}`);
                expect(result.structuredContent === undefined, `structuredContent ${JSON.stringify(result.structuredContent)}`);
            },
        ],
        [
            'without the elicitation capability the user is never asked: a refund of 75000 is the business result, '
                + 'and no elicitation request is in its response',
            async () => {
                const start = received.length;
                const result = await callTool('refund_order', BIG_REFUND);
                expectEq(result.isError, true, 'isError');
                const text = textOf(result);
                expect(text.startsWith(`${OVER_LIMIT_MESSAGE}\n`), `text ${JSON.stringify(text)}`);
                expect(text.includes('[category=business; retryable=false; ref=tw-'), `text ${JSON.stringify(text)}`);
                expectEq(questionsIn(messagesIn(received.slice(start).join(''))), [], "elicitation requests in the call's response");
            },
        ],
        [
            'invalid arguments: a validation isError result (SEP-1303)',
            async () => {
                const result = await callTool('refund_order', { order_id: 'o-1001', amount_cents: 'lots' });
                expectEq(result.isError, true, 'isError');
                const text = textOf(result);
                expect(text.startsWith('Invalid arguments:'), `text ${JSON.stringify(text)}`);
                expectEq(result._meta?.[ERROR_KEY]?.errorCategory, 'validation', 'errorCategory');
            },
        ],
        [
            "security: another customer's order is answered exactly like a missing one (not_found)",
            async () => {
                const foreign = await callTool('refund_order', { order_id: 'o-2001', amount_cents: 500 });
                const missing = await callTool('refund_order', { order_id: 'o-9999', amount_cents: 500 });
                for (const [what, result] of [['o-2001', foreign], ['o-9999', missing]]) {
                    expectEq(result.isError, true, `${what}: isError`);
                    expectEq(result._meta?.[ERROR_KEY]?.errorCategory, 'not_found', `${what}: errorCategory`);
                }
                expectEq(normalized(foreign), normalized(missing), "o-2001 (c-200's) vs o-9999 (no such order)");
            },
        ],
        [
            "permission: c-100's free plan cannot export a statement (isError, permission)",
            async () => {
                const result = await callTool('export_statement', {});
                expectEq(result.isError, true, 'isError');
                expectEq(result._meta?.[ERROR_KEY]?.errorCategory, 'permission', 'errorCategory');
                expectEq(result._meta?.[ERROR_KEY]?.customerMessage, 'Upgrade to the Pro plan to export statements.', 'customerMessage');
                const cid = result._meta?.[ERROR_KEY]?.correlationId ?? '';
                expect(CID.test(cid), `correlationId ${JSON.stringify(cid)}`);
                // The customer message is in the text too, after the suggested action.
                expectEq(textOf(result), "Exports are not included in the customer's current plan.\n"
                    + 'Tell the user an upgrade is needed; do not retry.\n'
                    + 'Tell the customer: Upgrade to the Pro plan to export statements.\n'
                    + `[category=permission; retryable=false; ref=${cid}]`, 'text');
                // export_statement declares no outputSchema: still no structuredContent on an isError result.
                expect(result.structuredContent === undefined, `structuredContent ${JSON.stringify(result.structuredContent)}`);
            },
        ],
        [
            'internal: broken ledger is -32603 Internal error, no path leaked',
            async () => {
                const err = await protocolError(client, 'charge_card', { idempotency_key: 'k-ledger-broken', amount_cents: 100 });
                correlationOnly(err, -32603, 'Internal error');
                const dumped = JSON.stringify({ m: err.message, d: err.data });
                expect(!dumped.includes('/var/lib') && !dumped.includes('ledger-2026'), `a path leaked: ${dumped}`);
            },
        ],
        [
            'every request after initialize carries the session id, MCP-Protocol-Version and Accept',
            async () => {
                const posts = rec.posts();
                const init = posts[0];
                expect(init.headers['mcp-session-id'] === undefined, 'initialize carried an Mcp-Session-Id');
                const sid = init.responseHeaders['mcp-session-id'];
                for (const ex of posts) acceptOk(ex);
                for (const ex of posts.slice(1)) {
                    expectEq(ex.headers['mcp-session-id'], sid, `${show(ex)}: Mcp-Session-Id`);
                    expectEq(ex.headers['mcp-protocol-version'], ERA, `${show(ex)}: MCP-Protocol-Version`);
                    if (rpcMethod(ex) === 'notifications/initialized') {
                        expectEq(ex.status, 202, `${show(ex)}: status of the accepted notification`);
                    } else {
                        expectEq(ex.status, 200, `${show(ex)}: status`);
                        const ctype = ex.responseHeaders['content-type'] ?? '';
                        expect(
                            ctype.startsWith('application/json') || ctype.startsWith('text/event-stream'),
                            `${show(ex)}: Content-Type ${JSON.stringify(ctype)}`,
                        );
                    }
                    const answered = ex.responseHeaders['mcp-session-id'];
                    expect(answered === undefined || answered === sid, `${show(ex)}: answered with another session id ${answered}`);
                }
            },
        ],
        [
            'the standalone GET stream is answered with SSE or 405',
            async () => {
                // The SDK opens it in the background after notifications/initialized.
                for (let i = 0; i < 20 && !rec.verbs('GET').some((ex) => ex.status !== null); i++) {
                    await new Promise((r) => setTimeout(r, 100));
                }
                const gets = rec.verbs('GET');
                expect(gets.length > 0, 'no GET was sent');
                const sid = rec.posts()[0].responseHeaders['mcp-session-id'];
                for (const ex of gets) {
                    expectEq(ex.headers['mcp-session-id'], sid, 'GET Mcp-Session-Id');
                    const ctype = ex.responseHeaders['content-type'] ?? '';
                    expect(
                        ex.status === 405 || (ex.status === 200 && ctype.startsWith('text/event-stream')),
                        `GET answered ${ex.status} ${JSON.stringify(ctype)} (wanted 200 text/event-stream, or 405)`,
                    );
                }
            },
        ],
        [
            // Checked before closing: close() aborts the GET stream, which the SDK itself reports.
            'the SDK reported no transport or protocol error during the session',
            async () => {
                expectEq(ctx.errors, [], 'errors reported through onerror');
            },
        ],
        [
            'terminateSession() sends DELETE with the session id, accepted (2xx) or refused (405)',
            async () => {
                const sid = transport.sessionId;
                expect(sid !== undefined, 'no session to terminate');
                await transport.terminateSession();
                const deletes = rec.verbs('DELETE');
                expectEq(deletes.length, 1, 'DELETE requests');
                expectEq(deletes[0].headers['mcp-session-id'], sid, 'DELETE Mcp-Session-Id');
                expectEq(deletes[0].headers['mcp-protocol-version'], ERA, 'DELETE MCP-Protocol-Version');
                const status = deletes[0].status;
                expect((status >= 200 && status < 300) || status === 405, `DELETE answered ${status}`);
                expectEq(transport.sessionId, undefined, 'transport.sessionId after terminateSession()');
            },
        ],
    ];
}

// A c-200 token (the pro-plan customer): the customer is the token's subject.
function customerChecks({ callTool }) {
    return [
        ["list_orders gives only c-200's order o-2001", async () => {
            const result = await callTool('list_orders', {});
            expect(!result.isError, `isError result ${JSON.stringify(result)}`);
            expectEq(JSON.parse(textOf(result)), ORDERS_C200, "the text block's JSON");
            expectEq(result.structuredContent, { result: ORDERS_C200 }, 'structuredContent');
        }],
        ["export_statement works on c-200's pro plan: statement.csv", async () => {
            const result = await callTool('export_statement', {});
            expect(!result.isError, `isError result ${JSON.stringify(result)}`);
            expectEq(textOf(result), 'statement.csv', 'text');
        }],
        ["c-100's order o-1001 is answered as not found", async () => {
            const result = await callTool('refund_order', { order_id: 'o-1001', amount_cents: 500 });
            expectEq(result.isError, true, 'isError');
            expectEq(result._meta?.[ERROR_KEY]?.errorCategory, 'not_found', 'errorCategory');
            expect(textOf(result).startsWith('No such order.\n'), `text ${JSON.stringify(textOf(result))}`);
        }],
        ['refunding its own order o-2001 succeeds', async () => {
            const result = await callTool('refund_order', { order_id: 'o-2001', amount_cents: 500 });
            expect(!result.isError, `isError result ${JSON.stringify(result)}`);
            expectEq(result.structuredContent, { refund_id: 'rf-o-2001-500', amount_cents: 500 }, 'structuredContent');
        }],
    ];
}

// A token granted only orders:read: tools/list still lists every tool; a tool needing another
// scope fails in the client (the server answers 403), the others work.
function scopeChecks({ client, callTool }) {
    const refused = async (name, args) => {
        let result;
        try {
            result = await callTool(name, args);
        } catch (e) {
            expect(e instanceof StreamableHTTPError, `rejected with ${e?.name}: ${e?.message} (wanted a StreamableHTTPError)`);
            expectEq(e.code, 403, 'StreamableHTTPError code (the HTTP status)');
            expect(refusalError('Access denied').test(e.message), `message ${JSON.stringify(e.message)}`);
            return;
        }
        throw new Failed(`expected the call to fail, got a result: ${JSON.stringify(result)}`);
    };
    return [
        ['tools/list still lists all five tools', async () => {
            const listed = (await client.listTools(undefined, { timeout: CALL_TIMEOUT_MS })).tools;
            expectEq(listed.map((t) => t.name).sort(), TOOLS, 'tool names');
        }],
        ['refund_order (refunds:write) fails in the client: StreamableHTTPError 403 with the Access denied body', async () =>
            refused('refund_order', { order_id: 'o-1001', amount_cents: 500 })],
        ['charge_card (charges:write) fails in the client the same way', async () =>
            refused('charge_card', { idempotency_key: `k-${randomBytes(4).toString('hex')}`, amount_cents: 100 })],
        ['list_orders (orders:read) still works in the same session', async () => {
            const result = await callTool('list_orders', {});
            expect(!result.isError, `isError result ${JSON.stringify(result)}`);
            expectEq(JSON.parse(textOf(result)), ORDERS, "the text block's JSON");
        }],
    ];
}

function normalized(result) {
    return JSON.stringify(result).replace(/tw-[0-9a-f]{16}/g, 'tw-<id>');
}

// One 2025-11-25 session of the SDK's client with `token`. The main one (`who` empty) runs the
// tool and wire checks; the others (`who` names the token) run `checksFor`. Every one then checks
// that each request carried the token. `options.capabilities` are the client's, and
// `options.setup(client)` registers its handlers before it connects.
async function session(url, wireLog, token, who = '', checksFor = toolChecks, options = {}) {
    const prefix = `ts/2025-11-25 legacy${who ? ` ${who}` : ''} [${url}]`;
    const rec = new Recorder();
    const transport = new StreamableHTTPClientTransport(new URL(url), {
        fetch: rec.fetch,
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    const client = new Client({ name: 'toolwright-http-interop', version: '1.0.0' },
        options.capabilities ? { capabilities: options.capabilities } : undefined);
    options.setup?.(client);
    const ctx = {
        client,
        transport,
        rec,
        tools: {},
        errors: [],
        callTool: (name, args) => client.callTool({ name, arguments: args }, undefined, { timeout: CALL_TIMEOUT_MS }),
    };
    client.onerror = (e) => ctx.errors.push(`${e?.name ?? 'Error'}: ${e?.message ?? e}`);
    const checks = [
        ...(who ? [[`connects with the token, negotiating ${ERA}`, async () => expectEq(transport.protocolVersion, ERA, 'negotiated protocol version')]] : []),
        ...checksFor(ctx),
        ['client.close() completes', async () => {
            await client.close();
        }],
        ['every request (POST, GET, DELETE) carried Authorization: Bearer <the token>', async () => {
            expect(rec.exchanges.length > 0, 'no request was recorded');
            for (const ex of rec.exchanges) expectEq(ex.headers.authorization, `Bearer ${token}`, `${show(ex)}: Authorization`);
        }],
    ];

    let connected = false;
    try {
        await withTimeout(client.connect(transport, { timeout: CALL_TIMEOUT_MS }), CALL_TIMEOUT_MS * 2, 'connect');
        connected = true;
    } catch (e) {
        const wire = rec.exchanges.map(show).join('; ') || 'none';
        for (const [name] of checks) fail(`${prefix}: ${name}`, `connect failed: ${describe(e)}\nexchanges: ${wire}`);
        await client.close().catch(() => {});
    }
    if (connected) {
        for (const [name, body] of checks) await runTest(`${prefix}: ${name}`, body);
    }
    if (wireLog) {
        const lines = rec.exchanges.map((ex) =>
            JSON.stringify({
                client: 'ts',
                url,
                era: ERA,
                verb: ex.verb,
                rpc: rpcMethod(ex),
                request_headers: Object.fromEntries(Object.entries(ex.headers).map(([k, v]) => [k, k === 'authorization' ? 'Bearer <redacted>' : v])),
                status: ex.status,
                response_headers: ex.responseHeaders,
            }),
        );
        fs.appendFileSync(wireLog, lines.map((l) => `${l}\n`).join(''));
    }
}

// ---------------------------------------------------------------------------------------------
// Talking back: a c-100 session whose client declares elicitation (`capabilities: {elicitation:
// {}}`, a handler for `ElicitRequestSchema` answering as its user would) and listens to log
// messages (`LoggingMessageNotificationSchema`).
//
// Through a round-robin balancer (--round-robin: no session affinity) the questions are left out:
// the user's answer is a POST of its own, which can reach the replica that is not running the
// call; so is setLoggingLevel, which the replica that receives it remembers. Those run against the
// direct server only (scripts/interop-http.sh runs this suite on both); the log message, which
// rides on the call's own SSE response, is checked through the balancer too.

const secretsIn = (text) => PROCESSOR_SECRETS.filter((x) => text.toLowerCase().includes(x.toLowerCase()));
let roundRobin = false;

// Every JSON-RPC message in what the server sent back: JSON bodies and SSE `data:` lines.
function messagesIn(text) {
    const out = [];
    for (const line of text.split(/\r?\n/)) {
        const json = line.startsWith('data:') ? line.slice(5).trim() : line.startsWith('{"jsonrpc":') ? line : null;
        if (!json) continue;
        try {
            out.push(JSON.parse(json));
        } catch {
            // a body cut by the test's slice: not a message of interest
        }
    }
    return out;
}

const questionsIn = (messages) => messages.filter((m) => m.method === 'elicitation/create');
const logMessagesIn = (messages) => messages.filter((m) => m.method === 'notifications/message').map((m) => m.params);

// Whether `cond` holds within `ms` (a notification handler may run just after the call's result).
function talkChecks(user) {
    return ({ client, callTool, rec }) => {
        let start = received.length;
        const ask = async (answer) => {
            user.answer = ANSWERS[answer];
            const before = user.asked.length;
            const result = await callTool('refund_order', BIG_REFUND);
            const asked = user.asked.slice(before);
            expectEq(asked.length, 1, 'questions the handler received');
            expectEq(asked[0].params.message, REFUND_QUESTION, "the question's message");
            expect([undefined, 'form'].includes(asked[0].params.mode), `the question's mode ${asked[0].params.mode}`);
            expectEq(asked[0].params.requestedSchema, APPROVAL_SCHEMA, 'the requestedSchema the handler received');
            return result;
        };
        const approved = async () => {
            const result = await ask('accept, approve=true');
            expect(!result.isError, `isError result ${JSON.stringify(result)}`);
            expectEq(result.structuredContent, { refund_id: 'rf-o-1001-75000', amount_cents: 75000 }, 'structuredContent');
        };
        const refused = (answer) => async () => {
            const result = await ask(answer);
            expectEq(result.isError, true, 'isError');
            const text = textOf(result);
            expect(text.startsWith(`${OVER_LIMIT_MESSAGE}\n`), `text ${JSON.stringify(text)}`);
            expect(text.includes('[category=business; retryable=false; ref=tw-'), `text ${JSON.stringify(text)}`);
            expectEq(result._meta?.[ERROR_KEY]?.errorCategory, 'business', 'errorCategory');
        };
        const charge = async (amount) => {
            // A key of its own: one server process serves every session and both suites
            // (scripts/interop-http.sh), and a key used again would be answered with its first
            // outcome (marked dev.toolwright/replay) without running the handler: no log line.
            const key = `k-talk-${randomBytes(4).toString('hex')}`;
            const result = await callTool('charge_card', { idempotency_key: key, amount_cents: amount });
            expect(!result.isError, `isError result ${JSON.stringify(result)}`);
            expectEq(textOf(result), `Charged ${amount} cents (${key}).`, 'text');
        };
        const capability = [
            'initialize declares logging: {}',
            async () => {
                start = received.length;
                expectEq(client.getServerCapabilities()?.logging, {}, 'the logging capability');
            },
        ];
        const chargeLogged = async () => {
            user.logs.length = 0;
            const from = received.length;
            await charge(1000);
            expect(await waitFor(() => user.logs.length >= 1), "charge_card's log message never arrived");
            expectEq(user.logs, [chargeLog(1000)], 'the log messages the handler received');
            expectEq(logMessagesIn(messagesIn(received.slice(from).join(''))), [chargeLog(1000)], "notifications/message in the call's SSE response");
            expectEq(secretsIn(JSON.stringify(user.logs)), [], 'processor secrets in the log messages');
        };
        if (roundRobin) {
            return [
                capability,
                ["log: charge_card's message arrives on the call's own SSE response (info, logger charge_card), sanitized; "
                    + 'no processor URL, host or key (elicitation and setLoggingLevel: direct server only, they need session affinity)', chargeLogged],
            ];
        }
        return [
            capability,
            ['elicitation, accept with approve=true: the user is asked once (message, requestedSchema) and the refund goes through (rf-o-1001-75000)',
                approved],
            ['elicitation, accept with approve=false: the business result, no refund', refused('accept, approve=false')],
            ['elicitation, decline: the business result', refused('decline')],
            ['elicitation, cancel: the business result', refused('cancel')],
            ["the 4 questions as the server wrote them: elicitation/create requests on the calls' SSE responses, params exactly the message "
                + 'and requestedSchema', async () => {
                const found = questionsIn(messagesIn(received.slice(start).join('')));
                expectEq(found.length, 4, 'elicitation/create requests in the responses');
                for (const q of found) {
                    const extra = Object.keys(q.params).filter((k) => !['message', 'requestedSchema', 'mode'].includes(k));
                    expectEq(extra, [], 'unexpected members in the params');
                    expect([undefined, 'form'].includes(q.params.mode), `mode ${q.params.mode}`);
                    expectEq(q.params.message, REFUND_QUESTION, 'the raw message');
                    expectEq(q.params.requestedSchema, APPROVAL_SCHEMA, 'the raw requestedSchema');
                }
            }],
            ["each question came on its tools/call's SSE response; each answer went in a POST of its own in the session (Mcp-Session-Id), "
                + 'answered 202', async () => {
                const sid = rec.posts()[0].responseHeaders['mcp-session-id'];
                const calls = rec.posts().filter((ex) => rpcMethod(ex) === 'tools/call' && isDeepStrictEqual(ex.body.params?.arguments, BIG_REFUND));
                expectEq(calls.length, 4, 'refund calls');
                for (const ex of calls) {
                    const ctype = ex.responseHeaders['content-type'] ?? '';
                    expect(ctype.startsWith('text/event-stream'), `${show(ex)}: Content-Type ${ctype} (wanted an SSE stream)`);
                }
                const answers = rec.posts().filter((ex) => rpcMethod(ex) === 'response' && ex.body.result !== undefined);
                expectEq(answers.length, 4, "POSTs carrying the user's answer");
                // The SDK sends an answer without waiting for its POST's status, so the call's result
                // can arrive first.
                await waitFor(() => answers.every((ex) => ex.status !== null));
                for (const ex of answers) {
                    expectEq(ex.status, 202, `${show(ex)}: status`);
                    expectEq(ex.headers['mcp-session-id'], sid, `${show(ex)}: Mcp-Session-Id`);
                    expectEq(ex.headers['mcp-protocol-version'], ERA, `${show(ex)}: MCP-Protocol-Version`);
                }
                expectEq(answers.map((ex) => ex.body.result.action), ['accept', 'accept', 'decline', 'cancel'], "the answers' actions");
            }],
            ['log: the approved refund told the client it was approved by the user (info, logger refund_order)', async () => {
                expect(await waitFor(() => user.logs.some((l) => l.logger === 'refund_order')), "the approval's log message never arrived");
                expectEq(user.logs.filter((l) => l.logger === 'refund_order'), [APPROVED_LOG], "refund_order's log messages");
            }],
            ["log: charge_card's message arrives on the call's own SSE response (info, logger charge_card), sanitized to "
                + "'charging 1000 cents via [url] with key [secret]'; no processor URL, host or key", chargeLogged],
            ["log: after setLoggingLevel('warning'), neither charge_card nor an approved refund sends an info notification", async () => {
                expectEq(await client.setLoggingLevel('warning', { timeout: CALL_TIMEOUT_MS }), {}, 'logging/setLevel result');
                user.logs.length = 0;
                const from = received.length;
                await charge(2000);
                await approved();
                await new Promise((r) => setTimeout(r, 300));
                expectEq(user.logs, [], 'log messages after logging/setLevel warning');
                expectEq(logMessagesIn(messagesIn(received.slice(from).join(''))), [], 'notifications/message sent after logging/setLevel warning');
            }],
        ];
    };
}

async function talkSession(url, wireLog) {
    // The person behind the client: answers every question with `answer`, remembers each question
    // and each log message.
    const user = { answer: null, asked: [], logs: [] };
    const setup = (client) => {
        client.setRequestHandler(ElicitRequestSchema, async (request) => {
            user.asked.push({ params: request.params });
            return user.answer;
        });
        client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
            user.logs.push(notification.params);
        });
    };
    const via = roundRobin ? 'through the round-robin balancer' : 'direct';
    await session(url, wireLog, mint(url), `talk, ${via}`, talkChecks(user), { capabilities: { elicitation: {} }, setup });
}

// The SDK's client with a token the server refuses (or none): connect must fail.
async function refusedConnect(url, what, token) {
    await runTest(`ts/2025-11-25 legacy [${url}]: ${what}: the SDK's connect fails with StreamableHTTPError 401 (the Unauthorized body)`, async () => {
        const rec = new Recorder();
        const transport = new StreamableHTTPClientTransport(new URL(url), {
            fetch: rec.fetch,
            ...(token === null ? {} : { requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
        });
        const client = new Client({ name: 'toolwright-http-interop', version: '1.0.0' });
        client.onerror = () => {};
        try {
            await withTimeout(client.connect(transport, { timeout: CALL_TIMEOUT_MS }), CALL_TIMEOUT_MS, 'connect');
        } catch (e) {
            expect(e instanceof StreamableHTTPError, `rejected with ${e?.name}: ${e?.message} (wanted a StreamableHTTPError)`);
            expectEq(e.code, 401, 'StreamableHTTPError code (the HTTP status)');
            expect(refusalError('Unauthorized').test(e.message), `message ${JSON.stringify(e.message)}`);
            expect(rec.exchanges.every((ex) => ex.status === 401), `statuses ${rec.exchanges.map(show).join('; ')}`);
            return;
        } finally {
            await client.close().catch(() => {});
        }
        throw new Failed('connected without a valid token');
    });
}

// ---------------------------------------------------------------------------------------------
// Authentication, raw: the exact answers for every way a token can be missing, wrong or short of
// a scope.

const refusals = [];

function rpcHeaders(token, extra = {}) {
    return { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...bearer(token), ...extra };
}

const initializeMsg = (id = 1) => ({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: ERA, capabilities: {}, clientInfo: { name: 'auth-raw', version: '0' } },
});

async function answerOf(what, response) {
    return {
        what,
        status: response.status,
        challenge: response.headers.get('www-authenticate'),
        ctype: response.headers.get('content-type') ?? '',
        sid: response.headers.get('mcp-session-id'),
        body: await response.text(),
    };
}

const post = (url, msg, headers) => teeFetch(url, { method: 'POST', headers, body: JSON.stringify(msg) });
const masked = (a) => JSON.stringify([a.status, a.challenge, maskCid(a.body)]);

function cidOf(a) {
    const m = /"correlationId":"(tw-[0-9a-f]{16})"/.exec(a.body);
    expect(m, `${a.what}: no correlation id in the body ${a.body}`);
    return m[1];
}

// The message's reference is the correlation id in data, and the only one.
function checkRef(a) {
    const refs = [...a.body.matchAll(REF_IN_BODY)].map((m) => m[1]);
    expectEq(refs, [cidOf(a)], `${a.what}: the message's reference vs data.correlationId`);
}

function check401(a, resource) {
    expectEq(a.status, 401, `${a.what}: status`);
    expectEq(a.challenge, challenge401(resource), `${a.what}: WWW-Authenticate`);
    expect(a.ctype.startsWith('application/json'), `${a.what}: Content-Type ${a.ctype}`);
    expectEq(maskCid(a.body), UNAUTHORIZED_BODY, `${a.what}: body (correlation id masked)`);
    checkRef(a);
    refusals.push({ what: a.what, cid: cidOf(a), status: 401 });
}

function check403(a, resource, id, scope, missing) {
    expectEq(a.status, 403, `${a.what}: status (body ${a.body.slice(0, 200)})`);
    expectEq(a.challenge, challenge403(resource, scope), `${a.what}: WWW-Authenticate`);
    expect(a.ctype.startsWith('application/json'), `${a.what}: Content-Type ${a.ctype}`);
    expectEq(maskCid(a.body), `{"jsonrpc":"2.0","id":${id},"error":{"code":-32600,"message":"Access denied (ref tw-<id>)","data":{"correlationId":"tw-<id>"}}}`,
        `${a.what}: body (correlation id masked)`);
    checkRef(a);
    refusals.push({ what: a.what, cid: cidOf(a), status: 403, missing });
}

// A raw 2025-11-25 session opened with `token`.
async function legacySession(url, token) {
    const init = await answerOf('initialize', await post(url, initializeMsg(), rpcHeaders(token)));
    expectEq(init.status, 200, `initialize status (body ${init.body.slice(0, 200)})`);
    expect(init.sid, 'no Mcp-Session-Id on the initialize response');
    const headers = (t) => rpcHeaders(t, { 'mcp-session-id': init.sid, 'mcp-protocol-version': ERA });
    const ack = await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers(token));
    await ack.text();
    expectEq(ack.status, 202, 'notifications/initialized status');
    let nextId = 1;
    return {
        headers,
        async request(method, params, t = token) {
            const id = ++nextId;
            const msg = { jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) };
            return [id, await post(url, msg, headers(t))];
        },
    };
}

async function replyOk(response, id, what) {
    const body = await response.text();
    expectEq(response.status, 200, `${what}: status (body ${body.slice(0, 200)})`);
    const ctype = response.headers.get('content-type') ?? '';
    let reply;
    if (ctype.startsWith('application/json')) {
        reply = JSON.parse(body);
    } else {
        expect(ctype.startsWith('text/event-stream'), `${what}: Content-Type ${ctype}`);
        for (const event of body.split('\n\n')) {
            const data = event.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
            if (data.trim() && JSON.parse(data).id === id) reply = JSON.parse(data);
        }
    }
    expect(reply && reply.id === id, `${what}: no reply to id ${id} in ${body.slice(0, 200)}`);
    expect(reply.error === undefined, `${what}: error ${JSON.stringify(reply.error)}`);
    expect(!reply.result.isError, `${what}: isError result ${JSON.stringify(reply.result)}`);
    return reply.result;
}

async function authTests(url) {
    const prefix = `ts/auth [${url}]`;
    const answers = [];
    const cases = [
        ['no Authorization header', () => null],
        ['a bearer value that is not a JWT', opaqueToken],
        ['a JWT signed with another secret', () => mint(url, { secret: `not-the-demo-secret-${randomBytes(8).toString('hex')}` })],
        ['a JWT that expired 120 s ago', () => mint(url, { ttl: -120 })],
        ['a JWT issued for another resource (aud http://127.0.0.1:1/mcp)', () => mint('http://127.0.0.1:1/mcp')],
        ['a JWT from another issuer', () => mint(url, { issuer: 'https://issuer.invalid' })],
    ];
    for (const [what, tokenOf] of cases) {
        await runTest(`${prefix}: initialize with ${what}: 401, the resource_metadata challenge, the Unauthorized body`, async () => {
            const a = await answerOf(`initialize with ${what}`, await post(url, initializeMsg(), rpcHeaders(tokenOf())));
            answers.push(a);
            check401(a, url);
        });
    }
    await runTest(`${prefix}: a session id does not stand in for the token: POST, GET and DELETE on a live session without one are the same 401`, async () => {
        const s = await legacySession(url, mint(url));
        let [, response] = await s.request('tools/list', undefined, null);
        let a = await answerOf('tools/list in a session, no token', response);
        answers.push(a);
        check401(a, url);
        [, response] = await s.request('tools/call', { name: 'list_orders', arguments: {} }, mint(url, { ttl: -120 }));
        a = await answerOf('tools/call in a session, an expired JWT', response);
        answers.push(a);
        check401(a, url);
        a = await answerOf('GET stream of a session, no token', await teeFetch(url, { method: 'GET', headers: { ...s.headers(null), accept: 'text/event-stream' } }));
        answers.push(a);
        check401(a, url);
        a = await answerOf('DELETE of a session, no token', await teeFetch(url, { method: 'DELETE', headers: s.headers(null) }));
        answers.push(a);
        check401(a, url);
        const [id, ok] = await s.request('tools/call', { name: 'list_orders', arguments: {} });
        expectEq((await replyOk(ok, id, 'tools/call with the token after the refusals')).structuredContent, { result: ORDERS }, 'structuredContent');
    });
    await runTest(`${prefix}: every 401 above is byte-identical (status, WWW-Authenticate, body) once the correlation id is masked`, async () => {
        expect(answers.length >= 10, `only ${answers.length} refusals were collected`);
        const different = answers.filter((a) => masked(a) !== masked(answers[0])).map((a) => `${a.what}: ${masked(a)}`);
        expectEq(different, [], `differ from ${answers[0].what} ${masked(answers[0])}`);
    });
    await runTest(`${prefix}: orders:read only: tools/list lists all five; refund_order and charge_card are 403 insufficient_scope `
        + '(scope = granted + needed) with the request\'s id; list_orders works', async () => {
        const s = await legacySession(url, mint(url, { scopes: ['orders:read'] }));
        let [id, response] = await s.request('tools/list');
        const tools = (await replyOk(response, id, 'tools/list')).tools;
        expectEq(tools.map((t) => t.name).sort(), TOOLS, 'tools listed to an orders:read token');
        [id, response] = await s.request('tools/call', { name: 'refund_order', arguments: { order_id: 'o-1001', amount_cents: 500 } });
        check403(await answerOf('refund_order with orders:read', response), url, id, 'orders:read refunds:write', 'refunds:write');
        [id, response] = await s.request('tools/call', { name: 'charge_card', arguments: { idempotency_key: 'k-scope', amount_cents: 100 } });
        check403(await answerOf('charge_card with orders:read', response), url, id, 'charges:write orders:read', 'charges:write');
        [id, response] = await s.request('tools/call', { name: 'list_orders', arguments: {} });
        await replyOk(response, id, 'list_orders with orders:read');
    });
    await runTest(`${prefix}: GET ${PRM_PATH}/mcp and ${PRM_PATH}: the protected resource metadata (RFC 9728), no token needed`, async () => {
        const u = new URL(url);
        const wanted = {
            resource: url,
            authorization_servers: [ISSUER],
            scopes_supported: ['charges:write', 'orders:read', 'refunds:write'],
            bearer_methods_supported: ['header'],
            resource_name: 'toolwright payments demo',
        };
        for (const p of [PRM_PATH + u.pathname, PRM_PATH]) {
            const response = await teeFetch(`${u.protocol}//${u.host}${p}`, {});
            const body = await response.text();
            expectEq(response.status, 200, `GET ${p} status`);
            expect((response.headers.get('content-type') ?? '').startsWith('application/json'), `GET ${p}: Content-Type`);
            expect(isDeepStrictEqual(JSON.parse(body), wanted), `GET ${p}: ${body} (wanted ${JSON.stringify(wanted)})`);
        }
    });
}

// The servers' logs: a line per refusal, with its correlation id and why; no token sent.
async function checkServerLogs(logs) {
    const texts = logs.map((p) => [p, fs.readFileSync(p, 'utf8')]);
    const lines = texts.flatMap(([, t]) => t.split('\n'));
    await runTest('ts/log: each refusal is logged once with its correlation id: 401 with why=, 403 with the subject and the missing scope', async () => {
        expect(refusals.length > 0, 'no refusal was collected');
        const problems = [];
        for (const r of refusals) {
            const cid = new RegExp(`correlation_id="?${r.cid}"?(\\s|$)`);
            const found = lines.filter((l) => cid.test(l));
            if (found.length !== 1) {
                problems.push(`${r.what}: ${r.cid} is in ${found.length} log lines`);
                continue;
            }
            const line = found[0];
            const ok = r.status === 401
                ? line.includes('request refused: no valid bearer token (401)') && /\bwhy=\S/.test(line)
                : line.includes('request refused: insufficient scope (403)') && line.includes('subject="c-100"')
                    && new RegExp(`missing="?${r.missing}"?(\\s|$)`).test(line);
            if (!ok) problems.push(`${r.what}: ${line}`);
        }
        expectEq(problems, [], 'refusals not logged as documented');
    });
    await runTest(`ts/log: none of the ${sent.size} tokens this suite sent is in the servers' stderr (RUST_LOG=trace)`, async () => {
        const found = [];
        for (const t of sent) for (const [p, text] of texts) for (const part of leaked(t, text)) found.push(`${part} of ${t.slice(0, 16)}... in ${p}`);
        expectEq(found, [], 'tokens in the logs');
    });
    await runTest("ts/log: the card processor's URL, host and key (charge_card's log line) are in none of the servers' stderr (RUST_LOG=trace)", async () => {
        const all = texts.map(([, t]) => t).join('');
        // Proof that charge_card's log line reached the log (sanitized).
        expect(all.includes(chargeLog(1000).data), "charge_card's sanitized log line is in no log");
        expectEq(secretsIn(all), [], "processor secrets in the servers' stderr");
    });
}

// ---------------------------------------------------------------------------------------------
// Resources, prompts and completion over Streamable HTTP. The payments example has none, so the
// conformance example (`target/debug/conformance`, built with the others: resources, a template,
// prompts with completion; no authentication) is started here, on its own port, for the direct
// run only (not through the balancer: 2025-11-25 subscriptions are held by the replica that
// received them). Its stderr goes to conformance-ts.log next to --wire-log.

const BIN_DIR = process.env.INTEROP_BIN_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'debug');
const STATIC_TEXT = 'This is the content of the static text resource.';
const CONFORMANCE_RESOURCES = [
    { uri: 'test://static-text', name: 'static-text', description: 'A static text resource.', mimeType: 'text/plain' },
    { uri: 'test://static-binary', name: 'static-binary', description: 'A static binary resource (a 1x1 PNG).', mimeType: 'image/png' },
    { uri: 'test://watched-resource', name: 'watched-resource', description: 'A resource clients subscribe to.', mimeType: 'text/plain' },
    // The conformance example also serves the skills of examples/skills (SEP-2640): each
    // SKILL.md is listed after the resources, its size that of the file it reads.
    ...[
        ['acme/billing/refunds', 'refunds', 'Decide whether an order can be refunded and write the refund email. Use when a customer asks for their money back.'],
        ['pdf-processing', 'pdf-processing', 'Extract text and tables from PDF files, fill PDF forms, and assemble documents. Use when the user works with PDF files or mentions forms.'],
    ].map(([dir, name, description]) => ({
        uri: `skill://${dir}/SKILL.md`,
        name,
        description,
        mimeType: 'text/markdown',
        size: fs.statSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples', 'skills', dir, 'SKILL.md')).size,
    })),
];
const CONFORMANCE_TEMPLATES = [
    { uriTemplate: 'test://template/{id}/data', name: 'template-data', description: 'Data for one id, from a URI template.', mimeType: 'application/json' },
];

function catalogChecks(client) {
    const opts = { timeout: CALL_TIMEOUT_MS };
    return [
        ['catalog: capabilities resources (subscribe, listChanged), prompts (listChanged), completions', async () => {
            const caps = client.getServerCapabilities();
            expectEq(caps?.resources, { subscribe: true, listChanged: true }, 'the resources capability');
            expectEq(caps?.prompts, { listChanged: true }, 'the prompts capability');
            expectEq(caps?.completions, {}, 'the completions capability');
        }],
        ['catalog: resources/list, resources/templates/list and prompts/list as declared', async () => {
            expectEq(await client.listResources(undefined, opts), { resources: CONFORMANCE_RESOURCES }, 'resources/list');
            expectEq(await client.listResourceTemplates(undefined, opts), { resourceTemplates: CONFORMANCE_TEMPLATES }, 'resources/templates/list');
            const prompts = await client.listPrompts(undefined, opts);
            expectEq(prompts.prompts.map((p) => p.name),
                ['test_simple_prompt', 'test_prompt_with_arguments', 'test_prompt_with_embedded_resource', 'test_prompt_with_image',
                    'test_input_required_result_prompt'], 'prompts/list names');
        }],
        ['catalog: resources/read of test://static-text (exact text, text/plain) and of the template test://template/42/data', async () => {
            expectEq(await client.readResource({ uri: 'test://static-text' }, opts),
                { contents: [{ uri: 'test://static-text', mimeType: 'text/plain', text: STATIC_TEXT }] }, 'test://static-text');
            const r = await client.readResource({ uri: 'test://template/42/data' }, opts);
            expectEq(r.contents.length, 1, 'number of contents');
            expectEq([r.contents[0].uri, r.contents[0].mimeType], ['test://template/42/data', 'application/json'], "the template's contents");
            expectEq(JSON.parse(r.contents[0].text), { id: '42', templateTest: true, data: 'Data for ID: 42' }, "the template's text");
        }],
        ["catalog: resources/read of an unknown URI and of %2e%2e / %2F in a template variable: -32002 'Resource not found', data {uri}, the same answer",
            async () => {
                const shapes = new Set();
                for (const uri of ['test://nothing-here', 'test://template/%2e%2e/data', 'test://template/a%2Fb/data']) {
                    const err = await rejects(uri, client.readResource({ uri }, opts));
                    expectEq({ code: err.code, message: err.message, data: err.data },
                        { code: -32002, message: 'MCP error -32002: Resource not found', data: { uri } }, uri);
                    shapes.add(JSON.stringify([err.code, err.message, JSON.stringify(err.data).replace(JSON.stringify(uri), '"<uri>"')]));
                }
                expectEq(shapes.size, 1, 'the answers, their URIs aside');
            }],
        ['catalog: prompts/get test_prompt_with_arguments returns its exact message; an unknown prompt is -32602', async () => {
            expectEq(await client.getPrompt({ name: 'test_prompt_with_arguments', arguments: { arg1: 'a', arg2: 'b' } }, opts),
                { messages: [{ role: 'user', content: { type: 'text', text: "Prompt with arguments: arg1='a', arg2='b'" } }] }, 'prompts/get');
            const err = await rejects('unknown prompt', client.getPrompt({ name: 'nope', arguments: {} }, opts));
            expectEq({ code: err.code, message: err.message, data: err.data },
                { code: -32602, message: 'MCP error -32602: Unknown prompt: nope', data: undefined }, 'unknown prompt');
        }],
        ["catalog: completion/complete of arg1 'pa' is paris, park, party; of arg2 'zz' nothing", async () => {
            const ref = { type: 'ref/prompt', name: 'test_prompt_with_arguments' };
            expectEq(await client.complete({ ref, argument: { name: 'arg1', value: 'pa' } }, opts),
                { completion: { values: ['paris', 'park', 'party'], total: 3, hasMore: false } }, "completion of 'pa'");
            expectEq(await client.complete({ ref, argument: { name: 'arg2', value: 'zz' } }, opts),
                { completion: { values: [], total: 0, hasMore: false } }, "completion of 'zz'");
        }],
        ['catalog: resources/subscribe and unsubscribe of test://watched-resource answer {}', async () => {
            expectEq(await client.subscribeResource({ uri: 'test://watched-resource' }, opts), {}, 'resources/subscribe');
            expectEq(await client.unsubscribeResource({ uri: 'test://watched-resource' }, opts), {}, 'resources/unsubscribe');
        }],
    ];
}

// Start the conformance example, run the catalog checks in one 2025-11-25 session, stop it.
async function catalogSession(wireLog) {
    const prefix = 'ts/catalog (conformance example, 2025-11-25 legacy)';
    const binary = path.join(BIN_DIR, 'conformance');
    const logPath = path.join(wireLog ? path.dirname(path.resolve(wireLog)) : fs.mkdtempSync(path.join(os.tmpdir(), 'twinterop-http-ts-')),
        'conformance-ts.log');
    let child = null;
    let url = null;
    await runTest(`${prefix}: the conformance example starts and announces its endpoint`, async () => {
        expect(fs.existsSync(binary), `missing ${binary}: run \`cargo build -p toolwright-examples --features http --bins\``);
        const log = fs.openSync(logPath, 'w');
        child = spawn(binary, ['127.0.0.1:0'], { stdio: ['ignore', log, log], env: { ...process.env, RUST_LOG: 'trace' } });
        fs.closeSync(log);
        const deadline = Date.now() + CALL_TIMEOUT_MS;
        while (Date.now() < deadline && child.exitCode === null) {
            const m = fs.readFileSync(logPath, 'utf8').match(/http:\/\/127\.0\.0\.1:[0-9]+\/mcp/);
            if (m) {
                url = m[0];
                return;
            }
            await new Promise((r) => setTimeout(r, 100));
        }
        throw new Failed(`no endpoint announced (exit ${child.exitCode}): ${fs.readFileSync(logPath, 'utf8').slice(-500)}`);
    });
    try {
        if (!url) return;
        const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: teeFetch });
        const client = new Client({ name: 'toolwright-http-interop', version: '1.0.0' });
        const checks = [
            ['connects, negotiating 2025-11-25 with toolwright-conformance', async () => {
                expectEq(transport.protocolVersion, ERA, 'negotiated protocol version');
                expectEq(client.getServerVersion()?.name, 'toolwright-conformance', 'serverInfo.name');
            }],
            ...catalogChecks(client),
            ['client.close() completes', async () => {
                await client.close();
            }],
        ];
        try {
            await withTimeout(client.connect(transport, { timeout: CALL_TIMEOUT_MS }), CALL_TIMEOUT_MS * 2, 'connect');
        } catch (e) {
            for (const [name] of checks) fail(`${prefix}: ${name}`, `connect failed: ${describe(e)}`);
            await client.close().catch(() => {});
            return;
        }
        for (const [name, body] of checks) await runTest(`${prefix}: ${name}`, body);
    } finally {
        if (child && child.exitCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await withTimeout(exited, 10_000, 'the conformance example\'s exit').catch(() => child.kill('SIGKILL'));
        }
    }
}

// ---------------------------------------------------------------------------------------------

const argv = process.argv.slice(2);
let wireLog = null;
let sentTokens = null;
const serverLogs = [];
const urls = [];
for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--wire-log') wireLog = argv[++i];
    else if (argv[i] === '--server-log') serverLogs.push(argv[++i]);
    else if (argv[i] === '--sent-tokens') sentTokens = argv[++i];
    else if (argv[i] === '--round-robin') roundRobin = true;
    else urls.push(argv[i]);
}
if (urls.length === 0) {
    console.log('usage: node interop/ts/test_http.mjs [--wire-log PATH] [--server-log PATH]... [--sent-tokens PATH] [--round-robin] URL [URL...]');
    console.log('http-ts: 0 passed, 1 failed');
    process.exit(1);
}

const started = Date.now();
for (const url of urls) {
    await session(url, wireLog, mint(url));
    await session(url, wireLog, mint(url, { subject: 'c-200', scopes: ['orders:read', 'refunds:write'] }), 'c-200 token', customerChecks);
    await session(url, wireLog, mint(url, { scopes: ['orders:read'] }), 'orders:read-only token', scopeChecks);
    await talkSession(url, wireLog);
    await refusedConnect(url, 'no token', null);
    await refusedConnect(url, 'an expired JWT', mint(url, { ttl: -120 }));
    await refusedConnect(url, 'a JWT signed with another secret', mint(url, { secret: 'another-secret' }));
    await refusedConnect(url, 'a bearer value that is not a JWT', opaqueToken());
    await authTests(url);
}
if (!roundRobin) await catalogSession(wireLog);
await runTest(`ts/leak: none of the ${sent.size} tokens this suite sent is in any response (status lines, headers, bodies, SSE streams)`, async () => {
    const all = received.join('');
    // Proof that bodies of the SDK's sessions and of the raw refusals were captured.
    for (const seen of ['statement.csv', '"message":"Unauthorized (ref tw-', 'www-authenticate: Bearer']) {
        expect(all.includes(seen), `nothing recorded contains ${JSON.stringify(seen)}`);
    }
    const found = [];
    for (const t of sent) for (const part of leaked(t, all)) found.push(`${part} of ${t.slice(0, 16)}...`);
    expectEq(found, [], 'tokens in the responses');
});
await runTest("ts/leak: the card processor's URL, host and key (charge_card's log line) are in no response, notification or SSE stream", async () => {
    const all = received.join('');
    // Proof that charge_card's log line reached the client (sanitized).
    expect(all.includes(chargeLog(1000).data), "charge_card's sanitized log line is in no response");
    expectEq(secretsIn(all), [], 'processor secrets in the responses');
});
if (serverLogs.length) {
    await new Promise((r) => setTimeout(r, 200)); // the last log lines
    await checkServerLogs(serverLogs);
}
if (sentTokens) fs.appendFileSync(sentTokens, [...sent].map((t) => `${t}\n`).join(''));
if (report.failed.length) {
    console.log(`\n${report.failed.length} failed:`);
    for (const [name, reason] of report.failed) console.log(`  ${name}: ${reason.split('\n')[0]}`);
}
console.log(`(http ts suite: ${((Date.now() - started) / 1000).toFixed(1)}s)`);
console.log(`http-ts: ${report.passed} passed, ${report.failed.length} failed`);
process.exit(report.failed.length === 0 ? 0 : 1);
