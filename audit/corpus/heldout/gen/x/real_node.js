// Produces real library/runtime output for batch X. Run with node, NODE_PATH=/tmp/hx/node/node_modules.
// Reads {key: canary} JSON on stdin, prints {texts, versions}.
'use strict';
const fs = require('fs');
const path = require('path');
const canary = JSON.parse(fs.readFileSync(0, 'utf8'));
const out = {};
const ver = { node: process.version };

// fs error for a file that is not there (real message, real path join)
try {
  fs.readFileSync(path.join('/srv/mcp/reports', canary.p34));
} catch (e) {
  out.p34 = `Could not read report: ${e.message}`;
}

// zod enum failure, formatted the way a tool author would
const { z } = require('zod');
ver.zod = require('zod/package.json').version;
const Args = z.object({ status: z.enum(['open', 'closed']), assignee: z.string().optional() });
const r = Args.safeParse({ status: canary.v105 });
out.v105 = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');

// ajv + ajv-i18n (Slovak)
const Ajv = require('ajv');
const localize = require('ajv-i18n');
ver.ajv = require('ajv/package.json').version;
ver['ajv-i18n'] = require('ajv-i18n/package.json').version;
const ajv = new Ajv({ allErrors: true });
const v = ajv.compile({ type: 'object', required: ['city', 'days'],
  properties: { city: { type: 'string', minLength: 1 }, days: { type: 'integer', minimum: 1, maximum: 14 } } });
v({ days: 3 });  // the probe left out the required "city"
localize.sk(v.errors);
out.m5 = v.errors.map((e) => `${e.instancePath ? e.instancePath + ' ' : ''}${e.message}`).join('\n');

// a real V8 stack trace from JSON.parse on an HTML error page
const handler = require('./fake_srv/handler.js');
handler.handleToolCall('get_exchange_rates', { base: 'EUR' }).catch((e) => {
  const here = path.join(__dirname, 'fake_srv');
  out.u74 = 'Could not fetch exchange rates: ' + e.stack.split(here).join('/app/src/tools')
    .split(path.join(__dirname, 'real_node.js')).join('/app/src/server.js');
  process.stdout.write(JSON.stringify({ texts: out, versions: ver }));
});
