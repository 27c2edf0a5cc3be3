// Runs real libraries behind a real MCP server (@modelcontextprotocol/sdk 1.32.2, McpServer + in-memory
// Client) and records each answer's model-visible text to gen/real_node.json.
// Needs, in NODE_PATH's node_modules: @modelcontextprotocol/sdk zod @casl/ability ajv @cedar-policy/cedar-wasm
// casbin accesscontrol express express-rate-limit.
// Usage: cd <scratch>/node && node /work/dev-32/gen/run_node.mjs
import { createRequire } from "module";
import fs from "fs";
import path from "path";
import { fileURLToPath } from "url";
const HERE = path.dirname(fileURLToPath(import.meta.url));
const req = createRequire(path.join(process.cwd(), "package.json"));
const { McpServer } = req("@modelcontextprotocol/sdk/server/mcp.js");
const { Client } = req("@modelcontextprotocol/sdk/client/index.js");
const { InMemoryTransport } = req("@modelcontextprotocol/sdk/inMemory.js");
const zmod = req("zod");
const z = zmod.z ?? zmod;
const { AbilityBuilder, createMongoAbility, ForbiddenError, subject } = req("@casl/ability");
const Ajv = req("ajv");
const cedar = req("@cedar-policy/cedar-wasm/nodejs");
const casbin = req("casbin");
const { AccessControl } = req("accesscontrol");
const express = req("express");
const { rateLimit } = req("express-rate-limit");
const C = JSON.parse(fs.readFileSync(path.join(HERE, "canaries.json"), "utf8"));

const fail = (text) => ({ content: [{ type: "text", text }], isError: true });
const s = new McpServer({ name: "newsroom-and-ops", version: "0.9.0" });

// CASL: an inverted rule with a reason
s.registerTool("publish_story", { inputSchema: { story_id: z.string() } }, async ({ story_id }) => {
  const { can, cannot, build } = new AbilityBuilder(createMongoAbility);
  can("read", "Story"); can("update", "Story", { authorId: "u-471" });
  can("publish", "Story");
  cannot("publish", "Story", { kind: "wire" }).because("Only editors on the Berlin desk can publish wire stories.");
  const ability = build();
  ForbiddenError.from(ability).throwUnlessCan("publish", subject("Story", { id: story_id, kind: "wire", authorId: "u-471" }));
  return { content: [{ type: "text", text: "published" }] };
});
// CASL: default message, no reason
s.registerTool("archive_invoice", { inputSchema: { invoice_id: z.string() } }, async ({ invoice_id }) => {
  const { can, build } = new AbilityBuilder(createMongoAbility);
  can("read", "Invoice");
  const ability = build();
  ForbiddenError.from(ability).throwUnlessCan("archive", subject("Invoice", { id: invoice_id }));
  return { content: [{ type: "text", text: "archived" }] };
});
// ajv: schema enum
const ajv = new Ajv({ allErrors: true });
const repoSchema = { type: "object", properties: { visibility: { enum: ["private", "internal", "public"] }, name: { type: "string" } }, required: ["name"] };
const validateRepo = ajv.compile(repoSchema);
s.registerTool("create_repository", { inputSchema: { name: z.string(), visibility: z.string() } }, async (args) => {
  if (!validateRepo(args)) return fail("Invalid repository settings: " + JSON.stringify(validateRepo.errors));
  return { content: [{ type: "text", text: "created" }] };
});
// zod with its German and French locales, validated inside the tool
const carrierDe = z.object({ spediteur: z.enum(["dhl", "dpd", "hermes", "gls"]) });
s.registerTool("versand_buchen", { inputSchema: { spediteur: z.string(), gewicht_kg: z.number() } }, async (args) => {
  z.config(z.locales.de());
  const r = carrierDe.safeParse(args);
  if (!r.success) return fail("Sendung nicht gebucht – " + r.error.issues.map(i => `${i.path.join(".")}: ${i.message}`).join("; "));
  return { content: [{ type: "text", text: "ok" }] };
});
const resaFr = z.object({ convives: z.number().int().min(1).max(12) });
s.registerTool("reserver_table", { inputSchema: { convives: z.number(), date: z.string() } }, async (args) => {
  z.config(z.locales.fr());
  const r = resaFr.safeParse(args);
  if (!r.success) return fail("Réservation impossible : " + r.error.issues.map(i => `${i.path.join(".")} – ${i.message}`).join(" ; "));
  return { content: [{ type: "text", text: "ok" }] };
});
// Cedar (wasm): raw answer passed on
s.registerTool("restart_cluster", { inputSchema: { cluster: z.string() } }, async ({ cluster }) => {
  const policies = {
    "sre-oncall-restarts": `permit(principal in Group::"sre-oncall", action == Action::"restart", resource is Cluster);`,
    "contractors-never-touch-prod": `forbid(principal, action, resource is Cluster) when { principal.employment == "contractor" && resource.env == "prod" };`,
  };
  const ans = cedar.isAuthorized({
    principal: { type: "User", id: "d.okafor" }, action: { type: "Action", id: "restart" },
    resource: { type: "Cluster", id: cluster }, context: {},
    policies: { staticPolicies: policies },
    entities: [
      { uid: { type: "User", id: "d.okafor" }, attrs: { employment: "contractor" }, parents: [{ type: "Group", id: "sre-oncall" }] },
      { uid: { type: "Group", id: "sre-oncall" }, attrs: {}, parents: [] },
      { uid: { type: "Cluster", id: cluster }, attrs: { env: "prod" }, parents: [] }],
  });
  if (ans.type !== "success" || ans.response.decision !== "allow") return fail("authorization failed: " + JSON.stringify(ans));
  return { content: [{ type: "text", text: "restarting" }] };
});
// Casbin (node): RBAC, roles that would be needed listed in Portuguese
const CASBIN_MODEL = `[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && keyMatch(r.obj, p.obj) && r.act == p.act`;
let enforcer;
s.registerTool("exportar_relatorio", { inputSchema: { relatorio: z.string() } }, async ({ relatorio }) => {
  const obj = `/relatorios/${relatorio}`;
  if (!(await enforcer.enforce("renata.alves", obj, "exportar"))) {
    const quem = [...new Set((await enforcer.getFilteredPolicy(2, "exportar")).filter(p => obj.startsWith(p[1].replace("*", ""))).map(p => p[0]))];
    const meus = await enforcer.getRolesForUser("renata.alves");
    return fail(`Exportação bloqueada. O relatório ${relatorio} só sai para os perfis ${quem.join(" e ")}; o seu perfil é ${meus.join(", ")}.`);
  }
  return { content: [{ type: "text", text: "ok" }] };
});
// accesscontrol: grants the caller asked for (a success)
const ac = new AccessControl();
ac.grant("viewer").readAny("dashboard").readOwn("profile")
  .grant("analyst").extend("viewer").createOwn("dashboard").updateOwn("dashboard")
  .grant("admin").extend("analyst").updateAny("dashboard").deleteAny("dashboard", ["*"]);
