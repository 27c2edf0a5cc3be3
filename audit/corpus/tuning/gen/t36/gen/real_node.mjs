// Real outputs, Node side: an McpServer (@modelcontextprotocol/sdk 1.32.2, zod 3, npm-installed
// in a scratch folder) for a payouts service; tools call real runtime APIs (fetch, BigInt, Intl,
// JSON.parse of an upstream HTML page). A linked in-memory client sends the probes.
// Run: node real_node.mjs <out.json> <canaries.json>   (from the scratch folder holding node_modules)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { z } from "zod";
import http from "node:http";
import fs from "node:fs";

const [outPath, canPath] = process.argv.slice(2);
const C = JSON.parse(fs.readFileSync(canPath, "utf8"));

// an upstream rates provider that answers with an HTML maintenance page
const upstream = http.createServer((req, res) => {
  res.writeHead(503, { "content-type": "text/html" });
  res.end("<!DOCTYPE html><html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>");
});
await new Promise((r) => upstream.listen(0, "127.0.0.1", r));
const upPort = upstream.address().port;

const s = new McpServer({ name: "payouts", version: "0.9.4" });
s.tool("create_payout",
  { amount_cents: z.number().int().min(1).max(250000), rail: z.enum(["sepa", "swift", "faster_payments"]), beneficiary_id: z.string() },
  async () => ({ content: [{ type: "text", text: "queued" }] }));
s.tool("get_quote", { corridor: z.string() }, async ({ corridor }) => {
  try {
    const r = await fetch(`http://127.0.0.1:7070/quotes/${corridor}`);
    return { content: [{ type: "text", text: await r.text() }] };
  } catch (e) {
    throw new Error(`${e.message}: ${e.cause}`);
  }
});
s.tool("settle", { amount_minor: z.string().describe("integer amount in minor units") }, async ({ amount_minor }) => {
  const v = BigInt(amount_minor);
  return { content: [{ type: "text", text: `settled ${v}` }] };
});
s.tool("format_amount", { amount: z.number(), currency: z.string() }, async ({ amount, currency }) => {
  try {
    const t = new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
    return { content: [{ type: "text", text: t }], structuredContent: { ok: true, formatted: t } };
  } catch (e) {
    const sc = { ok: false, error: String(e) };
    return { content: [{ type: "text", text: "format failed" }], structuredContent: sc };
  }
});
s.tool("refresh_rates", { source: z.string() }, async ({ source }) => {
  const r = await fetch(`http://127.0.0.1:${upPort}/v2/rates?source=${source}`);
  const body = await r.text();
  try {
    return { content: [{ type: "text", text: JSON.stringify(JSON.parse(body)) }] };
  } catch (e) {
    return { isError: true, content: [{ type: "text", text: e.stack }] };
  }
});

const [ct, st] = InMemoryTransport.createLinkedPair();
await s.connect(st);
const c = new Client({ name: "probe", version: "1" });
await c.connect(ct);

const probes = [
  ["rnd_max", "create_payout", { amount_cents: 250001, rail: "sepa", beneficiary_id: "ben_51" }, "above-max", "250001"],
  ["rnd_enum", "create_payout", { amount_cents: 1200, rail: C.rnd_enum, beneficiary_id: "ben_51" }, "enum", C.rnd_enum],
  ["rnd_fetch", "get_quote", { corridor: "EUR-PHP" }, "valid", null],
  ["rnd_bigint", "settle", { amount_minor: C.rnd_bigint }, "valid", C.rnd_bigint],
  ["rnd_intl", "format_amount", { amount: 12.5, currency: C.rnd_intl }, "valid", C.rnd_intl],
  ["rnd_stack", "refresh_rates", { source: "ecb" }, "valid", null],
];
const out = {};
for (const [slug, tool, args, probe, sent] of probes) {
  let channel, text;
  try {
    const r = await c.callTool({ name: tool, arguments: args });
    channel = r.isError ? "error-result" : "success-result";
    text = r.content.filter((b) => b.type === "text").map((b) => b.text).join("\n");
    if (r.structuredContent !== undefined) text += (text ? "\n" : "") + JSON.stringify(r.structuredContent);
  } catch (e) {
    channel = "jsonrpc-error";
    text = e.message + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : "");
  }
  out[slug] = { channel, probe, sent, text, produced_by: `@modelcontextprotocol/sdk 1.32.2 McpServer 'payouts' (Node ${process.version}), tool ${tool} (gen/real_node.mjs)` };
}
fs.writeFileSync(outPath, JSON.stringify(out, null, 1));
upstream.close();
process.exit(0);
