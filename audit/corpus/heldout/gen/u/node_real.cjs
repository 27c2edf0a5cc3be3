// Real Node.js output for batch U: ajv 8 + ajv-i18n, zod 3 + zod-i18n-map (i18next 23),
// @modelcontextprotocol/server-filesystem driven by the MCP TypeScript SDK client, Node's own
// errors (a TypeError stack, fs EACCES as an unprivileged user, fetch/axios connection refused).
// Run: node gen/node_real.cjs   (modules installed under /tmp/hu-scratch/node and /tmp/hu-scratch/node3)
const path = require("path"), fs = require("fs"), crypto = require("crypto"), cp = require("child_process");
const N = "/tmp/hu-scratch/node/node_modules/", N3 = "/tmp/hu-scratch/node3/node_modules/";
const canary = (k) => "twaudit-" + crypto.createHash("sha256").update("hu:" + k).digest("hex").slice(0, 8);
const ver = (dir, m) => JSON.parse(fs.readFileSync(dir + m + "/package.json")).version;
const out = {};
const reqN = require("module").createRequire(N);
const put = (k, text, pb) => { out[k] = { text, produced_by: pb }; };

(async () => {
  // ---- ajv + ajv-i18n
  const Ajv = require(N + "ajv"); const localize = require(N + "ajv-i18n");
  const ajv = new Ajv({ allErrors: true });
  const schema = { type: "object", required: ["order_id", "limit"], additionalProperties: false,
    properties: { order_id: { type: "string", minLength: 1 }, limit: { type: "integer", minimum: 1, maximum: 100 } } };
  const validate = ajv.compile(schema);
  const AJV = `ajv ${ver(N, "ajv")} + ajv-i18n ${ver(N, "ajv-i18n")} (%s)`;
  const msgs = (lang, data) => { validate(data); localize[lang](validate.errors); return validate.errors.map(e => `${e.instancePath || "/"} ${e.message}`); };
  put("ajv_max_hu", msgs("hu", { order_id: "A-1", limit: 1000001 }).join("\n"), AJV.replace("%s", "hu"));
  put("ajv_req_ca", msgs("ca", { limit: 5 }).join("\n"), AJV.replace("%s", "ca"));
  put("ajv_type_it", msgs("it", { order_id: "A-1", limit: canary("ajv_type_it") }).join("\n"), AJV.replace("%s", "it"));
  put("ajv_min_de", JSON.stringify({ errors: msgs("de", { order_id: "A-1", limit: -3 }) }), AJV.replace("%s", "de"));

  // ---- zod 3 + zod-i18n-map, in a child so that i18next is fresh per language
  const zodRun = (lng, key, data) => JSON.parse(cp.execFileSync("node", ["-e", `
    const i18next = require("${N3}i18next"); const { z } = require("${N3}zod"); const { zodI18nMap } = require("${N3}zod-i18n-map");
    i18next.init({ lng: "${lng}", resources: { "${lng}": { zod: require("${N3}zod-i18n-map/locales/${lng}/zod.json") } } });
    z.setErrorMap(zodI18nMap);
    const S = z.object({ sort: z.enum(["newest", "oldest", "price"]), page_size: z.number().int().min(1).max(50), q: z.string().min(1).max(256) });
    const r = S.safeParse(${JSON.stringify(data)});
    console.log(JSON.stringify(r.error.issues.map(i => ({ path: i.path.join("."), message: i.message }))));`], { encoding: "utf8" }));
  const ZOD = `zod ${ver(N3, "zod")} + zod-i18n-map ${ver(N3, "zod-i18n-map")} + i18next ${ver(N3, "i18next")} (%s)`;
  put("zod_enum_ja", zodRun("ja", "zod_enum_ja", { sort: canary("zod_enum_ja"), page_size: 10, q: "lamp" }).map(i => `${i.path}: ${i.message}`).join("\n"), ZOD.replace("%s", "ja"));
  put("zod_enum_nl", zodRun("nl", "zod_enum_nl", { sort: canary("zod_enum_nl"), page_size: 10, q: "lamp" })[0].message, ZOD.replace("%s", "nl"));
  put("zod_max_is", JSON.stringify(zodRun("is", "zod_max_is", { sort: "newest", page_size: 1000001, q: "lamp" })), ZOD.replace("%s", "is"));
  put("zod_len_bg", zodRun("bg", "zod_len_bg", { sort: "newest", page_size: 10, q: canary("zod_len_bg").repeat(200) })[0].message, ZOD.replace("%s", "bg"));
  put("zod_min_uz", zodRun("uz", "zod_min_uz", { sort: "newest", page_size: 0, q: "lamp" })[0].message, ZOD.replace("%s", "uz"));

  // ---- @modelcontextprotocol/server-filesystem, real server over stdio
  const { Client } = reqN("@modelcontextprotocol/sdk/client/index.js");
  const { StdioClientTransport } = reqN("@modelcontextprotocol/sdk/client/stdio.js");
  const FS = `@modelcontextprotocol/server-filesystem ${ver(N, "@modelcontextprotocol/server-filesystem")} (MCP TypeScript SDK ${ver(N, "@modelcontextprotocol/sdk")}), root /tmp/hu-scratch/srv/workspace`;
  const t = new StdioClientTransport({ command: "node", args: [N + "@modelcontextprotocol/server-filesystem/dist/index.js", "/tmp/hu-scratch/srv/workspace"], stderr: "ignore" });
  const c = new Client({ name: "probe", version: "1" }); await c.connect(t);
  const call = async (name, args) => (await c.callTool({ name, arguments: args })).content.map(b => b.text).join("\n");
  put("fs_traversal", await call("read_text_file", { path: "../../../../etc/passwd" }), FS);
  put("fs_missing", await call("read_text_file", {}), FS);
  put("fs_enoent", await call("read_text_file", { path: "notes/" + canary("fs_enoent") + ".md" }), FS);
  put("fs_wrongtype", await call("read_text_file", { path: "notes/a.md", head: canary("fs_wrongtype") }), FS);
  await c.close();

  // ---- Node: a handler's TypeError stack
  fs.writeFileSync("/tmp/hu-scratch/srv/node-crm/lib/contacts.js", `const contacts = new Map([["c-100", { name: "Ada", owner: { id: "u-7" } }]]);
function ownerOf(id) {
  const contact = contacts.get(id);
  return contact.owner.id;
}
module.exports = { ownerOf };
`);
  fs.writeFileSync("/tmp/hu-scratch/srv/node-crm/handlers.js", `const { ownerOf } = require("./lib/contacts");
exports.reassign = function reassign(args) {
  try { return { content: [{ type: "text", text: "owner " + ownerOf(args.contact_id) }] }; }
  catch (err) { return { isError: true, content: [{ type: "text", text: err.stack }] }; }
};
`);
  const r = require("/tmp/hu-scratch/srv/node-crm/handlers.js").reassign({ contact_id: canary("node_stack") });
  put("node_stack", r.content[0].text.split("\n").slice(0, 3).join("\n"), `Node.js ${process.version} Error.stack (first 3 lines kept by the tool), /tmp/hu-scratch/srv/node-crm/handlers.js`);

  // ---- Node fs as an unprivileged user
  put("node_eacces", cp.execFileSync("runuser", ["-u", "nobody", "--", "node", "-e",
    `try { require("fs").readFileSync("/etc/ssl/private/ssl-cert-snakeoil.key") } catch (e) { process.stdout.write(e.message) }`], { encoding: "utf8" }).trim() ||
    cp.execFileSync("runuser", ["-u", "nobody", "--", "node", "-e", `try { require("fs").readFileSync("/etc/shadow") } catch (e) { process.stdout.write(e.message) }`], { encoding: "utf8" }).trim(),
    `Node.js ${process.version} fs error message, run as an unprivileged user`);

  // ---- fetch and axios against closed local ports (Qdrant's and Typesense's default ports)
  try { await fetch("http://127.0.0.1:6333/collections/docs/points/search", { method: "POST", body: "{}" }); }
  catch (e) { put("fetch_failed", String(e), `Node.js ${process.version} global fetch (undici) rejection, String(err)`); }
  const axios = require(N + "axios");
  try { await axios.get("http://127.0.0.1:8108/collections/products/documents/search?q=lamp&query_by=name"); }
  catch (e) { put("axios_refused", JSON.stringify({ ok: false, error: e.message, code: e.code }), `axios ${ver(N, "axios")} AxiosError (nothing listens on 127.0.0.1:8108)`); }

  fs.writeFileSync(path.join(__dirname, "out", "node_real.json"), JSON.stringify(out, null, 1));
  for (const [k, v] of Object.entries(out)) console.log("==", k, "::", v.text);
})();
