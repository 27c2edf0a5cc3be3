// The official tasks client, @modelcontextprotocol/ext-tasks (pinned in package-lock.json; the
// Inspector depends on it), against the `tasks` example over Streamable HTTP in 2026-07-28: it
// creates a task on `export_table` (task-optional), polls it with tasks/get until it completes
// and reads its result; creates another and cancels it with tasks/cancel; and reads a failed
// task's operational failure as the model would see it.
//
// ext-tasks frames each request itself (the `_meta` envelope, the tasks extension among the
// client's capabilities) and asks the host for a raw request path (`rawDispatch`), for
// tools/call and tasks/*: it sends `Mcp-Name: <taskId>` for tasks/* in the request context, and
// leaves `Mcp-Method`, `MCP-Protocol-Version` and `Mcp-Name` for tools/call to the host, which
// derives them from the body as the SDK's own transport does (`_applyBodyDerivedHeaders`).

import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createTaskSessionEndpointId, createTaskSessionFromClient, resultFromTaskOutcome } from '@modelcontextprotocol/ext-tasks/client';
import path from 'node:path';
import { ARTIFACTS, check, startHttpServer } from './lib.mjs';

const PROTOCOL = '2026-07-28';
const clientInfo = { name: 'toolwright-interop-ext-tasks', version: '0.0.0' };
/** The standard header each method's name goes in (SEP-2243). */
const NAME_FIELD = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri', 'tasks/get': 'taskId', 'tasks/update': 'taskId', 'tasks/cancel': 'taskId' };

/** A task session of the official client on `url`, and what it sent (method, headers). */
async function session(url) {
    const client = new Client(clientInfo, { capabilities: {}, versionNegotiation: { mode: { pin: PROTOCOL } } });
    const transport = new StreamableHTTPClientTransport(new URL(url));
    await client.connect(transport);
    assert.equal(client.getProtocolEra(), 'modern');
    const sent = [];
    let seq = 0;
    async function rawDispatch(request, options = {}) {
        const id = `ext-tasks-${++seq}`;
        const headers = {
            'content-type': 'application/json', accept: 'application/json, text/event-stream',
            'mcp-protocol-version': PROTOCOL, 'mcp-method': request.method,
        };
        for (const [k, v] of Object.entries(options.context?.headers ?? {})) headers[k.toLowerCase()] = v;
        const field = NAME_FIELD[request.method];
        if (field && typeof request.params?.[field] === 'string') headers['mcp-name'] = request.params[field];
        sent.push({ method: request.method, headers: { ...headers } });
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, ...request }), signal: AbortSignal.timeout(30_000) });
        const type = res.headers.get('content-type') ?? '';
        let message;
        if (type.startsWith('text/event-stream')) {
            for (const block of (await res.text()).split(/\r?\n\r?\n/)) {
                const data = block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
                if (!data) continue;
                const m = JSON.parse(data);
                if (m.id === id) { message = m; break; }
            }
        } else if (type.startsWith('application/json')) {
            message = await res.json();
        }
        if (!message) throw new Error(`${request.method}: HTTP ${res.status}, no JSON-RPC response (${type})`);
        return message.error ? { kind: 'error', error: message.error } : { kind: 'result', result: message.result };
    }
    const tasks = createTaskSessionFromClient(client, {
        endpointId: await createTaskSessionEndpointId('toolwright', { url }),
        rawDispatch,
        v2RequestFraming: { protocolVersion: PROTOCOL, clientInfo, clientCapabilities: {} },
    });
    return { tasks, sent, close: async () => { await tasks.close(); await client.close(); } };
}

export async function runTasksExt() {
    let server;
    try {
        server = await startHttpServer(path.join(ARTIFACTS, 'tasks-ext.log'), { name: 'tasks', args: ['127.0.0.1:0'] });
    } catch (e) {
        await check('ext-tasks: the tasks example starts over HTTP', async () => { throw e; });
        return;
    }
    try {
        await check('ext-tasks: export_table as a task (create, tasks/get until completed, the result), Mcp-Name: the task id on tasks/get', async () => {
            const s = await session(server.url);
            try {
                const ex = await s.tasks.callTool('export_table', { table: 'orders', seconds: 1 }, { task: { preference: 'require' } });
                assert.equal(ex.kind, 'task', 'the server made it a task');
                const taskId = ex.handle.taskId;
                const first = await s.tasks.task(taskId).snapshot();
                assert.ok(['working', 'completed'].includes(first.status), `status ${first.status}`);
                const { outcome } = await ex.settle();
                assert.equal(outcome.status, 'completed');
                const result = resultFromTaskOutcome(outcome);
                assert.notEqual(result.isError, true);
                assert.deepEqual(result.structuredContent, { table: 'orders', rows: 1000 });
                const gets = s.sent.filter((r) => r.method === 'tasks/get');
                assert.ok(gets.length >= 1, 'polled with tasks/get');
                for (const g of gets) assert.equal(g.headers['mcp-name'], taskId);
            } finally {
                await s.close();
            }
        });
        await check('ext-tasks: a running task cancelled with tasks/cancel settles as cancelled', async () => {
            const s = await session(server.url);
            try {
                const ex = await s.tasks.callTool('export_table', { table: 'orders', seconds: 30 }, { task: { preference: 'require' } });
                assert.equal(ex.kind, 'task');
                await ex.cancel();
                const { outcome } = await ex.settle();
                assert.equal(outcome.status, 'cancelled');
                const view = await s.tasks.task(ex.handle.taskId).snapshot();
                assert.equal(view.status, 'cancelled');
                assert.ok(s.sent.some((r) => r.method === 'tasks/cancel' && r.headers['mcp-name'] === ex.handle.taskId));
            } finally {
                await s.close();
            }
        }, 90_000);
        await check('ext-tasks: a task whose tool fails operationally completes with the isError result the model reads', async () => {
            const s = await session(server.url);
            try {
                const ex = await s.tasks.callTool('export_table', { table: 'busy', seconds: 0 }, { task: { preference: 'require' } });
                assert.equal(ex.kind, 'task');
                const { outcome } = await ex.settle();
                assert.equal(outcome.status, 'completed');
                const result = resultFromTaskOutcome(outcome);
                assert.equal(result.isError, true);
                assert.match(result.content[0].text, /busy/i);
            } finally {
                await s.close();
            }
        });
    } finally {
        server.stop();
    }
}
