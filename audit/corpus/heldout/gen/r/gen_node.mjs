// Real texts from the MCP TypeScript SDK (McpServer + zod v4 locales), ajv + ajv-i18n,
// @modelcontextprotocol/server-filesystem over stdio, and a low-level Server for a JSON-RPC error.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import Ajv from "ajv";
import localize from "ajv-i18n";
import vm from "node:vm";
import fs from "node:fs";
const C = JSON.parse(fs.readFileSync("../canaries.json", "utf8"));
const out = {};
const render = (r) => { let t = (r.content || []).filter(b => b.type === "text").map(b => b.text).join("\n"); if (r.structuredContent) t += (t ? "\n" : "") + JSON.stringify(r.structuredContent); return t; };
async function run(server, key, tool, args, probe, sent) {
  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st);
  const client = new Client({ name: "audit", version: "1" }); await client.connect(ct);
  try { const r = await client.callTool({ name: tool, arguments: args }); out[key] = { channel: r.isError ? "error-result" : "success-result", text: render(r), probe, sent, tool }; }
  catch (e) { out[key] = { channel: "jsonrpc-error", text: e.message.replace(/^MCP error -?\d+: /, "") + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : ""), probe, sent, tool }; }
  await client.close();
}
// zod-localized SDK validation
async function zodCase(loc, key, tool, shape, args, probe, sent) {
  z.config(z.locales[loc]());
  const s = new McpServer({ name: "probe", version: "1.0.0" });
  s.registerTool(tool, { inputSchema: shape }, async () => ({ content: [{ type: "text", text: "ok" }] }));
  await run(s, key, tool, args, probe, sent);
}
await zodCase("fa", "node_zod_fa_max", "reserve_seats", { count: z.number().int().min(1).max(100) }, { count: 1000001 }, "above-max", "1000001");
await zodCase("vi", "node_zod_vi_enum", "liet_ke_don_hang", { sap_xep: z.enum(["moi_nhat", "cu_nhat"]) }, { sap_xep: C.x00 }, "enum", C.x00);
await zodCase("uk", "node_zod_uk_empty", "stvoryty_zavdannia", { nazva: z.string().min(1) }, { nazva: "" }, "empty", "");
await zodCase("en", "node_zod_en_wrongtype", "list_orders", { limit: z.number().int().min(1).max(100) }, { limit: C.x01 }, "wrong-type", C.x01);
await zodCase("hi", "node_zod_hi_min", "list_pages", { page: z.number().int().min(1) }, { page: -1 }, "below-min", "-1");
z.config(z.locales.en());

// tool catches an error and returns String(e)
{
  const s = new McpServer({ name: "crm", version: "2.4.1" });
  s.registerTool("get_contact", { inputSchema: { email: z.string() } }, async ({ email }) => {
    try { const rec = undefined; return { content: [{ type: "text", text: rec.customerId }] }; }
    catch (e) { return { content: [{ type: "text", text: String(e) }], isError: true }; }
  });
  await run(s, "node_typeerror", "get_contact", { email: "dana@example.com" }, "valid", null);
}
// low-level server: JSON-RPC error carrying a stack (code run under a realistic filename via vm)
{
  const src = `
function normalizeLine(line) {
  return { sku: line.product.sku, qty: line.quantity };
}
function buildInvoice(order) {
  return { id: order.id, lines: order.lines.map(normalizeLine) };
}
module.exports = { buildInvoice };
`;
  const mod = { exports: {} }; Error.stackTraceLimit = 3;
  vm.runInThisContext(`(function (module, exports) {${src}\n})`, { filename: "/app/dist/handlers/invoices.js" })(mod, mod.exports);
  const s = new Server({ name: "billing", version: "0.9.3" }, { capabilities: { tools: {} } });
  s.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "create_invoice", inputSchema: { type: "object", properties: { order_id: { type: "string" } } } }] }));
  s.setRequestHandler(CallToolRequestSchema, async (req) => {
    try { return mod.exports.buildInvoice({ id: req.params.arguments.order_id, lines: [{ quantity: 2 }] }); }
    catch (e) { throw new McpError(ErrorCode.InternalError, e.message, { stack: e.stack }); }
  });
  await run(s, "node_J_stack", "create_invoice", { order_id: "SO-20417" }, "valid", null);
}
// ajv + ajv-i18n
{
  const ajv = new Ajv({ allErrors: true, verbose: true });
  const schema = { type: "object", properties: { kategori: { enum: ["ข่าว", "บทความ", "ประกาศ"] } }, required: ["kategori"] };
  const v = ajv.compile(schema);
  v({ kategori: C.x02 }); localize.th(v.errors);
  const e = v.errors.map(({ instancePath, message, data }) => ({ instancePath, message, data }));
  const s = new McpServer({ name: "cms", version: "1.2.0" });
  s.registerTool("list_posts", { inputSchema: { kategori: z.string() } }, async () => ({ content: [{ type: "text", text: "พารามิเตอร์ไม่ถูกต้อง" }], structuredContent: { errors: e }, isError: true }));
  await run(s, "node_ajv_th_verbose", "list_posts", { kategori: C.x02 }, "enum", C.x02);
}
{
  const ajv = new Ajv({ allErrors: true });
  const schema = { type: "object", properties: { format: { enum: ["pdf", "csv", "xlsx"] } } };
  const v = ajv.compile(schema);
  v({ format: C.x03 }); localize.sk(v.errors);
  const msg = v.errors.map(e => `${e.instancePath.slice(1)} ${e.message}: ${e.params.allowedValues.join(", ")}`).join("; ");
  const s = new McpServer({ name: "reports", version: "3.0.0" });
  s.registerTool("export_report", { inputSchema: { format: z.string() } }, async () => ({ content: [{ type: "text", text: msg }], isError: true }));
  await run(s, "node_ajv_sk_enum", "export_report", { format: C.x03 }, "enum", C.x03);
}
// reference filesystem server over stdio
{
  const t = new StdioClientTransport({ command: "node", args: ["node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", "/tmp/hr-scratch/fs/handbook"], stderr: "ignore" });
  const c = new Client({ name: "audit", version: "1" }); await c.connect(t);
  for (const [key, tool, args, probe, sent] of [["node_fs_trav", "read_text_file", { path: "../../../../etc/passwd" }, "traversal", "../../../../etc/passwd"], ["node_fs_enoent", "read_text_file", { path: "onboarding/week-1.md" }, "valid", null]]) {
    const r = await c.callTool({ name: tool, arguments: args });
    out[key] = { channel: r.isError ? "error-result" : "success-result", text: render(r), probe, sent, tool };
  }
  await c.close();
}
fs.writeFileSync("../real_node.json", JSON.stringify(out, null, 1));
for (const [k, v] of Object.entries(out)) console.log("==", k, v.channel, "\n" + v.text);
