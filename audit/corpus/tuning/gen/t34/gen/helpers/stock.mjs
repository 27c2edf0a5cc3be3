// Helper run by gen/run_probes.py: real Node.js failures, printed as the tool passes them on.
const [cmd, arg] = process.argv.slice(2);
if (cmd === 'fetch') {
  try { await fetch(`http://127.0.0.1:${arg}/stock/levels`); }
  catch (e) { console.log(`${e.name}: ${e.message}; cause: ${e.cause?.code} ${e.cause?.message}`); }
} else if (cmd === 'json') {
  try { JSON.parse('<html><head><title>503 Service Unavailable</title></head><body>upstream connect error</body></html>'); }
  catch (e) { console.log(`${e.name}: ${e.message}`); }
} else if (cmd === 'url') {
  try { new URL(arg); }
  catch (e) { console.log(JSON.stringify({ code: e.code, name: e.name, message: e.message, input: e.input })); }
} else if (cmd === 'undef') {
  try { const order = { lines: undefined }; order.lines.map(l => l.sku); }
  catch (e) { console.log(e.stack.split('\n').slice(0, 3).join('\n')); }
}
