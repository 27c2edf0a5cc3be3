// Interop with the real clients developers use, each pinned in package-lock.json:
//
//     node interop/clients/test_clients.mjs [inspector] [ext-tasks] [lambda] [claude-mcp] [claude-model] [gemini-mcp]
//
// (scripts/interop-clients.sh runs it with the pinned Node 22 after `npm ci`.) One files
// fixture and one HTTP server (`http`, payments over Streamable HTTP with bearer tokens) serve
// every part:
//
// - inspector.mjs: MCP Inspector's CLI against every example server, stdio and HTTP, and the
//   skills example's SEP-2640 methods with the CLI's `--verify` digest check (one file changed
//   after the listing must fail it).
// - tasks_ext.mjs: the official tasks client (@modelcontextprotocol/ext-tasks) against the
//   tasks example over Streamable HTTP.
// - lambda.mjs: the Lambda example (examples/lambda) under cargo-lambda's emulator, driven by the
//   Inspector and the TypeScript client (CARGO_LAMBDA names cargo-lambda's binary).
// - claude_mcp.mjs: Claude Code's `claude mcp add` / `claude mcp list` in a throwaway HOME.
// - claude_model.mjs: Claude Code in `-p` mode driven by a scripted model (fake_messages_api.mjs)
//   that calls every example tool's failure kinds and records what Claude Code sends back.
// - gemini_mcp.mjs: Gemini CLI's `gemini mcp add` / `gemini mcp list` in a trusted folder.
//
// Skills (SEP-2640) are checked with the Inspector only. What the pinned Claude Code and Gemini
// CLI do with the skills example's skills, found by running them against it (a stdio wrapper
// recording what each sent, `claude -p --debug-file` against the fake Messages API with a dummy
// key) and by reading their bundled code:
//
// - Claude Code 2.1.332 has MCP skills code (`[mcp-skills] Listed N skills from MCP server '...'`,
//   a skills/list walk, skills/get by address, a directory-read tool) but does not use it here.
//   Every path is behind `Xg()`, the feature flag `tengu_wiggly_crystal` (default off), served by
//   Anthropic's flag service to a signed-in account; this build ignores local overrides (its
//   getEnvironmentOverrides() and readConfigOverrides() return nothing), and neither
//   CLAUDE_INTERNAL_FC_OVERRIDES='{"tengu_wiggly_crystal":true}', nor `cachedGrowthBookFeatures` /
//   `growthBookOverrides` in ~/.claude.json with CLAUDE_CODE_GB_DISK_CACHE_WHEN_TELEMETRY_OFF=1
//   turned it on. Past the flag an organization policy decides (with an API key and no policy
//   fetched: "This app has not received the organization's policy, so it uses no skill of an MCP
//   server that it connects to directly."; also "On the Team and Enterprise plans, ... only if
//   managed settings turn them on", "Managed settings turn off the skills of MCP servers...", and
//   per model "MCP skills are not available with this model, for this organization or in this
//   conversation"), and skills/list goes only over 2026-07-28 ("skills/list not sent: this
//   connection is not known to use MCP protocol version 2026-07-28 or later"). Observed, stdio
//   and HTTP: it connects in 2026-07-28 and sends server/discover, subscriptions/listen,
//   resources/list and tools/list, declares no client extension, never sends skills/list,
//   skills/get or resources/directory/read, logs no [mcp-skills] line, and nothing of either
//   skill is in the request the model gets. Turning it on needs a real account: not checked.
// - Gemini CLI 0.61.0 has no MCP skills: its `skills/list` string is its own source path
//   (packages/cli/src/commands/skills/list.ts, `gemini skills list` of local skill folders); its
//   MCP client offers protocol 2025-06-18 with no extension, and `gemini mcp list` sends
//   initialize and ping only; no `io.modelcontextprotocol/skills`, `skill://` or skills/get in it.
//
// Prints one line per check and ends with `clients: N passed, N failed`; exits 1 when any
// check failed. Artifacts (transcripts, server logs, the requests the fake model received) are
// left in target/interop/clients/.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARTIFACTS, createFixture, setupFailed, startHttpServer, summary } from './lib.mjs';
import { runInspector } from './inspector.mjs';
import { runTasksExt } from './tasks_ext.mjs';
import { runLambda } from './lambda.mjs';
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
    for (const [name, run] of [['inspector', runInspector], ['ext-tasks', runTasksExt], ['lambda', runLambda], ['claude-mcp', runClaudeMcp], ['claude-model', runClaudeModel], ['gemini-mcp', runGeminiMcp]]) {
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
