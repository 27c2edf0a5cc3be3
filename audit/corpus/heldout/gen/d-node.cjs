// Batch D: MCP TypeScript SDK (McpServer over InMemoryTransport) tools whose handlers validate with
// joi, yup, ajv and zod (and by hand), and call real node clients (axios, undici fetch, pg,
// mysql2, jsonwebtoken) against local PostgreSQL and local stubs. The recorded text is what the
// SDK's Client got back.
// Setup: (cd gen/d-node && npm install @modelcontextprotocol/sdk zod ajv joi yup axios jsonwebtoken pg mysql2 undici)
//        PostgreSQL on 127.0.0.1:55433 (see d-run-all.sh)
// Run:   copied to a deployed-looking place so stack frames show it (see d-run-all.sh):
//        /srv/billing-mcp/server.cjs with /srv/billing-mcp/d-node/node_modules -> /tmp/d-out/d-node.json
const fs = require('fs'), http = require('http'), path = require('path');
const R = (m) => require(path.join(__dirname, 'd-node/node_modules', m));
const V = (m) => JSON.parse(fs.readFileSync(path.join(__dirname, 'd-node/node_modules', m, 'package.json'))).version;
const { McpServer } = R('@modelcontextprotocol/sdk/dist/cjs/server/mcp.js');
const { Client } = R('@modelcontextprotocol/sdk/dist/cjs/client/index.js');
const { InMemoryTransport } = R('@modelcontextprotocol/sdk/dist/cjs/inMemory.js');
const z = R('zod'), Joi = R('joi'), yup = R('yup'), Ajv = R('ajv'), axios = R('axios'), jwt = R('jsonwebtoken'), pg = R('pg'), mysql = R('mysql2/promise'), undici = R('undici');
const SDK = `@modelcontextprotocol/sdk ${V('@modelcontextprotocol/sdk')} McpServer, node ${process.version}`;
const OUT = {};
const bad = (text, sc) => ({ isError: true, content: [{ type: 'text', text }], ...(sc ? { structuredContent: sc } : {}) });
const calls = [];
const server = new McpServer({ name: 'd-node-tools', version: '1.0.0' });
const anyArgs = { input: z.any() };
function tool(name, fn) { server.registerTool(name, { description: name, inputSchema: anyArgs }, async ({ input }) => fn(input)); }
function call(key, name, input, probe, sent, by) { calls.push({ key, name, input, probe, sent, by }); }

