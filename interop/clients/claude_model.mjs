// Claude Code driven by a scripted model: `claude -p` in a throwaway HOME, its Messages API
// pointed at fake_messages_api.mjs (ANTHROPIC_BASE_URL, a dummy ANTHROPIC_API_KEY), the example
// servers in an --mcp-config (the stdio ones and the HTTP one with its bearer token), their
// tools allowed with --allowedTools (server-level rules, so no permission prompt and no
// bypass flag, which root may not use). The "model" answers the first request with one turn
// of tool_use blocks per server, calling every example tool's failure kinds by the names
// Claude Code gives them (`mcp__<server>__<tool>`), and once every tool_result is back, a
// final text. What is asserted is what the model was sent: each tool_result's exact content
// and is_error, and that nothing in any request holds an internal detail the servers log.
//
// ENABLE_TOOL_SEARCH=false: by default Claude Code defers MCP tools behind its ToolSearch
// tool (the model must search before it can call one); with it off the MCP tools are in every
// request's `tools`, as a model without tool search sees them. `--tools ""`: no built-in tool.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
    ALL_SCOPES, API_KEY, ARTIFACTS, CID, CLAUDE_VERSION, assertLogged, check, claudeEnv, echoCases, filesCases, leaks, mint,
    opText, paymentsCases, runClaude, searchCases, stdioServers, writeArtifact,
} from './lib.mjs';
import { startFakeMessagesApi } from './fake_messages_api.mjs';

const DUMMY_KEY = 'test-key-not-real';
const FINAL = 'Every example tool was called; the failures are reported above.';
const PROMPT = 'Call each of the example MCP tools the test script names, then summarize.';
const TOOLS = {
    payments: ['charge_card', 'charge_status', 'export_statement', 'list_orders', 'refund_order'],
    files: ['list_dir', 'read_file'],
    search: ['search'],
    echo: ['echo'],
};

/** The text of a tool_result's content (a string, or text blocks). */
function resultText(block) {
    if (typeof block.content === 'string') return block.content;
    assert.ok(Array.isArray(block.content), `tool_result content ${JSON.stringify(block.content)}`);
    assert.ok(block.content.every((b) => b.type === 'text'), `non-text blocks in ${JSON.stringify(block.content)}`);
    return block.content.map((b) => b.text).join('\n');
}

