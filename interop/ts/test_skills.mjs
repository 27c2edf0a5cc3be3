// Interop: the official TypeScript MCP SDK (npm `@modelcontextprotocol/sdk`, pinned) lists and
// reads the agent skills (SEP-2640, the `io.modelcontextprotocol/skills` extension) that
// toolwright's `skills` example serves.
//
//     node interop/ts/test_skills.mjs
//
// The `skills` example (INTEROP_BIN_DIR, default target/debug) serves the two skills of
// examples/skills (skill://acme/billing/refunds/SKILL.md with examples/email.md, and
// skill://pdf-processing/SKILL.md with references/FORMS.md and templates/invoice.md) beside its
// `fill_template` tool. It is driven through the SDK's `Client` over stdio
// (`StdioClientTransport`, the server spawned through `tee_server.mjs`, which keeps every byte it
// writes in target/interop/skills-ts/) and over Streamable HTTP (`StreamableHTTPClientTransport`
// to `skills --http 127.0.0.1:0`, the endpoint it announces on stderr), in the 2025-11-25 era
// (the `initialize` handshake). The 2026-07-28 era is skipped: this SDK does not speak it (its
// SUPPORTED_PROTOCOL_VERSIONS end at 2025-11-25, it has no `server/discover`; a check below fails
// once a pinned SDK lists 2026-07-28, so that the era gets added here); the Python suite
// (interop/python/test_skills.py) covers it. In each session:
//
// - the handshake negotiated 2025-11-25 with toolwright-skills, and `getServerCapabilities()`
//   carries `resources` and `extensions["io.modelcontextprotocol/skills"]` = {directoryRead: true}
//   (the SDK's ServerCapabilitiesSchema has an `extensions` member);
// - `listResources` (the SDK's API) lists each SKILL.md with its frontmatter name and description
//   and mimeType text/markdown;
// - `readResource` (the SDK's API) of skill://pdf-processing/SKILL.md is text/markdown starting
//   with the frontmatter, and of references/FORMS.md its text; each equals the file in
//   examples/skills;
// - `skills/list`, `skills/get` and `resources/directory/read`: SDK 1.32.2 has no API for them
//   (`grep -r "skills/list" node_modules/@modelcontextprotocol` finds nothing, nor
//   `directory/read`; `extensions` in the capability schemas is all it knows of extensions), so
//   they are sent through the same client with its generic `client.request({method, params},
//   ResultSchema)`, the SDK's own result schema (a loose object: any members pass). Asserted: two
//   skills, in URI order (refunds, then pdf-processing), their frontmatter as resources/list says;
//   each of a skill's `resources` entries is a file the SDK reads with `readResource`, and its
//   `digest` is `sha256:` + the SHA-256 of the bytes read (the text as UTF-8) and its `size` their
//   length, the verification SEP-2640 asks of a client; no 2026-07-28 member (resultType, ttlMs,
//   cacheScope) in a 2025-11-25 result; `skills/get` echoes each skill as listed, and an unknown
//   skill is -32602 with data {uri}; `resources/directory/read` of the skill root
//   skill://pdf-processing lists SKILL.md, `references` and `templates` (the two folders with
//   mimeType inode/directory), of skill://pdf-processing/references FORMS.md, and of a file
//   -32602.
//
// Also: the SDK reported no error through `onerror` and logged no warning; the stdio server's
// stdout is only JSON-RPC lines; the HTTP server starts, announces its endpoint and stops.
//
// Ends with `skills-ts: N passed, N failed`; exits 1 when any test failed.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Failed, describe, expect, expectEq, fail, rejects, report, runTestWithin, withTimeout } from './harness.mjs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION, ResultSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..', '..');
const BIN_DIR = process.env.INTEROP_BIN_DIR ?? path.join(REPO, 'target', 'debug');
const ARTIFACTS = process.env.INTEROP_ARTIFACTS_SKILLS_TS ?? path.join(REPO, 'target', 'interop', 'skills-ts');
const TEE = path.join(HERE, 'tee_server.mjs');
const SKILLS_DIR = path.join(REPO, 'examples', 'skills');
const SUITE = 'skills-ts';

