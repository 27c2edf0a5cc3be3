// Fourth-batch TypeScript generator: an MCP server on the official TypeScript SDK (@modelcontextprotocol/sdk,
// McpServer.registerTool) whose tools pass on what real libraries say: zod (the SDK's own argument validation),
// ajv, joi, yup, jose, jsonwebtoken, @octokit/rest, @slack/web-api, stripe-node, openai-node (against a local
// node:http mock serving each service's documented error body) and pg (against services.sh's PostgreSQL).
// An in-memory Client calls each tool; one JSON line per call goes to out/ts.jsonl (run.sh).
import http from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { z } from "zod";
import Ajv from "ajv";
import Joi from "joi";
import * as yup from "yup";
import * as jose from "jose";
import jwt from "jsonwebtoken";
import { Octokit } from "@octokit/rest";
import { WebClient } from "@slack/web-api";
import Stripe from "stripe";
import OpenAI from "openai";
import pg from "pg";

const PORT = 58490, BASE = `http://127.0.0.1:${PORT}`;
const J = { "content-type": "application/json; charset=utf-8" };
const ROUTES = {
  "GET /gh/user/repos": [401, J, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }],
  "POST /gh/repos/acme/web/hooks": [403, { ...J, "x-accepted-github-permissions": "admin:repo_hook; repository_hooks=write" }, { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest/repos/webhooks#create-a-repository-webhook", status: "403" }],
  "GET /gh/repos/acme/web/contents/.env": [404, J, { message: "Not Found", documentation_url: "https://docs.github.com/rest/repos/contents#get-repository-content", status: "404" }],
  "POST /slack/chat.postMessage": [200, J, { ok: false, error: "not_in_channel" }],
  "POST /slack/users.list": [200, J, { ok: false, error: "missing_scope", needed: "users:read", provided: "chat:write,channels:read" }],
  "POST /slack/auth.test": [200, J, { ok: false, error: "account_inactive" }],
  "GET /v1/customers": [401, J, { error: { message: "Expired API Key provided: sk_live_********************9fGh", type: "invalid_request_error", code: "api_key_expired" } }],
  "POST /v1/payouts": [400, J, { error: { message: "You have insufficient funds in your Stripe account for this transfer. Your card balance is too low.  You can use the /v1/balance endpoint to view your Stripe balance (for more details, see stripe.com/docs/api#balance).", type: "invalid_request_error", code: "balance_insufficient" } }],
  "POST /openai/v1/chat/completions": [401, J, { error: { message: "Your authentication token has been invalidated. Please try signing in again.", type: "invalid_request_error", code: "token_invalidated", param: null } }],
  "POST /openai/v1/moderations": [403, J, { error: { message: "Project `proj_Rq8xW2vLm0Kd` does not have access to model `omni-moderation-latest`", type: "invalid_request_error", code: "model_not_found", param: null } }],
  "GET /billing/v1/invoices": [500, { "content-type": "text/html" }, "<!DOCTYPE html><html><head><title>Error</title></head><body><pre>TypeError: Cannot read properties of undefined (reading 'tenantId')<br> &nbsp; &nbsp;at /srv/billing/routes/invoices.js:88:31</pre></body></html>"],
};
const mock = http.createServer((req, res) => {
  let body = ""; req.on("data", (c) => (body += c)); req.on("end", () => {
    const r = ROUTES[`${req.method} ${req.url.split("?")[0]}`] || [404, J, { message: "mock: no route" }];
    const data = typeof r[2] === "string" ? r[2] : JSON.stringify(r[2]);
    res.writeHead(r[0], r[1]); res.end(data);
  });
});
await new Promise((r) => mock.listen(PORT, "127.0.0.1", r));

const server = new McpServer({ name: "t4-ts", version: "1.0.0" });
const CALLS = [];
const text = (t) => ({ content: [{ type: "text", text: t }] });
const fail = (t, structuredContent) => ({ content: [{ type: "text", text: t }], isError: true, ...(structuredContent ? { structuredContent } : {}) });
function tool(name, inputSchema, fn) { server.registerTool(name, { inputSchema }, fn); }
function call(key, name, args, probe = "valid", sent = null) { CALLS.push([key, name, args, probe, sent]); }

// ---- zod through the SDK's own validation
tool("list_shipments", { carrier: z.enum(["dhl", "ups", "fedex"]), limit: z.number().int().min(1).max(50) }, async () => text("ok"));
call("ts-zod-enum", "list_shipments", { carrier: "twaudit-d1e2f3a4", limit: 5 }, "enum", "twaudit-d1e2f3a4");
call("ts-zod-above-max", "list_shipments", { carrier: "dhl", limit: 900000 }, "above-max", "900000");
call("ts-zod-wrong-type", "list_shipments", { carrier: "dhl", limit: "twaudit-d1e2f3a5" }, "wrong-type", "twaudit-d1e2f3a5");
call("ts-zod-missing", "list_shipments", { limit: 5 }, "missing", null);
tool("invite_member", { email: z.string().email(), team: z.string().min(1) }, async () => text("ok"));
call("ts-zod-email", "invite_member", { email: "twaudit-d1e2f3a6", team: "core" }, "wrong-type", "twaudit-d1e2f3a6");
call("ts-zod-empty", "invite_member", { email: "lee@acme.com", team: "" }, "empty", "");

// ---- ajv
const ajv = new Ajv({ allErrors: true });
const ajvVerbose = new Ajv({ allErrors: true, verbose: true });
const schema = { type: "object", properties: { priority: { enum: ["low", "normal", "high"] }, estimate_h: { type: "integer", minimum: 0, maximum: 80 } }, required: ["priority"] };
const vAjv = ajv.compile(schema), vAjvVerbose = ajvVerbose.compile(schema);
tool("create_task", { args: z.record(z.string(), z.any()) }, async ({ args }) => vAjv(args) ? text("ok") : fail(`Invalid task: ${ajv.errorsText(vAjv.errors)}`));
tool("create_task_v", { args: z.record(z.string(), z.any()) }, async ({ args }) => vAjvVerbose(args) ? text("ok") : fail("Validation failed: " + JSON.stringify(vAjvVerbose.errors.map((e) => ({ path: e.instancePath, message: e.message, data: e.data })))));
call("ts-ajv-enum-text", "create_task", { args: { priority: "twaudit-e1f2a3b4" } }, "enum", "twaudit-e1f2a3b4");
call("ts-ajv-max-text", "create_task", { args: { priority: "low", estimate_h: 100000 } }, "above-max", "100000");
call("ts-ajv-verbose-data", "create_task_v", { args: { priority: "twaudit-e1f2a3b5" } }, "enum", "twaudit-e1f2a3b5");

// ---- joi
const joiSchema = Joi.object({ sku: Joi.string().pattern(/^[A-Z]{3}-\d{4}$/).required(), qty: Joi.number().integer().min(1).max(99) });
tool("restock", { sku: z.string(), qty: z.number() }, async (a) => { const { error } = joiSchema.validate(a); return error ? fail(error.message) : text("ok"); });
tool("restock_details", { sku: z.string(), qty: z.number() }, async (a) => { const { error } = joiSchema.validate(a); return error ? fail("Bad request", { details: error.details }) : text("ok"); });
call("ts-joi-pattern", "restock", { sku: "twaudit-f1a2b3c4", qty: 2 }, "wrong-type", "twaudit-f1a2b3c4");
call("ts-joi-max", "restock", { sku: "ABC-1234", qty: 5000 }, "above-max", "5000");
call("ts-joi-details-structured", "restock_details", { sku: "twaudit-f1a2b3c5", qty: 2 }, "wrong-type", "twaudit-f1a2b3c5");

// ---- yup
const yupSchema = yup.object({ nights: yup.number().integer().min(1).max(30).required(), room: yup.string().oneOf(["single", "double", "suite"]).required() });
tool("book_hotel", { nights: z.any(), room: z.string() }, async (a) => { try { await yupSchema.validate(a); return text("ok"); } catch (e) { return fail(e.message); } });
tool("book_hotel_all", { nights: z.any(), room: z.string() }, async (a) => { try { await yupSchema.validate(a, { abortEarly: false }); return text("ok"); } catch (e) { return fail(`${e.name}: ${e.errors.join("; ")}`); } });
call("ts-yup-typeerror", "book_hotel", { nights: "twaudit-a9b8c7d6", room: "single" }, "wrong-type", "twaudit-a9b8c7d6");
call("ts-yup-oneof", "book_hotel", { nights: 2, room: "twaudit-a9b8c7d7" }, "enum", "twaudit-a9b8c7d7");
call("ts-yup-all-classname", "book_hotel_all", { nights: 400, room: "twaudit-a9b8c7d8" }, "above-max", "400");

// ---- jose and jsonwebtoken
const secret = new TextEncoder().encode("s".repeat(32));
tool("list_payouts", { month: z.string() }, async () => {
  const t = await new jose.SignJWT({ sub: "svc-mcp" }).setProtectedHeader({ alg: "HS256" }).setIssuer("https://id.acme.example").setAudience("dashboard").setExpirationTime("10m").sign(secret);
  try { await jose.jwtVerify(t, secret, { issuer: "https://id.acme.example", audience: "payouts-api" }); return text("ok"); }
  catch (e) { return fail(`${e.code}: ${e.message}`); }
});
tool("export_ledger", { year: z.number() }, async () => {
  const t = await new jose.SignJWT({ sub: "svc-mcp" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(secret);
  try { await jose.jwtVerify(t, secret); return text("ok"); } catch (e) { return fail(`Access token rejected: ${e.message}`); }
});
tool("get_payslip", { employee: z.string() }, async () => {
  const t = jwt.sign({ sub: "svc-mcp", aud: "hr-portal" }, "k".repeat(32));
  try { jwt.verify(t, "k".repeat(32), { audience: "payroll-api" }); return text("ok"); } catch (e) { return fail(`${e.name}: ${e.message}`); }
});
tool("list_timesheets", { week: z.string() }, async () => {
  const t = jwt.sign({ sub: "svc-mcp" }, "k".repeat(32));
  try { jwt.verify(t, "w".repeat(32)); return text("ok"); } catch (e) { return fail(e.message); }
});
call("ts-jose-claim-aud", "list_payouts", { month: "2025-11" });
call("ts-jose-expired", "export_ledger", { year: 2025 });
call("ts-jsonwebtoken-audience-expected", "get_payslip", { employee: "E-22" });
call("ts-jsonwebtoken-invalid-signature", "list_timesheets", { week: "2025-W47" });

// ---- GitHub, Slack, Stripe, OpenAI SDKs against the mock
const octokit = new Octokit({ auth: "ghp_" + "y".repeat(36), baseUrl: BASE + "/gh", request: { retries: 0 } });
tool("my_repos", {}, async () => { try { await octokit.rest.repos.listForAuthenticatedUser(); return text("ok"); } catch (e) { return fail(`GitHub: ${e.message}`); } });
tool("add_repo_webhook", { url: z.string() }, async ({ url }) => { try { await octokit.rest.repos.createWebhook({ owner: "acme", repo: "web", config: { url } }); return text("ok"); } catch (e) { return fail(`HttpError ${e.status}: ${e.message}; required: ${e.response.headers["x-accepted-github-permissions"]}`); } });
tool("read_file_gh", { path: z.string() }, async ({ path }) => { try { await octokit.rest.repos.getContent({ owner: "acme", repo: "web", path }); return text("ok"); } catch (e) { return fail(`Couldn't read ${path}: ${e.message}`); } });
call("ts-octokit-bad-credentials", "my_repos", {});
call("ts-octokit-accepted-permissions", "add_repo_webhook", { url: "https://hooks.acme.example/gh" });
call("ts-octokit-not-found", "read_file_gh", { path: ".env" });
const slack = new WebClient("xoxb-2", { slackApiUrl: BASE + "/slack/", retryConfig: { retries: 0 } });
tool("notify_channel", { channel: z.string(), text: z.string() }, async (a) => { try { await slack.chat.postMessage(a); return text("ok"); } catch (e) { return fail(e.message); } });
tool("list_people", {}, async () => { try { await slack.users.list({}); return text("ok"); } catch (e) { return fail(`${e.message} (needed ${e.data.needed}, provided ${e.data.provided})`); } });
tool("slack_status", {}, async () => { try { await slack.auth.test(); return text("ok"); } catch (e) { return fail(`${e.code}: ${e.message}`); } });
call("ts-slack-not-in-channel", "notify_channel", { channel: "C09OPS", text: "deploy done" });
call("ts-slack-missing-scope", "list_people", {});
call("ts-slack-account-inactive", "slack_status", {});
const stripe = new Stripe("sk_live_" + "z".repeat(24), { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 0 });
tool("list_customers", {}, async () => { try { await stripe.customers.list(); return text("ok"); } catch (e) { return fail(`${e.type}: ${e.message}`); } });
tool("create_payout", { amount: z.number() }, async ({ amount }) => { try { await stripe.payouts.create({ amount, currency: "eur" }); return text("ok"); } catch (e) { return fail(`Payout failed: ${e.message}`); } });
call("ts-stripe-expired-key", "list_customers", {});
call("ts-stripe-balance-insufficient", "create_payout", { amount: 250000 });
const openai = new OpenAI({ apiKey: "sk-proj-" + "q".repeat(40), baseURL: BASE + "/openai/v1", maxRetries: 0 });
tool("draft_reply", { prompt: z.string() }, async ({ prompt }) => { try { await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }] }); return text("ok"); } catch (e) { return fail(String(e)); } });
tool("moderate", { input: z.string() }, async ({ input }) => { try { await openai.moderations.create({ input }); return text("ok"); } catch (e) { return fail(`${e.constructor.name}: ${e.message}`); } });
call("ts-openai-token-invalidated", "draft_reply", { prompt: "thanks" });
call("ts-openai-project-no-access", "moderate", { input: "hello" });
tool("billing_invoices", {}, async () => { const r = await fetch(BASE + "/billing/v1/invoices"); return r.ok ? text("ok") : fail(`billing-svc ${r.status}: ${await r.text()}`); });
call("ts-fetch-express-html-500", "billing_invoices", {});
tool("fetch_rates", {}, async () => { try { await fetch("http://127.0.0.1:58497/rates"); return text("ok"); } catch (e) { return fail(`${e.message}: ${e.cause?.message}`); } });
call("ts-fetch-failed-cause", "fetch_rates", {});

