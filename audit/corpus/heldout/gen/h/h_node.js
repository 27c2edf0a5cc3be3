// Run from /work/gen-h/node: real jsonwebtoken and jose error messages as JSON.
const path = require('path');
const req = require('module').createRequire(path.join(__dirname, 'node', 'package.json'));
const jwt = req('jsonwebtoken');
const out = {};
const key = 'node-secret-0123456789abcdef0123456789';
const now = Math.floor(Date.now() / 1000);
function cap(name, fn) { try { fn(); } catch (e) { out[name] = [e.name, e.message, e.expiredAt ? String(e.expiredAt) : null]; } }
cap('expired', () => jwt.verify(jwt.sign({ sub: 'u', exp: now - 900 }, key), key));
cap('badsig', () => jwt.verify(jwt.sign({ sub: 'u' }, key), 'another-secret-000000000000000000'));
cap('aud', () => jwt.verify(jwt.sign({ sub: 'u', aud: 'urn:crm' }, key), key, { audience: 'urn:billing' }));
cap('iss', () => jwt.verify(jwt.sign({ sub: 'u', iss: 'https://a.test' }, key), key, { issuer: 'https://auth.billing.test' }));
cap('nbf', () => jwt.verify(jwt.sign({ sub: 'u', nbf: now + 3600 }, key), key));
cap('malformed', () => jwt.verify('twaudit-CANARY', key));
cap('mustprovide', () => jwt.verify('', key));
cap('alg', () => jwt.verify(jwt.sign({ sub: 'u' }, key, { algorithm: 'HS384' }), key, { algorithms: ['RS256'] }));
cap('maxage', () => jwt.verify(jwt.sign({ sub: 'u', iat: now - 90000 }, key), key, { maxAge: '1d' }));
(async () => {
  const jose = await import(path.join(__dirname, 'node', 'node_modules', 'jose', 'dist', 'webapi', 'index.js'));
  const secret = new TextEncoder().encode('jose-secret-0123456789abcdef0123456789');
  const other = new TextEncoder().encode('jose-other-0123456789abcdef01234567890');
  async function capa(name, fn) { try { await fn(); } catch (e) { out['jose_' + name] = [e.code || e.name, e.message, e.claim || null]; } }
  const exp = await new jose.SignJWT({ sub: 'u' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now - 60).sign(secret);
  await capa('expired', () => jose.jwtVerify(exp, secret));
  const ok = await new jose.SignJWT({ sub: 'u' }).setProtectedHeader({ alg: 'HS256' }).setAudience('api://orders').setIssuer('https://issuer.test').sign(secret);
  await capa('badsig', () => jose.jwtVerify(ok, other));
  await capa('aud', () => jose.jwtVerify(ok, secret, { audience: 'api://admin' }));
  await capa('iss', () => jose.jwtVerify(ok, secret, { issuer: 'https://login.other.test' }));
  await capa('invalid', () => jose.jwtVerify('twaudit-CANARY', secret));
  const pkg = req('jsonwebtoken/package.json').version;
  const jpkg = req('jose/package.json').version;
  out._versions = { jsonwebtoken: pkg, jose: jpkg };
  process.stdout.write(JSON.stringify(out));
})();
