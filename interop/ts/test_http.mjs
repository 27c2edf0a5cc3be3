// Interop over Streamable HTTP: the official TypeScript MCP SDK (npm `@modelcontextprotocol/sdk`,
// pinned) against the payments example served over HTTP (`target/debug/http`).
//
//     node interop/ts/test_http.mjs [--wire-log PATH] URL [URL...]
//
// Each URL is an MCP endpoint (e.g. http://127.0.0.1:8000/mcp), served directly or through a
// load balancer. For each one, the SDK's `Client` and `StreamableHTTPClientTransport` run one
// 2025-11-25 session (this SDK does not speak 2026-07-28; the Python suite covers that era)
// through a `fetch` that records every request and response:
//
// - `initialize` negotiates 2025-11-25 and the server mints an `Mcp-Session-Id`, which the
//   transport holds (`transport.sessionId`) and sends on every later request together with
//   `MCP-Protocol-Version: 2025-11-25`;
// - tools/list advertises the payments tools (valid JSON Schema 2020-12); a success whose
//   structuredContent matches the outputSchema (the SDK validates it too, and throws on a
//   mismatch); an operational failure as an `isError` result; invalid arguments as a validation
//   result; a security rejection as -32600 with only a correlation id; an internal failure as
//   -32603 leaking no path;
// - the standalone GET stream the SDK opens after `notifications/initialized` is answered with
//   an SSE stream or 405;
// - the SDK reported no error through `onerror` during the session;
// - `transport.terminateSession()` sends `DELETE` with the session id, the server accepts it
//   (2xx) or refuses it (405), and the transport forgets the id; then `client.close()`.
//
// `--wire-log PATH` appends every recorded exchange there as JSON lines. Ends with
// `http-ts: N passed, N failed`; exits 1 when any test failed.

import fs from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';

const ERA = '2025-11-25';
const SERVER_NAME = 'toolwright-payments';
const ERROR_KEY = 'dev.toolwright/error';
const CID = /^tw-[0-9a-f]{16}$/;
const TOKEN = 'tok_live_demo_7c1d';
const TOOLS = ['charge_card', 'charge_status', 'export_statement', 'list_orders', 'refund_order'];
const ORDERS = [
    { order_id: 'o-1001', total_cents: 12000 },
    { order_id: 'o-1002', total_cents: 90000 },
];
const CALL_TIMEOUT_MS = 20_000;
// Visible ASCII only (spec 2025-11-25, basic/transports: session management).
const SESSION_ID = /^[\x21-\x7e]+$/;

// ---------------------------------------------------------------------------------------------
// A small harness: named checks, counted, every failure reported with its reason.

class Failed extends Error {}

function expect(cond, message) {
    if (!cond) throw new Failed(message);
}

function expectEq(actual, wanted, what) {
    const a = JSON.stringify(actual);
    const w = JSON.stringify(wanted);
    if (a !== w) throw new Failed(`${what}: expected ${w}, got ${a}`);
}

const report = { passed: 0, failed: [] };

function ok(name) {
    report.passed += 1;
    console.log(`ok   ${name}`);
}

function fail(name, reason) {
    report.failed.push([name, reason]);
    console.log(`FAIL ${name}\n     ${reason.split('\n').join('\n     ')}`);
}

function describe(e) {
    if (e instanceof Failed) return e.message;
    if (e instanceof McpError) return `unexpected JSON-RPC error ${e.code} ${JSON.stringify(e.message)} data=${JSON.stringify(e.data)}`;
    return `${e?.name ?? 'Error'}: ${e?.message ?? e}`;
}

function withTimeout(promise, ms, what) {
    let timer;
    return Promise.race([
        promise,
        new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
        }),
    ]).finally(() => clearTimeout(timer));
}