// ---- pg against services.sh's PostgreSQL
const pgc = (user, password) => new pg.Client({ host: "127.0.0.1", port: 55434, database: "shop", user, password });
tool("revenue_by_month", { year: z.number() }, async () => { const c = pgc("reporting", "wrong"); try { await c.connect(); return text("ok"); } catch (e) { return fail(`db: ${e.message}`); } });
tool("salary_bands", {}, async () => { const c = pgc("reporting", "correct-horse"); try { await c.connect(); await c.query("select * from salaries"); return text("ok"); } catch (e) { return fail(JSON.stringify({ name: e.name, code: e.code, severity: e.severity, message: e.message, file: e.file, routine: e.routine })); } finally { await c.end().catch(() => {}); } });
tool("order_total", { order_id: z.string() }, async ({ order_id }) => { const c = pgc("reporting", "correct-horse"); try { await c.connect(); await c.query("select total from orders where id = $1", [order_id]); return text("ok"); } catch (e) { return fail(`error: ${e.message}`); } finally { await c.end().catch(() => {}); } });
call("ts-pg-password-failed", "revenue_by_month", { year: 2025 });
call("ts-pg-permission-json", "salary_bands", {});
call("ts-pg-invalid-integer", "order_total", { order_id: "twaudit-b7c6d5e4" }, "wrong-type", "twaudit-b7c6d5e4");

