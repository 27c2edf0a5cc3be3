// Captures real Node.js error texts: fetch to a closed loopback port, a TypeError stack, JSON.parse error.
import { fileURLToPath } from 'node:url';
import net from 'node:net';
const out = {};
out.node_version = process.version;
try { await fetch('http://127.0.0.1:7071/v3/donors/D-20931/eligibility'); }
catch (e) { out.fetch = { message: e.message, cause: String(e.cause), code: e.cause && e.cause.code, stack: e.stack }; }
function lookupRink(tournament, matchId) {
  const matches = tournament.rounds.find(r => r.id === 'qf').matches;
  return matches[matchId].server.region;
}
function handleGetMatchServer(args) {
  const tournament = { id: 'winter-cup', rounds: [{ id: 'qf', matches: {} }] };
  return lookupRink(tournament, args.match_id);
}
try { handleGetMatchServer({ match_id: 'twaudit-4d1e8a20' }); }
catch (e) { out.typeerror = { message: e.message, stack: e.stack }; }
function parseQuoteBody(raw) { return JSON.parse(raw); }
try { parseQuoteBody('<html><head><title>502 Bad Gateway</title></head>'); }
catch (e) { out.jsonparse = { message: e.message, stack: e.stack }; }
await new Promise((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port: 7072 });
  s.on('error', (e) => { out.net = { message: e.message, code: e.code }; resolve(); });
});
console.log(JSON.stringify(out));
