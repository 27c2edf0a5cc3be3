// A small local stand-in for the Anthropic Messages API, for Claude Code to talk to instead of
// a model (ANTHROPIC_BASE_URL). It answers `POST /v1/messages` as a scripted "model" would, as a
// server-sent event stream when the request asks (`stream: true`, what Claude Code sends) and
// as one JSON message otherwise, and records every request it received.
//
//     const api = await startFakeMessagesApi({ respond });
//     // respond(body) -> { content: [blocks], stop_reason } or undefined (a plain text reply)
//     api.url; api.requests; await api.close();
//
// Requests that carry no MCP tool (Claude Code's side requests, if any) get a one-word text
// answer; `POST /v1/messages/count_tokens` gets a token count; anything else a 404 in the API's
// error format.

import http from 'node:http';

function writeStream(res, message) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    send('message_start', {
        message: { ...message, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } },
    });
    message.content.forEach((block, index) => {
        if (block.type === 'text') {
            send('content_block_start', { index, content_block: { type: 'text', text: '' } });
            send('content_block_delta', { index, delta: { type: 'text_delta', text: block.text } });
        } else if (block.type === 'tool_use') {
            send('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
            send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
        } else {
            throw new Error(`cannot stream a ${block.type} block`);
        }
        send('content_block_stop', { index });
    });
    send('message_delta', { delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: 10 } });
    send('message_stop', {});
    res.end();
}

export async function startFakeMessagesApi({ respond }) {
    const requests = [];
    let n = 0;
    const server = http.createServer((req, res) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let body;
            try {
                body = raw ? JSON.parse(raw) : {};
            } catch {
                body = { unparsed: raw };
            }
            const url = new URL(req.url, 'http://localhost');
            requests.push({ method: req.method, path: url.pathname, headers: req.headers, body, raw });
            const json = (status, value) => {
                res.writeHead(status, { 'content-type': 'application/json' });
                res.end(JSON.stringify(value));
            };
            if (req.method === 'POST' && url.pathname === '/v1/messages/count_tokens') return json(200, { input_tokens: 10 });
            if (req.method !== 'POST' || url.pathname !== '/v1/messages') {
                return json(404, { type: 'error', error: { type: 'not_found_error', message: `no ${req.method} ${url.pathname} here` } });
            }
            let answer;
            try {
                const mcp = (body.tools ?? []).some((t) => typeof t.name === 'string' && t.name.startsWith('mcp__'));
                answer = (mcp && respond(body)) || { content: [{ type: 'text', text: 'OK' }], stop_reason: 'end_turn' };
            } catch (e) {
                return json(500, { type: 'error', error: { type: 'api_error', message: `the fake model failed: ${e.message}` } });
            }
            n += 1;
            const message = { id: `msg_fake_${String(n).padStart(4, '0')}`, type: 'message', role: 'assistant', model: body.model ?? 'fake', ...answer };
            if (body.stream) return writeStream(res, message);
            return json(200, { ...message, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 10 } });
        });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
        url: `http://127.0.0.1:${server.address().port}`,
        requests,
        close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }),
    };
}
