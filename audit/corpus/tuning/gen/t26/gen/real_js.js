// Capture real localized validation messages from ajv + ajv-i18n and zod + zod-i18n-map.
// Run: NODE_PATH=/tmp/tw26/js/node_modules node /work/dev-26/gen/real_js.js
const fs = require('fs');
const path = require('path');
const Ajv = require('ajv');
const localize = require('ajv-i18n');
const i18next = require('i18next');
const { z } = require('zod');
const { zodI18nMap } = require('zod-i18n-map');
const pkg = (n) => require(path.join('/tmp/tw26/js/node_modules', n, 'package.json')).version;
const OUT = {};
const put = (k, text, lib) => { OUT[k] = { text, lib }; };

const schema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    order: { enum: ['asc', 'desc'] },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    tag: { type: 'string' },
  },
  required: ['name'],
  additionalProperties: false,
};
const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile(schema);
const AJV = `ajv ${pkg('ajv')} + ajv-i18n ${pkg('ajv-i18n')}`;
function ajvRun(key, lang, data) {
  validate(data);
  const errs = JSON.parse(JSON.stringify(validate.errors));
  localize[lang](errs);
  put(key, errs, `${AJV} localize.${lang}`);
}
ajvRun('ajv_max_ru', 'ru', { name: 'x', limit: 1000001 });
ajvRun('ajv_enum_ja', 'ja', { name: 'x', order: 'twaudit-9e2c4b17' });
ajvRun('ajv_minlen_ar', 'ar', { name: '' });
ajvRun('ajv_type_zh', 'zh', { name: 'x', tag: 4821 });
ajvRun('ajv_required_sk', 'sk', { limit: 5 });
ajvRun('ajv_min_th', 'th', { name: 'x', limit: -3 });
ajvRun('ajv_maxlen_nb', 'nb', { name: 'twaudit-41d7a0ce' + 'x'.repeat(5000) });

const ZOD = `zod ${pkg('zod')} + zod-i18n-map ${pkg('zod-i18n-map')} + i18next ${pkg('i18next')}`;
const Args = z.object({
  order: z.enum(['asc', 'desc']),
  limit: z.number().int().min(1).max(100),
  title: z.string().min(1),
  due: z.string().datetime().optional(),
});
async function zodRun(key, lang, file, data) {
  const res = require(path.join('/tmp/tw26/js/node_modules/zod-i18n-map/locales', file, 'zod.json'));
  await i18next.init({ lng: lang, resources: { [lang]: { zod: res } } });
  z.setErrorMap(zodI18nMap);
  const r = Args.safeParse(data);
  put(key, r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })), `${ZOD} locale ${file}`);
}
(async () => {
  const ok = { order: 'asc', limit: 5, title: 'x' };
  await zodRun('zod_enum_de', 'de', 'de', { ...ok, order: 'twaudit-d03f6e21' });
  await zodRun('zod_max_es', 'es', 'es', { ...ok, limit: 1000001 });
  await zodRun('zod_type_tr', 'tr', 'tr', { ...ok, title: 7731 });
  await zodRun('zod_empty_he', 'he', 'he', { ...ok, title: '' });
  await zodRun('zod_min_bg', 'bg', 'bg', { ...ok, limit: 0 });
  await zodRun('zod_required_fa', 'fa', 'fa', { order: 'asc', limit: 5 });
  await zodRun('zod_datetime_uk', 'uk', 'uk-UA', { ...ok, due: 'twaudit-77b2e9a3' });
  fs.writeFileSync(path.join(__dirname, 'real_js.json'), JSON.stringify(OUT, null, 1));
  for (const [k, v] of Object.entries(OUT)) console.log('==', k, '|', v.lib, '\n', JSON.stringify(v.text));
})();
