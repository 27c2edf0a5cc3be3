// Real output from zod 4 (localized error maps) and jsonwebtoken, printed as JSON for gen.py.
// Run: node gen_node.mjs   (packages installed in /tmp/dev24-scratch/node via npm)
import { createRequire } from "module";
const require = createRequire("/tmp/dev24-scratch/node/package.json");
const z = require("zod");
const jwt = require("jsonwebtoken");
const out = {};
out.zod_version = require("zod/package.json").version;
out.jsonwebtoken_version = require("jsonwebtoken/package.json").version;

const args = z.object({
  sort: z.enum(["created", "updated", "title"]).optional(),
  limit: z.number().int().min(1).max(100).optional(),
  page: z.number().int().min(1).optional(),
  q: z.string().min(1).optional(),
});
function run(loc, input) {
  z.config(z.locales[loc]());
  const r = args.safeParse(input);
  return z.prettifyError(r.error);
}
const cases = {
  de_enum: ["de", { sort: process.argv[2] }],
  ja_max: ["ja", { limit: 1000001 }],
  tr_min: ["tr", { page: -3 }],
  fr_type: ["fr", { limit: process.argv[3] }],
  ko_empty: ["ko", { q: "" }],
};
out.zod = {};
for (const [k, [loc, input]] of Object.entries(cases)) out.zod[k] = run(loc, input);

// jsonwebtoken: verify a token that expired
const secret = "dev24-demo-secret";
const tok = jwt.sign({ sub: "u_4821", exp: Math.floor(Date.UTC(2025, 5, 2, 9, 0, 0) / 1000) }, secret);
try { jwt.verify(tok, secret); } catch (e) { out.jwt_expired = `${e.name}: ${e.message}` + (e.expiredAt ? ` (expiredAt: ${e.expiredAt.toISOString()})` : ""); }
console.log(JSON.stringify(out, null, 1));
