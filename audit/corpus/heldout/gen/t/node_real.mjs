// Real Node.js 20 output: @modelcontextprotocol/sdk 1.32 (McpServer + zod 4) over InMemoryTransport,
// @modelcontextprotocol/server-filesystem over stdio, ajv 8 + ajv-i18n 4, zod 4 locales, Express 5's
// default error handler, passport-local, undici fetch, fs errors.
// Run: bash gen/run_node.sh  (copies this file next to /tmp/ht-scratch/nodeproj/node_modules)
// -> /tmp/ht-scratch/out/node_real.json
import fs from "node:fs";
import http from "node:http";
import { z } from "zod";
import Ajv from "ajv";
import { createRequire } from "node:module";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import express from "express";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";

const require = createRequire(import.meta.url);
const out = {};

function visible(res) {
  let t = (res.content || []).filter(c => c.type === "text").map(c => c.text).join("\n");
  if (res.structuredContent) t += (t ? "\n" : "") + JSON.stringify(res.structuredContent);
  return t;
}
async function call(client, key, name, args) {
  try {
    const r = await client.callTool({ name, arguments: args });
    out[key] = { channel: r.isError ? "error-result" : "success-result", text: visible(r), tool: name, args };
  } catch (e) {
    const t = e.message + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : "");
    out[key] = { channel: "jsonrpc-error", code: e.code, text: t, tool: name, args };
  }
}

// ---------- A. ajv + ajv-i18n
const schema = { type: "object", required: ["status"], additionalProperties: false, properties: {
  status: { enum: ["open", "shipped", "cancelled"] },
  limit: { type: "integer", minimum: 1, maximum: 100 },
  note: { type: "string", minLength: 1, maxLength: 500 } } };
const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile(schema);
const cases = { enum: { status: "twaudit-6d1f3b80" }, above_max: { status: "open", limit: 1000001 },
  below_min: { status: "open", limit: -2 }, missing: { limit: 3 }, empty: { status: "open", note: "" },
  oversized: { status: "open", note: "twaudit-f2a7c915" + "A".repeat(4000) }, wrong_type: { status: "open", limit: "twaudit-3e9a0c47" } };
const langs = ["de", "ja", "zh", "zh-TW", "pt-BR", "ru", "ko", "pl", "sv", "it", "fi", "hu", "id", "th", "ar", "ca", "cs", "es", "fr", "nb", "nl", "sk"];
out.ajv = {};
for (const lang of langs) {
  const localize = require("ajv-i18n/localize/" + lang);
  out.ajv[lang] = {};
  for (const [k, inst] of Object.entries(cases)) {
    validate(inst);
    const errs = (validate.errors || []).map(e => ({ ...e }));
    localize(errs);
    out.ajv[lang][k] = errs.map(e => ({ instancePath: e.instancePath, keyword: e.keyword, params: e.params, message: e.message }));
  }
}

// ---------- B. zod 4 locales
out.zod = {};
const zs = z.object({ zone: z.enum(["north", "south", "cold"]), qty: z.number().int().min(1).max(50), label: z.string().min(1) });
for (const lang of ["pl", "fi", "ja", "tr", "uk", "he", "vi", "ro", "hr", "is", "sl", "ms", "ka", "hy", "az", "mk", "lt", "da"]) {
  z.config(z.locales[lang.replace("-", "")]());
  out.zod[lang] = {};
  for (const [k, inst] of Object.entries({ enum: { zone: "twaudit-b8e04c6a", qty: 1, label: "x" },
      above_max: { zone: "north", qty: 1000001, label: "x" }, below_min: { zone: "north", qty: 0, label: "x" },
      empty: { zone: "north", qty: 1, label: "" }, missing: { qty: 1, label: "x" }, wrong_type: { zone: "north", qty: "twaudit-5a0e2d9c", label: "x" } })) {
    const r = zs.safeParse(inst);
    out.zod[lang][k] = r.success ? [] : r.error.issues.map(i => ({ path: i.path, code: i.code, message: i.message }));
  }
}
z.config(z.locales.en());

