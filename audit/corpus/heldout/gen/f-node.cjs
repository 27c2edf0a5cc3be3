// Batch F: MCP TypeScript SDK (McpServer over InMemoryTransport): zod input schemas (SDK validation), joi / yup / ajv
// in handlers, jsonwebtoken, axios and undici against a local stub and closed ports, pg against the local
// PostgreSQL 15 (127.0.0.1:55453, db railops), mysql2 against a closed port, and Node stack traces.
// Run from gen/: node f-node.cjs (uses gen/d-node/node_modules) -> /tmp/f-out/f-node.json
const fs = require('fs'), http = require('http'), path = require('path');
const NM = path.join(__dirname, 'd-node/node_modules');
const R = (m) => require(path.join(NM, m));
const V = (m) => JSON.parse(fs.readFileSync(path.join(NM, m, 'package.json'))).version;
const { McpServer } = R('@modelcontextprotocol/sdk/dist/cjs/server/mcp.js');
const { Client } = R('@modelcontextprotocol/sdk/dist/cjs/client/index.js');
const { InMemoryTransport } = R('@modelcontextprotocol/sdk/dist/cjs/inMemory.js');
const z = R('zod'), Joi = R('joi'), yup = R('yup'), Ajv = R('ajv'), axios = R('axios'), jwt = R('jsonwebtoken'), pg = R('pg'), mysql = R('mysql2/promise'), undici = R('undici');
const SDK = `@modelcontextprotocol/sdk ${V('@modelcontextprotocol/sdk')} McpServer, node ${process.version}`;
const bad = (text, sc) => ({ isError: true, content: [{ type: 'text', text }], ...(sc ? { structuredContent: sc } : {}) });
const ok = (t) => ({ content: [{ type: 'text', text: t }] });
const server = new McpServer({ name: 'f-node-tools', version: '1.0.0' });
const calls = [];
function tool(name, schema, fn) { server.registerTool(name, { description: name, inputSchema: schema }, async (a) => fn(a)); }
function call(key, name, args, probe, sent, by) { calls.push({ key, name, args, probe, sent, by }); }
const anyIn = { input: z.any() };

