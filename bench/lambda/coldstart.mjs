// Cold start and warm request time of the starter's tools served three ways, release builds:
//
//   floor   bench/src/bin/lambda_floor.rs: a bare lambda_http function answering what
//           get_forecast answers and doing nothing else, under the emulator below
//   lambda  examples/lambda (lambda_http) under cargo-lambda's emulator
//           (`cargo lambda watch --only-lambda-apis`), reached at its Function URL
//   http    the starter binary over Streamable HTTP (`toolwright-starter --http ADDR`)
//   stdio   the starter binary over stdio
//
// Cold: from spawning the process to the answer of its first request, a 2026-07-28
// `tools/call` of get_forecast (sent at once: the emulator queues it until the function polls;
// over HTTP it is retried every millisecond until the listener accepts; over stdio it waits in
// the pipe). Warm: the same request sent one at a time WARM times after that, each timed on
// its own. Every answer is checked (`"sky":"sunny"`): a broken server gives no figure. RUNS
// processes per way, interleaved. Prints one markdown table (median and p90 of the cold starts,
// median and p99 of the warm requests, and each median's ratio to the floor's, the least a
// function costs under the same emulator).
//
//   node bench/lambda/coldstart.mjs     # scripts/bench-lambda.sh builds and runs it
//
// BIN_DIR: the release binaries; CARGO_LAMBDA: cargo-lambda's binary; RUNS (10), WARM (300).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmulator } from '../../interop/lambda/emulator.mjs';

const BIN_DIR = process.env.BIN_DIR;
const RUNS = Number(process.env.RUNS ?? 10);
const WARM = Number(process.env.WARM ?? 300);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => Number(process.hrtime.bigint()) / 1e6;

const BODY = JSON.stringify({
    jsonrpc: '2.0', id: 1, method: 'tools/call',
    params: {
        name: 'get_forecast', arguments: { city: 'Lisbon' },
        _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '0' },
            'io.modelcontextprotocol/clientCapabilities': {},
        },
    },
});
const HEADERS = {
    'content-type': 'application/json', accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'get_forecast',
};
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(url) {
    return new Promise((resolve, reject) => {
        const req = http.request(url, { method: 'POST', headers: HEADERS, agent, timeout: 30_000 }, (res) => {
            let body = '';
            res.on('data', (c) => { body += c; });
            res.on('end', () => (res.statusCode === 200 && body.includes('"sky":"sunny"')
                ? resolve() : reject(new Error(`${url}: ${res.statusCode} ${body.slice(0, 300)}`))));
        });
        req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 30 s`)));
        req.on('error', reject);
        req.end(BODY);
    });
}

function exited(child) {
    return child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
}

async function warm(send) {
    const times = [];
    for (let i = 0; i < WARM; i++) {
        const t = now();
        await send();
        times.push(now() - t);
    }
    return times;
}

/** The emulator, and the environment it names for the function. */
function emulator() {
    return startEmulator({ log: path.join(os.tmpdir(), `bench-lambda-emulator-${process.pid}.log`) });
}

/** A function's binary polling the emulator: from its spawn to its first answer, then warm. */
async function underEmulator(binary, emu) {
    const t = now();
    const child = spawn(path.join(BIN_DIR, binary), [], { stdio: 'ignore', env: { ...process.env, ...emu.env } });
    await post(emu.url);
    const cold = now() - t;
    const times = await warm(() => post(emu.url));
    child.kill('SIGTERM');
    await exited(child);
    return { cold, times };
}

const WAYS = {
    floor: (emu) => underEmulator('lambda_floor', emu),
    lambda: (emu) => underEmulator('toolwright-lambda', emu),
    async http() {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}/mcp`;
        const t = now();
        const child = spawn(path.join(BIN_DIR, 'toolwright-starter'), ['--http', `127.0.0.1:${port}`], { stdio: 'ignore' });
        for (;;) {
            try {
                await post(url);
                break;
            } catch (e) {
                if (e.code !== 'ECONNREFUSED' || child.exitCode !== null) throw e;
                await sleep(1);
            }
        }
        const cold = now() - t;
        const times = await warm(() => post(url));
        child.kill('SIGTERM');
        await exited(child);
        return { cold, times };
    },
    async stdio() {
        const t = now();
        const child = spawn(path.join(BIN_DIR, 'toolwright-starter'), [], { stdio: ['pipe', 'pipe', 'ignore'] });
        let buffer = '';
        let waiting;
        child.stdout.on('data', (c) => {
            buffer += c;
            const i = buffer.indexOf('\n');
            if (i >= 0) {
                const line = buffer.slice(0, i);
                buffer = buffer.slice(i + 1);
                waiting(line);
            }
        });
        const send = async () => {
            const line = await new Promise((r) => { waiting = r; child.stdin.write(`${BODY}\n`); });
            if (!line.includes('"sky":"sunny"')) throw new Error(`stdio: ${line.slice(0, 300)}`);
        };
        await send();
        const cold = now() - t;
        const times = await warm(send);
        child.stdin.end();
        await exited(child);
        return { cold, times };
    },
};

const quantile = (xs, q) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const emu = await emulator();
const results = Object.fromEntries(Object.keys(WAYS).map((w) => [w, { cold: [], warm: [] }]));
try {
    // One discarded run of each (page cache, the emulator's first connections).
    for (const run of Object.values(WAYS)) await run(emu);
    for (let i = 0; i < RUNS; i++) {
        for (const [name, run] of Object.entries(WAYS)) {
            const { cold, times } = await run(emu);
            results[name].cold.push(cold);
            results[name].warm.push(...times);
        }
    }
} finally {
    emu.child.kill('SIGTERM');
}

const base = { cold: quantile(results.floor.cold, 0.5), warm: quantile(results.floor.warm, 0.5) };
const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
console.log(`${RUNS} processes per way, ${WARM} warm requests each; ${os.cpus().length} cores, node ${process.version}\n`);
console.log('| way | cold start median (ms) | cold p90 | ratio to floor | warm request median (ms) | warm p99 | ratio to floor |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
    const cold = quantile(r.cold, 0.5);
    const w = quantile(r.warm, 0.5);
    console.log(`| ${name} | ${ms(cold)} | ${ms(quantile(r.cold, 0.9))} | ${(cold / base.cold).toFixed(2)}x | ${ms(w)} | ${ms(quantile(r.warm, 0.99))} | ${(w / base.warm).toFixed(2)}x |`);
}