// ---- clean ones written by the server
tool("track_parcel", { tracking: z.string() }, async () => fail("No parcel with that tracking number. Tracking numbers are 10 or 12 digits; check the shipping email."));
call("ts-clean-tracking", "track_parcel", { tracking: "twaudit-c0ffee01" }, "wrong-type", "twaudit-c0ffee01");
tool("pause_subscription", { id: z.string() }, async () => fail("This subscription is already paused. Call resume_subscription to restart it."));
call("ts-clean-paused", "pause_subscription", { id: "sub_77" });
tool("list_holidays", { country: z.string() }, async () => text("No public holidays found for that country this year."));
call("ts-clean-success", "list_holidays", { country: "AQ" });

const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(a);
const client = new Client({ name: "t4", version: "1.0.0" });
await client.connect(b);
for (const [key, name, args, probe, sent] of CALLS) {
  let textOut, channel;
  try {
    const r = await client.callTool({ name, arguments: args });
    textOut = r.content.map((c) => c.text).join("\n") + (r.structuredContent ? "\n" + JSON.stringify(r.structuredContent) : "");
    channel = r.isError ? "error-result" : "success-result";
  } catch (e) {
    textOut = e.message + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : "");
    channel = "jsonrpc-error";
  }
  console.log(JSON.stringify({ key, tool: name, probe, sent, channel, text: textOut }));
}
mock.close();
process.exit(0);
