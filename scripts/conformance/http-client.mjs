// The official TypeScript SDK client against the HTTP example (the payments tools, bearer
// tokens): node http-client.mjs <url> <token>. One call per kind of answer; ends with
// `http-client: N passed, N failed` and a non-zero exit code on a failure.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.argv[2]);
const token = process.argv[3];
let passed = 0;
let failed = 0;

function check(name, ok, detail) {
  if (ok) {
    passed++;
    console.log(`  ok    ${name}`);
  } else {
    failed++;
    console.log(`  FAIL  ${name}: ${JSON.stringify(detail)}`);
  }
}

async function protocolError(name, args) {
  try {
    const result = await client.callTool({ name, arguments: args });
    return { result };
  } catch (error) {
    return { error };
  }
}

// Without a token the server answers 401, which the SDK reports.
const anonymous = new Client({ name: "toolwright-http-check", version: "1.0.0" });
let refused;
try {
  await anonymous.connect(new StreamableHTTPClientTransport(url));
} catch (error) {
  refused = error;
}
check("no token: the connection is refused with 401", refused?.code === 401, String(refused));

const client = new Client({ name: "toolwright-http-check", version: "1.0.0" });
await client.connect(
  new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  }),
);
console.log(`connected to ${url} (${client.getServerVersion()?.name})`);

const { tools } = await client.listTools();
const names = tools.map((t) => t.name).sort().join(",");
check(
  "tools/list advertises the payments tools",
  names === "charge_card,charge_status,export_statement,list_orders,refund_order",
  names,
);

// The SDK validates structuredContent against the advertised outputSchema.
const orders = await client.callTool({ name: "list_orders", arguments: {} });
check(
  "success: structured content matches the output schema",
  !orders.isError && orders.structuredContent?.result?.length === 2,
  orders,
);

const over = await client.callTool({
  name: "refund_order",
  arguments: { order_id: "o-1001", amount_cents: 60000 },
});
// The customer message is in the text, after the suggested action; no isError result carries
// structuredContent.
check(
  "operational: an isError result the model can read, the customer message included",
  over.isError === true &&
    over.content[0].text.includes(
      "\nTell the customer: Refunds over 50000 cents need a manager's approval.\n[category=business; retryable=false; ref=tw-",
    ) &&
    over._meta?.["dev.toolwright/error"]?.errorCategory === "business" &&
    over.structuredContent === undefined,
  over,
);

const invalid = await client.callTool({
  name: "refund_order",
  arguments: { order_id: "o-1001", amount_cents: "lots" },
});
check(
  "invalid arguments: a validation result (SEP-1303)",
  invalid.isError === true && invalid.content[0].text.startsWith("Invalid arguments:"),
  invalid,
);

const foreign = await client.callTool({
  name: "refund_order",
  arguments: { order_id: "o-2001", amount_cents: 100 },
});
check(
  "security disguised: another customer's order reads as not found",
  foreign.isError === true &&
    foreign.content[0].text.startsWith("No such order.") &&
    foreign._meta?.["dev.toolwright/error"]?.errorCategory === "not_found",
  foreign,
);

const internal = await protocolError("charge_card", {
  idempotency_key: "k-ledger-broken",
  amount_cents: 100,
});
// McpError.message is `MCP error <code>: <message>`; the message ends with its reference, the
// correlation id that is all of data.
const internalId = internal.error?.data?.correlationId;
check(
  "internal: -32603 Internal error (ref tw-...), data only that id, no path leaked",
  internal.error?.code === -32603 &&
    /^tw-[0-9a-f]{16}$/.test(internalId ?? "") &&
    JSON.stringify(Object.keys(internal.error.data)) === '["correlationId"]' &&
    internal.error.message === `MCP error -32603: Internal error (ref ${internalId})` &&
    !JSON.stringify(internal.error).includes("/var/lib"),
  internal,
);

await client.close();
console.log(`http-client: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
