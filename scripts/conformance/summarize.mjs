// The result table of one conformance run: node summarize.mjs <results dir> (the suite's
// -o directory, one server-<scenario>-<timestamp>/checks.json per scenario). Prints a
// Markdown table, one row per scenario, with what serves it or why toolwright does not.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const TOOL = "toolwright tool";
const TRANSPORT = "toolwright's Streamable HTTP transport";
const LIFECYCLE = "toolwright's protocol engine (lifecycle)";
const EMPTY = "not implemented: toolwright is a tools library; the server answers -32601 for methods it does not offer";
const ELICIT = "toolwright tool (`Context::elicit`: `elicitation/create` on the call's SSE stream)";
const NOT_TOOLS =
  "not implemented: toolwright is a tools library (serve resources and prompts from an rmcp server with the tools merged in)";

const NOTES = {
  "server-initialize": LIFECYCLE,
  ping: LIFECYCLE,
  "logging-set-level": `${LIFECYCLE}: \`logging/setLevel\`, remembered per session`,
  "completion-complete": EMPTY,
  "tools-list": "toolwright tools",
  "tools-call-simple-text": TOOL,
  "tools-call-image": TOOL,
  "tools-call-audio": TOOL,
  "tools-call-embedded-resource": "toolwright tool (`ContentBlock::Resource`)",
  "tools-call-mixed-content": "toolwright tool (text, image and embedded resource)",
  "tools-call-with-logging": "toolwright tool (`Context::info`: `notifications/message` on the call's SSE stream)",
  "tools-call-error": "toolwright tool (an operational error: `isError` result)",
  "tools-call-with-progress": "toolwright tool (`Context::report_progress`)",
  "tools-call-sampling": "toolwright tool (`Context::sample`: `sampling/createMessage` on the call's SSE stream)",
  "tools-call-elicitation": ELICIT,
  "json-schema-2020-12": "toolwright tool (generated 2020-12 input schema)",
  "elicitation-sep1034-defaults": `${ELICIT}; defaults from \`#[serde(default = ..)]\``,
  "elicitation-sep1330-enums": `${ELICIT}; choices from unit enums deriving \`Elicit\``,
  "server-sse-polling": `${TRANSPORT} (answers tool calls without progress as application/json, so the priming-event checks do not apply: 0 checks)`,
  "server-sse-multiple-streams": `${TRANSPORT} (three concurrent POSTs in one session)`,
  "resources-list": EMPTY,
  "resources-read-text": NOT_TOOLS,
  "resources-read-binary": NOT_TOOLS,
  "resources-templates-read": NOT_TOOLS,
  "resources-subscribe": NOT_TOOLS,
  "resources-unsubscribe": NOT_TOOLS,
  "prompts-list": EMPTY,
  "prompts-get-simple": NOT_TOOLS,
  "prompts-get-with-args": NOT_TOOLS,
  "prompts-get-embedded-resource": NOT_TOOLS,
  "prompts-get-with-image": NOT_TOOLS,
  "dns-rebinding-protection": `${TRANSPORT} (loopback \`Host\` only by default: 403)`,
};

// In the suite's order (the order of NOTES); scenarios it does not know go last.
const rank = (name) => {
  const i = Object.keys(NOTES).indexOf(name);
  return i === -1 ? Infinity : i;
};
const dir = process.argv[2];
const rows = [];
const entries = readdirSync(dir)
  .map((entry) => [entry, entry.match(/^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/)])
  .filter(([, m]) => m)
  .sort(([a, ma], [b, mb]) => rank(ma[1]) - rank(mb[1]) || a.localeCompare(b))
  .map(([entry]) => entry);
for (const entry of entries) {
  const m = entry.match(/^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/);
  if (!m) continue;
  const checks = JSON.parse(readFileSync(join(dir, entry, "checks.json"), "utf8"));
  const count = (s) => checks.filter((c) => c.status === s).length;
  const [ok, bad, warn] = [count("SUCCESS"), count("FAILURE"), count("WARNING")];
  const result = bad > 0 ? "fail" : warn > 0 ? "warning" : "pass";
  const note =
    NOTES[m[1]] ??
    (m[1].startsWith("resources-") || m[1].startsWith("prompts-") ? NOT_TOOLS : "");
  rows.push(`| \`${m[1]}\` | ${result} | ${ok} / ${bad} / ${warn} | ${note} |`);
}
console.log("| scenario | result | checks passed / failed / warnings | served by, or why not |");
console.log("|---|---|---|---|");
for (const row of rows) console.log(row);