// ---------- C. TypeScript SDK McpServer in-memory
{
  const server = new McpServer({ name: "clinic-desk", version: "1.4.0" });
  server.registerTool("book_slot", { description: "Book an appointment slot",
    inputSchema: { clinic: z.enum(["north", "harbour", "old-town"]), duration: z.number().int().min(10).max(60), patient_ref: z.string().min(1) } },
    async ({ clinic, duration }) => ({ content: [{ type: "text", text: `Booked ${duration} min at ${clinic}.` }] }));
  server.registerTool("lab_result", { description: "Fetch a lab result", inputSchema: { result_id: z.string() } },
    async ({ result_id }) => {
      try { const r = await fetch(`http://127.0.0.1:5999/lis/results/${encodeURIComponent(result_id)}`); return { content: [{ type: "text", text: await r.text() }] }; }
      catch (e) { throw new Error(`LIS request failed: ${e.message} (${e.cause && e.cause.code}: ${e.cause && e.cause.message})`); } });
  server.registerTool("read_letter", { description: "Read a stored letter", inputSchema: { name: z.string() } },
    async ({ name }) => ({ content: [{ type: "text", text: fs.readFileSync(`/var/lib/clinic-desk/letters/${name}`, "utf8") }] }));
  server.registerTool("prescribe", { description: "Create a prescription", inputSchema: { drug: z.string(), patient_ref: z.string() } },
    async () => { throw new McpError(-32001, "Prescriptions can only be issued from a clinician account.", { account_type: "front-desk", required: "clinician" }); });
  server.registerTool("transfer_patient", { description: "Transfer a patient", inputSchema: { patient_ref: z.string(), to_clinic: z.string() } },
    async ({ to_clinic }) => { throw new McpError(ErrorCode.InvalidParams, `Unknown clinic: ${to_clinic}`, { known: ["north", "harbour", "old-town"] }); });
  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st);
  const client = new Client({ name: "probe", version: "0.1.0" });
  await client.connect(ct);
  await call(client, "sdk_enum", "book_slot", { clinic: "twaudit-0c6e2f19", duration: 20, patient_ref: "P-1" });
  await call(client, "sdk_above_max", "book_slot", { clinic: "north", duration: 1000001, patient_ref: "P-1" });
  await call(client, "sdk_wrong_type", "book_slot", { clinic: "north", duration: "twaudit-44d0b7a3", patient_ref: "P-1" });
  await call(client, "sdk_empty", "book_slot", { clinic: "north", duration: 20, patient_ref: "" });
  await call(client, "sdk_missing", "book_slot", { clinic: "north", duration: 20 });
  await call(client, "sdk_fetch", "lab_result", { result_id: "twaudit-71b2c5e8" });
  await call(client, "sdk_enoent", "read_letter", { name: "twaudit-e0a4d6b2.pdf" });
  await call(client, "sdk_mcperror", "prescribe", { drug: "amoxicillin", patient_ref: "P-77" });
  await call(client, "sdk_invalidparams", "transfer_patient", { patient_ref: "P-77", to_clinic: "twaudit-93f1a2c0" });
  await call(client, "sdk_unknown_tool", "cancel_all", { confirm: "twaudit-55c3e0b1" });
  await client.close();
}