(async () => {
  const routes = {
    '/v1/herds/H-12/movements': [403, { 'content-type': 'application/json' }, JSON.stringify({ error: 'insufficient_role', message: 'movement records require role "state-vet" or "herd-owner"', your_role: 'feed-supplier' })],
    '/v2/lots/bid': [401, { 'content-type': 'application/json' }, JSON.stringify({ status: 401, code: 'TOKEN_REVOKED', message: 'The bidder token was revoked at 2026-11-29T22:10:04Z' })],
    '/v1/stations/KGX/departures': [503, { 'content-type': 'text/html' }, '<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>'],
  };
  const stub = http.createServer((rq, rs) => { const r = routes[rq.url.split('?')[0]] || [404, { 'content-type': 'text/plain' }, 'not found']; rs.writeHead(r[0], r[1]); rs.end(r[2]); });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  const U = `http://127.0.0.1:${stub.address().port}`;

  // SDK zod validation
  tool('grade_cattle', { tag: z.string().regex(/^IE\d{12}$/), grade: z.enum(['E', 'U', 'R', 'O', 'P']), weight_kg: z.number().int().min(50).max(1200) }, () => ok('ok'));
  call('zod-1', 'grade_cattle', { tag: 'IE000000000001', grade: 'twaudit-3d9f1a72', weight_kg: 400 }, 'enum', 'twaudit-3d9f1a72', `zod ${V('zod')} inputSchema, SDK validation`);
  call('zod-2', 'grade_cattle', { tag: 'IE000000000001', grade: 'U', weight_kg: 99999 }, 'above-max', '99999', 'zod inputSchema, SDK validation');
  call('zod-3', 'grade_cattle', { tag: 'twaudit-e8b04c6d', grade: 'U', weight_kg: 400 }, 'wrong-type', 'twaudit-e8b04c6d', 'zod inputSchema, SDK validation');
  call('zod-4', 'grade_cattle', { grade: 'U', weight_kg: 400 }, 'missing', null, 'zod inputSchema, SDK validation');

  // joi / yup / ajv
  const js = Joi.object({ hull: Joi.string().pattern(/^HN-\d{4}$/).required(), teu: Joi.number().min(1).max(24000) });
  tool('joi_register_hull', anyIn, ({ input }) => { const { error } = js.validate(input); return error ? bad(error.message) : ok('ok'); });
  call('echo-joi-1', 'joi_register_hull', { input: { hull: 'twaudit-1f6c3e98' } }, 'wrong-type', 'twaudit-1f6c3e98', `joi ${V('joi')} ValidationError.message`);
  const ys = yup.object({ pew_count: yup.number().min(1).max(400), rite: yup.string().oneOf(['baptism', 'wedding', 'funeral']) });
  tool('yup_book_hall', anyIn, async ({ input }) => { try { await ys.validate(input, { abortEarly: false }); return ok('ok'); } catch (e) { return bad(e.errors.join('; ')); } });
  call('cln-yup-1', 'yup_book_hall', { input: { pew_count: 4000 } }, 'above-max', '4000', `yup ${V('yup')} errors (max message)`);
  const ajv = new Ajv({ allErrors: true });
  const av = ajv.compile({ type: 'object', required: ['well_id'], properties: { well_id: { type: 'string', pattern: '^W-[0-9]{5}$' }, depth_m: { type: 'integer', maximum: 3000 } }, additionalProperties: false });
  tool('ajv_log_borehole', anyIn, ({ input }) => av(input) ? ok('ok') : bad(JSON.stringify(av.errors)));
  call('ajv-1', 'ajv_log_borehole', { input: { well_id: 'W-00001', depth_m: 9000 } }, 'above-max', '9000', `ajv ${V('ajv')} errors JSON`);

  // jsonwebtoken
  const secret = 'q'.repeat(32);
  tool('jwt_auction', anyIn, ({ input }) => { try { jwt.verify(input.token, secret, { audience: 'wine-auction' }); return ok('ok'); } catch (e) { return bad(`${e.name}: ${e.message}`); } });
  call('auth-jwt-node-1', 'jwt_auction', { input: { token: jwt.sign({ sub: 'b-9', aud: 'wine-auction', exp: Math.floor(Date.now() / 1000) - 30 }, secret) } }, 'valid', null, `jsonwebtoken ${V('jsonwebtoken')} TokenExpiredError`);
  call('auth-jwt-node-2', 'jwt_auction', { input: { token: jwt.sign({ sub: 'b-9', aud: 'wine-auction' }, 'x'.repeat(32)) } }, 'valid', null, 'jsonwebtoken JsonWebTokenError (invalid signature)');

  // axios / undici
  tool('herd_movements', anyIn, async () => { try { await axios.get(U + '/v1/herds/H-12/movements'); } catch (e) { return bad(`${e.message} ${JSON.stringify(e.response.data)}`); } });
  tool('place_bid', anyIn, async () => { try { await axios.post(U + '/v2/lots/bid', {}); } catch (e) { return bad(`bid failed: ${e.response.data.message}`); } });
  tool('departures', anyIn, async () => { const r = await undici.request(U + '/v1/stations/KGX/departures'); return bad(`upstream ${r.statusCode}: ${await r.body.text()}`); });
  tool('departures_dead', anyIn, async () => { try { await undici.request('http://127.0.0.1:5/v1/stations'); } catch (e) { return bad(`${e.name}: ${e.message} (${e.code})`); } });
  tool('departures_clean', anyIn, async () => bad('Live departures are temporarily unavailable. Try again in a couple of minutes, or use get_timetable for scheduled times.'));
  call('auth-axios-1', 'herd_movements', { input: {} }, 'valid', null, `axios ${V('axios')} AxiosError 403 + body (local stub)`);
  call('auth-axios-2', 'place_bid', { input: {} }, 'valid', null, 'axios 401 body message (local stub)');
  call('up-undici-1', 'departures', { input: {} }, 'valid', null, `undici ${V('undici')} 503 HAProxy-style page (local stub)`);
  call('up-undici-2', 'departures_dead', { input: {} }, 'valid', null, 'undici connect error (closed port)');
  call('cln-undici-3', 'departures_clean', { input: {} }, 'valid', null, 'undici failure, sanitized with a wait');

  // pg / mysql2
  const pool = new pg.Pool({ host: '127.0.0.1', port: 55453, database: 'railops', user: 'crew_app', password: 'crew-pw' });
  tool('pg_crew_pay', anyIn, async () => { try { await pool.query('select * from payroll.crew_pay'); } catch (e) { return bad(`${e.severity} ${e.code}: ${e.message}`); } });
  tool('pg_depot', anyIn, async ({ input }) => { try { await pool.query(`select * from rosters where depot = '${input.depot}'`); return ok('[]'); } catch (e) { return bad(JSON.stringify({ error: e.message, code: e.code, position: e.position, file: e.file, routine: e.routine })); } });
  tool('mysql_vintages', anyIn, async () => { try { await mysql.createConnection({ host: '127.0.0.1', port: 6, user: 'cellar', database: 'vintages', connectTimeout: 1500 }); } catch (e) { return bad(`${e.code}: ${e.message}`); } });
  call('auth-pg-node-1', 'pg_crew_pay', { input: {} }, 'valid', null, `pg ${V('pg')} against PostgreSQL 15 (local)`);
  call('up-pg-node-2', 'pg_depot', { input: { depot: "twaudit-4e1b7d09' OR '1'='1' AND (" } }, 'sql', "twaudit-4e1b7d09' OR '1'='1' AND (", 'pg, string-built SQL');
  call('up-mysql-1', 'mysql_vintages', { input: {} }, 'valid', null, `mysql2 ${V('mysql2')} ECONNREFUSED (closed port)`);

  // stack traces
  function parseBerth(s) { return JSON.parse(s).berth.toUpperCase(); }
  tool('berth_parse', anyIn, ({ input }) => { try { return ok(parseBerth(input.body)); } catch (e) { return bad(e.stack); } });
  tool('berth_parse_throw', anyIn, ({ input }) => parseBerth(input.body));
  call('stack-node-1', 'berth_parse', { input: { body: '{"imo":1}' } }, 'valid', null, `Node ${process.version} Error.stack`);
  call('echo-node-2', 'berth_parse_throw', { input: { body: 'twaudit-a0c5e8f3' } }, 'wrong-type', 'twaudit-a0c5e8f3', "thrown SyntaxError, SDK's own error result");

  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st);
  const client = new Client({ name: 'probe', version: '1' });
  await client.connect(ct);
  const OUT = {};
  for (const c of calls) {
    let ch, text;
    try {
      const r = await client.callTool({ name: c.name, arguments: c.args });
      const parts = (r.content || []).filter((b) => b.type === 'text').map((b) => b.text);
      if (r.structuredContent !== undefined) parts.push(JSON.stringify(r.structuredContent));
      ch = r.isError ? 'error-result' : 'success-result'; text = parts.join('\n');
    } catch (e) { ch = 'jsonrpc-error'; text = e.message + (e.data === undefined ? '' : ' ' + JSON.stringify(e.data)); }
    OUT[c.key] = { channel: ch, probe: c.probe, sent: c.sent, text, produced_by: `${c.by}; via ${SDK}; gen/f-node.cjs` };
  }
  fs.mkdirSync('/tmp/f-out', { recursive: true });
  fs.writeFileSync('/tmp/f-out/f-node.json', JSON.stringify(OUT, null, 1));
  console.log('f-node', Object.keys(OUT).length);
  await pool.end(); stub.close(); process.exit(0);
})();
