// Runs a real MCP server (TypeScript SDK 1.32) in memory, with zod v4 locales, and prints what a client sees.
// argv: locale, JSON list of [tool, args]. Also: "lowlevel" mode where a handler throws McpError (JSON-RPC error).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";

const locale = process.argv[2] || "en";
const calls = JSON.parse(process.argv[3]);
let server;
if (locale === "lowlevel") {
  server = new Server({ name: "probe-target", version: "0.0.1" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const spec = JSON.parse(process.argv[4]);
    throw new McpError(ErrorCode[spec.code], spec.message, spec.data);
  });
} else {
  z.config(z.locales[locale.replace("-", "")]());
  server = new McpServer({ name: "probe-target", version: "0.0.1" });
  server.registerTool("book_room", {
    inputSchema: { nights: z.number().int().min(1).max(30), room_type: z.enum(["single", "double", "suite"]), guest: z.string().min(1).max(80) },
  }, async () => ({ content: [{ type: "text", text: "ok" }] }));
  server.registerTool("schedule_pickup", {
    inputSchema: { weight_kg: z.number().positive().max(70), postcode: z.string().regex(/^\d{5}$/) },
  }, async () => ({ content: [{ type: "text", text: "ok" }] }));
  server.registerTool("rate_wine", {
    inputSchema: { wine_id: z.string().min(3), score: z.number().int().min(50).max(100) },
  }, async () => ({ content: [{ type: "text", text: "ok" }] }));
}
const client = new Client({ name: "probe", version: "0.0.1" });
const [ct, st] = InMemoryTransport.createLinkedPair();
ct.onmessage_orig = null;
await server.connect(st);
// record the raw JSON-RPC message the server sends back
const wire = [];
const origSend = st.send.bind(st);
st.send = async (m, o) => { wire.push(m); return origSend(m, o); };
await client.connect(ct);
for (const [name, args] of calls) {
  try {
    const r = await client.callTool({ name, arguments: args });
    console.log(JSON.stringify({ kind: "result", r }));
  } catch (e) {
    console.log(JSON.stringify({ kind: "error", wire: wire[wire.length - 1] }));
  }
}
process.exit(0);
