// MCP Inspector's CLI (`@modelcontextprotocol/inspector --cli`, pinned in package-lock.json)
// against every example server: over stdio (payments, files, search, echo: the inspector
// spawns each) and over Streamable HTTP (the `http` example, a bearer token in `--header`), in
// both protocol eras the CLI speaks (`--protocol-era legacy`: 2025-11-25, `modern`: 2026-07-28).
// Every call runs `--format json`, so stdout is one JSON object (`{"result": ...}`) and a failure
// is one JSON envelope on stderr (`{"error": {"code", "message"}}`) with the exit status that
// names it; the inspector forwards a stdio server's stderr (its log) to its own.
//
// The `skills` example (SEP-2640, two skills of examples/skills beside one tool) is checked with
// the CLI's skills methods: `skills/list`, `skills/get`, `resources/directory/read` and
// `resources/read` of a skill file, and `--verify --require-digests`, its conformance and digest
// check, which reads every file a skill lists and prints one JSON report per skill on stdout
// (exit 0 when all verified, 7 when one failed). What the server lists is compared with the bytes
// in examples/skills (sha256 and size). Over HTTP the server serves a copy of that folder
// (`skills --http 127.0.0.1:0 --dir COPY`); one file of the copy is changed (same size, other
// bytes) after the server listed it, and the verifier must then fail on that very file: the
// server refuses to serve it (`This skill file changed after the server listed it...`, logged as
// `<skill file changed>`) and the changed bytes reach no output.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
    ALL_SCOPES, ARTIFACTS, CID, CID_EXACT, ERROR_KEY, NODE_MODULES, REPO, SERVER_INFO_KEY, assertLogged, bin, check, echoCases,
    filesCases, leaks, loggedLines, mint, opEnvelope, opText, paymentsCases, searchCases, startHttpServer, stdioServers,
    writeArtifact,
} from './lib.mjs';

const NODE = process.execPath;
const LAUNCHER = path.join(NODE_MODULES, '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');
const EXIT = { OK: 0, ERROR: 1, AUTH_REQUIRED: 3, TOOL_ERROR: 5, SKILLS_NONCONFORMANT: 7 };
const ERAS = ['legacy', 'modern'];

const TOOLS = {
    payments: ['charge_card', 'charge_status', 'export_statement', 'list_orders', 'refund_order'],
    files: ['list_dir', 'read_file'],
    search: ['search'],
    echo: ['echo'],
};

let transcript = '';

/** Run the inspector's CLI; resolves to {status, stdout, stderr, envelope, result}. */
export function inspector(args) {
    return new Promise((resolve) => {
        const env = { ...process.env, MCP_CATALOG_PATH: path.join(process.env.HOME ?? '/tmp', 'inspector-catalog.json') };
        execFile(NODE, [LAUNCHER, '--cli', '--format', 'json', ...args], { env, timeout: 60_000, maxBuffer: 32 << 20 }, (err, stdout, stderr) => {
            const status = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
            transcript += `$ inspector --cli --format json ${args.join(' ')}\n[exit ${status}]\n${stdout}${stderr}\n`;
            // The envelope is the last stderr line that is a JSON object with `error`.
            let envelope;
            for (const line of stderr.split('\n').reverse()) {
                if (!line.startsWith('{')) continue;
                try {
                    const v = JSON.parse(line);
                    if (v && v.error) { envelope = v; break; }
                } catch { /* a log line */ }
            }
            let result;
            try {
                if (stdout.trim()) result = JSON.parse(stdout).result;
            } catch { /* not JSON (--version): the callers look at stdout */ }
            resolve({ status, stdout, stderr, envelope, result });
        });
    });
}

/** The part of a client's output that the leak check reads: correlation ids removed. */
const scrub = (s) => s.replaceAll(new RegExp(CID.source, 'g'), 'tw-<cid>');

/**
 * A `--strict` tools/list with no finding at all, warnings included: a warning prints
 * `Warning: tool "..."` and a count line on stderr, and a `schemaFindings` key on stdout.
 */
