// The result table of one conformance run: node summarize.mjs <results dir> (the suite's
// -o directory, one server-<scenario>-<timestamp>/checks.json per scenario). Prints a
// Markdown table, one row per scenario, with what serves it or why toolwright does not.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const TOOL = "toolwright tool";
const TRANSPORT = "toolwright's Streamable HTTP transport";
const LIFECYCLE = "toolwright's protocol engine (lifecycle)";
const RESOURCE = "toolwright resource (`#[mcp_resource]`)";
const PROMPT = "toolwright prompt (`#[mcp_prompt]`)";
const ELICIT = "toolwright tool (`Context::elicit`: `elicitation/create` on the call's SSE stream)";

const NOTES = {
  "server-initialize": LIFECYCLE,
  ping: LIFECYCLE,
  "logging-set-level": `${LIFECYCLE}: \`logging/setLevel\`, remembered per session`,
  "completion-complete": "toolwright prompt's completion function (`complete = fn`)",
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
  "resources-list": "toolwright resources",
  "resources-read-text": RESOURCE,
  "resources-read-binary": `${RESOURCE} (\`ResourceContents::blob\`)`,
  "resources-templates-read": `${RESOURCE} of a URI template (\`{id}\` a typed parameter)`,
  "resources-subscribe": `${LIFECYCLE}: \`resources/subscribe\`, remembered per session`,
  "resources-unsubscribe": `${LIFECYCLE}: \`resources/unsubscribe\``,
  "prompts-list": "toolwright prompts",
  "prompts-get-simple": PROMPT,
  "prompts-get-with-args": `${PROMPT} (typed arguments)`,
  "prompts-get-embedded-resource": `${PROMPT} (\`ContentBlock::resource\`)`,
  "prompts-get-with-image": `${PROMPT} (\`ContentBlock::image\`)`,
  "dns-rebinding-protection": `${TRANSPORT} (loopback \`Host\` only by default: 403)`,
  caching: "toolwright's protocol engine (`ttlMs`, `cacheScope` on lists and reads)",
  "http-custom-header-server-validation": `${TRANSPORT} (\`#[header("Region")]\`: \`Mcp-Param-*\` checked against the body)`,
  "http-header-validation": `${TRANSPORT} (\`Mcp-Method\`, \`Mcp-Name\` checked against the body)`,
  "sep-2164-resource-not-found": "toolwright's protocol engine (`-32602` with `data.uri`)",
  "server-stateless": `${LIFECYCLE}: \`server/discover\`, \`subscriptions/listen\`, the removed methods`,
  "input-required-result-non-tool-request": `${PROMPT} taking a \`Context\` (MRTR on \`prompts/get\`)`,
  "input-required-result-ignore-extra-params": "toolwright tool (unasked answers count by key, others ignored)",
  "input-required-result-validate-input": "toolwright's protocol engine (an answer that is no object: `-32602`)",
};
for (const name of ["basic-elicitation", "basic-sampling", "basic-list-roots", "request-state",
  "multiple-input-requests", "multi-round", "missing-input-response", "result-type",
  "tampered-state", "capability-check", "unsupported-methods"]) {
  NOTES[`input-required-result-${name}`] = "toolwright tool (`Context`: an `input_required` round, sealed `requestState`)";
}
NOTES["sep-2640-skills-enumeration"] = "toolwright skills (`Skills::load` of examples/skills): `skills/list`, `skills/get`, `SKILL.md` through `resources/read`";
NOTES["sep-2640-skills-directory"] = "toolwright skills: `resources/directory/read` (`directoryRead: true`)";
NOTES["sep-2640-skills-manifest"] = "toolwright skills: each `SKILL.md` in `resources/list` (name, description, `text/markdown`)";
for (const name of ["capability-negotiation", "dispatch-and-envelope", "lifecycle", "mrtr-composition",
  "mrtr-input", "request-headers", "request-state-removal", "required-task-error",
  "status-notifications", "wire-fields"]) {
  NOTES[`tasks-${name}`] = "toolwright task tools (`#[mcp_tool(task = ..)]`, the tasks extension)";
}

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
    NOTES[m[1]] ?? "";
  rows.push(`| \`${m[1]}\` | ${result} | ${ok} / ${bad} / ${warn} | ${note} |`);
}
console.log("| scenario | result | checks passed / failed / warnings | served by, or why not |");
console.log("|---|---|---|---|");
for (const row of rows) console.log(row);
