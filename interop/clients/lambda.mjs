// AWS Lambda: the `toolwright-lambda` example (the starter's tools served through AWS's
// `lambda_http` runtime, examples/lambda) under cargo-lambda's emulator, driven by the official
// clients. `cargo lambda watch --only-lambda-apis` serves the Lambda Runtime API and Function
// URLs (`/lambda-url/<function>/...`) on 127.0.0.1; this part starts the function's binary
// itself, as Lambda starts a function's bootstrap, with the environment the emulator names,
// once per execution environment it plays (two environments are two processes). The emulator's
// own CORS headers are off (`--disable-cors`: a Function URL adds those only when configured).
//
// Checked: the Inspector CLI (both eras) lists the tools under `--strict` with no finding and
// calls every way get_forecast ends (a result, an operational failure with its guidance, an
// internal failure whose details reach only the function's log); the same requests answered
// with the same status, content type and bytes as the starter's own HTTP server; a 2025-11-25
// session of the official TypeScript client started in one execution environment and carried
// on in another sharing TOOLWRIGHT_SESSION_KEY (and answered 404 by one with another key); a
// GET answered 405 (no server-sent stream on Lambda); TOOLWRIGHT_ALLOWED_HOSTS and
// TOOLWRIGHT_ALLOWED_ORIGINS refusing others with 403; a malformed session key stopping the
// function at start, its log naming the variable but not the value.
//
// CARGO_LAMBDA names cargo-lambda's binary (scripts/interop-clients.sh installs it from PyPI).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ARTIFACTS, CID, REPO, bin, check, op, okJson, rejected, startHttpServer, writeArtifact } from './lib.mjs';
import { checkCallAnswer, inspector, noFinding } from './inspector.mjs';
import { startEmulator as startEmulatorIn } from '../lambda/emulator.mjs';

const ERAS = ['legacy', 'modern'];
// The emulator runs `cargo metadata` in the workspace, through rustup: the toolchain's homes,
// taken before test_clients.mjs gives the clients a throwaway HOME.
const TOOLCHAIN = {
    RUSTUP_HOME: process.env.RUSTUP_HOME ?? path.join(os.homedir(), '.rustup'),
    CARGO_HOME: process.env.CARGO_HOME ?? path.join(os.homedir(), '.cargo'),
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** get_forecast's every ending, as the starter declares them. */
const CASES = [
    { label: 'a forecast', tool: 'get_forecast', args: { city: 'Lisbon' }, want: okJson({ city: 'Lisbon', high_c: 24, sky: 'sunny' }) },
    {
        label: 'an unknown city: not_found', tool: 'get_forecast', args: { city: 'Paris' },
        want: op('not_found', false, 'UnknownCity', 'No forecast for that city.', 'Call list_cities to see the cities with a forecast.'),
    },
    {
        label: 'a slow service: timeout, retryable after 1000 ms', tool: 'get_forecast', args: { city: 'Slowtown' },
        want: op('timeout', true, 'Timeout', 'The weather service timed out. Retry in a second.', undefined, { retryAfterMs: 1000 }),
    },
    {
        label: 'a broken store: internal', tool: 'get_forecast', args: { city: 'Atlantis' },
        want: rejected('internal', 'Store', 'forecast store: forecasts.db: disk I/O error'),
    },
];

/** The emulator: its URL base and the environment it tells a function to run with. */
function startEmulator() {
    return startEmulatorIn({ log: path.join(ARTIFACTS, 'lambda-emulator.log'), cwd: REPO, env: TOOLCHAIN });
}

let environments = 0;

/** One execution environment: the function's binary polling the emulator, its log in a file. */
async function startFunction(emulator, env = {}) {
    const log = path.join(ARTIFACTS, `lambda-function-${++environments}.log`);
    const fd = fs.openSync(log, 'w');
    const child = spawn(bin('toolwright-lambda'), [], {
        stdio: ['ignore', fd, fd],
        env: { ...process.env, ...emulator.env, RUST_LOG: 'info', TOOLWRIGHT_SESSION_KEY: undefined, ...env },
    });
    fs.closeSync(fd);
    const exited = new Promise((r) => child.once('exit', (code) => r(code)));
    // Ready once its first poll of the Runtime API is waiting (nothing to wait for on the wire:
    // an invocation sent before it polls is queued by the emulator, not lost).
    await sleep(200);
    return {
        log: () => fs.readFileSync(log, 'utf8'),
        exited,
        stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
        },
    };
}

