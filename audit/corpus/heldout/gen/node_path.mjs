// Path checks in Node 20. Run: node node_path.mjs -> out/node_path.json
import path from "node:path";
import fs from "node:fs";
import { execFileSync } from "node:child_process";
const out = {};

// 1. the usual path.relative containment check in a TS/JS MCP server
function resolveInside(root, input) {
  const abs = path.resolve(root, input);
  const rel = path.relative(root, abs);
  if (rel.startsWith("..") || path.isAbsolute(rel)) {
    throw new Error(`Path "${input}" resolves to ${abs}, which is outside the workspace root ${root}`);
  }
  return abs;
}
try { resolveInside("/srv/ws", "twaudit-a17f6c25/../../../../../../../etc/passwd"); } catch (e) { out.node_relative = e.message; }

// 2. Node's permission model: the server runs with --experimental-permission --allow-fs-read=<root>
const child = `
const fs = require("node:fs");
try { fs.readFileSync(require("node:path").resolve("/tmp/ws-node/docs", process.argv[2])); }
catch (e) { console.log(JSON.stringify({ message: e.message, code: e.code, permission: e.permission, resource: e.resource })); }`;
fs.writeFileSync("/tmp/ws-node/child.cjs", child);
const res = execFileSync(process.execPath, ["--experimental-permission", "--allow-fs-read=/tmp/ws-node/*",
  "/tmp/ws-node/child.cjs", "twaudit-e92b4d13/../../../../../../../etc/passwd"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
out.node_permission = JSON.parse(res.trim());

fs.writeFileSync(new URL("./out/node_path.json", import.meta.url), JSON.stringify(out, null, 1));
console.log(JSON.stringify(out, null, 1));
