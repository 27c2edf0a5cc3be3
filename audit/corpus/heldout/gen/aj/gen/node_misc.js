// Real messages from Express 5 (dev error page), node:fs and ajv + ajv-i18n.
process.env.NODE_ENV = "development";
const path = require("path");
const fs = require("fs");
const app = require(process.env.APP_JS);
const Ajv = require("ajv");
const localize = require("ajv-i18n");
const out = {};
(async () => {
  const server = app.listen(0, "127.0.0.1");
  await new Promise(r => server.on("listening", r));
  const port = server.address().port;
  const r = await fetch(`http://127.0.0.1:${port}/labels/B-7781?meta=%7Bbatch:1`);
  out.express_500 = `label service HTTP ${r.status}: ` + await r.text();
  const r2 = await fetch(`http://127.0.0.1:${port}/labels`);
  out.express_404 = await r2.text();
  server.close();
  try { fs.readFileSync(`/srv/kostenvoranschlag/templates/${process.env.CANARY_TPL}.hbs`, "utf8"); }
  catch (e) { out.fs_enoent = e.message; }
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile({ type: "object", required: ["guests", "date"],
    properties: { guests: { type: "integer", minimum: 1, maximum: 12 }, date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, table_zone: { enum: ["terrace", "bar", "main"] } } });
  for (const [lang, data] of JSON.parse(process.argv[2])) {
    validate(data);
    localize[lang](validate.errors);
    out["ajv_" + lang] = ajv.errorsText(validate.errors, { separator: "; ", dataVar: "args" });
    out["ajv_params_" + lang] = validate.errors.map(e => e.params);
  }
  console.log(JSON.stringify(out, null, 1));
})();
