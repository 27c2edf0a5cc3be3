// A pg-style client that cannot reach its database: the tool serializes the error object,
// stack included, into the JSON it returns (newlines escaped) (t25-055).
const net = require('net');

class SearchIndexClient {
  constructor(host, port) { this.host = host; this.port = port; }
  query(q) {
    return new Promise((resolve, reject) => {
      const sock = net.connect(this.port, this.host, () => resolve(sock));
      sock.on('error', reject);
    });
  }
}

async function searchProducts(term) {
  const client = new SearchIndexClient('127.0.0.1', Number(process.argv[3]));
  return client.query(term);
}

searchProducts(process.argv[2]).catch((err) => {
  const body = { ok: false, error: { name: err.name, code: err.code, errno: err.errno, syscall: err.syscall, address: err.address, port: err.port, message: err.message, stack: err.stack } };
  process.stdout.write(JSON.stringify(body));
});
