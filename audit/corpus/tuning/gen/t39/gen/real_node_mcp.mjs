// Real outputs from the TypeScript MCP SDK (@modelcontextprotocol/sdk 1.32.2) with zod 4.6.7
// (its bundled locales), Node 20 fetch and node:path. Run from a scratch folder where those
// packages are installed:  node real_node_mcp.mjs OUT.json
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { z } from "zod";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileSync } from "node:fs";

const canary = (k) => "twaudit-" + createHash("sha256").update("t39:" + k).digest("hex").slice(0, 8);

const server = new McpServer({ name: "boxoffice", version: "2.4.0" });
server.registerTool("hold_seats", {
  inputSchema: { event_id: z.string().min(1), seats: z.number().int().min(1).max(8),
                 tier: z.enum(["parkett", "rang", "loge"]) } },
  async () => ({ content: [{ type: "text", text: "held" }] }));
server.registerTool("order_meal", {
  inputSchema: { restaurant_id: z.string().min(1), items: z.number().int().min(1).max(30),
                 note: z.string().max(200).optional() } },
  async () => ({ content: [{ type: "text", text: "ok" }] }));
server.registerTool("set_delivery_address", {
  inputSchema: { order_id: z.string(), street: z.string().min(1), postcode: z.string().min(4).max(10) } },
  async () => ({ content: [{ type: "text", text: "ok" }] }));
server.registerTool("book_room", {
  inputSchema: { hotel_id: z.string(), nights: z.number().int().min(1).max(28), guests: z.number().int().min(1).max(6) } },
  async () => ({ content: [{ type: "text", text: "ok" }] }));
server.registerTool("courier_eta", { inputSchema: { order_id: z.string() } }, async ({ order_id }) => {
  try {
    const r = await fetch(`http://127.0.0.1:7311/v1/eta/${order_id}`);
    return { content: [{ type: "text", text: await r.text() }] };
  } catch (e) {
    return { isError: true, content: [{ type: "text", text: `ETA lookup failed: ${e} (${e.cause})` }] };
  }
});
const SPOOL = "/srv/labelprint/spool";
server.registerTool("reprint_label", { inputSchema: { file: z.string() } }, async ({ file }) => {
  const resolved = path.resolve(SPOOL, file);
  if (!resolved.startsWith(SPOOL + path.sep)) {
    return { isError: true, content: [{ type: "text", text: `Path escapes sandbox: ${resolved}` }] };
  }
  return { content: [{ type: "text", text: "queued" }] };
});
const MENU_DIR = process.cwd() + "/menus";
server.registerTool("menu_pdf", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    const buf = await readFile(path.join(MENU_DIR, name));
    return { content: [{ type: "text", text: `${buf.length} bytes` }] };
  } catch (e) {
    return { isError: true, content: [{ type: "text", text: String(e) }] };
  }
});

const [ct, st] = InMemoryTransport.createLinkedPair();
await server.connect(st);
const client = new Client({ name: "probe", version: "1" });
await client.connect(ct);

const calls = [
  ["node-above-max", null, "hold_seats", { event_id: "ev-5521", seats: 1000001, tier: "parkett" }, "above-max", "1000001"],
  ["node-de-enum", "de", "hold_seats", { event_id: "ev-5521", seats: 2, tier: canary("node-de-enum") }, "enum", canary("node-de-enum")],
  ["node-ja-max", "ja", "order_meal", { restaurant_id: "r-3310", items: 1000001 }, "above-max", "1000001"],
  ["node-fr-empty", "fr", "set_delivery_address", { order_id: "cmd-88120", street: "", postcode: "69003" }, "empty", ""],
  ["node-es-type", "es", "book_room", { hotel_id: "h-207", nights: canary("node-es-type"), guests: 2 }, "wrong-type", canary("node-es-type")],
  ["node-pl-min", "pl", "book_room", { hotel_id: "h-207", nights: 2, guests: -1 }, "below-min", "-1"],
  ["node-tr-over", "tr", "order_meal", { restaurant_id: "r-3310", items: 2, note: canary("node-tr-over") + "x".repeat(5000) }, "oversized", canary("node-tr-over") + "x".repeat(5000)],
  ["node-fetch", null, "courier_eta", { order_id: "ord_77341" }, "valid", "ord_77341"],
  ["node-escape", null, "reprint_label", { file: "../../../../etc/passwd" }, "traversal", "../../../../etc/passwd"],
  ["node-enoent", null, "menu_pdf", { name: "../../../../../root/.aws/credentials" }, "traversal", "../../../../../root/.aws/credentials"],
];
const locales = { de: z.locales.de, ja: z.locales.ja, fr: z.locales.fr, es: z.locales.es, pl: z.locales.pl, tr: z.locales.tr };
const out = {};
for (const [key, loc, tool, args, probe, sent] of calls) {
  z.config(loc ? locales[loc]() : z.locales.en());
  try {
    const r = await client.callTool({ name: tool, arguments: args });
    const text = r.content.filter((b) => b.type === "text").map((b) => b.text).join("\n")
      + (r.structuredContent ? "\n" + JSON.stringify(r.structuredContent) : "");
    out[key] = { channel: r.isError ? "error-result" : "success-result", probe, sent, text, tool, lang: loc || "en" };
  } catch (e) {
    out[key] = { channel: "jsonrpc-error", probe, sent, text: e.message + (e.data ? "\n" + JSON.stringify(e.data) : ""), tool, lang: loc || "en" };
  }
}
writeFileSync(process.argv[2], JSON.stringify(out, null, 1));
process.exit(0);