(async () => {
  const stub = http.createServer((rq, rs) => {
    const routes = {
      '/v1/me': [401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="api", error="invalid_token"' }, JSON.stringify({ error: 'invalid_token', message: 'Access token is revoked' })],
      '/repos/acme/web/collaborators/bot': [403, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Must have admin rights to Repository.', documentation_url: 'https://docs.github.com/rest/collaborators/collaborators#add-a-repository-collaborator', status: '403' })],
      '/v3/mail/send': [401, { 'content-type': 'application/json' }, JSON.stringify({ errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null, help: null }] })],
      '/api/v2/search': [500, { 'content-type': 'text/html' }, '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error and was unable to complete your request.</p><hr><address>Apache/2.4.58 (Ubuntu) Server at search-backend-02.corp.acme.net Port 8080</address></body></html>'],
    };
    const r = routes[rq.url.split('?')[0]] || [404, { 'content-type': 'text/plain' }, 'not found'];
    rs.writeHead(r[0], r[1]); rs.end(r[2]);
  });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  const U = `http://127.0.0.1:${stub.address().port}`;
  const dead = await new Promise((r) => { const s = http.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });

  // ---------------- validation: joi ----------------
  const joiSchema = Joi.object({
    customer_ref: Joi.string().pattern(/^CUS-\d{6}$/).required(),
    region: Joi.string().valid('eu', 'us', 'apac'),
    quantity: Joi.number().integer().min(1).max(500),
  });
  tool('joi_create_order', (a) => { const { error } = joiSchema.validate(a); return error ? bad(error.message) : { content: [{ type: 'text', text: 'ok' }] }; });
  tool('joi_create_order_details', (a) => { const { error } = joiSchema.validate(a, { abortEarly: false }); return error ? bad('Validation failed', { errors: error.details }) : { content: [{ type: 'text', text: 'ok' }] }; });
  // ---------------- validation: yup ----------------
  const yupSchema = yup.object({
    status: yup.string().oneOf(['open', 'closed', 'pending']),
    amount: yup.number().min(0).max(100000),
    seats: yup.number().max(500, 'seats ${value} is too large'),
    email: yup.string().email(),
  });
  tool('yup_update_account', async (a) => { try { await yupSchema.validate(a); return { content: [{ type: 'text', text: 'ok' }] }; } catch (e) { return bad(e.errors.join('; ')); } });
  // ---------------- validation: ajv ----------------
  const ajv = new Ajv({ allErrors: true, verbose: true });
  const ajvSchema = { type: 'object', required: ['city'], additionalProperties: false, properties: { city: { type: 'string', minLength: 1, maxLength: 64 }, days: { type: 'integer', minimum: 1, maximum: 14 }, units: { enum: ['metric', 'imperial'] } } };
  const validate = ajv.compile(ajvSchema);
  tool('ajv_forecast', (a) => validate(a) ? { content: [{ type: 'text', text: 'ok' }] } : bad(ajv.errorsText(validate.errors, { dataVar: 'input' })));
  tool('ajv_forecast_verbose', (a) => validate(a) ? { content: [{ type: 'text', text: 'ok' }] } : bad(JSON.stringify(validate.errors.map(({ instancePath, keyword, message, data, params }) => ({ instancePath, keyword, message, data, params })))));
  // ---------------- validation: zod (handler-side) ----------------
  const zs = z.object({ sku: z.string().regex(/^[A-Z]{3}-\d{4}$/), qty: z.number().int().min(1).max(99), color: z.enum(['red', 'green', 'blue']) }).partial({ color: true });
  tool('zod_add_to_cart', (a) => { const r = zs.safeParse(a, { reportInput: true }); return r.success ? { content: [{ type: 'text', text: 'ok' }] } : bad(JSON.stringify(r.error.issues)); });
  tool('zod_add_to_cart_pretty', (a) => { const r = zs.safeParse(a); return r.success ? { content: [{ type: 'text', text: 'ok' }] } : bad(z.prettifyError(r.error)); });
  // ---------------- validation by hand ----------------
  tool('hand_schedule', (a) => isNaN(Date.parse(a.date)) ? bad(`Invalid date "${a.date}"`) : { content: [{ type: 'text', text: 'ok' }] });
  tool('hand_set_status', (a) => bad(`Unknown status '${a.status}'.`));
  tool('hand_page', (a) => bad(`page_size ${a.page_size} is out of range; use a value from 1 to 200.`));
  tool('hand_page_clean', (a) => bad('page_size must be between 1 and 200.'));
  tool('hand_invalid', (a) => bad('Invalid value.'));
  tool('hand_lookup_user', (a) => bad(`No user found for '${a.username}'. Call search_users to look people up by name or email.`));
  tool('hand_tag', (a) => bad(`Tag "${a.tag}" is not valid: tags may contain only lowercase letters, digits and hyphens, up to 32 characters.`));
  tool('hand_empty', (a) => bad('title cannot be empty.'));
  tool('hand_oversized', (a) => bad(`The note is ${a.note.length} characters long; notes are limited to 2,000 characters. Shorten it and try again.`));
  tool('hand_oversized_echo', (a) => bad(`Value too long: ${a.note}`));

  // ---------------- upstream: axios / undici ----------------
  tool('axios_profile', async () => { try { await axios.get(U + '/v1/me', { headers: { Authorization: 'Bearer t' } }); } catch (e) { return bad(e.message); } });
  tool('axios_profile_body', async () => { try { await axios.get(U + '/v1/me'); } catch (e) { return bad(`${e.name} ${e.code}: ${e.message} - ${JSON.stringify(e.response.data)}`); } });
  tool('axios_add_collaborator', async () => { try { await axios.put(U + '/repos/acme/web/collaborators/bot'); } catch (e) { return bad(`GitHub ${e.response.status}: ${JSON.stringify(e.response.data)}`); } });
  tool('axios_send_mail', async () => { try { await axios.post(U + '/v3/mail/send', {}); } catch (e) { return bad(e.response.data.errors[0].message); } });
  tool('axios_refused', async () => { try { await axios.get(`http://127.0.0.1:${dead}/v1/quotes`); } catch (e) { return bad(`Upstream request failed: ${e.message}`); } });
  tool('fetch_search', async () => { const r = await undici.fetch(U + '/api/v2/search?q=x'); if (!r.ok) return bad(`search backend ${r.status} ${r.statusText}: ${await r.text()}`); });
  tool('fetch_refused', async () => { try { await undici.fetch(`http://127.0.0.1:${dead}/health`); } catch (e) { return bad(`${e.name}: ${e.message} (${e.cause && e.cause.message})`); } });
  tool('fetch_refused_clean', async () => { try { await undici.fetch(`http://127.0.0.1:${dead}/health`); } catch (e) { return bad('The inventory service did not answer. Try again in a minute; stock levels are unchanged.'); } });
  // ---------------- upstream: pg / mysql2 ----------------
  const PG = { host: '127.0.0.1', port: 55433, database: 'shop' };
  tool('pg_orders', async () => { const c = new pg.Client({ ...PG, user: 'app_reader', password: 'wrong' }); try { await c.connect(); } catch (e) { return bad(`error: ${e.message}`); } });
  tool('pg_audit', async () => { const c = new pg.Client({ ...PG, user: 'app_reader', password: 'reader-pw' }); await c.connect(); try { await c.query('select * from audit_log'); } catch (e) { return bad(JSON.stringify({ error: e.message, code: e.code, severity: e.severity, routine: e.routine, file: e.file, line: e.line })); } finally { await c.end(); } });
  tool('pg_audit_clean', async () => { const c = new pg.Client({ ...PG, user: 'app_reader', password: 'reader-pw' }); await c.connect(); try { await c.query('select * from audit_log'); } catch (e) { return bad('The audit log is not readable with this tool. Use get_order_history for an order\'s changes.'); } finally { await c.end(); } });
  tool('pg_unknown_col', async (a) => { const c = new pg.Client({ ...PG, user: 'app_reader', password: 'reader-pw' }); await c.connect(); try { await c.query(`select * from orders order by ${a.sort}`); } catch (e) { throw e; } finally { await c.end(); } });
  tool('mysql_products', async () => { try { await mysql.createConnection({ host: '127.0.0.1', port: dead, user: 'shop', password: 'x', database: 'catalog' }); } catch (e) { return bad(e.stack); } });
  // ---------------- jsonwebtoken ----------------
  const KEY = 'hmac-secret';
  const expired = jwt.sign({ sub: 'agent', aud: 'billing-api', exp: Math.floor(Date.now() / 1000) - 600 }, KEY);
  const wrongAud = jwt.sign({ sub: 'agent', aud: 'reports-api' }, KEY);
  const forged = jwt.sign({ sub: 'agent', aud: 'billing-api' }, 'other');
  tool('jwt_invoices', (a) => { try { jwt.verify(a.token, KEY, { audience: 'billing-api' }); } catch (e) { return bad(`${e.name}: ${e.message}`); } });
  tool('jwt_invoices_msg', (a) => { try { jwt.verify(a.token, KEY, { audience: 'billing-api' }); } catch (e) { return bad(`Unauthorized: ${e.message}`); } });
  tool('jwt_invoices_clean', (a) => { try { jwt.verify(a.token, KEY, { audience: 'billing-api' }); } catch (e) { return bad('Your session has ended. Sign in again, then retry this call.'); } });
  // ---------------- stack traces ----------------
  tool('render_invoice', (a) => { try { const tpl = null; return tpl.render(a); } catch (e) { return bad(`Render failed\n${e.stack}`); } });
  tool('parse_webhook', (a) => { try { JSON.parse(a.payload); } catch (e) { return bad(e.stack); } });
  tool('compute_tax', (a) => { throw new RangeError(`Invalid currency code: ${a.currency}`); });

  const C = 'twaudit-';
  const jv = `joi ${V('joi')}`, yv = `yup ${V('yup')}`, av = `ajv ${V('ajv')}`, zv = `zod ${V('zod')}`;
  call('joi-pattern', 'joi_create_order', { customer_ref: C + "a41c7e02' OR 1=1 --" }, 'sql', C + "a41c7e02' OR 1=1 --", jv);
  call('joi-valid', 'joi_create_order', { customer_ref: 'CUS-000123', region: C + '6e2d90b4' }, 'enum', C + '6e2d90b4', jv);
  call('joi-max', 'joi_create_order', { customer_ref: 'CUS-000123', quantity: 1000001 }, 'above-max', '1000001', jv);
  call('joi-details', 'joi_create_order_details', { customer_ref: C + '0f3b8d61', quantity: -5 }, 'below-min', '-5', jv);
  call('yup-oneof', 'yup_update_account', { status: C + 'c2e71a95' }, 'enum', C + 'c2e71a95', yv);
  call('yup-type', 'yup_update_account', { amount: C + '5d09b3f7' }, 'wrong-type', C + '5d09b3f7', yv);
  call('yup-max-echo', 'yup_update_account', { seats: 1000001 }, 'above-max', '1000001', yv);
  call('yup-email', 'yup_update_account', { email: C + '8ab4f216' }, 'wrong-type', C + '8ab4f216', yv);
  call('ajv-text', 'ajv_forecast', { city: 'Oslo', days: 1000001 }, 'above-max', '1000001', av);
  call('ajv-verbose', 'ajv_forecast_verbose', { city: 'Oslo', units: C + '3c6f0e9a' }, 'enum', C + '3c6f0e9a', av);
  call('ajv-missing', 'ajv_forecast', { days: 3 }, 'missing', null, av);
  call('zod-issues-input', 'zod_add_to_cart', { sku: C + '71d4a0c8', qty: 2 }, 'wrong-type', C + '71d4a0c8', zv);
  call('zod-pretty', 'zod_add_to_cart_pretty', { sku: 'ABC-1234', qty: 1000001 }, 'above-max', '1000001', zv);
  call('zod-pretty-enum', 'zod_add_to_cart_pretty', { sku: 'ABC-1234', qty: 1, color: C + 'e95b2c13' }, 'enum', C + 'e95b2c13', zv);
  call('hand-date', 'hand_schedule', { date: C + '4b7e1d60' }, 'wrong-type', C + '4b7e1d60', 'hand-written check');
  call('hand-status', 'hand_set_status', { status: C + '9e0a5c38' }, 'enum', C + '9e0a5c38', 'hand-written check');
  call('hand-page', 'hand_page', { page_size: 1000001 }, 'above-max', '1000001', 'hand-written check');
  call('hand-page-clean', 'hand_page_clean', { page_size: 1000001 }, 'above-max', '1000001', 'hand-written check');
  call('hand-invalid', 'hand_invalid', { kind: C + '2f8c6b1e' }, 'enum', C + '2f8c6b1e', 'hand-written check');
  call('hand-lookup', 'hand_lookup_user', { username: C + 'b3d5e7f9' }, 'valid', C + 'b3d5e7f9', 'hand-written check');
  call('hand-tag', 'hand_tag', { tag: C + "61a0c4e8'; DROP TABLE tags; --" }, 'sql', C + "61a0c4e8'; DROP TABLE tags; --", 'hand-written check');
  call('hand-empty', 'hand_empty', { title: '' }, 'empty', '', 'hand-written check');
  call('hand-oversized', 'hand_oversized', { note: C + 'd0c9b8a7' + 'x'.repeat(5000) }, 'oversized', C + 'd0c9b8a7' + 'x'.repeat(5000), 'hand-written check');
  call('hand-oversized-echo', 'hand_oversized_echo', { note: C + '5a4b3c2d' + 'y'.repeat(300) }, 'oversized', C + '5a4b3c2d' + 'y'.repeat(300), 'hand-written check');
  call('axios-401', 'axios_profile', {}, 'valid', null, `axios ${V('axios')} against local stub`);
  call('axios-401-body', 'axios_profile_body', {}, 'valid', null, `axios ${V('axios')} against local stub`);
  call('axios-gh-403', 'axios_add_collaborator', {}, 'valid', null, `axios ${V('axios')} against local stub serving GitHub's documented error JSON`);
  call('axios-sendgrid-401', 'axios_send_mail', {}, 'valid', null, `axios ${V('axios')} against local stub serving SendGrid's documented error JSON`);
  call('axios-refused', 'axios_refused', {}, 'valid', null, `axios ${V('axios')}`);
  call('fetch-apache-500', 'fetch_search', {}, 'valid', null, `undici ${V('undici')} fetch against local stub serving Apache's 500 page`);
  call('fetch-refused', 'fetch_refused', {}, 'valid', null, `undici ${V('undici')}`);
  call('fetch-refused-clean', 'fetch_refused_clean', {}, 'valid', null, `undici ${V('undici')}`);
  call('pg-auth', 'pg_orders', {}, 'valid', null, `pg ${V('pg')} + PostgreSQL 15`);
  call('pg-perm-json', 'pg_audit', {}, 'valid', null, `pg ${V('pg')} + PostgreSQL 15`);
  call('pg-perm-clean', 'pg_audit_clean', {}, 'valid', null, `pg ${V('pg')} + PostgreSQL 15`);
  call('pg-sqli-throw', 'pg_unknown_col', { sort: C + "7b2e9d04' OR 1=1 --" }, 'sql', C + "7b2e9d04' OR 1=1 --", `pg ${V('pg')} + PostgreSQL 15, error thrown to the SDK`);
  call('mysql-stack', 'mysql_products', {}, 'valid', null, `mysql2 ${V('mysql2')}`);
  call('jwt-expired', 'jwt_invoices', { token: expired }, 'valid', null, `jsonwebtoken ${V('jsonwebtoken')}`);
  call('jwt-aud', 'jwt_invoices_msg', { token: wrongAud }, 'valid', null, `jsonwebtoken ${V('jsonwebtoken')}`);
  call('jwt-sig', 'jwt_invoices_msg', { token: forged }, 'valid', null, `jsonwebtoken ${V('jsonwebtoken')}`);
  call('jwt-clean', 'jwt_invoices_clean', { token: expired }, 'valid', null, `jsonwebtoken ${V('jsonwebtoken')}`);
  call('stack-typeerror', 'render_invoice', { id: 'inv-1' }, 'valid', null, 'node V8 stack');
  call('stack-json', 'parse_webhook', { payload: C + '0e1d2c3b{' }, 'wrong-type', C + '0e1d2c3b{', 'node V8 stack, JSON.parse');
  call('throw-range', 'compute_tax', { currency: C + 'f1e2d3c4' }, 'enum', C + 'f1e2d3c4', 'RangeError thrown to the SDK');

  const client = new Client({ name: 'probe', version: '1.0.0' });
  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st); await client.connect(ct);
  for (const c of calls) {
    let ch, text;
    try {
      const r = await client.callTool({ name: c.name, arguments: { input: c.input } });
      const parts = (r.content || []).filter((b) => b.type === 'text').map((b) => b.text);
      if (r.structuredContent) parts.push(JSON.stringify(r.structuredContent));
      ch = r.isError ? 'error-result' : 'success-result'; text = parts.join('\n');
    } catch (e) { ch = 'jsonrpc-error'; text = e.message + (e.data ? ' ' + JSON.stringify(e.data) : ''); }
    OUT[c.key] = { channel: ch, probe: c.probe, sent: c.sent, text, produced_by: `${c.by}; via ${SDK}; gen/d-node.cjs` };
  }
  fs.mkdirSync('/tmp/d-out', { recursive: true });
  fs.writeFileSync('/tmp/d-out/d-node.json', JSON.stringify(OUT, null, 1));
  console.log('d-node', Object.keys(OUT).length);
  process.exit(0);
})();
