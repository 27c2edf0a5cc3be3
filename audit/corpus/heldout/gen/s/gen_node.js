// Real Node 20 / ajv / ajv-i18n / zod texts for batch S. Run from /tmp/hs-scratch/node (where the packages are installed).
const vm = require("vm");
const fs = require("fs");
const path = require("path");
const Ajv = require("ajv");
const localize = require("ajv-i18n");
const { z } = require("zod");
const out = {};
const put = (k, text, how) => { out[k] = { text, how }; };

// 1. a tool handler compiled under a dist/ file name throws; the server (also under dist/) returns err.stack
const src = `
function lineTotal(line, catalog) {
  const item = catalog[line.sku];
  return { amount: line.qty * item.price.amount, currency: item.price.currency };
}
function createInvoice(args, catalog) {
  const lines = args.lines.map((l) => lineTotal(l, catalog));
  return { total: lines.reduce((s, l) => s + l.amount, 0), currency: lines[0].currency };
}
createInvoice;`;
const createInvoice = new vm.Script(src, { filename: "/app/dist/tools/createInvoice.js" }).runInThisContext();
const srvSrc = `
(function (handlers) {
  return function callTool(name, args, ctx, reply) {
    setImmediate(() => {
      try {
        reply({ content: [{ type: "text", text: JSON.stringify(handlers[name](args, ctx.catalog)) }] });
      } catch (err) {
        reply({ isError: true, content: [{ type: "text", text: err.stack }] });
      }
    });
  };
})`;
const makeServer = new vm.Script(srvSrc, { filename: "/app/dist/server.js" }).runInThisContext();
const callTool = makeServer({ create_invoice: createInvoice });
callTool("create_invoice", { lines: [{ sku: "twaudit-9b3e71c4", qty: 2 }] }, { catalog: { "SKU-100": { price: { amount: 12, currency: "EUR" } } } },
  (res) => { put("node_stack", res.content[0].text, `Node ${process.version} err.stack of a handler compiled under /app/dist (vm.Script filenames), called from setImmediate`); });

// 2. JSON-RPC internal error whose data carries the stack
const src3 = `
function parseWindow(s) {
  const [from, to] = s.split("/");
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
parseWindow;`;
const parseWindow = new vm.Script(src3, { filename: "/usr/src/app/build/handlers/availability.js" }).runInThisContext();
const rpcSrc = `
(function (handlers) {
  return function onRequest(msg, send) {
    setImmediate(() => {
      try {
        send({ jsonrpc: "2.0", id: msg.id, result: handlers[msg.params.name](msg.params.arguments.window) });
      } catch (e) {
        send({ jsonrpc: "2.0", id: msg.id, error: { code: -32603, message: "Internal error", data: { name: e.name, message: e.message, stack: e.stack } } });
      }
    });
  };
})`;
const onRequest = new vm.Script(rpcSrc, { filename: "/usr/src/app/build/rpc.js" }).runInThisContext()({ check_availability: parseWindow });
onRequest({ id: 7, params: { name: "check_availability", arguments: { window: "2025-13-40T09:00/2025-13-40T18:00" } } }, (m) => {
  put("node_rpc_stack", m.error.message + "\n" + JSON.stringify(m.error.data),
    `Node ${process.version} RangeError from Date#toISOString in a handler under /usr/src/app/build (vm.Script filenames); JSON-RPC error message + JSON of its data`);
});

// 3. ajv + ajv-i18n
const ajv = new Ajv({ allErrors: true, verbose: true });
const schema = {
  type: "object",
  properties: {
    query: { type: "string", minLength: 1 },
    unit: { enum: ["kg", "lb", "piece"] },
    days: { type: "integer", minimum: 1, maximum: 90 },
  },
};
const validate = ajv.compile(schema);
validate({ query: "" });
localize.th(validate.errors);
put("ajv_th_empty", "พารามิเตอร์ไม่ถูกต้อง: query " + validate.errors[0].message,
  "ajv 8 + ajv-i18n th localize(); tool author joins field name and message");
validate({ unit: "twaudit-d42a6b90" });
localize.ar(validate.errors);
const e2 = validate.errors[0];
put("ajv_ar_enum", "Invalid params\n" + JSON.stringify({ errors: [{ instancePath: e2.instancePath, keyword: e2.keyword, message: e2.message, params: e2.params, data: e2.data }] }),
  "ajv 8 verbose errors + ajv-i18n ar; JSON-RPC -32602 message + data");
validate({ days: 365 });
localize.fi(validate.errors);
put("ajv_fi_max", "Virheellinen parametri days: " + validate.errors[0].message + ".",
  "ajv 8 + ajv-i18n fi localize()");

// 4. zod 4 with its locales
const fmt = (err) => err.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
z.config(z.locales.de());
let r = z.object({ sort: z.enum(["asc", "desc"]) }).safeParse({ sort: "twaudit-0f6b2d85" });
put("zod_de_enum", fmt(r.error), "zod 4 with z.locales.de(); issues joined as path: message");
z.config(z.locales.vi());
r = z.object({ quantity: z.number().int().max(100) }).safeParse({ quantity: 1000001 });
put("zod_vi_max", "Tham số không hợp lệ — " + fmt(r.error), "zod 4 with z.locales.vi()");
z.config(z.locales.es());
r = z.object({ fecha: z.string() }).safeParse({ fecha: 20250114 });
put("zod_es_type", JSON.stringify({ error: "parámetros inválidos", issues: r.error.issues.map((i) => ({ path: i.path, message: i.message })) }),
  "zod 4 with z.locales.es(); issues as JSON");
z.config(z.locales.el());
r = z.object({ comment: z.string().max(500) }).safeParse({ comment: "twaudit-44e0a9d1 " + "A".repeat(20000) });
put("zod_el_long", fmt(r.error), "zod 4 with z.locales.el()");

// 5. fs error passed through
try {
  fs.readFileSync(path.join("/var/lib/notes-mcp/users/4417/notes", "twaudit-c8e2f5a1.md"));
} catch (e) {
  put("node_enoent", e.message, `Node ${process.version} fs error message`);
}
setTimeout(() => process.stdout.write(JSON.stringify(out)), 50);
