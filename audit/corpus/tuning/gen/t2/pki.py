"""Certificates for the TLS cases, written to /tmp/t2-pki (python cryptography).
ca: 'Acme Internal CA'; server cert for billing.internal.acme.net (no 127.0.0.1 SAN -> hostname mismatch);
self-signed cert for 127.0.0.1; an expired cert for 127.0.0.1 signed by the CA; a client cert signed by a
different CA ('Contractor Laptop CA') for the mTLS unknown-CA case."""
import datetime as dt, ipaddress, os
from cryptography import x509
from cryptography.x509.oid import NameOID
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec

D = "/tmp/t2-pki"
os.makedirs(D, exist_ok=True)
now = dt.datetime.now(dt.timezone.utc)


def key():
    return ec.generate_private_key(ec.SECP256R1())


def write(name, k, c):
    with open(f"{D}/{name}.key", "wb") as f:
        f.write(k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    with open(f"{D}/{name}.crt", "wb") as f:
        f.write(c.public_bytes(serialization.Encoding.PEM))


def cert(cn, k, issuer_name, issuer_key, san=None, ca=False, start=None, end=None):
    b = (x509.CertificateBuilder().subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)]))
         .issuer_name(issuer_name).public_key(k.public_key()).serial_number(x509.random_serial_number())
         .not_valid_before(start or now - dt.timedelta(days=1)).not_valid_after(end or now + dt.timedelta(days=365))
         .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True))
    if san:
        b = b.add_extension(x509.SubjectAlternativeName(san), critical=False)
    return b.sign(issuer_key, hashes.SHA256())


def ca(cn):
    k = key()
    n = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])
    return k, n, cert(cn, k, n, k, ca=True)


ca_k, ca_n, ca_c = ca("Acme Internal CA")
write("ca", ca_k, ca_c)
rogue_k, rogue_n, rogue_c = ca("Contractor Laptop CA")
write("rogue-ca", rogue_k, rogue_c)

k = key(); write("billing", k, cert("billing.internal.acme.net", k, ca_n, ca_k, [x509.DNSName("billing.internal.acme.net")]))
k = key(); write("localhost-ca", k, cert("127.0.0.1", k, ca_n, ca_k, [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]))
k = key()
n = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "rates.acme.test")])
write("selfsigned", k, cert("rates.acme.test", k, n, k, [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]))
k = key(); write("expired", k, cert("127.0.0.1", k, ca_n, ca_k, [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))],
                                      start=now - dt.timedelta(days=400), end=now - dt.timedelta(days=35)))
k = key(); write("client-good", k, cert("mcp-reporting", k, ca_n, ca_k))
k = key(); write("client-rogue", k, cert("mcp-reporting", k, rogue_n, rogue_k))
print("pki written to", D)