export async function runClaudeModel({ fx, http }) {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-claude-model-'));
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'twclients-project-'));
    const token = mint(http.url, ALL_SCOPES);

    // The servers. Each stdio server's stderr (its log) goes to a file: `sh -c 'exec ...'`
    // replaces the shell with the server, so Claude Code talks to the server's own stdio.
    const logs = {};
    const mcpServers = {};
    for (const [name, s] of Object.entries(stdioServers(fx))) {
        logs[name] = path.join(ARTIFACTS, `claude-model-${name}.log`);
        fs.writeFileSync(logs[name], '');
        mcpServers[name] = {
            type: 'stdio',
            command: '/bin/sh',
            args: ['-c', 'exec "$0" "$@" 2>>"$TW_LOG"', s.command, ...s.args],
            env: { ...s.env, TW_LOG: logs[name], RUST_LOG: 'info' },
        };
    }
    mcpServers.paymentshttp = { type: 'http', url: http.url, headers: { Authorization: `Bearer ${token}` } };
    logs.paymentshttp = http.log;
    const configPath = path.join(project, 'mcp.json');
    fs.writeFileSync(configPath, JSON.stringify({ mcpServers }, null, 2));

    // The script: one turn per server, every case of that server as parallel tool_use blocks.
    const caseSets = {
        payments: paymentsCases(), files: filesCases(fx), search: searchCases(), echo: echoCases(), paymentshttp: paymentsCases(),
    };
    const calls = new Map(); // tool_use id -> {server, kase}
    const turns = Object.entries(caseSets).map(([server, cases]) => cases.map((kase, i) => {
        const id = `toolu_tw_${server}_${String(i).padStart(2, '0')}`;
        calls.set(id, { server, kase });
        return { type: 'tool_use', id, name: `mcp__${server}__${kase.tool}`, input: kase.args };
    }));
    const mainRequests = [];
    const respond = (body) => {
        mainRequests.push(body);
        const done = (body.messages ?? []).filter((m) => m.role === 'assistant').length;
        if (done < turns.length) return { content: turns[done], stop_reason: 'tool_use' };
        return { content: [{ type: 'text', text: FINAL }], stop_reason: 'end_turn' };
    };
    const api = await startFakeMessagesApi({ respond });

    let run;
    try {
        const env = claudeEnv(home, {
            ANTHROPIC_BASE_URL: api.url,
            ANTHROPIC_API_KEY: DUMMY_KEY,
            ENABLE_TOOL_SEARCH: 'false',
            MCP_TIMEOUT: '30000',
        });
        const args = ['-p', PROMPT, '--output-format', 'json', '--mcp-config', configPath, '--strict-mcp-config',
            '--tools', '', '--allowedTools', Object.keys(mcpServers).map((s) => `mcp__${s}`).join(','), '--no-session-persistence'];
        const started = Date.now();
        run = await runClaude(args, { env, cwd: project, timeout: 180_000 });
        console.log(`     claude -p: exit ${run.status} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${api.requests.length} requests to the fake API, ${mainRequests.length} with the MCP tools`);
        writeArtifact('claude-model-output.json', run.stdout + run.stderr);
    } finally {
        await api.close();
        writeArtifact('claude-model-requests.json', JSON.stringify(api.requests.map((r) => ({ ...r, raw: undefined })), null, 1));
        fs.rmSync(home, { recursive: true, force: true });
        fs.rmSync(project, { recursive: true, force: true });
    }

    let output;
    await check(`claude-model: claude ${CLAUDE_VERSION} -p exits 0 with a JSON result: the fake model's final text, no error, no permission denied`, () => {
        assert.equal(run.status, 0, `exit ${run.status}\n${run.stdout.slice(-1500)}\n${run.stderr.slice(-1500)}`);
        output = JSON.parse(run.stdout);
        assert.equal(output.is_error, false, `is_error: ${run.stdout.slice(0, 1500)}`);
        assert.equal(output.result, FINAL);
        assert.deepEqual(output.permission_denials, []);
    });
    await check('claude-model: every request to the API carried the dummy key, nothing else, and no other endpoint was called', () => {
        assert.ok(api.requests.length >= turns.length + 1, `${api.requests.length} requests`);
        for (const r of api.requests) {
            assert.equal(r.headers['x-api-key'], DUMMY_KEY);
            assert.equal(r.headers.authorization, undefined);
            assert.ok(['/v1/messages', '/v1/messages/count_tokens'].includes(r.path), `${r.method} ${r.path}`);
        }
    });
    await check(`claude-model: the model was called ${turns.length + 1} times with the MCP tools (one turn per server, then the answer), streaming`, () => {
        assert.equal(mainRequests.length, turns.length + 1);
        assert.ok(mainRequests.every((b) => b.stream === true), 'a request without stream: true');
    });
    await check('claude-model: the tools offered to the model are exactly mcp__<server>__<tool> for every example tool, with their input schemas', () => {
        const first = mainRequests[0];
        assert.ok(first, 'no request with the MCP tools');
        const offered = Object.fromEntries(first.tools.map((t) => [t.name, t]));
        const wanted = Object.entries({ ...TOOLS, paymentshttp: TOOLS.payments })
            .flatMap(([server, tools]) => tools.map((t) => `mcp__${server}__${t}`)).sort();
        assert.deepEqual(Object.keys(offered).sort(), wanted);
        assert.deepEqual(offered.mcp__payments__refund_order.input_schema.required?.slice().sort(), ['amount_cents', 'order_id']);
        assert.equal(offered.mcp__files__read_file.description, 'Read a UTF-8 text file from the sandbox.');
        assert.equal(offered.mcp__search__search.input_schema.additionalProperties, false);
    });

    // Every tool_result the model was sent, by tool_use id (the request after each turn).
    const results = new Map();
    for (const body of mainRequests) {
        for (const m of body.messages ?? []) {
            if (m.role !== 'user' || !Array.isArray(m.content)) continue;
            for (const b of m.content) if (b.type === 'tool_result') results.set(b.tool_use_id, b);
        }
    }
    const readLog = (server) => fs.readFileSync(logs[server], 'utf8');
    for (const [id, { server, kase }] of calls) {
        const { want } = kase;
        const how = want.type === 'ok' ? 'the result' : want.type === 'op' ? 'is_error, the exact sanitized text and metadata line'
            : `is_error, only '${want.reply} (ref tw-...)'`;
        await check(`claude-model/${server}: ${kase.label}: the model gets ${how}`, () => {
            const block = results.get(id);
            assert.ok(block, `no tool_result for ${id}`);
            const text = resultText(block);
            if (want.type === 'ok') {
                assert.ok(!block.is_error, `is_error: ${text}`);
                if (want.text !== undefined) assert.equal(text, want.text);
                else assert.deepEqual(JSON.parse(text), want.json);
                return;
            }
            assert.equal(block.is_error, true, `is_error of ${JSON.stringify(block)}`);
            const cid = CID.exec(text)?.[0];
            assert.ok(cid, `no correlation id in ${JSON.stringify(text)}`);
            if (want.type === 'op') {
                assert.equal(text, opText(want, cid));
                const lines = readLog(server).split('\n').filter((l) => l.includes(`correlation_id="${cid}"`));
                if (server !== 'echo') assert.ok(lines.some((l) => l.includes(`variant="${want.variant}"`)), `${cid} variant="${want.variant}" not in the server's log`);
            } else {
                assert.equal(text, `${want.reply} (ref ${cid})`);
                // The Display text the server logged for this very call never reached the model.
                assertLogged(readLog(server), cid, want, `${server}'s log`);
                assert.ok(!text.includes(want.logged), 'the Display text reached the model');
            }
        });
    }

    await check("claude-model: Claude Code -p answers the over-limit refund's elicitation with cancel (payments' logs, stdio and HTTP), so the model gets the business failure", () => {
        for (const server of ['payments', 'paymentshttp']) {
            assert.ok(readLog(server).includes('the user answered an elicitation tool="refund_order" action="cancel"'), `no cancelled elicitation in ${logs[server]}`);
        }
    });
    await check('claude-model: no internal detail, planted secret, API key or bearer token in any request Claude Code sent the model', () => {
        // Everything sent, the model's own tool_use inputs removed (they are the test's arguments).
        const sent = api.requests.map((r) => {
            const body = structuredClone(r.body);
            for (const m of body.messages ?? []) {
                if (m.role === 'assistant' && Array.isArray(m.content)) m.content = m.content.filter((b) => b.type !== 'tool_use');
            }
            return JSON.stringify(body);
        }).join('\n').replaceAll(new RegExp(CID.source, 'g'), 'tw-<cid>');
        assert.deepEqual(leaks(sent, [token, API_KEY]), [], 'leaked');
        assert.ok(sent.includes('Request rejected (ref tw-<cid>)') && sent.includes('Internal error (ref tw-<cid>)'), 'the rejections are not in what was sent');
    });
}
