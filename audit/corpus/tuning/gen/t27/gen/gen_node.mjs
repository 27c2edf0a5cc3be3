// Generator for the Node-produced entries of batch 27.
// Each entry is a real call to a tool on a real MCP server (TypeScript SDK McpServer) through the
// SDK's Client over InMemoryTransport; the result is rendered as brief.md describes.
// Validation texts come from zod 4 (with its locales) and ajv 8 + ajv-i18n, run for real.
// Run:  node gen/gen_node.mjs   (packages installed under /tmp/d27b/nodeproj)
import { createRequire } from "node:module";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire("/tmp/d27b/nodeproj/package.json");
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { InMemoryTransport } = require("@modelcontextprotocol/sdk/inMemory.js");
const z = require("zod/v4");
const Ajv = require("ajv");
const localize = require("ajv-i18n");

const HERE = dirname(fileURLToPath(import.meta.url));
const ver = (p) => require(`${p}/package.json`).version;
const V = { sdk: ver("@modelcontextprotocol/sdk"), zod: ver("zod"), ajv: ver("ajv"), ajvI18n: ver("ajv-i18n") };
const SDK = `@modelcontextprotocol/sdk ${V.sdk} (TypeScript SDK McpServer, InMemoryTransport client)`;
const SCRIPT = "gen/gen_node.mjs";

const canary = (id) => "twaudit-" + createHash("sha256").update("dev-27b:" + id).digest("hex").slice(0, 8);
const oversized = (id) => { const c = canary(id); return c + "A".repeat(4096 - c.length); };

const entries = [];
// def: {id, lang, source, produced_by, probe, sent, signals, tool, inputSchema, args, handler}
const add = (def) => entries.push(def);

// ---------------------------------------------------------------- PART A / B pair 30 (feature flags, en)
const flagSchema = {
  key: z.string().regex(/^[a-z0-9-]{1,64}$/),
  rollout: z.union([z.number().min(0).max(100), z.object({ segment: z.string() })]),
};
add({
  id: "t27-030", lang: "en", source: "real", probe: "wrong-type", signals: ["no-retry-guidance"],
  produced_by: `${SDK} input validation (zod ${V.zod} union, default locale); ${SCRIPT}`,
  tool: "set_flag", inputSchema: flagSchema,
  args: (id) => ({ key: "checkout-v2", rollout: canary(id) }), sent: (id) => canary(id),
  handler: async () => ({ content: [{ type: "text", text: "ok" }] }),
});
add({
  id: "t27-060", lang: "en", source: "real", probe: "oversized", signals: [],
  produced_by: `${SDK} input validation (zod ${V.zod} regex, default locale); ${SCRIPT}`,
  tool: "set_flag", inputSchema: flagSchema,
  args: (id) => ({ key: oversized(id), rollout: 10 }), sent: (id) => oversized(id),
  handler: async () => ({ content: [{ type: "text", text: "ok" }] }),
});

// ---------------------------------------------------------------- PART B pair 21 (flights, hu): ajv-i18n, allowed values listed
const flightSchema = {
  type: "object", required: ["origin", "destination", "cabin"],
  properties: {
    origin: { type: "string", minLength: 3, maxLength: 3 },
    destination: { type: "string", minLength: 3, maxLength: 3 },
    cabin: { enum: ["economy", "premium_economy", "business", "first"] },
  },
};
add({
  id: "t27-051", lang: "hu", source: "real", probe: "enum", signals: [],
  produced_by: `ajv ${V.ajv} enum error localized with ajv-i18n ${V.ajvI18n} (hu), errors JSON returned as isError result by ${SDK}; ${SCRIPT}`,
  tool: "search_flights", inputSchema: { origin: z.any(), destination: z.any(), cabin: z.any() },
  args: (id) => ({ origin: "BUD", destination: "LIS", cabin: canary(id) }), sent: (id) => canary(id),
  handler: async (a) => {
    const ajv = new Ajv({ allErrors: true });
    const validate = ajv.compile(flightSchema);
    validate(a);
    localize.hu(validate.errors);
    return { isError: true, content: [{ type: "text", text: "Érvénytelen paraméterek: " + JSON.stringify(validate.errors) }] };
  },
});

// ---------------------------------------------------------------- PART C: Node fetch failure passed on
add({
  id: "t27-075", lang: "en", source: "real", probe: "valid", signals: ["raw-upstream-text", "no-retry-guidance"],
  produced_by: `Node ${process.version} fetch (undici) failure and its cause, stringified into an isError result by ${SDK}; ${SCRIPT}`,
  tool: "send_receipt", inputSchema: { order_id: z.string() },
  args: (id) => ({ order_id: canary(id) }), sent: (id) => canary(id),
  handler: async (a) => {
    try {
      await fetch("http://127.0.0.1:8025/api/v1/send", { method: "POST", body: JSON.stringify({ order: a.order_id }) });
      return { content: [{ type: "text", text: "sent" }] };
    } catch (e) {
      return { isError: true, content: [{ type: "text", text: `Mail relay request failed: ${String(e)} (cause: ${String(e.cause)})` }] };
    }
  },
});