s.registerTool("list_role_grants", { inputSchema: {} }, async () => ({ content: [{ type: "text", text: JSON.stringify(ac.getGrants(), null, 2) }] }));
// express-rate-limit behind a loopback HTTP upstream
let upstreamPort;
s.registerTool("search_catalog", { inputSchema: { q: z.string() } }, async ({ q }) => {
  let res;
  for (let i = 0; i < 3; i++) res = await fetch(`http://127.0.0.1:${upstreamPort}/search?q=${encodeURIComponent(q)}`);
  if (res.status !== 200) {
    const body = await res.text();
    const t = /t=(\d+)/.exec(res.headers.get("ratelimit") || "");
    return fail(`catalog upstream answered ${res.status}: ${body}` + (t ? ` (window resets in ${t[1]} s)` : ""));
  }
  return { content: [{ type: "text", text: await res.text() }] };
});

const CASES = [
  ["js_casl_reason", "publish_story", { story_id: "wire-20250611-0042" }, "valid", null],
  ["js_casl_default", "archive_invoice", { invoice_id: "INV-30417" }, "valid", null],
  ["js_ajv_enum", "create_repository", { name: "billing-worker", visibility: C.ajv_enum }, "enum", C.ajv_enum],
  ["js_zod_de", "versand_buchen", { spediteur: C.zod_de, gewicht_kg: 2.4 }, "enum", C.zod_de],
  ["js_zod_fr", "reserver_table", { convives: 40, date: "2025-07-14" }, "above-max", "40"],
  ["js_cedar_raw", "restart_cluster", { cluster: "eu-prod-3" }, "valid", null],
  ["js_casbin_pt", "exportar_relatorio", { relatorio: "dre-consolidado" }, "valid", null],
  ["js_ac_grants", "list_role_grants", {}, "valid", null],
  ["js_ratelimit", "search_catalog", { q: "walnut desk" }, "valid", null],
];

const main = async () => {
  const dir = fs.mkdtempSync(path.join(process.cwd(), "casbin-"));
  fs.writeFileSync(path.join(dir, "model.conf"), CASBIN_MODEL);
  fs.writeFileSync(path.join(dir, "policy.csv"), [
    "p, controladoria, /relatorios/dre-*, exportar", "p, diretoria_financeira, /relatorios/*, exportar",
    "p, operador, /relatorios/estoque-*, exportar", "g, renata.alves, operador"].join("\n"));
  enforcer = await casbin.newEnforcer(path.join(dir, "model.conf"), path.join(dir, "policy.csv"));
  const app = express();
  app.use(rateLimit({ windowMs: 60_000, limit: 2, standardHeaders: "draft-8", legacyHeaders: false }));
  app.get("/search", (q, r) => r.json({ hits: [] }));
  const httpSrv = await new Promise(ok => { const h = app.listen(0, "127.0.0.1", () => ok(h)); });
  upstreamPort = httpSrv.address().port;

  const [ct, st] = InMemoryTransport.createLinkedPair();
  await s.connect(st);
  const c = new Client({ name: "twaudit-probe", version: "1.0.0" });
  await c.connect(ct);
  const out = {};
  for (const [key, tool, args, probe, sent] of CASES) {
    try {
      const r = await c.callTool({ name: tool, arguments: args });
      const parts = r.content.filter(b => b.type === "text").map(b => b.text);
      if (r.structuredContent) parts.push(JSON.stringify(r.structuredContent));
      out[key] = { channel: r.isError ? "error-result" : "success-result", text: parts.join("\n"), probe, sent, tool };
    } catch (e) {
      out[key] = { channel: "jsonrpc-error", text: e.message + (e.data !== undefined ? "\n" + JSON.stringify(e.data) : ""), probe, sent, tool };
    }
    console.log("==", key, out[key].channel); console.log(out[key].text);
  }
  fs.writeFileSync(path.join(HERE, "real_node.json"), JSON.stringify(out, null, 1));
  httpSrv.close();
  process.exit(0);
};
main();
