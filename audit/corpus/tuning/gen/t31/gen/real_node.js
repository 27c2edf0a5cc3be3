// Runs real Node.js code (and the jsonwebtoken package) and records the messages it produces.
// Usage: cd $SCRATCH/node && node /work/dev-31/gen/real_node.js OUT.json   (needs: npm install jsonwebtoken)
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const jwt = require(path.join(process.cwd(), 'node_modules', 'jsonwebtoken'));
const jwtVer = require(path.join(process.cwd(), 'node_modules', 'jsonwebtoken', 'package.json')).version;
const out = process.argv[2];
const rec = {};
const canary = () => 'twaudit-' + crypto.randomBytes(4).toString('hex');
const put = (k, text, lib, sent = null) => { rec[k] = { text, sent, lib }; };
const NV = 'Node.js ' + process.version;
const JW = 'jsonwebtoken ' + jwtVer + ' on ' + NV;
const secret = crypto.randomBytes(32).toString('hex');
const now = Math.floor(Date.now() / 1000);

// expired
try {
  jwt.verify(jwt.sign({ sub: 'kiosk-17', exp: now - 9 * 3600 }, secret), secret);
} catch (e) { put('jwt_expired', JSON.stringify({ name: e.name, message: e.message, expiredAt: e.expiredAt }), JW); }
// signed with another secret
try {
  jwt.verify(jwt.sign({ sub: 'partner-api' }, crypto.randomBytes(32).toString('hex')), secret);
} catch (e) { put('jwt_badsig', `${e.name}: ${e.message}`, JW); }
// not active yet (nbf in the future)
try {
  jwt.verify(jwt.sign({ sub: 'batch-runner', nbf: now + 600 }, secret), secret);
} catch (e) { put('jwt_nbf', `${e.name}: ${e.message} (date: ${e.date.toISOString()})`, JW); }
// issuer mismatch
try {
  jwt.verify(jwt.sign({ sub: 'u_31', iss: 'https://login.staging.harbor.example' }, secret), secret, { issuer: 'https://login.harbor.example' });
} catch (e) { put('jwt_issuer', `${e.name}: ${e.message}`, JW); }

// JSON.parse on a non-JSON filter argument
const c1 = canary();
try { JSON.parse(c1); } catch (e) { put('json_parse', `${e.name}: ${e.message}`, NV + ' JSON.parse', c1); }
// a config object missing: reading apiKey of undefined, with the stack
const appDir = path.join(process.env.SCRATCH, 'node-app', 'dist');
fs.mkdirSync(appDir, { recursive: true });
fs.writeFileSync(path.join(appDir, 'geocode.js'),
`const providers = { osm: { endpoint: 'https://nominatim.example/search' } };
function providerConfig(name) {
  const cfg = providers[name];
  return { key: cfg.apiKey, url: cfg.endpoint };
}
module.exports = { geocode: (q, provider) => providerConfig(provider) };
`);
try { require(path.join(appDir, 'geocode.js')).geocode('Rua Augusta 12', 'mapbox'); }
catch (e) { put('undefined_apikey', e.stack.split('\n').slice(0, 3).join('\n'), NV + ' TypeError from a handler reading a missing provider config'); }

// EACCES on a file, as an unprivileged uid
const rep = path.join(process.env.SCRATCH, 'node-app', 'reports');
fs.mkdirSync(rep, { recursive: true });
const f = path.join(rep, 'q3-payroll.xlsx');
fs.writeFileSync(f, 'x'); fs.chmodSync(f, 0o600);
const { spawnSync } = require('child_process');
const r = spawnSync(process.execPath, ['-e',
  `process.setgid(65534); process.setuid(65534); try { require('fs').readFileSync(${JSON.stringify(f)}) } catch (e) { process.stdout.write(JSON.stringify({code: e.code, message: e.message})) }`]);
put('eacces', r.stdout.toString(), NV + ' fs.readFileSync as uid 65534');

fs.writeFileSync(out, JSON.stringify(rec, null, 1));
console.log('records:', Object.keys(rec).length);