// ---------- C2. low-level Server: handlers that throw McpError become JSON-RPC errors
{
  const { Server } = await import("@modelcontextprotocol/sdk/server/index.js");
  const { CallToolRequestSchema, ListToolsRequestSchema, ReadResourceRequestSchema, ListResourcesRequestSchema } = await import("@modelcontextprotocol/sdk/types.js");
  const server = new Server({ name: "ticket-desk", version: "0.9.2" }, { capabilities: { tools: {}, resources: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [
    { name: "assign_ticket", description: "Assign a ticket", inputSchema: { type: "object", properties: { ticket: { type: "string" }, queue: { type: "string", enum: ["billing", "tech", "returns"] } }, required: ["ticket", "queue"] } },
    { name: "close_ticket", description: "Close a ticket", inputSchema: { type: "object", properties: { ticket: { type: "string" } }, required: ["ticket"] } } ] }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const a = req.params.arguments || {};
    if (req.params.name === "assign_ticket") {
      if (!["billing", "tech", "returns"].includes(a.queue))
        throw new McpError(ErrorCode.InvalidParams, `queue must be one of billing, tech, returns`, { field: "queue", received: a.queue });
    }
    if (req.params.name === "close_ticket") {
      throw new McpError(ErrorCode.InternalError, "Ticket store unavailable", { cause: "SequelizeConnectionRefusedError: connect ECONNREFUSED 10.12.0.7:5432", host: "tickets-db-primary.internal" });
    }
    throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${req.params.name}`);
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: [] }));
  server.setRequestHandler(ReadResourceRequestSchema, async (req) => { throw new McpError(-32002, "Resource not found", { uri: req.params.uri }); });
  const [ct, st] = InMemoryTransport.createLinkedPair();
  await server.connect(st);
  const client = new Client({ name: "probe", version: "0.1.0" });
  await client.connect(ct);
  await call(client, "ll_enum", "assign_ticket", { ticket: "T-100", queue: "twaudit-6a2d0e9f" });
  await call(client, "ll_internal", "close_ticket", { ticket: "T-100" });
  await call(client, "ll_unknown", "escalate", { ticket: "twaudit-19c4b7e0" });
  try { await client.readResource({ uri: "tickets://twaudit-8e5f1a3c" }); } catch (e) { out.ll_resource = { channel: "jsonrpc-error", code: e.code, text: e.message + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : "") }; }
  await client.close();
}

// ---------- D. server-filesystem over stdio
{
  const t = new StdioClientTransport({ command: process.execPath,
    args: ["node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", "/tmp/ht-scratch/share/projects", "/tmp/ht-scratch/share/docs"], stderr: "ignore" });
  const client = new Client({ name: "probe", version: "0.1.0" });
  await client.connect(t);
  await call(client, "fs_traversal", "read_text_file", { path: "/tmp/ht-scratch/share/projects/../../../../etc/passwd" });
  await call(client, "fs_traversal_rel", "read_text_file", { path: "../../../../etc/passwd" });
  await call(client, "fs_write_abs", "write_file", { path: "/etc/cron.d/twaudit-8b4f1e26", content: "* * * * * root id" });
  await call(client, "fs_symlink", "read_text_file", { path: "/tmp/ht-scratch/share/projects/site/assets-link/hostname" });
  await call(client, "fs_list_root", "list_directory", { path: "/root" });
  await call(client, "fs_missing_file", "read_text_file", { path: "/tmp/ht-scratch/share/docs/twaudit-3b7c9d10.md" });
  await call(client, "fs_allowed", "list_allowed_directories", {});
  await call(client, "fs_wrongtype", "read_text_file", { path: "/tmp/ht-scratch/share/docs/a.md", head: "twaudit-d41e8a25" });
  await client.close();
}

// ---------- E. Express 5 default error handler (NODE_ENV unset = development)
async function expressCapture() {
  const app = express();
  app.get("/orders/:id", (req, res) => { const o = undefined; res.json({ total: o.total }); });
  app.use(express.json());
  passport.use(new LocalStrategy((u, p, done) => done(null, false, { message: "Incorrect password." })));
  app.post("/login", (req, res, next) => passport.authenticate("local", { session: false }, (err, user, info) => {
    res.status(401).json({ error: info && info.message });
  })(req, res, next));
  const srv = app.listen(0);
  await new Promise(r => srv.once("listening", r));
  const port = srv.address().port;
  const r1 = await fetch(`http://127.0.0.1:${port}/orders/twaudit-17e5a0f3`);
  out.express_500 = { status: r1.status, body: await r1.text() };
  const r2 = await fetch(`http://127.0.0.1:${port}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  out.passport_missing = { status: r2.status, body: await r2.text() };
  const r3 = await fetch(`http://127.0.0.1:${port}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "desk", password: "twaudit-2a6f8c03" }) });
  out.passport_wrong = { status: r3.status, body: await r3.text() };
  srv.close();
}
await expressCapture();

// ---------- F. fetch to refused port and stack of a plain Node error
try { await fetch("http://10.255.255.1:5984/", { signal: AbortSignal.timeout(1500) }); } catch (e) { out.fetch_timeout = { name: e.name, message: e.message, cause: String(e.cause || ""), stack: e.stack }; }
try { await fetch("http://127.0.0.1:9/v1/stock"); } catch (e) { out.fetch_refused = { message: e.message, cause: e.cause && (e.cause.stack || String(e.cause)), stack: e.stack }; }
try { JSON.parse("<html><head><title>502 Bad Gateway</title></head>"); } catch (e) { out.json_parse = { message: e.message, stack: e.stack }; }

fs.writeFileSync("/tmp/ht-scratch/out/node_real.json", JSON.stringify(out, null, 1));
console.log("done", Object.keys(out).length);
process.exit(0);