const ERA = '2025-11-25';
const MODERN = '2026-07-28';
const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
const SERVER_NAME = 'toolwright-skills';
const CALL_TIMEOUT_MS = 20_000;

const REFUNDS = 'skill://acme/billing/refunds/SKILL.md';
const PDF = 'skill://pdf-processing/SKILL.md';
const PDF_ROOT = 'skill://pdf-processing';
const FORMS = 'skill://pdf-processing/references/FORMS.md';
// Each skill's SKILL.md as resources/list shows it (its frontmatter name and description).
const SKILL_RESOURCES = {
    [REFUNDS]: {
        name: 'refunds',
        description: 'Decide whether an order can be refunded and write the refund email. Use when a customer asks for their money back.',
        mimeType: 'text/markdown',
    },
    [PDF]: {
        name: 'pdf-processing',
        description:
            'Extract text and tables from PDF files, fill PDF forms, and assemble documents. Use when the user works with PDF files or mentions forms.',
        mimeType: 'text/markdown',
    },
};
// Each skill's files, as skills/list lists them (the skill's folder below examples/skills).
const SKILL_FILES = {
    [REFUNDS]: [REFUNDS, 'skill://acme/billing/refunds/examples/email.md'],
    [PDF]: [PDF, FORMS, 'skill://pdf-processing/templates/invoice.md'],
};
const DIGEST = /^sha256:[0-9a-f]{64}$/;
const ENDPOINT = /^toolwright-skills: MCP endpoint (http:\/\/127\.0\.0\.1:[0-9]+\/mcp)$/m;

// Everything the client logs through console.warn / console.error.
const clientWarnings = [];
for (const level of ['warn', 'error']) {
    const original = console[level];
    console[level] = (...args) => {
        clientWarnings.push(`${level}: ${args.map(String).join(' ')}`);
        original(...args);
    };
}

// ---------------------------------------------------------------------------------------------
// A small harness: named checks, counted, every failure reported with its reason.

async function runTest(name, body) {
    await runTestWithin(name, body, CALL_TIMEOUT_MS * 2);
}

// The file of examples/skills a skill:// URI names, as text.
function onDisk(uri) {
    expect(uri.startsWith('skill://'), `not a skill URI: ${uri}`);
    return fs.readFileSync(path.join(SKILLS_DIR, uri.slice('skill://'.length)), 'utf8');
}

// ---------------------------------------------------------------------------------------------
// The checks of one session.

