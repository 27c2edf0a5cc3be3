// Interop with the real clients developers use, each pinned in package-lock.json:
//
//     node interop/clients/test_clients.mjs [inspector] [claude-mcp] [claude-model] [gemini-mcp]
//
// (scripts/interop-clients.sh runs it with the pinned Node 22 after `npm ci`.) One files
// fixture and one HTTP server (`http`, payments over Streamable HTTP with bearer tokens) serve
// every part:
//
// - inspector.mjs: MCP Inspector's CLI against every example server, stdio and HTTP.
// - claude_mcp.mjs: Claude Code's `claude mcp add` / `claude mcp list` in a throwaway HOME.
// - claude_model.mjs: Claude Code in `-p` mode driven by a scripted model (fake_messages_api.mjs)
//   that calls every example tool's failure kinds and records what Claude Code sends back.
// - gemini_mcp.mjs: Gemini CLI's `gemini mcp add` / `gemini mcp list` in a trusted folder.
//
// Prints one line per check and ends with `clients: N passed, N failed`; exits 1 when any
// check failed. Artifacts (transcripts, server logs, the requests the fake model received) are
// left in target/interop/clients/.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARTIFACTS, createFixture, setupFailed, startHttpServer, summary } from './lib.mjs';
import { runInspector } from './inspector.mjs';
import { runClaudeMcp } from './claude_mcp.mjs';
import { runClaudeModel } from './claude_model.mjs';
import { runGeminiMcp } from './gemini_mcp.mjs';

const parts = process.argv.slice(2);
const want = (p) => parts.length === 0 || parts.includes(p);

fs.rmSync(ARTIFACTS, { recursive: true, force: true });
fs.mkdirSync(ARTIFACTS, { recursive: true });
// Every client gets a throwaway HOME: nothing of the user's configuration is read or written.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-home-'));
process.env.HOME = home;
const fx = createFixture('twclients-');
let http;
const started = Date.now();
try {
    http = await startHttpServer(path.join(ARTIFACTS, 'http-server.log'));
    console.log(`http server: ${http.url}`);
    for (const [name, run] of [['inspector', runInspector], ['claude-mcp', runClaudeMcp], ['claude-model', runClaudeModel], ['gemini-mcp', runGeminiMcp]]) {
        if (!want(name)) continue;
        console.log(`== clients: ${name}`);
        const t = Date.now();
        try {
            await run({ fx, http, home });
        } catch (e) {
            setupFailed(`${name}: the part stopped early`, e);
        }
        console.log(`   (${name}: ${((Date.now() - t) / 1000).toFixed(1)} s)`);
    }
} catch (e) {
    setupFailed('starting the http server', e);
} finally {
    http?.stop();
    fs.rmSync(fx.root, { recursive: true, force: true });
    fs.rmSync(home, { recursive: true, force: true });
}
console.log(`== clients: ${((Date.now() - started) / 1000).toFixed(1)} s, artifacts in ${ARTIFACTS}`);
process.exit(summary('clients') ? 0 : 1);
