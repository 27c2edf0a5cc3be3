// Batch E: MCP TypeScript SDK (McpServer over InMemoryTransport). Tools with zod input schemas (the SDK's own
// validation), handler-side joi / yup / ajv, jsonwebtoken, axios and undici against a local stub and closed ports,
// pg against the local PostgreSQL (127.0.0.1:55443), and Node stack traces.
// Run from gen/: node e-node.cjs  (uses gen/d-node/node_modules) -> /tmp/e-out/e-node.json
const fs = require('fs'), http = require('http'), path = require('path');
const NM = path.join(__dirname, 'd-node/node_modules');
const R = (m) => require(path.join(NM, m));
const V = (m) => JSON.parse(fs.readFileSync(path.join(NM, m, 'package.json'))).version;
const { McpServer } = R('@modelcontextprotocol/sdk/dist/cjs/server/mcp.js');
const { Client } = R('@modelcontextprotocol/sdk/dist/cjs/client/index.js');
const { InMemoryTransport } = R('@modelcontextprotocol/sdk/dist/cjs/inMemory.js');
const z = R('zod'), Joi = R('joi'), yup = R('yup'), Ajv = R('ajv'), axios = R('axios'), jwt = R('jsonwebtoken'), pg = R('pg');
const SDK = `@modelcontextprotocol/sdk ${V('@modelcontextprotocol/sdk')} McpServer, node ${process.version}`;
const bad = (text, sc) => ({ isError: true, content: [{ type: 'text', text }], ...(sc ? { structuredContent: sc } : {}) });
const ok = (t) => ({ content: [{ type: 'text', text: t }] });
const server = new McpServer({ name: 'e-node-tools', version: '1.0.0' });
const calls = [];
const anyArgs = { input: z.any() };
function tool(name, fn, schema) { server.registerTool(name, { description: name, inputSchema: schema || anyArgs }, async (a) => fn(schema ? a : a.input)); }
function call(key, name, args, probe, sent, by) { calls.push({ key, name, args, probe, sent, by }); }