async function runTest(name, body) {
    try {
        await withTimeout(Promise.resolve().then(body), CALL_TIMEOUT_MS * 2, 'the test');
        ok(name);
    } catch (e) {
        fail(name, describe(e));
    }
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
                const response = await fetch(url, init);
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

function correlationOnly(err, code, message) {
    expectEq(err.code, code, 'JSON-RPC error code');
    // McpError.message is `MCP error <code>: <message>`.
    expectEq(err.message, `MCP error ${code}: ${message}`, 'JSON-RPC error message');
    expect(err.data && typeof err.data === 'object', `error data ${JSON.stringify(err.data)}`);
    expectEq(Object.keys(err.data), ['correlationId'], 'error data keys');
    expect(CID.test(err.data.correlationId), `correlationId ${JSON.stringify(err.data.correlationId)}`);
}

async function session(url, wireLog) {
    const prefix = `ts/2025-11-25 legacy [${url}]`;
    const rec = new Recorder();
    const errors = [];
    const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: rec.fetch });
    const client = new Client({ name: 'toolwright-http-interop', version: '1.0.0' });
    client.onerror = (e) => errors.push(`${e?.name ?? 'Error'}: ${e?.message ?? e}`);
    const tools = {};
    const callTool = (name, args) => client.callTool({ name, arguments: args }, undefined, { timeout: CALL_TIMEOUT_MS });

    const checks = [
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
            'success: structuredContent matches the outputSchema',
            async () => {
                const result = await callTool('list_orders', { session_token: TOKEN });
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
                const result = await callTool('refund_order', { session_token: TOKEN, order_id: 'o-1001', amount_cents: 60000 });
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
            'invalid arguments: a validation isError result (SEP-1303)',
            async () => {
                const result = await callTool('refund_order', { session_token: TOKEN, order_id: 'o-1001', amount_cents: 'lots' });
                expectEq(result.isError, true, 'isError');
                const text = textOf(result);
                expect(text.startsWith('Invalid arguments:'), `text ${JSON.stringify(text)}`);
                expectEq(result._meta?.[ERROR_KEY]?.errorCategory, 'validation', 'errorCategory');
            },
        ],
        [
            'security: wrong token is -32600 Unauthorized with only a correlation id',
            async () => {
                const err = await protocolError(client, 'list_orders', { session_token: 'tok_guess' });
                correlationOnly(err, -32600, 'Unauthorized');
                expect(!JSON.stringify({ m: err.message, d: err.data }).includes('tok_guess'), 'the presented token is echoed');
            },
        ],
        [
            'internal: broken ledger is -32603 Internal error, no path leaked',
            async () => {
                const err = await protocolError(client, 'charge_card', {
                    session_token: TOKEN,
                    idempotency_key: 'k-ledger-broken',
                    amount_cents: 100,
                });
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
                expectEq(errors, [], 'errors reported through onerror');
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
        [
            'client.close() completes',
            async () => {
                await client.close();
            },
        ],
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
                request_headers: ex.headers,
                status: ex.status,
                response_headers: ex.responseHeaders,
            }),
        );
        fs.appendFileSync(wireLog, lines.map((l) => `${l}\n`).join(''));
    }
}

// ---------------------------------------------------------------------------------------------

const argv = process.argv.slice(2);
let wireLog = null;
const urls = [];
for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--wire-log') wireLog = argv[++i];
    else urls.push(argv[i]);
}
if (urls.length === 0) {
    console.log('usage: node interop/ts/test_http.mjs [--wire-log PATH] URL [URL...]');
    console.log('http-ts: 0 passed, 1 failed');
    process.exit(1);
}

const started = Date.now();
for (const url of urls) await session(url, wireLog);
if (report.failed.length) {
    console.log(`\n${report.failed.length} failed:`);
    for (const [name, reason] of report.failed) console.log(`  ${name}: ${reason.split('\n')[0]}`);
}
console.log(`(http ts suite: ${((Date.now() - started) / 1000).toFixed(1)}s)`);
console.log(`http-ts: ${report.passed} passed, ${report.failed.length} failed`);
process.exit(report.failed.length === 0 ? 0 : 1);
