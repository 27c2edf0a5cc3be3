// The TypeScript interop suites' small test harness: named checks, counted, every failure
// reported with its reason. Shared by test_http.mjs (Streamable HTTP) and test_skills.mjs
// (agent skills).

import { isDeepStrictEqual } from 'node:util';
import { McpError } from '@modelcontextprotocol/sdk/types.js';

export class Failed extends Error {}

export function expect(cond, message) {
    if (!cond) throw new Failed(message);
}

export function expectEq(actual, wanted, what) {
    if (!isDeepStrictEqual(actual, wanted)) throw new Failed(`${what}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(actual)}`);
}

/** Every check's name once it ran, how many passed, and why each failure failed. */
export const report = { passed: 0, failed: [], done: new Set() };

export function ok(name) {
    report.passed += 1;
    report.done.add(name);
    console.log(`ok   ${name}`);
}

export function fail(name, reason) {
    report.failed.push([name, reason]);
    report.done.add(name);
    console.log(`FAIL ${name}\n     ${reason.split('\n').join('\n     ')}`);
}

export function describe(e) {
    if (e instanceof Failed) return e.message;
    if (e instanceof McpError) return `unexpected JSON-RPC error ${e.code} ${JSON.stringify(e.message)} data=${JSON.stringify(e.data)}`;
    return `${e?.name ?? 'Error'}: ${e?.message ?? e}`;
}

export function withTimeout(promise, ms, what) {
    let timer;
    return Promise.race([
        promise,
        new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
        }),
    ]).finally(() => clearTimeout(timer));
}

/** Run check `name` (`body`) within `ms`, counting it. */
export async function runTestWithin(name, body, ms) {
    try {
        await withTimeout(Promise.resolve().then(body), ms, 'the test');
        ok(name);
    } catch (e) {
        fail(name, describe(e));
    }
}

/** The `McpError` that `body` ends with; a result, or another error, fails the check. */
export async function rejects(what, body) {
    let got;
    try {
        got = await body;
    } catch (err) {
        expect(err instanceof McpError, `${what}: expected McpError, got ${describe(err)}`);
        return err;
    }
    throw new Failed(`${what}: expected a JSON-RPC error, got ${JSON.stringify(got)}`);
}
