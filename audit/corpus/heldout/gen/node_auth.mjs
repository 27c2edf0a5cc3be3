// Auth failures from real Node libraries. Run from /tmp/hn (node_modules there):
//   NODE_PATH=/tmp/hn/node_modules node node_auth.mjs  -> out/node_auth.json
import { createRequire } from "node:module";
import http from "node:http";
import fs from "node:fs";
const require = createRequire("/tmp/hn/");
const jwt = require("jsonwebtoken");
const out = {};

// jsonwebtoken: expired token
const expired = jwt.sign({ sub: "agent-7", exp: Math.floor(Date.now() / 1000) - 7200 }, "k".repeat(32));
try { jwt.verify(expired, "k".repeat(32)); } catch (e) {
  out.jsonwebtoken_expired = `${e.name}: ${e.message}`;
  out.jsonwebtoken_expired_at = e.expiredAt.toISOString();
}
// jsonwebtoken: wrong secret
try { jwt.verify(jwt.sign({ sub: "agent-7" }, "a".repeat(32)), "b".repeat(32)); } catch (e) {
  out.jsonwebtoken_invalid_signature = `${e.name}: ${e.message}`;
}
// jsonwebtoken: no token at all
try { jwt.verify(undefined, "b".repeat(32)); } catch (e) {
  out.jsonwebtoken_must_be_provided = `${e.name}: ${e.message}`;
}

// jose: signature mismatch and expired claim
const jose = await import("/tmp/hn/node_modules/jose/dist/webapi/index.js").catch(() => require("jose"));
const k1 = new TextEncoder().encode("x".repeat(32)), k2 = new TextEncoder().encode("y".repeat(32));
const t1 = await new jose.SignJWT({ sub: "agent-7" }).setProtectedHeader({ alg: "HS256" }).setIssuedAt().sign(k1);
try { await jose.jwtVerify(t1, k2); } catch (e) { out.jose_sig = `${e.code}: ${e.message}`; out.jose_sig_msg = e.message; }
const t2 = await new jose.SignJWT({ sub: "agent-7" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime(Math.floor(Date.now()/1000) - 60).sign(k1);
try { await jose.jwtVerify(t2, k1); } catch (e) { out.jose_exp = `${e.code}: ${e.message}`; }

// Octokit against a loopback server answering GitHub's documented 401/403 bodies
const srv = http.createServer((req, res) => {
  if (req.url.startsWith("/user")) {
    res.writeHead(401, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }));
  } else {
    res.writeHead(403, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Resource not accessible by personal access token", documentation_url: "https://docs.github.com/rest/issues/issues#create-an-issue", status: "403" }));
  }
});
await new Promise(r => srv.listen(0, "127.0.0.1", r));
const { Octokit } = await import("/tmp/hn/node_modules/@octokit/rest/dist-src/index.js");
const gh = new Octokit({ auth: "github_pat_x", baseUrl: `http://127.0.0.1:${srv.address().port}`, log: { debug(){}, info(){}, warn(){}, error(){} } });
try { await gh.rest.users.getAuthenticated(); } catch (e) { out.octokit_bad_credentials = e.message; out.octokit_status = e.status; }
try { await gh.rest.issues.create({ owner: "acme", repo: "infra", title: "x" }); } catch (e) { out.octokit_pat_403 = e.message; }
srv.close();

fs.writeFileSync(new URL("./out/node_auth.json", import.meta.url), JSON.stringify(out, null, 1));
console.log(out);