/** A POST of one JSON-RPC message in the stateless 2026-07-28 form, as the official client frames it. */
function modernRequest(id, method, params = {}) {
    const meta = {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 'toolwright-interop-lambda', version: '0.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
    };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': method };
    if (method === 'tools/call') headers['mcp-name'] = params.name;
    return { headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }) };
}

/** One HTTP request with node:http (which, unlike fetch, may set `Host`). */
function request(url, { method = 'POST', headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
        const req = http.request(url, { method, headers, timeout: 30_000 }, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        });
        req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)));
        req.on('error', reject);
        req.end(body);
    });
}

/** What a client sees of an answer, correlation ids masked (each call draws its own). */
const seen = (r) => `${r.status} ${r.headers['content-type'] ?? '-'} ${r.headers.allow ?? ''}\n${r.body.replaceAll(new RegExp(CID.source, 'g'), 'tw-<cid>')}`;

async function legacyClient(url) {
    const client = new Client({ name: 'toolwright-interop-lambda', version: '0.0.0' }, { capabilities: {} });
    const transport = new StreamableHTTPClientTransport(new URL(url));
    await client.connect(transport);
    assert.equal(client.getProtocolEra(), 'legacy');
    assert.match(String(transport.sessionId), /./, 'a session id');
    return { client, transport };
}