function skillChecks(client) {
    const opts = { timeout: CALL_TIMEOUT_MS };
    // The skills methods: no SDK API, so the generic request with the SDK's loose ResultSchema.
    const extensionRequest = (method, params) => client.request({ method, params }, ResultSchema, opts);
    // The bytes the SDK's readResource returned, by URI (UTF-8 of the text).
    const read = new Map();
    const listed = new Map();

    async function readBytes(uri) {
        if (!read.has(uri)) {
            const r = await client.readResource({ uri }, opts);
            expectEq(r.contents.length, 1, `${uri}: number of contents`);
            const c = r.contents[0];
            expectEq(c.uri, uri, `${uri}: the contents' uri`);
            expect(typeof c.text === 'string', `${uri}: not text contents: ${JSON.stringify(c)}`);
            read.set(uri, Buffer.from(c.text, 'utf8'));
        }
        return read.get(uri);
    }

    // 2025-11-25 results carry none of the 2026-07-28 members.
    function noModernMembers(result, what) {
        expectEq(['resultType', 'ttlMs', 'cacheScope'].filter((k) => k in result), [], `2026-07-28 members in the ${what} result`);
    }

    return [
        [`capabilities: resources, tools, extensions {${SKILLS_EXTENSION}: {directoryRead: true}}`, async () => {
            const caps = client.getServerCapabilities();
            expect(caps?.resources, 'no resources capability');
            expect(caps?.tools, 'no tools capability');
            expectEq(caps?.extensions, { [SKILLS_EXTENSION]: { directoryRead: true } }, 'capabilities.extensions');
        }],
        ['listResources: each SKILL.md with its frontmatter name, description, text/markdown', async () => {
            const r = await client.listResources(undefined, opts);
            expect(r.nextCursor === undefined, 'resources/list nextCursor');
            const byUri = new Map(r.resources.map((res) => [res.uri, res]));
            for (const [uri, want] of Object.entries(SKILL_RESOURCES)) {
                expect(byUri.has(uri), `${uri} is not in resources/list: ${JSON.stringify([...byUri.keys()])}`);
                const got = byUri.get(uri);
                expectEq(Object.fromEntries(Object.keys(want).map((k) => [k, got[k]])), want, `${uri} in resources/list`);
            }
        }],
        [`readResource ${PDF}: text/markdown, the frontmatter first, the file's text`, async () => {
            const r = await client.readResource({ uri: PDF }, opts);
            expectEq(r.contents.length, 1, 'number of contents');
            const c = r.contents[0];
            expectEq([c.uri, c.mimeType], [PDF, 'text/markdown'], 'uri and mimeType');
            expect(c.text.startsWith('---\nname: pdf-processing\n'), `not the skill's frontmatter: ${JSON.stringify(c.text.slice(0, 60))}`);
            expectEq(c.text, onDisk(PDF), 'the text, against examples/skills');
            read.set(PDF, Buffer.from(c.text, 'utf8'));
        }],
        [`readResource ${FORMS}: the file's text`, async () => {
            const text = (await readBytes(FORMS)).toString('utf8');
            expect(text.length > 0, 'FORMS.md is empty');
            expectEq(text, onDisk(FORMS), 'the text, against examples/skills');
        }],
        ['skills/list (generic request): refunds then pdf-processing, frontmatter and files', async () => {
            const r = await extensionRequest('skills/list', {});
            noModernMembers(r, 'skills/list');
            expect(!('nextCursor' in r), `skills/list nextCursor ${JSON.stringify(r.nextCursor)}`);
            expect(Array.isArray(r.skills), `skills/list skills: ${JSON.stringify(r.skills)}`);
            // Kept first, so the checks of the digests and of skills/get run on what was listed.
            for (const s of r.skills) listed.set(s.uri, s);
            expectEq(r.skills.map((s) => s.uri), [REFUNDS, PDF], 'the skills, in URI order');
            for (const s of r.skills) {
                const want = SKILL_RESOURCES[s.uri];
                expectEq([s.frontmatter?.name, s.frontmatter?.description], [want.name, want.description], `${s.uri} frontmatter`);
                expectEq((s.resources ?? []).map((f) => f.uri), SKILL_FILES[s.uri], `${s.uri} resources`);
            }
        }],
        ['skills/list digests and sizes match the bytes readResource returned (5 files)', async () => {
            // SEP-2640: a client verifies what it read against the digest and size listed.
            expect(listed.size === 2, 'skills/list did not answer');
            let checked = 0;
            for (const s of listed.values()) {
                for (const f of s.resources) {
                    const data = await readBytes(f.uri);
                    expect(DIGEST.test(String(f.digest)), `${f.uri} digest ${JSON.stringify(f.digest)}`);
                    expectEq(f.digest, `sha256:${createHash('sha256').update(data).digest('hex')}`, `${f.uri} digest vs the bytes read`);
                    expectEq(f.size, data.length, `${f.uri} size vs the bytes read`);
                    expectEq(data.toString('utf8'), onDisk(f.uri), `${f.uri} text, against examples/skills`);
                    checked += 1;
                }
            }
            expectEq(checked, 5, 'files verified');
        }],
        ['skills/get (generic request) echoes each listed skill; an unknown skill is -32602 {uri}', async () => {
            expect(listed.size === 2, 'skills/list did not answer');
            for (const [uri, s] of listed) {
                const r = await extensionRequest('skills/get', { uri });
                noModernMembers(r, 'skills/get');
                expect(r.skill && typeof r.skill === 'object', `skills/get ${uri}: ${JSON.stringify(r)}`);
                expectEq(r.skill.uri, uri, "the skill's uri");
                expectEq(r.skill, s, `skills/get ${uri} vs skills/list`);
            }
            const unknown = 'skill://acme/billing/chargebacks/SKILL.md';
            const err = await rejects('an unknown skill', extensionRequest('skills/get', { uri: unknown }));
            expectEq([err.code, err.data], [-32602, { uri: unknown }], 'an unknown skill');
        }],
        [`resources/directory/read (generic request) of ${PDF_ROOT}: SKILL.md, references/ and templates/ (inode/directory); of a file -32602`,
            async () => {
                const r = await extensionRequest('resources/directory/read', { uri: PDF_ROOT });
                noModernMembers(r, 'resources/directory/read');
                expect(Array.isArray(r.resources), `resources/directory/read: ${JSON.stringify(r)}`);
                const got = r.resources.map((c) => [c.uri, c.name, c.mimeType]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
                expectEq(got, [
                    [PDF, 'SKILL.md', 'text/markdown'],
                    [`${PDF_ROOT}/references`, 'references', 'inode/directory'],
                    [`${PDF_ROOT}/templates`, 'templates', 'inode/directory'],
                ], `the children of ${PDF_ROOT}`);
                const refs = await extensionRequest('resources/directory/read', { uri: `${PDF_ROOT}/references` });
                expectEq((refs.resources ?? []).map((c) => [c.uri, c.mimeType]), [[FORMS, 'text/markdown']], 'references/');
                const err = await rejects('a file', extensionRequest('resources/directory/read', { uri: PDF }));
                expectEq([err.code, err.data], [-32602, { uri: PDF }], 'resources/directory/read of a file');
            }],
    ];
}

// One session over `transport` (its negotiated version read through `negotiated()`): connect,
// the checks, close; every check named up front, so a failed connect fails each of them.
async function session(prefix, transport, negotiated) {
    const client = new Client({ name: 'toolwright-skills-interop-ts', version: '0.0.0' });
    const errors = [];
    client.onerror = (e) => errors.push(describe(e));
    const checks = [
        [`connects, negotiating ${ERA} with ${SERVER_NAME}`, async () => {
            expectEq(negotiated(), ERA, 'negotiated protocol version');
            expectEq(client.getServerVersion()?.name, SERVER_NAME, 'serverInfo.name');
        }],
        ...skillChecks(client),
        ['client.close() completes; the SDK reported no error (onerror)', async () => {
            await client.close();
            expectEq(errors, [], 'errors reported through onerror');
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
}

async function stdioSession() {
    const label = 'stdio-legacy';
    const transport = new StdioClientTransport({
        command: process.execPath,
        args: [TEE, path.join(ARTIFACTS, `skills.${label}.stdout`), path.join(ARTIFACTS, `skills.${label}.stderr`), path.join(BIN_DIR, 'skills')],
        env: { RUST_LOG: 'info' },
        stderr: 'inherit',
    });
    // The client hands the negotiated version to transports that want it (HTTP); stdio does
    // not, so record it here.
    let negotiated;
    transport.setProtocolVersion = (v) => {
        negotiated = v;
    };
    await session(`ts/skills/stdio/${ERA}`, transport, () => negotiated);
}

// Start `skills --http 127.0.0.1:0`, run a 2025-11-25 session against its endpoint, stop it.
async function httpSession() {
    const logPath = path.join(ARTIFACTS, 'skills.http.stderr');
    let child = null;
    let url = null;
    await runTest('ts/skills/http: `skills --http 127.0.0.1:0` starts and announces its endpoint', async () => {
        const log = fs.openSync(logPath, 'w');
        child = spawn(path.join(BIN_DIR, 'skills'), ['--http', '127.0.0.1:0'], {
            stdio: ['ignore', log, log],
            env: { ...process.env, RUST_LOG: 'info' },
        });
        fs.closeSync(log);
        const deadline = Date.now() + CALL_TIMEOUT_MS;
        while (Date.now() < deadline && child.exitCode === null) {
            const m = fs.readFileSync(logPath, 'utf8').match(ENDPOINT);
            if (m) {
                url = m[1];
                return;
            }
            await new Promise((r) => setTimeout(r, 100));
        }
        throw new Failed(`no endpoint announced (exit ${child.exitCode}): ${fs.readFileSync(logPath, 'utf8').slice(-500)}`);
    });
    try {
        const prefix = `ts/skills/http/${ERA}`;
        if (!url) {
            for (const [name] of skillChecks(null)) fail(`${prefix}: ${name}`, 'the server did not start');
            return;
        }
        const transport = new StreamableHTTPClientTransport(new URL(url));
        await session(prefix, transport, () => transport.protocolVersion);
    } finally {
        if (child && child.exitCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await runTest('ts/skills/http: the server stops on SIGTERM', () => withTimeout(exited, 10_000, "the server's exit"));
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }
    }
}

function checkStdout(file) {
    const data = fs.readFileSync(file);
    const name = path.basename(file);
    expect(data.length > 0, `${name} is empty`);
    expect(data[data.length - 1] === 0x0a, `${name} does not end with a newline`);
    const lines = data.toString('utf8').split('\n').slice(0, -1);
    lines.forEach((line, i) => {
        let msg;
        try {
            msg = JSON.parse(line);
        } catch {
            throw new Failed(`${name} line ${i + 1} is not JSON: ${line.slice(0, 200)}`);
        }
        expect(msg && typeof msg === 'object' && msg.jsonrpc === '2.0', `${name} line ${i + 1} is not JSON-RPC 2.0`);
    });
}

// ---------------------------------------------------------------------------------------------

async function main() {
    if (!fs.existsSync(path.join(BIN_DIR, 'skills'))) {
        console.log(`missing server binary ${path.join(BIN_DIR, 'skills')}: run \`cargo build -p toolwright-examples --bins\``);
        console.log(`${SUITE}: 0 passed, 1 failed`);
        return 1;
    }
    fs.rmSync(ARTIFACTS, { recursive: true, force: true });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const started = Date.now();
    await runTest(`ts/skills: the pinned SDK speaks ${ERA} and not ${MODERN} (so this suite skips that era; the Python suite covers it)`,
        async () => {
            expectEq(LATEST_PROTOCOL_VERSION, ERA, "the SDK's latest protocol version");
            expect(!SUPPORTED_PROTOCOL_VERSIONS.includes(MODERN),
                `the SDK lists ${MODERN} in SUPPORTED_PROTOCOL_VERSIONS: add that era to interop/ts/test_skills.mjs`);
        });
    await stdioSession();
    await httpSession();
    await runTest('ts/skills: the SDK logged no warning or error (console.warn / console.error)', async () =>
        expectEq(clientWarnings, [], 'console output during the sessions'));
    for (const f of fs.readdirSync(ARTIFACTS).filter((f) => f.endsWith('.stdout')).sort()) {
        await runTest(`ts/skills/bytes: ${f.replace(/\.stdout$/, '')} stdout is only JSON-RPC lines`, async () =>
            checkStdout(path.join(ARTIFACTS, f)));
    }
    if (report.failed.length) {
        console.log(`\n${report.failed.length} failed:`);
        for (const [name, reason] of report.failed) console.log(`  ${name}: ${reason.split('\n')[0]}`);
    }
    console.log(`(skills ts suite: ${((Date.now() - started) / 1000).toFixed(1)}s; server output in ${ARTIFACTS})`);
    console.log(`${SUITE}: ${report.passed} passed, ${report.failed.length} failed`);
    return report.failed.length ? 1 : 0;
}

process.exitCode = await main();
