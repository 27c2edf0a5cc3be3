// Real Node library outputs: grpc-js and fetch failures on closed loopback ports, graphql-js
// variable coercion, ajv + ajv-i18n and zod 4 locale messages. Usage: node run_node.mjs out.json
import { createRequire } from "module";
import { randomBytes } from "crypto";
import { writeFileSync } from "fs";
const require = createRequire(process.cwd() + "/");
const canary = () => "twaudit-" + randomBytes(4).toString("hex");
const out = {};
const ver = (p) => require(p + "/package.json").version;

// 1. grpc-js to a closed loopback port -> surfaced as a JSON-RPC error
const grpc = require("@grpc/grpc-js");
const client = new grpc.Client("127.0.0.1:50714", grpc.credentials.createInsecure());
await new Promise((res) => {
  client.makeUnaryRequest("/loyalty.v1.Points/Redeem", (x) => x, (x) => x, Buffer.from("\x0a\x08M-204411"),
    { deadline: Date.now() + 3000 }, (err) => {
      out["grpc-js"] = { channel: "jsonrpc-error", probe: "valid", sent: "M-204411",
        text: "Upstream call failed " + JSON.stringify({ grpcCode: err.code, details: err.details, service: "loyalty.v1.Points/Redeem" }),
        produced_by: `@grpc/grpc-js ${ver("@grpc/grpc-js")} on Node ${process.version}, closed loopback port; gen/run_node.mjs` };
      res();
    });
});
client.close();

// 2. fetch (undici) to a closed loopback port; the tool returns err.message + cause
try { await fetch("http://127.0.0.1:9471/v2/rates?from=EUR&to=RON"); }
catch (e) {
  out["fetch-ro"] = { channel: "error-result", probe: "valid", sent: null,
    text: `Cursul valutar nu a putut fi obținut: ${e.message} (${e.cause?.code} ${e.cause?.message})`,
    produced_by: `Node ${process.version} global fetch (undici), closed loopback port; gen/run_node.mjs` };
}

// 3. graphql-js: enum variable coercion with a value that is not in the enum
const { buildSchema, graphql } = require("graphql");
const schema = buildSchema(`enum FulfillmentStatus { UNFULFILLED PARTIAL FULFILLED RESTOCKED }
  type Order { id: ID!, name: String }
  type Query { orders(status: FulfillmentStatus!): [Order] }`);
let k = canary();
const r = await graphql({ schema, source: "query($s: FulfillmentStatus!){ orders(status:$s){ id name } }", variableValues: { s: k } });
out["graphql-enum"] = { channel: "error-result", probe: "enum", sent: k,
  text: JSON.stringify({ errors: r.errors.map((e) => e.toJSON()) }),
  produced_by: `graphql-js ${ver("graphql")} execute() variable coercion; gen/run_node.mjs` };

// 4. ajv + ajv-i18n localized messages (the tool joins instancePath + localized message)
const Ajv = require("ajv"); const localize = require("ajv-i18n");
const ajv = new Ajv({ allErrors: true });
function ajvMsg(lang, schema, data) {
  const v = ajv.compile(schema); v(data); localize[lang](v.errors);
  return v.errors.map((e) => `${e.instancePath.slice(1) || "(root)"}: ${e.message}` + (e.params.allowedValues ? ` (${e.params.allowedValues.join(", ")})` : "")).join("; ");
}
k = canary();
out["ajv-hu-enum"] = { channel: "error-result", probe: "enum", sent: k,
  text: ajvMsg("hu", { type: "object", properties: { prioritas: { enum: ["alacsony", "normal", "magas", "surgos"] } } }, { prioritas: k }),
  produced_by: `ajv ${ver("ajv")} + ajv-i18n ${ver("ajv-i18n")} (hu); gen/run_node.mjs` };
k = canary();
out["ajv-fi-maxlen"] = { channel: "error-result", probe: "oversized", sent: k + "x".repeat(6000),
  text: ajvMsg("fi", { type: "object", properties: { saate: { type: "string", maxLength: 500 } } }, { saate: k + "x".repeat(6000) }),
  produced_by: `ajv ${ver("ajv")} + ajv-i18n ${ver("ajv-i18n")} (fi); gen/run_node.mjs` };
out["ajv-ca-type"] = { channel: "error-result", probe: "wrong-type", sent: null,
  text: ajvMsg("ca", { type: "object", properties: { nits: { type: "integer", minimum: 1, maximum: 30 } } }, { nits: "tres" }),
  produced_by: `ajv ${ver("ajv")} + ajv-i18n ${ver("ajv-i18n")} (ca); gen/run_node.mjs` };

// 5. zod 4 with its bundled locales
const { z } = require("zod");
function zodMsg(locale, schema, data, label) {
  z.config(z.locales[locale]());
  const res = schema.safeParse(data);
  return res.error.issues.map((i) => `${label}: ${i.message}`).join("\n");
}
out["zod-th-min"] = { channel: "error-result", probe: "below-min", sent: "-3",
  text: zodMsg("th", z.number().int().min(1).max(12), -3, "จำนวนห้อง"),
  produced_by: `zod ${ver("zod")} locales.th; gen/run_node.mjs` };
out["zod-he-type"] = { channel: "error-result", probe: "wrong-type", sent: null,
  text: zodMsg("he", z.string(), 4417, "מספר_פוליסה"),
  produced_by: `zod ${ver("zod")} locales.he; gen/run_node.mjs` };
out["zod-id-empty"] = { channel: "error-result", probe: "empty", sent: "",
  text: zodMsg("id", z.string().min(3), "", "nama_penerima"),
  produced_by: `zod ${ver("zod")} locales.id; gen/run_node.mjs` };
k = canary();
out["zod-vi-enum"] = { channel: "error-result", probe: "enum", sent: k,
  text: zodMsg("vi", z.enum(["tieu_chuan", "nhanh", "hoa_toc"]), k, "hinh_thuc_giao"),
  produced_by: `zod ${ver("zod")} locales.vi; gen/run_node.mjs` };

writeFileSync(process.argv[2], JSON.stringify(out, null, 1));
for (const [key, v] of Object.entries(out)) console.log(key, "|", v.text, "\n---");
