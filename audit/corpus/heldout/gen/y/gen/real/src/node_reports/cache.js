'use strict';
const net = require('net');
function getCached(key) {
  return new Promise((resolve, reject) => {
    const sock = net.connect({ host: '127.0.0.1', port: 6390 });
    sock.on('connect', () => { sock.end(); resolve(null); });
    sock.on('error', reject);
  });
}
async function monthlyReport(month) {
  let cached = null;
  try { cached = await getCached('report:' + month); }
  catch (e) { process.stdout.write(e.stack); }
  return cached;
}
monthlyReport('2025-02');