export function noFinding(r) {
    assert.equal(r.status, 0, `exit ${r.status}: ${r.stderr.slice(-1500)}`);
    assert.equal(JSON.parse(r.stdout).schemaFindings, undefined, r.stdout.slice(0, 1500));
    assert.doesNotMatch(r.stderr, /^(Warning|Error): tool "/m);
    assert.doesNotMatch(r.stderr, /Schema portability:|\d+ errors?, \d+ warnings? across/);
}

/** Assert one tools/call answer against the case's expectation. `log()` reads the server's log. */
export function checkCallAnswer(r, kase, era, serverName, log, serverInfoName = `toolwright-${serverName}`) {
    const { want, tool } = kase;
    const where = `exit ${r.status}, stdout ${r.stdout.slice(0, 600)}, stderr envelope ${JSON.stringify(r.envelope)}`;
    if (want.type === 'ok') {
        assert.equal(r.status, EXIT.OK, where);
        const res = r.result;
        assert.equal(res.isError, undefined, 'isError on a success');
        if (era === 'modern') assert.deepEqual(res._meta, { [SERVER_INFO_KEY]: { name: serverInfoName, version: '0.2.0' } }, '_meta');
        else assert.equal(res._meta, undefined, '_meta');
        assert.equal(res.content.length, 1, 'content blocks');
        assert.equal(res.content[0].type, 'text');
        if (want.text !== undefined) {
            assert.equal(res.content[0].text, want.text, 'text');
            assert.equal(res.structuredContent, undefined, 'structuredContent of a text tool');
        } else {
            assert.deepEqual(JSON.parse(res.content[0].text), want.json, 'the text block as JSON');
            // 2025-11-25 wraps a non-object value as {result}; 2026-07-28 carries it as it is.
            const wrapped = era === 'legacy' && (Array.isArray(want.json) || typeof want.json !== 'object') ? { result: want.json } : want.json;
            assert.deepEqual(res.structuredContent, wrapped, 'structuredContent');
        }
        return;
    }
    if (want.type === 'op') {
        assert.equal(r.status, EXIT.TOOL_ERROR, where);
        assert.deepEqual(r.envelope, { error: { code: 'tool_is_error', message: `Tool '${tool}' returned isError:true.` } }, 'stderr envelope');
        const res = r.result;
        assert.equal(res.isError, true, 'isError');
        const cid = res._meta?.[ERROR_KEY]?.correlationId;
        assert.match(String(cid), CID_EXACT, `correlationId in ${JSON.stringify(res._meta)}`);
        assert.deepEqual(res.content, [{ type: 'text', text: opText(want, cid) }], 'content: the sanitized text and the metadata line');
        assert.deepEqual(res._meta[ERROR_KEY], opEnvelope(want, cid), `_meta["${ERROR_KEY}"]`);
        const keys = era === 'modern' ? [SERVER_INFO_KEY, ERROR_KEY] : [ERROR_KEY];
        assert.deepEqual(Object.keys(res._meta).sort(), keys.sort(), '_meta keys');
        assert.equal(res.structuredContent, undefined, 'structuredContent on an isError result');
        if (log) {
            const lines = log().split('\n').filter((l) => l.includes(`correlation_id="${cid}"`));
            assert.ok(lines.some((l) => l.includes(`variant="${want.variant}"`)), `no log line with ${cid} and variant="${want.variant}"`);
        }
        return;
    }
    // A security or internal failure: a protocol error; the CLI prints no result, exits 1, and
    // its envelope's message is the server's JSON-RPC error message: the fixed reply and its ref.
    assert.equal(r.status, EXIT.ERROR, where);
    assert.equal(r.stdout, '', 'stdout of a protocol error');
    assert.equal(r.envelope?.error?.code, 'error', `envelope ${JSON.stringify(r.envelope)}`);
    const m = /^(.*) \(ref (tw-[0-9a-f]{16})\)$/.exec(r.envelope.error.message);
    assert.ok(m, `envelope message ${JSON.stringify(r.envelope.error.message)}`);
    assert.deepEqual(r.envelope, { error: { code: 'error', message: `${want.reply} (ref ${m[2]})` } }, 'stderr envelope');
    if (log) assertLogged(log(), m[2], want, `${serverName}'s log`);
}

export async function runInspector({ fx, http }) {
    const servers = stdioServers(fx);
    const target = (name) => {
        const s = servers[name];
        return [...Object.entries(s.env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), s.command, ...s.args];
    };
    const cases = { payments: paymentsCases(), files: filesCases(fx), search: searchCases(), echo: echoCases() };
    const outputs = [];

    const version = await inspector(['--version']);
    console.log(`inspector --cli --version: ${version.stdout.trim() || version.stderr.trim()}`);

    for (const era of ERAS) {
        for (const name of Object.keys(servers)) {
            const pre = `inspector/stdio/${era}/${name}`;
            await check(`${pre}: tools/list lists exactly ${TOOLS[name].join(', ')}, each with an object inputSchema`, async () => {
                const r = await inspector(['--protocol-era', era, '--method', 'tools/list', ...target(name)]);
                assert.equal(r.status, 0, `exit ${r.status}: ${r.stderr.slice(-500)}`);
                assert.deepEqual(r.result.tools.map((t) => t.name).sort(), TOOLS[name]);
                for (const t of r.result.tools) assert.equal(t.inputSchema.type, 'object', `${t.name} inputSchema`);
                outputs.push(r.stdout);
            });
            for (const kase of cases[name]) {
                await check(`${pre}: ${kase.label}`, async () => {
                    const r = await inspector(['--protocol-era', era, '--method', 'tools/call', '--tool-name', kase.tool,
                        '--tool-args-json', JSON.stringify(kase.args), ...target(name)]);
                    outputs.push(r.stdout, JSON.stringify(r.envelope ?? ''));
                    // The server's log is what the inspector forwarded on stderr (echo logs only warnings).
                    checkCallAnswer(r, kase, era, name, name === 'echo' ? undefined : () => r.stderr);
                });
            }
        }
    }

    // --strict: the CLI's schema-portability lint (type unions, bare booleans, untyped and
    // remote-ref schemas) of every tool of every example and the starter, in both eras: exit 0
    // and no finding at all, warnings included (a warning prints `Warning: tool "..."` and a
    // count line on stderr, and a `schemaFindings` key on stdout).
    const strictTargets = {
        ...Object.fromEntries(Object.keys(servers).map((name) => [name, target(name)])),
        skills: [bin('skills')],
        starter: [bin('toolwright-starter')],
    };
    for (const era of ERAS) {
        for (const [name, args] of Object.entries(strictTargets)) {
            await check(`inspector/stdio/${era}/${name}: tools/list --strict exits 0 with no schema finding, not even a warning`, async () => {
                noFinding(await inspector(['--strict', '--protocol-era', era, '--method', 'tools/list', ...args]));
            });
        }
    }
    if (http) {
        const token = mint(http.url, ALL_SCOPES);
        for (const era of ERAS) {
            await check(`inspector/http/${era}/http: tools/list --strict exits 0 with no schema finding, not even a warning`, async () => {
                noFinding(await inspector(['--header', `Authorization: Bearer ${token}`, '--strict', '--protocol-era', era, '--method', 'tools/list', http.url]));
            });
        }
    }
    let tasks;
    try {
        tasks = await startHttpServer(path.join(ARTIFACTS, 'inspector-tasks.log'), { name: 'tasks', args: ['127.0.0.1:0'] });
        for (const era of ERAS) {
            await check(`inspector/http/${era}/tasks: tools/list --strict exits 0 with no schema finding, not even a warning`, async () => {
                noFinding(await inspector(['--strict', '--protocol-era', era, '--method', 'tools/list', tasks.url]));
            });
        }
    } catch (e) {
        await check('inspector/http/tasks: the tasks example starts', async () => { throw e; });
    } finally {
        tasks?.stop();
    }

    // The files server's resources and prompt.
    const files = target('files');
    await check('inspector/stdio/files: resources/list lists the app UI ui://files/browser (text/html;profile=mcp-app)', async () => {
        const r = await inspector(['--method', 'resources/list', ...files]);
        assert.equal(r.status, 0, r.stderr.slice(-500));
        assert.deepEqual(r.result.resources.map((x) => [x.uri, x.name, x.mimeType]),
            [['ui://files/browser', 'file-browser', 'text/html;profile=mcp-app']]);
    });
    await check('inspector/stdio/files: resources/templates/list lists file:///{+path} (sandbox-file, text/plain)', async () => {
        const r = await inspector(['--method', 'resources/templates/list', ...files]);
        assert.equal(r.status, 0, r.stderr.slice(-500));
        assert.deepEqual(r.result.resourceTemplates.map((x) => [x.uriTemplate, x.name, x.mimeType]),
            [['file:///{+path}', 'sandbox-file', 'text/plain']]);
    });
    await check('inspector/stdio/files: resources/read file:///notes/q3.txt returns its text', async () => {
        const r = await inspector(['--method', 'resources/read', '--uri', 'file:///notes/q3.txt', ...files]);
        assert.equal(r.status, 0, r.stderr.slice(-500));
        assert.deepEqual(r.result.contents, [{ uri: 'file:///notes/q3.txt', mimeType: 'text/plain', text: 'revenue: 1.2M\ncosts: 0.9M\n' }]);
    });
    await check('inspector/stdio/files: resources/read ui://files/browser returns the app page', async () => {
        const r = await inspector(['--method', 'resources/read', '--uri', 'ui://files/browser', ...files]);
        assert.equal(r.status, 0, r.stderr.slice(-500));
        assert.equal(r.result.contents.length, 1);
        assert.equal(r.result.contents[0].mimeType, 'text/html;profile=mcp-app');
        assert.ok(r.result.contents[0].text.startsWith('<!doctype html>'), r.result.contents[0].text.slice(0, 80));
    });
    for (const [what, uri] of [['a missing file', 'file:///notes/q4.txt'], ['../ out of the sandbox', 'file:///../outside/secret.txt'],
        ['a symlink out of the sandbox', 'file:///escape/secret.txt']]) {
        await check(`inspector/stdio/files: resources/read of ${what} prints 'Resource not found' and exits 1`, async () => {
            const r = await inspector(['--method', 'resources/read', '--uri', uri, ...files]);
            outputs.push(r.stdout, JSON.stringify(r.envelope ?? ''));
            assert.equal(r.status, 1, `exit ${r.status}`);
            assert.equal(r.stdout, '');
            assert.deepEqual(r.envelope, { error: { code: 'error', message: 'Resource not found' } });
        });
    }
    await check('inspector/stdio/files: prompts/list lists summarize_file(path required, sentences optional)', async () => {
        const r = await inspector(['--method', 'prompts/list', ...files]);
        assert.equal(r.status, 0, r.stderr.slice(-500));
        assert.deepEqual(r.result.prompts.map((p) => [p.name, p.arguments.map((a) => [a.name, a.required])]),
            [['summarize_file', [['path', true], ['sentences', false]]]]);
    });
    await check('inspector/stdio/files: prompts/get summarize_file embeds the file, then asks for 2 sentences', async () => {
        const r = await inspector(['--prompt-name', 'summarize_file', '--prompt-args', 'path=notes/q3.txt', 'sentences=2', '--method', 'prompts/get', ...files]);
        assert.equal(r.status, 0, r.stderr.slice(-500));
        assert.deepEqual(r.result.messages, [
            { role: 'user', content: { type: 'resource', resource: { uri: 'file:///notes/q3.txt', mimeType: 'text/plain', text: 'revenue: 1.2M\ncosts: 0.9M\n' } } },
            { role: 'user', content: { type: 'text', text: 'Summarize the file above in at most 2 sentences.' } },
        ]);
    });
    await check('inspector/stdio/files: prompts/get of a missing file prints its sanitized message and its ref, and exits 1', async () => {
        const r = await inspector(['--prompt-name', 'summarize_file', '--prompt-args', 'path=notes/q4.txt', '--method', 'prompts/get', ...files]);
        assert.equal(r.status, 1, `exit ${r.status}`);
        const m = /^No file at notes\/q4\.txt\. \(ref (tw-[0-9a-f]{16})\)$/.exec(r.envelope?.error?.message ?? '');
        assert.ok(m, JSON.stringify(r.envelope));
        assert.deepEqual(r.envelope, { error: { code: 'error', message: `No file at notes/q4.txt. (ref ${m[1]})` } });
        assert.ok(loggedLines(r.stderr, m[1]).some((l) => l.includes('variant="NotFound"')), `${m[1]} variant="NotFound" not in the log`);
    });
    await check('inspector/stdio/files: prompts/get with a path out of the sandbox prints Request rejected (ref) and exits 1', async () => {
        const r = await inspector(['--prompt-name', 'summarize_file', '--prompt-args', 'path=escape/secret.txt', '--method', 'prompts/get', ...files]);
        outputs.push(r.stdout, JSON.stringify(r.envelope ?? ''));
        assert.equal(r.status, 1, `exit ${r.status}`);
        const m = /^Request rejected \(ref (tw-[0-9a-f]{16})\)$/.exec(r.envelope?.error?.message ?? '');
        assert.ok(m, JSON.stringify(r.envelope));
        assertLogged(r.stderr, m[1], { variant: 'Traversal', kind: 'security', logged: 'escape/secret.txt' }, "files' log");
    });

    // Streamable HTTP: the payments server, a bearer token in --header. --stored-auth-only: the
    // CLI must not start an interactive OAuth flow (no TTY here).
    const token = mint(http.url, ALL_SCOPES);
    const auth = ['--stored-auth-only', '--header', `Authorization: Bearer ${token}`];
    for (const era of ERAS) {
        const pre = `inspector/http/${era}/payments`;
        await check(`${pre}: tools/list with a bearer token lists exactly ${TOOLS.payments.join(', ')}`, async () => {
            const r = await inspector([...auth, '--protocol-era', era, '--method', 'tools/list', http.url]);
            assert.equal(r.status, 0, `exit ${r.status}: ${r.stderr.slice(-500)}`);
            assert.deepEqual(r.result.tools.map((t) => t.name).sort(), TOOLS.payments);
        });
        for (const kase of paymentsCases()) {
            await check(`${pre}: ${kase.label}`, async () => {
                const r = await inspector([...auth, '--protocol-era', era, '--method', 'tools/call', '--tool-name', kase.tool,
                    '--tool-args-json', JSON.stringify(kase.args), http.url]);
                outputs.push(r.stdout, JSON.stringify(r.envelope ?? ''));
                checkCallAnswer(r, kase, era, 'payments', () => fs.readFileSync(http.log, 'utf8'));
            });
        }
    }
    await check('inspector/http/payments: no token: exit 3 auth_required, the 401 body is Unauthorized (ref) only', async () => {
        const r = await inspector(['--stored-auth-only', '--method', 'tools/list', http.url]);
        assert.equal(r.status, EXIT.AUTH_REQUIRED, `exit ${r.status}: ${r.stderr.slice(-500)}`);
        assert.equal(r.envelope?.error?.code, 'auth_required', JSON.stringify(r.envelope));
        const body = /^Error POSTing to endpoint: (.*)$/.exec(r.envelope.error.message);
        assert.ok(body, r.envelope.error.message);
        const rpc = JSON.parse(body[1]);
        const cid = rpc.error?.data?.correlationId;
        assert.match(String(cid), CID_EXACT);
        assert.deepEqual(rpc, { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Unauthorized (ref ${cid})`, data: { correlationId: cid } } });
    });
    await check('inspector/http/payments: an expired token: exit 3 auth_required, the same Unauthorized (ref) body', async () => {
        const expired = mint(http.url, ALL_SCOPES, -600);
        const r = await inspector(['--stored-auth-only', '--header', `Authorization: Bearer ${expired}`, '--method', 'tools/list', http.url]);
        assert.equal(r.status, EXIT.AUTH_REQUIRED, `exit ${r.status}: ${r.stderr.slice(-500)}`);
        assert.match(r.envelope?.error?.message ?? '', /^Error POSTing to endpoint: \{"jsonrpc":"2\.0","id":null,"error":\{"code":-32600,"message":"Unauthorized \(ref tw-[0-9a-f]{16}\)","data":\{"correlationId":"tw-[0-9a-f]{16}"\}\}\}$/);
        assert.ok(!r.stderr.includes(expired), 'the token is echoed');
    });
    await check('inspector/http/payments: a token without charges:write: charge_card exits 1 naming the scopes required', async () => {
        const narrow = mint(http.url, ['orders:read']);
        const r = await inspector(['--stored-auth-only', '--header', `Authorization: Bearer ${narrow}`, '--method', 'tools/call',
            '--tool-name', 'charge_card', '--tool-args-json', JSON.stringify({ idempotency_key: 'k-scope', amount_cents: 1000 }), http.url]);
        assert.equal(r.status, EXIT.ERROR, `exit ${r.status}: ${r.stderr.slice(-500)}`);
        assert.deepEqual(r.envelope, { error: { code: 'error', message: 'Insufficient scope: required "charges:write orders:read"' } });
    });

    await skillsChecks(outputs);

    await check('inspector: no internal detail, planted secret or credential in anything the CLI printed (stdout and error envelopes)', () => {
        const found = leaks(scrub(outputs.join('\n')), [token]);
        assert.deepEqual(found, [], 'leaked');
        assert.ok(outputs.length > 100, `only ${outputs.length} outputs collected`);
    });
    writeArtifact('inspector.txt', transcript);
}

// ---------------------------------------------------------------------------------------------
// The skills example (SEP-2640).

const SKILLS_DIR = path.join(REPO, 'examples', 'skills');
const SKILLS_SERVER_INFO = { [SERVER_INFO_KEY]: { name: 'toolwright-skills', version: '0.2.0' } };
const SKILLS = [
    {
        uri: 'skill://acme/billing/refunds/SKILL.md', dir: 'acme/billing/refunds', files: ['SKILL.md', 'examples/email.md'],
        frontmatter: {
            name: 'refunds',
            description: 'Decide whether an order can be refunded and write the refund email. Use when a customer asks for their money back.',
        },
    },
    {
        uri: 'skill://pdf-processing/SKILL.md', dir: 'pdf-processing', files: ['SKILL.md', 'references/FORMS.md', 'templates/invoice.md'],
        frontmatter: {
            name: 'pdf-processing',
            description: 'Extract text and tables from PDF files, fill PDF forms, and assemble documents. Use when the user works with PDF files or mentions forms.',
            license: 'Apache-2.0',
            metadata: { author: 'toolwright', version: '1.0' },
        },
    },
];
const PDF = SKILLS[1];
// The file the tamper check changes after the server listed it, and how (same size, other bytes).
const TAMPERED = { uri: 'skill://pdf-processing/references/FORMS.md', file: 'pdf-processing/references/FORMS.md', from: '`Yes` or `Off`', to: '`Off` or `Yes`' };
const CHANGED = 'This skill file changed after the server listed it; it is not served until the server loads its skills again.';
const escapeRe = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CHANGED_REF = new RegExp(`^${escapeRe(CHANGED)} \\(ref (tw-[0-9a-f]{16})\\)$`);

/** A skill's skills/list entry as its bytes in examples/skills make it: each file's sha256 digest and size. */
function skillEntry(s) {
    return {
        uri: s.uri,
        frontmatter: s.frontmatter,
        resources: s.files.map((f) => {
            const bytes = fs.readFileSync(path.join(SKILLS_DIR, s.dir, f));
            return { uri: `skill://${s.dir}/${f}`, digest: `sha256:${createHash('sha256').update(bytes).digest('hex')}`, size: bytes.length };
        }),
    };
}

/** A result as each era carries it: 2026-07-28 adds the cache hints and the server's identity. */
const inEra = (era, body) => (era === 'modern' ? { ...body, ttlMs: 300000, cacheScope: 'public', _meta: SKILLS_SERVER_INFO } : body);

/** `--verify`'s report of a skill whose every file was read and matched its listed digest and size. */
function verifiedReport(s) {
    return {
        uri: s.uri, name: s.frontmatter.name, conformance: [], frontmatter: [], ok: true, outcome: 'verified',
        files: skillEntry(s).resources.map((f) => ({
            uri: f.uri, status: 'verified', actualDigest: f.digest, expectedDigest: f.digest, expectedSize: f.size, actualSize: f.size,
        })),
    };
}

/** `--verify`'s reports: one JSON object per line of stdout. */
function reports(r) {
    return r.stdout.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

/** Run skills/list `--verify` and assert it exits 0 with exactly one verified report per skill. */
async function assertAllVerified(args) {
    const r = await inspector(['--method', 'skills/list', '--verify', '--require-digests', ...args]);
    assert.equal(r.status, EXIT.OK, `exit ${r.status}: ${r.stdout.slice(0, 1500)}${r.stderr.slice(-800)}`);
    assert.deepEqual(reports(r), SKILLS.map(verifiedReport));
    const files = SKILLS.reduce((n, s) => n + s.files.length, 0);
    assert.ok(r.stderr.includes(`Verified ${SKILLS.length} skills and ${files} files: no conformance errors.`), r.stderr.slice(-800));
    return r;
}

async function skillsChecks(outputs) {
    const server = [bin('skills')];
    for (const era of ERAS) {
        const pre = `inspector/stdio/${era}/skills`;
        const e = ['--protocol-era', era];
        await check(`${pre}: skills/list lists refunds and pdf-processing, each file with the sha256 digest and size of its bytes in examples/skills`, async () => {
            const r = await inspector([...e, '--method', 'skills/list', ...server]);
            outputs.push(r.stdout);
            assert.equal(r.status, EXIT.OK, `exit ${r.status}: ${r.stderr.slice(-500)}`);
            // The CLI walks every page and prints the skills alone (no page envelope).
            assert.deepEqual(r.result, { skills: SKILLS.map((s) => skillEntry(s)) });
        });
        await check(`${pre}: skills/list --verify --require-digests exits 0, one report per skill, every listed file read and verified`, async () => {
            const r = await assertAllVerified([...e, ...server]);
            outputs.push(r.stdout);
        });
        await check(`${pre}: skills/get ${PDF.uri} returns that skill's entry`, async () => {
            const r = await inspector([...e, '--method', 'skills/get', '--uri', PDF.uri, ...server]);
            outputs.push(r.stdout);
            assert.equal(r.status, EXIT.OK, `exit ${r.status}: ${r.stderr.slice(-500)}`);
            assert.deepEqual(r.result, inEra(era, { skill: skillEntry(PDF) }));
        });
        await check(`${pre}: skills/get ${PDF.uri} --verify --require-digests exits 0 with its one verified report`, async () => {
            const r = await inspector([...e, '--method', 'skills/get', '--uri', PDF.uri, '--verify', '--require-digests', ...server]);
            outputs.push(r.stdout);
            assert.equal(r.status, EXIT.OK, `exit ${r.status}: ${r.stdout.slice(0, 1000)}${r.stderr.slice(-500)}`);
            assert.deepEqual(reports(r), [verifiedReport(PDF)]);
        });
        await check(`${pre}: skills/get of a skill that does not exist prints 'Skill not found' and exits 1`, async () => {
            const r = await inspector([...e, '--method', 'skills/get', '--uri', 'skill://no-such-skill/SKILL.md', ...server]);
            assert.equal(r.status, EXIT.ERROR, `exit ${r.status}`);
            assert.equal(r.stdout, '');
            assert.deepEqual(r.envelope, { error: { code: 'error', message: 'Skill not found' } });
        });
        await check(`${pre}: resources/directory/read skill://pdf-processing lists SKILL.md (its size) and the two folders`, async () => {
            const r = await inspector([...e, '--method', 'resources/directory/read', '--uri', 'skill://pdf-processing', ...server]);
            outputs.push(r.stdout);
            assert.equal(r.status, EXIT.OK, `exit ${r.status}: ${r.stderr.slice(-500)}`);
            const size = fs.statSync(path.join(SKILLS_DIR, 'pdf-processing', 'SKILL.md')).size;
            assert.deepEqual(r.result, inEra(era, {
                resources: [
                    { name: 'SKILL.md', uri: 'skill://pdf-processing/SKILL.md', mimeType: 'text/markdown', size },
                    { name: 'references', uri: 'skill://pdf-processing/references', mimeType: 'inode/directory' },
                    { name: 'templates', uri: 'skill://pdf-processing/templates', mimeType: 'inode/directory' },
                ],
            }));
        });
        await check(`${pre}: resources/read ${TAMPERED.uri} returns the file's text (text/markdown)`, async () => {
            const r = await inspector([...e, '--method', 'resources/read', '--uri', TAMPERED.uri, ...server]);
            outputs.push(r.stdout);
            assert.equal(r.status, EXIT.OK, `exit ${r.status}: ${r.stderr.slice(-500)}`);
            const text = fs.readFileSync(path.join(SKILLS_DIR, TAMPERED.file), 'utf8');
            assert.deepEqual(r.result, inEra(era, { contents: [{ uri: TAMPERED.uri, mimeType: 'text/markdown', text }] }));
        });
    }

    // Over HTTP, a copy of examples/skills served from disk; one file changed after the listing.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-skills-'));
    const dir = path.join(copy, 'skills');
    fs.cpSync(SKILLS_DIR, dir, { recursive: true });
    const logPath = path.join(ARTIFACTS, 'skills-http-server.log');
    let http;
    try {
        http = await startHttpServer(logPath, { name: 'skills', args: ['--http', '127.0.0.1:0', '--dir', dir] });
        for (const era of ERAS) {
            await check(`inspector/http/${era}/skills (--dir, a copy): skills/list --verify --require-digests exits 0, every file verified`, async () => {
                const r = await assertAllVerified(['--protocol-era', era, http.url]);
                outputs.push(r.stdout);
            });
        }
        const file = path.join(dir, TAMPERED.file);
        const before = fs.readFileSync(file, 'utf8');
        const after = before.replace(TAMPERED.from, TAMPERED.to);
        assert.ok(after !== before && Buffer.byteLength(after) === Buffer.byteLength(before), 'the tamper must keep the size and change the bytes');
        fs.writeFileSync(file, after);
        for (const era of ERAS) {
            const pre = `inspector/http/${era}/skills, ${TAMPERED.file} changed after the listing (same size, other bytes)`;
            await check(`${pre}: --verify exits 7 skills_nonconformant; the pdf-processing report fails on that file only, which the server refused to serve`, async () => {
                const r = await inspector(['--protocol-era', era, '--method', 'skills/list', '--verify', '--require-digests', http.url]);
                outputs.push(r.stdout);
                assert.equal(r.status, EXIT.SKILLS_NONCONFORMANT, `exit ${r.status}: ${r.stdout.slice(0, 1500)}${r.stderr.slice(-800)}`);
                assert.deepEqual(r.envelope, { error: { code: 'skills_nonconformant', message: '1 of 2 skills failed verification (0 digest/size mismatch across 5 files).' } });
                const got = reports(r);
                assert.equal(got.length, 2, r.stdout);
                const [refunds, pdf] = got;
                assert.deepEqual(refunds, verifiedReport(SKILLS[0]));
                const changed = pdf?.files?.find((f) => f.uri === TAMPERED.uri);
                const m = CHANGED_REF.exec(changed?.reason ?? '');
                assert.ok(m, `the report of ${TAMPERED.uri}: ${JSON.stringify(changed)}`);
                const want = verifiedReport(PDF);
                assert.deepEqual(pdf, {
                    ...want, ok: false, outcome: 'failed',
                    files: want.files.map((f) => (f.uri === TAMPERED.uri ? { uri: f.uri, status: 'read-error', reason: `${CHANGED} (ref ${m[1]})` } : f)),
                });
                const logged = loggedLines(fs.readFileSync(http.log, 'utf8'), m[1]).join('\n');
                assert.ok(logged.includes('variant="<skill file changed>"'), `${m[1]} with variant="<skill file changed>" not in the server's log: ${logged}`);
                assert.ok(!r.stdout.includes(TAMPERED.to) && !r.stderr.includes(TAMPERED.to), 'the changed bytes were served');
            });
            await check(`${pre}: resources/read of it exits 1 with '${CHANGED.slice(0, 40)}... (ref)', never its bytes`, async () => {
                const r = await inspector(['--protocol-era', era, '--method', 'resources/read', '--uri', TAMPERED.uri, http.url]);
                outputs.push(r.stdout, JSON.stringify(r.envelope ?? ''));
                assert.equal(r.status, EXIT.ERROR, `exit ${r.status}: ${r.stdout.slice(0, 500)}`);
                assert.equal(r.stdout, '');
                assert.match(r.envelope?.error?.message ?? '', CHANGED_REF, JSON.stringify(r.envelope));
                assert.equal(r.envelope.error.code, 'error');
                assert.ok(!r.stderr.includes(TAMPERED.to), 'the changed bytes were served');
            });
        }
    } catch (e) {
        // Starting the server on the copy, or changing the copy's file, failed: one failed check.
        await check('inspector/http/skills: the HTTP skills checks ran to the end (server on a copy of examples/skills, one file changed)', () => { throw e; });
    } finally {
        http?.stop();
        fs.rmSync(copy, { recursive: true, force: true });
    }
}