(async () => {
  const stub = http.createServer((rq, rs) => {
    const routes = {
      '/v2/drivers': [401, { 'content-type': 'application/json' }, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'API key expired on 2026-11-01', requestId: 'req_01JDX8Q' })],
      '/v1/cameras/lobby-2/snapshot': [403, { 'content-type': 'application/json' }, JSON.stringify({ error: 'forbidden', required_role: 'site-security', your_roles: ['facilities-viewer'] })],
      '/api/posts': [500, { 'content-type': 'text/html' }, '<!DOCTYPE html><html><head><title>Error</title></head><body><pre>Error: ER_LOCK_DEADLOCK: Deadlock found when trying to get lock; try restarting transaction<br> &nbsp; &nbsp;at Query.Sequence._packetToError (/app/node_modules/mysql/lib/protocol/sequences/Sequence.js:47:14)</pre></body></html>'],
    };
    const r = routes[rq.url.split('?')[0]] || [404, { 'content-type': 'text/plain' }, 'not found'];
    rs.writeHead(r[0], r[1]); rs.end(r[2]);
  });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  const U = `http://127.0.0.1:${stub.address().port}`;

  // SDK's own zod validation
  tool('book_court', () => ok('ok'), { court: z.enum(['A', 'B', 'C']), minutes: z.number().int().min(30).max(120), member_id: z.string().regex(/^M\d{6}$/) });
  call('echo-zod-1', 'book_court', { court: 'twaudit-6a1f0c3b', minutes: 60, member_id: 'M000001' }, 'enum', 'twaudit-6a1f0c3b', `zod ${V('zod')} inputSchema, SDK validation`);
  call('echo-zod-2', 'book_court', { court: 'A', minutes: 100000, member_id: 'M000001' }, 'above-max', '100000', `zod inputSchema, SDK validation`);
  call('echo-zod-3', 'book_court', { court: 'A', minutes: 60, member_id: 'twaudit-b48e2d17' }, 'wrong-type', 'twaudit-b48e2d17', `zod inputSchema, SDK validation`);
  call('gui-zod-4', 'book_court', { court: 'A', minutes: 60 }, 'missing', null, `zod inputSchema, SDK validation`);

  // joi / yup / ajv in the handler
  const js = Joi.object({ plate: Joi.string().pattern(/^[A-Z]{1,3}-[A-Z]{1,2} \d{1,4}$/).required(), axle_load_t: Joi.number().max(11.5) });
  tool('joi_register_truck', (a) => { const { error } = js.validate(a); return error ? bad(error.message) : ok('ok'); });
  tool('joi_register_truck_detail', (a) => { const { error } = js.validate(a, { abortEarly: false }); return error ? bad(JSON.stringify(error.details)) : ok('ok'); });
  call('echo-joi-1', 'joi_register_truck', { plate: 'twaudit-0e7c5a94' }, 'wrong-type', 'twaudit-0e7c5a94', `joi ${V('joi')} ValidationError.message`);
  call('echo-joi-2', 'joi_register_truck_detail', { plate: 'HH-AB 123', axle_load_t: 40 }, 'above-max', '40', `joi error.details`);
  const ys = yup.object({ tier: yup.string().oneOf(['free', 'pro', 'enterprise']), seats: yup.number().min(1).max(250) });
  tool('yup_change_plan', async (a) => { try { await ys.validate(a, { abortEarly: false }); return ok('ok'); } catch (e) { return bad(e.errors.join('\n')); } });
  call('cln-yup-1', 'yup_change_plan', { tier: 'twaudit-d9a5e3f1' }, 'enum', 'twaudit-d9a5e3f1', `yup ${V('yup')} errors (oneOf message)`);
  call('cln-yup-2', 'yup_change_plan', { seats: 9999 }, 'above-max', '9999', `yup errors (max message)`);
  const ajv = new Ajv({ allErrors: true });
  const av = ajv.compile({ type: 'object', required: ['topic'], properties: { topic: { type: 'string', pattern: '^devices/[a-z0-9-]+/telemetry$' }, qos: { enum: [0, 1, 2] } }, additionalProperties: false });
  tool('ajv_subscribe', (a) => av(a) ? ok('ok') : bad(ajv.errorsText(av.errors)));
  tool('ajv_subscribe_raw', (a) => av(a) ? ok('ok') : bad(JSON.stringify(av.errors)));
  call('cln-ajv-1', 'ajv_subscribe', { topic: 'twaudit-4c81b0e6' }, 'wrong-type', 'twaudit-4c81b0e6', `ajv ${V('ajv')} errorsText`);
  call('gui-ajv-2', 'ajv_subscribe_raw', { topic: 'devices/a/telemetry', qos: 7 }, 'enum', '7', `ajv errors JSON`);

  // jsonwebtoken
  const secret = 's'.repeat(32);
  tool('jwt_check', (a) => { try { jwt.verify(a.token, secret, { issuer: 'https://id.acme.io' }); return ok('ok'); } catch (e) { return bad(`${e.name}: ${e.message}`); } });
  call('auth-jwt-node-1', 'jwt_check', { token: jwt.sign({ sub: 'u', exp: Math.floor(Date.now() / 1000) - 60, iss: 'https://id.acme.io' }, secret) }, 'valid', null, `jsonwebtoken ${V('jsonwebtoken')} TokenExpiredError`);
  call('auth-jwt-node-2', 'jwt_check', { token: jwt.sign({ sub: 'u', iss: 'https://evil.example' }, secret) }, 'valid', null, `jsonwebtoken JsonWebTokenError (issuer)`);
  call('auth-jwt-node-3', 'jwt_check', { token: jwt.sign({ sub: 'u', iss: 'https://id.acme.io' }, 'other-secret-xxxxxxxxxxxxxxxxxxxxxxx') }, 'valid', null, `jsonwebtoken JsonWebTokenError (signature)`);

  // axios
  tool('axios_drivers', async () => { try { await axios.get(U + '/v2/drivers'); } catch (e) { return bad(`${e.message}: ${JSON.stringify(e.response.data)}`); } });
  tool('axios_snapshot', async () => { try { await axios.get(U + '/v1/cameras/lobby-2/snapshot'); } catch (e) { return bad(`camera API said no: ${e.response.data.error} (needs ${e.response.data.required_role}, you have ${e.response.data.your_roles.join(', ')})`); } });
  tool('axios_posts', async () => { try { await axios.post(U + '/api/posts', {}); } catch (e) { return bad(e.response.data); } });
  tool('axios_dead', async () => { try { await axios.get('http://127.0.0.1:9/health'); } catch (e) { return bad(`${e.code} ${e.message}`); } });
  tool('axios_drivers_clean', async () => { try { await axios.get(U + '/v2/drivers'); } catch (e) { return bad('The fleet service rejected the server\'s credentials; this is on our side, not yours. Try again later.'); } });
  call('auth-axios-1', 'axios_drivers', {}, 'valid', null, `axios ${V('axios')} AxiosError 401 + body (local stub)`);
  call('auth-axios-2', 'axios_snapshot', {}, 'valid', null, `axios AxiosError 403 body fields (local stub)`);
  call('up-axios-3', 'axios_posts', {}, 'valid', null, `axios, Express HTML error page with a mysql stack line (documented format, local stub)`);
  call('up-axios-4', 'axios_dead', {}, 'valid', null, `axios ECONNREFUSED (closed port)`);
  call('cln-axios-5', 'axios_drivers_clean', {}, 'valid', null, `axios 401 from upstream, sanitized by the server author`);

  // pg
  const pool = new pg.Pool({ host: '127.0.0.1', port: 55443, database: 'clinic', user: 'sched_app', password: 'sched-pw' });
  tool('pg_invoices', async () => { try { await pool.query('select * from billing.invoices'); } catch (e) { return bad(`${e.severity} ${e.code}: ${e.message}`); } });
  tool('pg_bad_login', async () => { const c = new pg.Client({ host: '127.0.0.1', port: 55443, database: 'clinic', user: 'reporting', password: 'x' }); try { await c.connect(); } catch (e) { return bad(e.message); } });
  tool('pg_by_clinic', async (a) => { try { await pool.query(`select * from appointments where clinic_id = ${a.clinic}`); return ok('[]'); } catch (e) { return bad(JSON.stringify({ error: e.message, code: e.code, position: e.position, routine: e.routine })); } });
  call('auth-pg-node-1', 'pg_invoices', {}, 'valid', null, `pg ${V('pg')} against PostgreSQL 15 (local)`);
  call('auth-pg-node-2', 'pg_bad_login', {}, 'valid', null, `pg against PostgreSQL 15 (local), unknown role`);
  call('echo-pg-node-3', 'pg_by_clinic', { clinic: 'twaudit-7f3c2e10 OR 1=1' }, 'sql', 'twaudit-7f3c2e10 OR 1=1', `pg against PostgreSQL 15 (local), string-built SQL`);

  // stack traces
  function parseRate(s) { return JSON.parse(s).rate.toFixed(2); }
  tool('fx_rate', (a) => { try { return ok(parseRate(a.body)); } catch (e) { return bad(e.stack); } });
  tool('fx_rate_throw', (a) => parseRate(a.body));
  tool('fx_rate_struct', (a) => { try { return ok(parseRate(a.body)); } catch (e) { return bad('conversion failed', { error: e.message, stack: e.stack.split('\n').slice(0, 3) }); } });
  call('stack-node-1', 'fx_rate', { body: '{"base":"EUR"}' }, 'valid', null, `Node ${process.version} Error.stack`);
  call('stack-node-2', 'fx_rate_throw', { body: 'twaudit-c0d4a8b7' }, 'wrong-type', 'twaudit-c0d4a8b7', `thrown SyntaxError, SDK's own error result`);
  call('stack-node-3', 'fx_rate_struct', { body: '{"base":"EUR"}' }, 'valid', null, `Node Error.stack lines in structuredContent`);

  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st);
  const client = new Client({ name: 'probe', version: '1' });
  await client.connect(ct);
  const OUT = {};
  for (const c of calls) {
    let ch, text;
    try {
      const r = await client.callTool({ name: c.name, arguments: c.name.startsWith('book_court') ? c.args : { input: c.args } });
      const parts = (r.content || []).filter((b) => b.type === 'text').map((b) => b.text);
      if (r.structuredContent !== undefined) parts.push(JSON.stringify(r.structuredContent));
      ch = r.isError ? 'error-result' : 'success-result'; text = parts.join('\n');
    } catch (e) {
      ch = 'jsonrpc-error'; text = e.message + (e.data === undefined ? '' : ' ' + JSON.stringify(e.data));
    }
    OUT[c.key] = { channel: ch, probe: c.probe, sent: c.sent, text, produced_by: `${c.by}; via ${SDK}; gen/e-node.cjs` };
  }
  fs.mkdirSync('/tmp/e-out', { recursive: true });
  fs.writeFileSync('/tmp/e-out/e-node.json', JSON.stringify(OUT, null, 1));
  console.log('e-node', Object.keys(OUT).length);
  await pool.end(); stub.close(); process.exit(0);
})();
