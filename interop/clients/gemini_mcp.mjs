// Gemini CLI's MCP configuration commands against every example server: `gemini mcp add` (the
// stdio servers, the HTTP one with `--transport http` and its bearer token in `-H`) into a
// trusted project folder (Gemini CLI disables the MCP servers of an untrusted one, and ignores
// its settings), then `gemini mcp list`, which connects to each and prints
// `✓ NAME: TARGET (TRANSPORT) - Connected`. Two that must not connect are configured too
// (payments with an unknown API key, an expired token). A throwaway HOME holds the folder
// trust and settings turning off usage statistics, telemetry and update checks.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_SCOPES, API_KEY, NODE_MODULES, check, mint, stdioServers, writeArtifact } from './lib.mjs';

const GEMINI = path.join(NODE_MODULES, '@google', 'gemini-cli', 'bundle', 'gemini.js');
const VERSION = JSON.parse(fs.readFileSync(path.join(NODE_MODULES, '@google', 'gemini-cli', 'package.json'), 'utf8')).version;

export async function runGeminiMcp({ fx, http }) {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-gemini-'));
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-project-'));
    fs.mkdirSync(path.join(home, '.gemini'));
    fs.writeFileSync(path.join(home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [project]: 'TRUST_FOLDER' }));
    fs.writeFileSync(path.join(home, '.gemini', 'settings.json'), JSON.stringify({
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false },
    }));
    const env = { ...process.env, HOME: home };
    for (const k of Object.keys(env)) if (/^(GEMINI_|GOOGLE_)/.test(k)) delete env[k];
    let transcript = '';
    const gemini = (args) => new Promise((resolve) => {
        execFile(process.execPath, [GEMINI, ...args], { env, cwd: project, timeout: 120_000 }, (err, stdout, stderr) => {
            const status = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
            transcript += `$ gemini ${args.join(' ')}\n[exit ${status}]\n${stdout}${stderr}\n`;
            resolve({ status, stdout, stderr, out: stdout + stderr });
        });
    });
    try {
        await check(`gemini-mcp: gemini --version prints ${VERSION}, the pinned version`, async () => {
            const r = await gemini(['--version']);
            assert.equal(r.status, 0, r.out);
            assert.equal(r.stdout.trim(), VERSION);
        });
        const servers = stdioServers(fx);
        const token = mint(http.url, ALL_SCOPES);
        const expired = mint(http.url, ALL_SCOPES, -600);
        const adds = [
            ...Object.entries(servers).map(([name, s]) =>
                [name, [name, s.command, ...s.args, ...Object.entries(s.env).flatMap(([k, v]) => ['-e', `${k}=${v}`])], 'stdio']),
            ['payments-http', ['-t', 'http', 'payments-http', http.url, '-H', `Authorization: Bearer ${token}`], 'http'],
            ['payments-badkey', ['payments-badkey', servers.payments.command, '-e', 'PAYMENTS_API_KEY=tok_wrong_5e1f'], 'stdio'],
            ['payments-expired', ['-t', 'http', 'payments-expired', http.url, '-H', `Authorization: Bearer ${expired}`], 'http'],
        ];
        for (const [name, args, transport] of adds) {
            await check(`gemini-mcp: gemini mcp add ${name} (${transport})`, async () => {
                const r = await gemini(['mcp', 'add', ...args]);
                assert.equal(r.status, 0, r.out);
                assert.ok(r.out.includes(`MCP server "${name}" added to project settings. (${transport})`), r.out);
            });
        }
        const r = await gemini(['mcp', 'list']);
        console.log(r.out.split('\n').map((l) => `     | ${l}`).join('\n'));
        const status = {};
        for (const line of r.out.split('\n')) {
            const m = /^(\S) ([\w-]+): (.*) \((stdio|http)\) - (\w+)$/.exec(line);
            if (m) status[m[2]] = `${m[1]} ${m[5]}`;
        }
        await check('gemini-mcp: gemini mcp list exits 0 and lists all 7 configured servers, none disabled as untrusted', () => {
            assert.equal(r.status, 0, r.out);
            assert.ok(!r.out.includes('untrusted'), r.out);
            assert.deepEqual(Object.keys(status).sort(), ['echo', 'files', 'payments', 'payments-badkey', 'payments-expired', 'payments-http', 'search']);
        });
        for (const name of [...Object.keys(servers), 'payments-http']) {
            await check(`gemini-mcp: gemini mcp list: ${name} is ✓ Connected`, () => assert.equal(status[name], '✓ Connected'));
        }
        for (const name of ['payments-badkey', 'payments-expired']) {
            await check(`gemini-mcp: gemini mcp list: ${name} is ✗ Disconnected`, () => assert.equal(status[name], '✗ Disconnected'));
        }
        await check('gemini-mcp: neither the API key nor any token is in what gemini mcp list printed', () => {
            for (const secret of [API_KEY, token, expired]) assert.ok(!r.out.includes(secret), `${secret.slice(0, 12)}... printed`);
        });
    } finally {
        writeArtifact('gemini-mcp.txt', transcript);
        fs.rmSync(home, { recursive: true, force: true });
        fs.rmSync(project, { recursive: true, force: true });
    }
}
