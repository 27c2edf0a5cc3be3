type Sig = { t: number; v1: string };

function parseSignature(header: string): Sig {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=")));
  return { t: Number(parts.t), v1: parts.v1.toLowerCase() };
}

async function relay(eventId: string, header: string) {
  const sig = parseSignature(header);
  return { eventId, at: sig.t };
}

await relay(process.argv[2], "t=1733000000");

// note: Webhook relay tool run under Bun: parses a signature header that is missing a part (t25-050).
