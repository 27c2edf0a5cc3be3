// Claude Code's MCP configuration commands against every example server: `claude mcp add` (the
// stdio servers as commands, the HTTP one with `--transport http` and its bearer token in
// `--header`), then `claude mcp list`, whose health check connects to each server (initialize
// and tools/list) and prints `NAME: TARGET - ✔ Connected` for those that answered. Three
// servers that must not connect are configured too, so that a list printing everything
// connected would fail: payments with a key it does not know (it exits at start), the HTTP
// server with an expired token (401) and with none (401, then OAuth discovery from the
// server's metadata).

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_SCOPES, API_KEY, CLAUDE_VERSION, check, claudeEnv, mint, runClaude, stdioServers, writeArtifact } from './lib.mjs';

export async function runClaudeMcp({ fx, http }) {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-claude-'));
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-project-'));
    const env = claudeEnv(home);
    const opts = { env, cwd: project };
    let transcript = '';
    const claude = async (args) => {
        const r = await runClaude(args, opts);
        transcript += `$ claude ${args.join(' ')}\n[exit ${r.status}]\n${r.stdout}${r.stderr}\n`;
        return r;
    };
    try {
        await check(`claude-mcp: claude --version prints ${CLAUDE_VERSION} (Claude Code), the pinned version`, async () => {
            const r = await claude(['--version']);
            assert.equal(r.status, 0, r.stderr);
            assert.equal(r.stdout.trim(), `${CLAUDE_VERSION} (Claude Code)`);
        });

        const servers = stdioServers(fx);
        for (const [name, s] of Object.entries(servers)) {
            await check(`claude-mcp: claude mcp add ${name} -- ${path.basename(s.command)} ${s.args.length ? '<sandbox>' : ''}`.trimEnd(), async () => {
                const envArgs = Object.entries(s.env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
                // `-e` takes several values: the name goes before it.
                const r = await claude(['mcp', 'add', name, ...envArgs, '--', s.command, ...s.args]);
                assert.equal(r.status, 0, r.stderr);
                assert.equal(r.stdout.split('\n')[0], `Added stdio MCP server ${name} with command: ${s.command} ${s.args.join(' ')} to local config`);
            });
        }
        const token = mint(http.url, ALL_SCOPES);
        await check('claude-mcp: claude mcp add --transport http payments-http URL --header "Authorization: Bearer <token>" (the token redacted)', async () => {
            const r = await claude(['mcp', 'add', '--transport', 'http', 'payments-http', http.url, '--header', `Authorization: Bearer ${token}`]);
            assert.equal(r.status, 0, r.stderr);
            const lines = r.stdout.split('\n');
            assert.equal(lines[0], `Added HTTP MCP server payments-http with URL: ${http.url} to local config`);
            assert.ok(r.stdout.includes('"Authorization": "[REDACTED]"'), r.stdout);
            assert.ok(!r.stdout.includes(token), 'the token is printed');
        });
        // The ones that must not connect.
        const expired = mint(http.url, ALL_SCOPES, -600);
        const negatives = [
            ['payments-badkey', ['payments-badkey', '-e', 'PAYMENTS_API_KEY=tok_wrong_5e1f', '--', servers.payments.command]],
            ['payments-expired', ['--transport', 'http', 'payments-expired', http.url, '--header', `Authorization: Bearer ${expired}`]],
            ['payments-notoken', ['--transport', 'http', 'payments-notoken', http.url]],
        ];
        for (const [name, args] of negatives) {
            await check(`claude-mcp: claude mcp add ${name} (must not connect)`, async () => {
                const r = await claude(['mcp', 'add', ...args]);
                assert.equal(r.status, 0, r.stderr);
            });
        }

        const r = await claude(['mcp', 'list']);
        console.log(r.stdout.split('\n').map((l) => `     | ${l}`).join('\n'));
        // `NAME: TARGET - STATUS`
        const status = {};
        for (const line of r.stdout.split('\n')) {
            const m = /^([\w-]+): (.*?) - (.*)$/.exec(line);
            if (m) status[m[1]] = { target: m[2], status: m[3] };
        }
        await check('claude-mcp: claude mcp list exits 0 and reports all 8 configured servers', () => {
            assert.equal(r.status, 0, r.stderr);
            assert.deepEqual(Object.keys(status).sort(),
                ['echo', 'files', 'payments', 'payments-badkey', 'payments-expired', 'payments-http', 'payments-notoken', 'search']);
        });
        for (const [name, s] of Object.entries(servers)) {
            await check(`claude-mcp: claude mcp list: ${name} (stdio) is ✔ Connected`, () => {
                assert.deepEqual(status[name], { target: `${s.command} ${s.args.join(' ')}`, status: '✔ Connected' });
            });
        }
        await check('claude-mcp: claude mcp list: payments-http (Streamable HTTP, bearer token) is ✔ Connected', () => {
            assert.deepEqual(status['payments-http'], { target: `${http.url} (HTTP)`, status: '✔ Connected' });
        });
        await check('claude-mcp: claude mcp list: payments with an unknown API key is ✘ Failed to connect (the server exits at start)', () => {
            assert.equal(status['payments-badkey']?.status, '✘ Failed to connect — CONNECTION_CLOSED: Connection closed');
        });
        await check('claude-mcp: claude mcp list: an expired token is ✘ Failed to connect, HTTP 401, the body only Unauthorized (ref)', () => {
            const s = status['payments-expired']?.status ?? '';
            assert.ok(s.startsWith('✘ Failed to connect — Server rejected the configured Authorization header (HTTP 401).'), s);
            const detail = /Error detail: (\{.*\})$/.exec(s);
            assert.ok(detail, s);
            const body = JSON.parse(detail[1]);
            const cid = body.error?.data?.correlationId;
            assert.deepEqual(body, { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Unauthorized (ref ${cid})`, data: { correlationId: cid } } });
            assert.match(cid, /^tw-[0-9a-f]{16}$/);
        });
        await check("claude-mcp: claude mcp list: no token is ✘ Failed to connect, after discovering the issuer from the server's 401 metadata", () => {
            const s = status['payments-notoken']?.status ?? '';
            assert.ok(s.startsWith('✘ Failed to connect'), s);
            // The issuer is only in the server's protected resource metadata (RFC 9728), which the
            // 401's WWW-Authenticate points to; it never resolves (.example).
            assert.ok(s.includes('auth.payments.example'), s);
        });
        await check('claude-mcp: claude mcp get payments-http: Status: ✔ Connected, Type: http', async () => {
            const g = await claude(['mcp', 'get', 'payments-http']);
            assert.equal(g.status, 0, g.stderr);
            const lines = g.stdout.split('\n').map((l) => l.trim());
            assert.ok(lines.includes('Status: ✔ Connected'), g.stdout);
            assert.ok(lines.includes('Type: http'), g.stdout);
        });
        await check('claude-mcp: neither the API key nor any token is in what claude mcp list printed', () => {
            for (const secret of [API_KEY, token, expired]) assert.ok(!(r.stdout + r.stderr).includes(secret), `${secret.slice(0, 12)}... printed`);
        });
    } finally {
        writeArtifact('claude-mcp.txt', transcript);
        fs.rmSync(home, { recursive: true, force: true });
        fs.rmSync(project, { recursive: true, force: true });
    }
}
