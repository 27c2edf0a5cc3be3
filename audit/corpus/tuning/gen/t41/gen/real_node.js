// Real outputs from Node 20 (ajv 8 + ajv-i18n 4 localized messages, undici fetch, JSON.parse).
// Run: NODE_PATH=<scratch>/node_modules node gen/real_node.js  -> gen/real_node.json
const fs = require('fs'), path = require('path'), crypto = require('crypto'), http = require('http');
const Ajv = require('ajv'); const localize = require('ajv-i18n');
const OUT = {};
const canary = k => 'twaudit-' + crypto.createHash('sha1').update('41:' + k).digest('hex').slice(0, 8);
const ajv = new Ajv({ allErrors: false, strict: false });
const V = `ajv ${require('ajv/package.json').version} + ajv-i18n ${require('ajv-i18n/package.json').version}`;

function run(slot, lang, schema, data, sent, wrap) {
  const validate = ajv.compile(schema);
  validate(data);
  localize[lang](validate.errors);
  OUT[slot] = { sent, text: wrap(validate.errors), produced_by: `${V}, localize['${lang}'](errors), node ${process.version}; gen/real_node.js` };
}
const txt = errs => ajv.errorsText(errs, { dataVar: 'args', separator: '; ' });

// de: above-max on a waiting-list horizon
run('ajv_de_max', 'de', { type: 'object', properties: { wochen: { type: 'integer', maximum: 52 } } },
  { wochen: 1000001 }, '1000001', e => `Ungültige Argumente: ${txt(e)}`);
// fr: required property missing (numéro fiscal)
run('ajv_fr_req', 'fr', { type: 'object', required: ['numero_fiscal'], properties: { numero_fiscal: { type: 'string' } } },
  {}, null, e => JSON.stringify({ erreur: 'validation', details: e.map(x => ({ chemin: x.instancePath || '/', message: x.message })) }));
// es: wrong type
run('ajv_es_type', 'es', { type: 'object', properties: { expediente: { type: 'integer' } } },
  { expediente: canary('ajv_es_type') }, canary('ajv_es_type'), e => `Parámetros no válidos: ${txt(e)}`);
// it: below-min
run('ajv_it_min', 'it', { type: 'object', properties: { posti: { type: 'integer', minimum: 1 } } },
  { posti: -3 }, '-3', e => txt(e));
// pl: minLength on empty string
run('ajv_pl_empty', 'pl', { type: 'object', properties: { pesel: { type: 'string', minLength: 11, maxLength: 11 } } },
  { pesel: '' }, '', e => `Błąd walidacji: ${txt(e)}`);
// ja: maxLength oversized
const ov = canary('ajv_ja_long') + ' ' + 'あ'.repeat(3000);
run('ajv_ja_long', 'ja', { type: 'object', properties: { soudan_naiyou: { type: 'string', maxLength: 2000 } } },
  { soudan_naiyou: ov }, ov, e => `入力エラー: ${txt(e)}`);
// zh: enum, server appends the allowed values from params
const zc = canary('ajv_zh_enum');
run('ajv_zh_enum', 'zh', { type: 'object', properties: { keshi: { enum: ['内科', '外科', '儿科', '妇产科'] } } },
  { keshi: zc }, zc, e => `${txt(e)}：${JSON.stringify(e[0].params.allowedValues)}`);
// ko: wrong-type number where a string goes
run('ajv_ko_type', 'ko', { type: 'object', properties: { hakbeon: { type: 'string' } } },
  { hakbeon: 20240117 }, '20240117', e => `요청 형식 오류 - ${txt(e)}`);
// nl: enum (waste stream for a bulky-waste pickup tool), server appends the allowed values
const nc = canary('ajv_nl_enum');
run('ajv_nl_enum', 'nl', { type: 'object', properties: { afvalsoort: { enum: ['grofvuil', 'gft', 'papier', 'glas', 'elektrisch'] } } },
  { afvalsoort: nc }, nc, e => `Ongeldige invoer voor "${nc}": ${txt(e)} (${e[0].params.allowedValues.join(', ')})`);
// pt-BR: above max
run('ajv_pt_max', 'pt-BR', { type: 'object', properties: { parcelas: { type: 'integer', minimum: 1, maximum: 12 } } },
  { parcelas: 1000001 }, '1000001', e => JSON.stringify({ codigo: 422, mensagem: txt(e) }));
// sv: required
run('ajv_sv_req', 'sv', { type: 'object', required: ['personnummer'] }, {}, null, e => txt(e));
// cs: minimum
run('ajv_cs_min', 'cs', { type: 'object', properties: { pocet_osob: { type: 'integer', minimum: 1, maximum: 6 } } },
  { pocet_osob: 0 }, '0', e => `Neplatný požadavek: ${txt(e)}`);
// hu: maxLength
const hc = canary('ajv_hu_long') + '-'.repeat(600);
run('ajv_hu_long', 'hu', { type: 'object', properties: { megjegyzes: { type: 'string', maxLength: 500 } } },
  { megjegyzes: hc }, hc, e => txt(e));
// fi: type
run('ajv_fi_type', 'fi', { type: 'object', properties: { asiakasnumero: { type: 'string' } } },
  { asiakasnumero: 4411 }, '4411', e => txt(e));
// id: enum with no values appended
const ic = canary('ajv_id_enum');
run('ajv_id_enum', 'id', { type: 'object', properties: { jenis_layanan: { enum: ['ktp', 'kk', 'akta_lahir'] } } },
  { jenis_layanan: ic }, ic, e => `Gagal: ${txt(e)}`);

async function main() {
  // undici fetch against a port nothing listens on
  const srv = http.createServer(); await new Promise(r => srv.listen(0, '127.0.0.1', r));
  const port = srv.address().port; await new Promise(r => srv.close(r));
  try { await fetch(`http://127.0.0.1:${port}/api/v2/cases?docket=24-CV-0931`); }
  catch (err) {
    OUT.fetch_refused = { sent: null, text: `${err.name}: ${err.message} (cause: ${err.cause && err.cause.message})`,
      produced_by: `node ${process.version} global fetch (undici) to a closed local port; gen/real_node.js` };
  }
  // JSON.parse of an HTML error page returned by an upstream gateway
  const html = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>';
  try { JSON.parse(html); }
  catch (err) {
    OUT.json_html = { sent: null, text: `${err.name}: ${err.message}`,
      produced_by: `node ${process.version} JSON.parse SyntaxError on an nginx 502 page; gen/real_node.js` };
  }
  fs.writeFileSync(path.join(__dirname, 'real_node.json'), JSON.stringify(OUT, null, 1));
  for (const [k, v] of Object.entries(OUT)) console.log('==', k, JSON.stringify(v.text).slice(0, 300));
}
main();
