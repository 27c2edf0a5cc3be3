// Runs real Node.js 20 code paths (a TypeError in a tool handler, WHATWG URL, ajv 8 + ajv-i18n,
// zod 4) the way an MCP tool would and writes texts to real_node.json in the scratch folder.
// Usage: cd $S && node run_real.js $S   (needs `npm install zod ajv ajv-i18n` in $S;
// $S/srv/fleet-mcp/dist/tools/assignDriver.js is copied beside this file as fleet_assignDriver.js)
const path = require("path");
const fs = require("fs");
const S = process.argv[2];
const req = (m) => require(path.join(S, "node_modules", m));
const out = {};
const put = (k, text, produced_by, extra = {}) => (out[k] = { text, produced_by, ...extra });

// 1. TypeError with stack from a tool handler (error-result text = err.stack)
const { assignDriver } = require(path.join(S, "srv/fleet-mcp/dist/tools/assignDriver.js"));
try {
  assignDriver({ plate: "twaudit-e671d07a", driverId: "drv-118" }, [{ plate: "KL-AB 442", homeDepot: { code: "KL1" } }]);
} catch (e) {
  put("node_stack", e.stack, `Node.js ${process.version} TypeError err.stack; gen/run_real.js + gen/fleet_assignDriver.js`);
}

// 2. WHATWG URL error, passed as JSON-RPC error data
try {
  new URL("twaudit-1aaca59f");
} catch (e) {
  put("node_url", null, `Node.js ${process.version} new URL() TypeError, passed as JSON-RPC error message + data; gen/run_real.js`,
    { message: `${e.name} [${e.code}]: ${e.message}`, data: { code: e.code, input: e.input } });
}

// 3. ajv 8 + ajv-i18n localized messages
const Ajv = req("ajv");
const localize = req("ajv-i18n");
const ajv = new Ajv({ allErrors: true });
function ajvMsg(lang, schema, data) {
  const v = ajv.compile(schema);
  if (v(data)) throw new Error("valid?");
  localize[lang](v.errors);
  return v.errors.map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ");
}
const ajvVer = require(path.join(S, "node_modules/ajv/package.json")).version;
const i18nVer = require(path.join(S, "node_modules/ajv-i18n/package.json")).version;
put("ajv_fi", ajvMsg("fi", { type: "object", properties: { henkilomaara: { type: "integer", maximum: 40 } } }, { henkilomaara: 4000001 }),
  `ajv ${ajvVer} + ajv-i18n ${i18nVer} (fi), maximum; gen/run_real.js`);
put("ajv_th", ajvMsg("th", { type: "object", properties: { postcode: { type: "string", pattern: "^[0-9]{5}$" } } }, { postcode: "" }),
  `ajv ${ajvVer} + ajv-i18n ${i18nVer} (th), pattern; gen/run_real.js`);
put("ajv_ca", ajvMsg("ca", { type: "object", required: ["codi_postal", "carrer"], properties: { carrer: { type: "string" }, codi_postal: { type: "string" } } }, { carrer: "Carrer de Verdi 12" }),
  `ajv ${ajvVer} + ajv-i18n ${i18nVer} (ca), required; gen/run_real.js`);
put("ajv_id", ajvMsg("id", { type: "object", properties: { kode_cabang: { type: "string", minLength: 3, maxLength: 6 } } }, { kode_cabang: "" }),
  `ajv ${ajvVer} + ajv-i18n ${i18nVer} (id), minLength; gen/run_real.js`);

// 4. zod 4 issues as an MCP SDK-style invalid-params error
const { z } = req("zod");
const zver = require(path.join(S, "node_modules/zod/package.json")).version;
const Args = z.object({ priority: z.enum(["low", "normal", "urgent"]), ward: z.string().min(1) });
const r = Args.safeParse({ priority: "twaudit-8ab0f779", ward: "B3" });
put("zod_enum", null, `zod ${zver} issues in an MCP TypeScript SDK style invalid-params error message; gen/run_real.js`,
  { message: `Invalid arguments for tool request_porter: ${JSON.stringify(r.error.issues, null, 2)}` });

fs.writeFileSync(path.join(S, "real_node.json"), JSON.stringify(out, null, 1));
console.log(JSON.stringify(out, null, 1));
