// Second-batch Node generator: an MCP server on the official TypeScript SDK (McpServer.registerTool, zod 4)
// whose tools fail the way real servers do, with real libraries (joi, class-validator, yup, express/send,
// @grpc/grpc-js, graphql-js, ioredis, jose, node:tls/https) against local servers (services.sh) or closed ports.
// Prints JSON lines {key, tool, args, channel, text}.   run.sh copies it to /tmp/t2-node/server.mjs.
import http from "node:http";
import https from "node:https";
import fs from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { z } from "zod";
import Joi from "joi";
import "reflect-metadata";
import { IsIn, IsInt, Max, validate } from "class-validator";
import * as yup from "yup";
import express from "express";
import * as grpc from "@grpc/grpc-js";
import { graphql, buildSchema } from "graphql";
import Redis from "ioredis";
import * as jose from "jose";

const PKI = "/tmp/t2-pki";
const text = (t) => ({ content: [{ type: "text", text: t }] });
const fail = (t) => ({ isError: true, content: [{ type: "text", text: t }] });

const server = new McpServer({ name: "ops-assistant-ts", version: "1.0.0" });

// ------------------------------------------------------------------ clean
server.registerTool("book_room", { description: "Book a meeting room", inputSchema: {
  room: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be a calendar day written YYYY-MM-DD, e.g. 2025-03-14") } },
  async () => text("booked"));
server.registerTool("export_table", { description: "Export a table", inputSchema: {
  table: z.string(), format: z.enum(["csv", "json", "parquet"], { error: "format must be csv, json or parquet" }) } },
  async () => text("ok"));
server.registerTool("translate", { description: "Translate text", inputSchema: { text: z.string(), to: z.string() } }, async () =>
  fail("This request is 12,400 characters; one call translates at most 5,000. Split the text and call translate once per part."));
server.registerTool("add_event", { description: "Add a calendar event", inputSchema: { calendar: z.string(), title: z.string(), start: z.string() } }, async () =>
  fail("The calendar 'Public holidays (FR)' is read-only because it is imported from a public feed. Add the event to one of your own calendars (call list_calendars)."));
server.registerTool("send_newsletter", { description: "Send a newsletter to an address-book group", inputSchema: { group: z.string(), issue_id: z.string() } }, async () =>
  fail("There is no group 'marketing-emea' in this address book. Its groups are: marketing, sales, support. Pick one and call send_newsletter again."));
server.registerTool("set_due_date", { description: "Set a task's due date", inputSchema: { task_id: z.string(), due: z.string() } }, async () => ({
  isError: true, content: [{ type: "text", text: "due must be a date like 2025-03-14." }],
  structuredContent: { error: "invalid_argument", field: "due", expected: "YYYY-MM-DD", example: "2025-03-14" } }));
server.registerTool("share_doc", { description: "Share a document with a colleague", inputSchema: { doc_id: z.string(), user: z.string(), level: z.string() } }, async () =>
  text("No change: ana@acme.com already has edit permission on 'Q3 plan'."));
server.registerTool("next_page", { description: "Next page of search results", inputSchema: { cursor: z.string() } }, async () =>
  fail("That cursor token is not valid for this search (cursors expire after 15 minutes). Call search again without cursor."));

// ------------------------------------------------------------------ echo
const skuSchema = Joi.object({ sku: Joi.string().pattern(/^SKU-\d{4}$/).required(), qty: Joi.number().integer().min(1).max(100) });
server.registerTool("reserve_item", { description: "Reserve stock", inputSchema: { sku: z.string(), qty: z.number().optional() } }, async (args) => {
  const { error } = skuSchema.validate(args);
  return error ? fail(error.message) : text("reserved");
});
server.registerTool("reserve_item_details", { description: "Reserve stock (returns Joi details)", inputSchema: { sku: z.string() } }, async (args) => {
  const { error } = skuSchema.validate(args);
  return error ? fail(JSON.stringify(error.details)) : text("reserved");
});
// (decorators applied as plain calls: plain Node has no decorator syntax; this is what TypeScript emits)
class ListQuery {}
IsIn(["asc", "desc"], { message: "$value is not a sort order; use asc or desc" })(ListQuery.prototype, "order");
IsInt()(ListQuery.prototype, "limit");
Max(100)(ListQuery.prototype, "limit");
server.registerTool("list_payments", { description: "List payments", inputSchema: { order: z.string(), limit: z.number().optional() } }, async (args) => {
  const q = Object.assign(new ListQuery(), { limit: 20, ...args });
  const errors = await validate(q);
  return errors.length ? fail(errors.map((e) => Object.values(e.constraints).join("; ")).join("\n")) : text("[]");
});
server.registerTool("list_payments_raw", { description: "List payments (returns class-validator errors)", inputSchema: { order: z.string().optional(), limit: z.number().optional() } }, async (args) => {
  const q = Object.assign(new ListQuery(), { order: "asc", ...args });
  const errors = await validate(q);
  return errors.length ? fail(JSON.stringify(errors.map(({ property, value, constraints }) => ({ property, value, constraints })))) : text("[]");
});
const pageSchema = yup.object({ limit: yup.number().integer().max(100) });
server.registerTool("list_refunds", { description: "List refunds", inputSchema: { limit: z.string() } }, async (args) => {
  try { await pageSchema.validate(args); return text("[]"); } catch (e) { return fail(`${e.name}: ${e.message}`); }
});
server.registerTool("set_budget", { description: "Set a budget in cents", inputSchema: { cents: z.string() } }, async ({ cents }) => {
  try { return text(String(BigInt(cents))); } catch (e) { return fail(String(e)); }
});

// ------------------------------------------------------------------ path: express res.sendFile with a root, development mode
const app = express();
app.get("/files", (req, res) => res.sendFile(String(req.query.path), { root: "/srv/app/public" }));
const appServer = await new Promise((r) => { const s = app.listen(0, "127.0.0.1", () => r(s)); });
const APP = `http://127.0.0.1:${appServer.address().port}`;
server.registerTool("get_asset", { description: "Fetch a public asset", inputSchema: { path: z.string() } }, async ({ path }) => {
  const r = await fetch(`${APP}/files?path=${encodeURIComponent(path)}`);
  return r.ok ? text(await r.text()) : fail(`Asset server returned ${r.status}: ${await r.text()}`);
});

// ------------------------------------------------------------------ gRPC (grpc-js server and client, no codegen)
const ident = { requestSerialize: (x) => x, requestDeserialize: (x) => x, responseSerialize: (x) => x, responseDeserialize: (x) => x };
const gsrv = new grpc.Server();
gsrv.addService({
  GetInvoice: { path: "/billing.v1.Invoices/GetInvoice", requestStream: false, responseStream: false, ...ident },
  ExportLedger: { path: "/billing.v1.Invoices/ExportLedger", requestStream: false, responseStream: false, ...ident },
}, {
  GetInvoice: (call, cb) => cb({ code: grpc.status.PERMISSION_DENIED, details: "Permission 'billing.invoices.get' denied on resource 'projects/acme-billing-prod/invoices/INV-2024-00123' (or it may not exist)." }),
  ExportLedger: (call, cb) => setTimeout(() => cb(null, Buffer.from("")), 3000),
});
const gport = await new Promise((r, j) => gsrv.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (e, p) => (e ? j(e) : r(p))));
const unary = (addr, path, timeoutMs) => new Promise((resolve) => {
  const c = new grpc.Client(addr, grpc.credentials.createInsecure());
  c.makeUnaryRequest(path, (x) => x, (x) => x, Buffer.from("x"), new grpc.Metadata(), { deadline: Date.now() + timeoutMs }, (err) => { c.close(); resolve(err); });
});
server.registerTool("invoice_pdf", { description: "Invoice PDF from the billing service", inputSchema: { invoice_id: z.string() } }, async () => {
  const err = await unary(`127.0.0.1:${gport}`, "/billing.v1.Invoices/GetInvoice", 5000);
  return err ? fail(`billing: ${err.message}`) : text("ok");
});
server.registerTool("ledger_export", { description: "Export the ledger (gRPC)", inputSchema: { account: z.string() } }, async () => {
  const err = await unary(`127.0.0.1:${gport}`, "/billing.v1.Invoices/ExportLedger", 500);
  return err ? fail(err.message) : text("ok");
});
server.registerTool("stock_level", { description: "Stock level from the inventory service (gRPC)", inputSchema: { sku: z.string() } }, async () => {
  const err = await unary("127.0.0.1:50598", "/inventory.v1.Stock/Get", 3000);
  return err ? fail(`inventory service error: ${err.message}`) : text("ok");
});

// ------------------------------------------------------------------ TLS / mTLS with node:https
const get = (opts) => new Promise((resolve) => {
  const req = https.request({ method: "GET", ...opts }, (res) => { let b = ""; res.on("data", (d) => (b += d)); res.on("end", () => resolve({ status: res.statusCode, body: b })); });
  req.on("error", (e) => resolve({ error: e }));
  req.end();
});
server.registerTool("billing_health", { description: "Health of the billing API", inputSchema: {} }, async () => {
  const r = await get({ host: "localhost", port: 58442, path: "/health", ca: fs.readFileSync(`${PKI}/ca.crt`) });
  return r.error ? fail(`${r.error.code}: ${r.error.message}`) : text("ok");
});
server.registerTool("partner_orders", { description: "Orders from the partner API (mutual TLS)", inputSchema: {} }, async () => {
  const r = await get({ host: "127.0.0.1", port: 58444, path: "/v1/orders", ca: fs.readFileSync(`${PKI}/ca.crt`),
    cert: fs.readFileSync(`${PKI}/client-rogue.crt`), key: fs.readFileSync(`${PKI}/client-rogue.key`) });
  return r.error ? fail(r.error.message) : text(r.body);
});
server.registerTool("partner_orders_nginx", { description: "Orders from the partner gateway (mutual TLS)", inputSchema: {} }, async () => {
  const r = await get({ host: "127.0.0.1", port: 58445, path: "/v1/orders", ca: fs.readFileSync(`${PKI}/ca.crt`),
    cert: fs.readFileSync(`${PKI}/client-rogue.crt`), key: fs.readFileSync(`${PKI}/client-rogue.key`) });
  return r.error ? fail(r.error.message) : r.status >= 400 ? fail(`gateway ${r.status}: ${r.body}`) : text(r.body);
});

// ------------------------------------------------------------------ JWT (jose)
server.registerTool("my_profile", { description: "The signed-in user's profile", inputSchema: {} }, async () => {
  const key = new TextEncoder().encode("k".repeat(32));
  const token = await new jose.SignJWT({ sub: "user-7731" }).setProtectedHeader({ alg: "HS256" })
    .setIssuer("https://login.acme.com/").setAudience("https://api.acme.com").setExpirationTime(1741939200).sign(key);
  try { await jose.jwtVerify(token, key, { issuer: "https://login.acme.com/", audience: "https://api.acme.com" }); return text("ok"); }
  catch (e) { return fail(`${e.code}: ${e.message}`); }
});
server.registerTool("admin_audit_log", { description: "Admin audit log", inputSchema: {} }, async () => {
  const key = new TextEncoder().encode("k".repeat(32));
  const token = await new jose.SignJWT({ sub: "user-7731" }).setProtectedHeader({ alg: "HS256" })
    .setIssuer("https://login.acme.com/").setAudience("https://reports.acme.com").setExpirationTime("2h").sign(key);
  try { await jose.jwtVerify(token, key, { issuer: "https://login.acme.com/", audience: "https://admin.acme.com" }); return text("ok"); }
  catch (e) { return fail(`Token rejected: ${e.name}: ${e.message}`); }
});

// ------------------------------------------------------------------ Redis (ioredis) against services.sh
server.registerTool("rate_counter", { description: "Current rate-limit counter", inputSchema: { key: z.string() } }, async ({ key }) => {
  const r = new Redis({ port: 56379, protocol: 2, maxRetriesPerRequest: 0, retryStrategy: () => null, enableReadyCheck: false });
  r.on("error", () => {});
  try { return text(String(await r.get(key))); }
  catch (e) { return fail(`${e.name}: ${e.message}`); }
  finally { r.disconnect(); }
});

// ------------------------------------------------------------------ GraphQL (graphql-js executing the gateway schema)
const schema = buildSchema("type Order { id: ID! total: Float! status: String! } type Query { orders(customerId: ID!, first: Int = 10): [Order!]! }");
server.registerTool("customer_orders", { description: "Orders of a customer (GraphQL)", inputSchema: { customer_id: z.string() } }, async ({ customer_id }) => {
  const res = await graphql({ schema, source: "query ($c: ID!) { orders(customerId: $c) { id totl status } }", variableValues: { c: customer_id }, rootValue: { orders: () => [] } });
  return res.errors ? fail(JSON.stringify({ errors: res.errors.map((e) => e.toJSON()) })) : text(JSON.stringify(res.data));
});

const CALLS = [
  ["clean-zod-regex-message", "book_room", { room: "Rhône", date: "twaudit-7d0e3a51' OR '1'='1' --" }],
  ["clean-zod-enum-message", "export_table", { table: "orders", format: "twaudit-c41f8b06" }],
  ["clean-translate-limit", "translate", { text: "…", to: "de" }],
  ["clean-readonly-calendar", "add_event", { calendar: "Public holidays (FR)", title: "Offsite", start: "2025-05-01" }],
  ["clean-addressbook-groups", "send_newsletter", { group: "marketing-emea", issue_id: "nl-42" }],
  ["clean-structured-content", "set_due_date", { task_id: "t-9", due: "twaudit-a0b7c2d4' OR '1'='1' --" }],
  ["clean-permission-success", "share_doc", { doc_id: "d-3", user: "ana@acme.com", level: "edit" }],
  ["clean-cursor-token", "next_page", { cursor: "eyJvZmZzZXQiOjQwfQ" }],
  ["echo-joi-pattern", "reserve_item", { sku: "twaudit-19c6e2b7' OR '1'='1' --" }],
  ["echo-joi-details", "reserve_item_details", { sku: "twaudit-5b3a0f8e' OR '1'='1' --" }],
  ["echo-class-validator-value", "list_payments", { order: "twaudit-e6d24a19" }],
  ["echo-class-validator-json", "list_payments_raw", { limit: 987654321987 }],
  ["echo-yup-typeerror", "list_refunds", { limit: "twaudit-8f1c5d3a" }],
  ["echo-bigint", "set_budget", { cents: "twaudit-0e9b7c64" }],
  ["path-express-sendfile-403", "get_asset", { path: "twaudit-3c7f1a2e/../../../../../../../etc/passwd" }],
  ["auth-grpcjs-permission-denied", "invoice_pdf", { invoice_id: "INV-2024-00123" }],
  ["upstream-grpcjs-deadline", "ledger_export", { account: "acc-1042" }],
  ["upstream-grpcjs-unavailable", "stock_level", { sku: "SKU-1182" }],
  ["upstream-node-altname", "billing_health", {}],
  ["auth-node-mtls-unknown-ca", "partner_orders", {}],
  ["auth-nginx-mtls-cert-error", "partner_orders_nginx", {}],
  ["auth-jose-expired", "my_profile", {}],
  ["auth-jose-audience", "admin_audit_log", {}],
  ["auth-ioredis-noauth", "rate_counter", { key: "rl:user-7731" }],
  ["upstream-graphqljs-unknown-field", "customer_orders", { customer_id: "cus_1042" }],
];

async function record(client, key, tool, args) {
  try {
    const res = await client.callTool({ name: tool, arguments: args });
    const t = res.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");
    const shown = res.structuredContent !== undefined ? t + "\n" + JSON.stringify(res.structuredContent) : t;
    console.log(JSON.stringify({ key, tool, args, channel: res.isError ? "error-result" : "success-result", text: shown }));
  } catch (e) {
    const wire = e.message.startsWith(`MCP error ${e.code}: `) ? e.message.slice(`MCP error ${e.code}: `.length) : e.message;
    console.log(JSON.stringify({ key, tool, args, channel: "jsonrpc-error", code: e.code, text: wire + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : "") }));
  }
}

const [ct, st] = InMemoryTransport.createLinkedPair();
await server.connect(st);
const client = new Client({ name: "twgen", version: "1.0.0" });
await client.connect(ct);
const only = new Set(process.argv.slice(2));
for (const [key, tool, args] of CALLS) if (!only.size || only.has(key)) await record(client, key, tool, args);
await client.close();
appServer.close();
gsrv.forceShutdown();
