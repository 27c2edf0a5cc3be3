// Tuning batch 3: the official TypeScript SDK's own answers to arguments that break a
// tool's zod schema (McpServer.registerTool), over an in-memory transport, for three tools.
// Run from audit/planted/typescript-sdk (its node_modules): node ../../corpus/tuning/gen/t3/ts_sdk.mjs
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { z } from "zod";

const server = new McpServer({ name: "t3", version: "1.0.0" });
const ok = async () => ({ content: [{ type: "text", text: "ok" }] });
server.registerTool("list_tickets", { inputSchema: { limit: z.number().int().max(100), status: z.enum(["open", "closed"]) } }, ok);
server.registerTool("get_ticket", { inputSchema: { ticket_id: z.number().int() } }, ok);
server.registerTool("assign_ticket", { inputSchema: { ticket_id: z.number().int(), assignee: z.string().email() } }, ok);
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(a);
const client = new Client({ name: "t3", version: "1.0.0" });
await client.connect(b);
const calls = [
  ["list_tickets", { limit: "twaudit-3a000001", status: "open" }, "wrong-type", "twaudit-3a000001"],
  ["list_tickets", { limit: 1000000, status: "open" }, "above-max", "1000000"],
  ["list_tickets", { limit: 5, status: "twaudit-3b000001" }, "enum", "twaudit-3b000001"],
  ["get_ticket", { ticket_id: "twaudit-3c000001" }, "wrong-type", "twaudit-3c000001"],
  ["get_ticket", {}, "missing", null],
  ["assign_ticket", { ticket_id: 1, assignee: "twaudit-3d000001" }, "format", "twaudit-3d000001"],
];
const out = [];
for (const [name, args, probe, sent] of calls) {
  let text, channel;
  try {
    const r = await client.callTool({ name, arguments: args });
    text = r.content.map((c) => c.text).join("\n");
    channel = r.isError ? "error-result" : "result";
  } catch (e) {
    text = e.message;
    channel = "jsonrpc-error";
  }
  out.push({ name, probe, sent, channel, text });
}
console.log(JSON.stringify(out, null, 1));
process.exit(0);