export async function runLambda() {
    if (!process.env.CARGO_LAMBDA) throw new Error('CARGO_LAMBDA names no cargo-lambda binary');
    const emulator = await startEmulator();
    const running = [];
    const start = async (env) => {
        const f = await startFunction(emulator, env);
        running.push(f);
        return f;
    };
    let plain;
    try {
        const key = randomBytes(32).toString('hex');
        let fn = await start({ TOOLWRIGHT_SESSION_KEY: key });

        for (const era of ERAS) {
            await check(`lambda/${era}: the Inspector's tools/list --strict exits 0 with no schema finding, not even a warning`, async () => {
                noFinding(await inspector(['--strict', '--protocol-era', era, '--method', 'tools/list', emulator.url]));
            });
            for (const kase of CASES) {
                await check(`lambda/${era}: the Inspector's tools/call, ${kase.label}`, async () => {
                    const r = await inspector(['--protocol-era', era, '--method', 'tools/call', '--tool-name', kase.tool,
                        '--tool-args-json', JSON.stringify(kase.args), emulator.url]);
                    checkCallAnswer(r, kase, era, 'starter', fn.log, 'toolwright');
                    for (const secret of ['forecasts.db', 'disk I/O']) assert.ok(!`${r.stdout}${r.stderr}`.includes(secret), `the client was told ${secret}`);
                });
            }
        }

        await check('lambda: the same requests are answered with the same status, content type and bytes as the starter over plain HTTP', async () => {
            plain = await startHttpServer(path.join(ARTIFACTS, 'lambda-plain-starter.log'), { name: 'toolwright-starter', args: ['--http', '127.0.0.1:0'] });
            const requests = [
                modernRequest(1, 'tools/list'),
                ...CASES.map((k, i) => modernRequest(10 + i, 'tools/call', { name: k.tool, arguments: k.args })),
                modernRequest(20, 'tools/call', { name: 'get_forecast', arguments: { city: 7 } }),
                modernRequest(21, 'tools/call', { name: 'no_such_tool', arguments: {} }),
                { headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":' },
                { method: 'GET', headers: { accept: 'text/event-stream' } },
            ];
            let transcript = '';
            for (const r of requests) {
                const [viaLambda, viaPlain] = [seen(await request(emulator.url, r)), seen(await request(plain.url, r))];
                transcript += `> ${r.method ?? 'POST'} ${r.body ?? ''}\nlambda: ${viaLambda}\nplain:  ${viaPlain}\n\n`;
                assert.equal(viaLambda, viaPlain, `${r.method ?? 'POST'} ${r.body ?? ''}`);
            }
            writeArtifact('lambda-same-bytes.txt', transcript);
        });

        await check('lambda: a GET is answered 405, Allow: POST, DELETE (no server-sent stream on Lambda)', async () => {
            const r = await request(emulator.url, { method: 'GET', headers: { accept: 'text/event-stream' } });
            assert.equal(r.status, 405, r.body);
            assert.equal(r.headers.allow, 'POST, DELETE');
        });

        await check('lambda/legacy: a session started in one execution environment goes on in another with the same TOOLWRIGHT_SESSION_KEY', async () => {
            const { client, transport } = await legacyClient(emulator.url);
            await fn.stop();
            fn = await start({ TOOLWRIGHT_SESSION_KEY: key });
            const res = await client.callTool({ name: 'get_forecast', arguments: { city: 'Lisbon' } });
            assert.deepEqual(res.structuredContent, { city: 'Lisbon', high_c: 24, sky: 'sunny' });
            await transport.terminateSession();
            await client.close();
        });

        await check('lambda/legacy: an execution environment with another key answers that session 404 (the client starts a new one)', async () => {
            const { client, transport } = await legacyClient(emulator.url);
            const session = transport.sessionId;
            await fn.stop();
            fn = await start({ TOOLWRIGHT_SESSION_KEY: randomBytes(32).toString('hex') });
            const { headers, body } = modernRequest(2, 'tools/list');
            delete headers['mcp-method'];
            const r = await request(emulator.url, {
                headers: { ...headers, 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': session },
                body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
            });
            assert.equal(r.status, 404, r.body);
            await client.close();
        });

        await check('lambda: TOOLWRIGHT_ALLOWED_HOSTS and TOOLWRIGHT_ALLOWED_ORIGINS: other Hosts and Origins are refused 403', async () => {
            await fn.stop();
            fn = await start({ TOOLWRIGHT_SESSION_KEY: key, TOOLWRIGHT_ALLOWED_HOSTS: 'mcp.example.com', TOOLWRIGHT_ALLOWED_ORIGINS: 'https://app.example' });
            const r = modernRequest(3, 'tools/list');
            const ask = (extra) => request(emulator.url, { headers: { ...r.headers, ...extra }, body: r.body });
            assert.equal((await ask({ host: 'mcp.example.com' })).status, 200);
            assert.equal((await ask({ host: 'mcp.example.com', origin: 'https://app.example' })).status, 200);
            const host = await ask({ host: 'evil.example' });
            assert.equal(host.status, 403, host.body);
            assert.match(host.body, /this server does not serve that Host/);
            const origin = await ask({ host: 'mcp.example.com', origin: 'https://evil.example' });
            assert.equal(origin.status, 403, origin.body);
            assert.match(origin.body, /this server does not serve that Origin/);
        });

        await check('lambda: a session key that is not 64 hex digits stops the function at start; its log names the variable, never the value', async () => {
            const secret = 'not-hex-but-secret-5f2a';
            const bad = await start({ TOOLWRIGHT_SESSION_KEY: secret });
            const code = await Promise.race([bad.exited, sleep(10_000).then(() => 'still running')]);
            assert.notEqual(code, 0, 'exit status');
            assert.notEqual(code, 'still running');
            assert.match(bad.log(), /TOOLWRIGHT_SESSION_KEY: /);
            assert.ok(!bad.log().includes(secret), bad.log());
        });
    } finally {
        plain?.stop();
        await Promise.all(running.map((f) => f.stop()));
        emulator.stop();
    }
}
