// Produce real model-visible texts from Node libraries and the Node runtime.
// Run: node gen/real_node.js CANARIES_JSON   (modules installed in /tmp/hw-node, see gen/README.md)
// Prints {key: {text, by}}. Network calls go only to 127.0.0.1 ports where nothing listens.
'use strict';
const { createRequire } = require('module');
const req = createRequire('/tmp/hw-node/');
const i18next = req('i18next');
const { z } = req('zod');
const { zodI18nMap } = req('zod-i18n-map');
const Ajv = req('ajv');
const localize = req('ajv-i18n');
const ver = (m) => req(`${m}/package.json`).version;

const C = JSON.parse(process.argv[2]);
const OUT = {};
const SCRIPT = 'gen/real_node.js';
const put = (key, text, by) => { OUT[key] = { text, by: `${by}; ${SCRIPT}` }; };

const ZOD = `zod ${ver('zod')} + zod-i18n-map ${ver('zod-i18n-map')} + i18next ${ver('i18next')}`;

async function zodPart() {
  const langs = ['de', 'ko', 'ar', 'he', 'es'];
  const resources = {};
  for (const l of langs) resources[l] = { zod: req(`zod-i18n-map/locales/${l}/zod.json`) };
  await i18next.init({ lng: 'de', resources });
  z.setErrorMap(zodI18nMap);
  const Args = z.object({
    status: z.enum(['open', 'closed']),
    limit: z.number().int().min(1).max(100).optional(),
  });
  const firstMsg = (r) => r.error.issues[0].message;

  await i18next.changeLanguage('de');
  put('zod_enum_de', firstMsg(Args.safeParse({ status: C.zod_enum_de })), `${ZOD}, locale de, issue message`);

  await i18next.changeLanguage('ko');
  const Prio = z.object({ priority: z.enum(['low', 'normal', 'urgent']) });
  put('zod_enum_ko', firstMsg(Prio.safeParse({ priority: C.zod_enum_ko })), `${ZOD}, locale ko, issue message`);

  await i18next.changeLanguage('ar');
  const Room = z.object({ room_type: z.enum(['single', 'double', 'suite']) });
  put('zod_enum_ar', firstMsg(Room.safeParse({ room_type: C.zod_enum_ar })), `${ZOD}, locale ar, issue message`);

  await i18next.changeLanguage('he');
  const r = Args.safeParse({ status: C.zod_enum_he });
  put('zod_enum_he', 'Invalid params ' + JSON.stringify({ issues: r.error.issues }),
    `${ZOD}, locale he, ZodError.issues as JSON-RPC error data`);

  await i18next.changeLanguage('es');
  put('zod_max_es', firstMsg(Args.safeParse({ status: 'open', limit: 1000001 })), `${ZOD}, locale es, issue message`);
}

function ajvPart() {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile({
    type: 'object',
    properties: { titel: { type: 'string', minLength: 1 } },
    required: ['titel'],
  });
  validate({ titel: '' });
  localize.de(validate.errors);
  const e = validate.errors[0];
  put('ajv_minlen_de', `${e.instancePath.slice(1)}: ${e.message}`,
    `ajv ${ver('ajv')} + ajv-i18n ${ver('ajv-i18n')}, locale de, first error as "field: message"`);
}

async function fetchPart() {
  try {
    await fetch('http://127.0.0.1:4010/v1/invoices?customer=c_1042');
  } catch (err) {
    put('fetch_refused_fr',
      `Impossible de joindre le service de facturation : ${err.name}: ${err.message} (cause : ${err.cause && err.cause.message})`,
      `Node ${process.version} global fetch (undici) TypeError with cause, French wrapper by the tool`);
  }
}

async function parseInvoiceResponse(body) {
  return JSON.parse(body);
}

async function getInvoiceTool(args) {
  const body = '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
  const data = await parseInvoiceResponse(body);
  return { content: [{ type: 'text', text: JSON.stringify(data) }], args };
}

async function stackPart() {
  try {
    await getInvoiceTool({ invoice_id: 'INV-2024-0192' });
  } catch (err) {
    put('json_parse_stack', err.stack, `Node ${process.version} SyntaxError from JSON.parse, err.stack returned as the tool's text`);
  }
}

(async () => {
  await zodPart();
  ajvPart();
  await fetchPart();
  await stackPart();
  process.stdout.write(JSON.stringify(OUT));
})();
