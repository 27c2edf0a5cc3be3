// Express 4 app in development mode: an error thrown in a route reaches finalhandler, which
// answers with its HTML debug page (the stack in <pre>). The tool passes that body on (t25-051).
const path = require('path');
const express = require(path.join(process.env.NODE_MODULES || '/tmp/dev25-scratch/node/node_modules', 'express'));
const http = require('http');

const app = express();
const carriers = { dhl: { zones: ['EU', 'US'] }, ups: { zones: ['US'] } };

function zonesFor(carrier) {
  return carriers[carrier].zones.join(',');
}

app.get('/rates/:carrier', (req, res) => {
  res.json({ zones: zonesFor(req.params.carrier) });
});

const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  http.get({ host: '127.0.0.1', port, path: '/rates/' + encodeURIComponent(process.argv[2]), headers: { accept: 'text/html' } }, (res) => {
    let body = '';
    res.on('data', (c) => (body += c));
    res.on('end', () => {
      process.stdout.write(body);
      server.close();
    });
  });
});