// ---------------------------------------------------------------- PART E: echoes inside validation-library error objects
add({
  id: "t27-108", lang: "zh", source: "real", probe: "above-max", signals: ["validation-echoes-value"],
  produced_by: `zod ${V.zod} safeParse with z.locales.zhCN() and reportInput:true; issues returned as structuredContent of an isError result by ${SDK}; ${SCRIPT}`,
  tool: "list_orders", inputSchema: { limit: z.any(), status: z.any().optional() },
  args: () => ({ limit: 1000001 }), sent: () => "1000001",
  handler: async (a) => {
    z.config(z.locales.zhCN());
    const S = z.object({ limit: z.number().int().min(1).max(100), status: z.enum(["open", "closed"]).optional() });
    const r = S.safeParse(a, { reportInput: true });
    const issues = JSON.parse(JSON.stringify(r.error.issues)); // materialize messages while the zh-CN locale is active
    z.config(z.locales.en());
    return { isError: true, content: [{ type: "text", text: "参数校验失败" }], structuredContent: { issues } };
  },
});
const ordersSchema = {
  type: "object",
  properties: { status: { enum: ["nowe", "wysłane", "dostarczone"] }, page: { type: "integer", minimum: 1 } },
};
add({
  id: "t27-109", lang: "pl", source: "real", probe: "enum", signals: ["validation-echoes-value"],
  produced_by: `ajv ${V.ajv} ({verbose:true}) enum error localized with ajv-i18n ${V.ajvI18n} (pl), errors JSON in an isError result by ${SDK}; ${SCRIPT}`,
  tool: "list_shipments", inputSchema: { status: z.any(), page: z.any().optional() },
  args: (id) => ({ status: canary(id) }), sent: (id) => canary(id),
  handler: async (a) => {
    const ajv = new Ajv({ allErrors: true, verbose: true });
    const validate = ajv.compile(ordersSchema);
    validate(a);
    localize.pl(validate.errors);
    const slim = validate.errors.map(({ parentSchema, ...rest }) => rest);
    return { isError: true, content: [{ type: "text", text: "Nieprawidłowe parametry wywołania:\n" + JSON.stringify(slim, null, 2) }] };
  },
});
const roomSchema = {
  type: "object", required: ["room_id", "guests"],
  properties: { room_id: { type: "string" }, guests: { type: "integer", minimum: 1, maximum: 8 } },
};
add({
  id: "t27-110", lang: "ko", source: "real", probe: "wrong-type", signals: ["validation-echoes-value"],
  produced_by: `ajv ${V.ajv} ({verbose:true}) type error localized with ajv-i18n ${V.ajvI18n} (ko), errors JSON in an isError result by ${SDK}; ${SCRIPT}`,
  tool: "reserve_room", inputSchema: { room_id: z.any(), guests: z.any() },
  args: (id) => ({ room_id: "R-1204", guests: canary(id) }), sent: (id) => canary(id),
  handler: async (a) => {
    const ajv = new Ajv({ allErrors: true, verbose: true });
    const validate = ajv.compile(roomSchema);
    validate(a);
    localize.ko(validate.errors);
    const slim = validate.errors.map(({ parentSchema, ...rest }) => rest);
    return { isError: true, content: [{ type: "text", text: "요청 값 검증 실패: " + JSON.stringify(slim) }] };
  },
});

// ---------------------------------------------------------------- run
function render(r) {
  const texts = (r.content || []).filter((b) => b.type === "text").map((b) => b.text);
  if (r.structuredContent !== undefined) texts.push(JSON.stringify(r.structuredContent));
  return texts.join("\n");
}

const out = [];
for (const e of entries) {
  const server = new McpServer({ name: "batch27", version: "1.0.0" });
  server.registerTool(e.tool, { inputSchema: e.inputSchema }, e.handler);
  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st);
  const client = new Client({ name: "audit", version: "1.0.0" });
  await client.connect(ct);
  let channel, text;
  try {
    const r = await client.callTool({ name: e.tool, arguments: e.args(e.id) });
    channel = r.isError ? "error-result" : "success-result";
    text = render(r);
  } catch (err) {
    channel = "jsonrpc-error";
    text = err.data === undefined ? err.message : err.message + "\n" + JSON.stringify(err.data);
  }
  await client.close();
  out.push({ id: e.id, produced_by: e.produced_by, channel, probe: e.probe, sent: e.sent(e.id), text, signals: e.signals,
    _meta: { language: e.lang, source: e.source } });
}
writeFileSync(join(HERE, "out", "node.json"), JSON.stringify(out, null, 1));
console.log(out.length, "entries");
process.exit(0);
