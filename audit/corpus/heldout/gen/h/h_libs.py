"""Run real libraries and capture the messages they raise. Each function returns
(message, produced_by)."""
import datetime as dt
import importlib.metadata as md
import json
import os
import subprocess
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def ver(dist):
    return "%s %s" % (dist, md.version(dist))


def exc_text(e, with_class=False):
    return ("%s: %s" % (type(e).__name__, e)) if with_class else str(e)


# ---------------------------------------------------------------- PyJWT
def pyjwt_errors():
    import jwt
    key = "k-7f1c2e9a0b4d"
    now = int(time.time())
    out = {}
    good = jwt.encode({"sub": "svc-reports", "exp": now + 600, "aud": "api://billing", "iss": "https://id.example.test/"}, key, algorithm="HS256")
    cases = {
        "badsig": lambda: jwt.decode(good, "other-key-0000000000", algorithms=["HS256"], audience="api://billing"),
        "expired": lambda: jwt.decode(jwt.encode({"sub": "u", "exp": now - 3600}, key, algorithm="HS256"), key, algorithms=["HS256"]),
        "aud": lambda: jwt.decode(good, key, algorithms=["HS256"], audience="api://ledger"),
        "iss": lambda: jwt.decode(good, key, algorithms=["HS256"], audience="api://billing", issuer="https://login.corp.test/"),
        "nbf": lambda: jwt.decode(jwt.encode({"sub": "u", "nbf": now + 7200}, key, algorithm="HS256"), key, algorithms=["HS256"]),
        "segments": lambda: jwt.decode("twaudit-CANARY", key, algorithms=["HS256"]),
        "missing_exp": lambda: jwt.decode(jwt.encode({"sub": "u"}, key, algorithm="HS256"), key, algorithms=["HS256"], options={"require": ["exp"]}),
        "alg": lambda: jwt.decode(jwt.encode({"sub": "u"}, key, algorithm="HS512"), key, algorithms=["RS256"]),
    }
    for name, fn in cases.items():
        try:
            fn()
        except Exception as e:  # noqa
            out[name] = (type(e).__name__, str(e))
    return out, ver("PyJWT")


# ---------------------------------------------------------------- python-jose
def jose_errors():
    from jose import jwt as jjwt
    now = int(time.time())
    out = {}
    tok = jjwt.encode({"sub": "u", "exp": now - 10}, "secret-a", algorithm="HS256")
    for name, fn in {
        "expired": lambda: jjwt.decode(tok, "secret-a", algorithms=["HS256"]),
        "badsig": lambda: jjwt.decode(jjwt.encode({"sub": "u"}, "secret-a", algorithm="HS256"), "secret-b", algorithms=["HS256"]),
        "aud": lambda: jjwt.decode(jjwt.encode({"sub": "u", "aud": "crm"}, "s", algorithm="HS256"), "s", algorithms=["HS256"], audience="erp"),
    }.items():
        try:
            fn()
        except Exception as e:
            out[name] = (type(e).__name__, str(e))
    return out, ver("python-jose")


# ---------------------------------------------------------------- authlib
def authlib_errors():
    from authlib.jose import jwt as ajwt
    from authlib.oauth2.rfc6750 import errors as r6750
    now = int(time.time())
    out = {}
    tok = ajwt.encode({"alg": "HS256"}, {"sub": "u", "exp": now - 100, "iss": "https://idp.test"}, "keykeykeykeykeykeykeykeykeykey12")
    try:
        ajwt.decode(tok, "otherotherotherotherotherother12")
    except Exception as e:
        out["badsig"] = (type(e).__name__, str(e))
    try:
        c = ajwt.decode(tok, "keykeykeykeykeykeykeykeykeykey12")
        c.validate()
    except Exception as e:
        out["expired"] = (type(e).__name__, str(e))
    e = r6750.InvalidTokenError()
    out["rfc6750_invalid"] = (type(e).__name__, str(e), e.get_body())
    e = r6750.InsufficientScopeError()
    out["rfc6750_scope"] = (type(e).__name__, str(e), e.get_body())
    return out, ver("Authlib")


def authlib_oauth_client(base):
    """authlib's requests OAuth2Session fetching a token from the stub's token endpoint."""
    from authlib.integrations.requests_client import OAuth2Session
    out = {}
    for name, path in (("invalid_grant", "/oauth2/token-grant"), ("invalid_client", "/oauth2/token-client")):
        s = OAuth2Session("twaudit-client", "s3cr3t")
        try:
            s.fetch_token(base + path, grant_type="client_credentials")
        except Exception as e:
            out[name] = (type(e).__name__, str(e))
    return out, ver("Authlib") + " + " + ver("requests")


# ---------------------------------------------------------------- itsdangerous
def itsdangerous_errors():
    from itsdangerous import URLSafeTimedSerializer, BadSignature, SignatureExpired
    s = URLSafeTimedSerializer("app-secret-1", salt="session")
    out = {}
    tok = s.dumps({"uid": 41})
    try:
        URLSafeTimedSerializer("app-secret-2", salt="session").loads(tok)
    except BadSignature as e:
        out["badsig"] = (type(e).__name__, str(e))
    # age check: sign with a timestamp in the past
    class Old(URLSafeTimedSerializer):
        pass
    import itsdangerous.timed as tm
    real = tm.TimestampSigner.get_timestamp
    tm.TimestampSigner.get_timestamp = lambda self: int(time.time()) - 3725
    old = s.dumps({"uid": 41})
    tm.TimestampSigner.get_timestamp = real
    try:
        s.loads(old, max_age=3600)
    except SignatureExpired as e:
        out["expired"] = (type(e).__name__, str(e))
    try:
        s.loads("twaudit-CANARY")
    except BadSignature as e:
        out["nosep"] = (type(e).__name__, str(e))
    return out, ver("itsdangerous")


# ---------------------------------------------------------------- passlib
def passlib_errors():
    import warnings
    warnings.filterwarnings("ignore")
    from passlib.hash import pbkdf2_sha256
    from passlib.context import CryptContext
    out = {}
    h = pbkdf2_sha256.using(rounds=1000).hash("correct horse")
    out["verify"] = pbkdf2_sha256.verify("twaudit-CANARY", h)
    try:
        pbkdf2_sha256.verify("x" * 5000, h)
    except Exception as e:
        out["size"] = (type(e).__name__, str(e))
    try:
        CryptContext(schemes=["pbkdf2_sha256"]).verify("pw", "$2b$12$notarealbcrypthash")
    except Exception as e:
        out["identify"] = (type(e).__name__, str(e))
    return out, ver("passlib")


# ---------------------------------------------------------------- ldap3
def ldap3_results():
    import ldap3
    from ldap3 import Server, Connection, MOCK_SYNC
    out = {}
    srv = Server("ldap.corp.example.test")
    c = Connection(srv, user="cn=admin,dc=corp,dc=test", password="adminpw", client_strategy=MOCK_SYNC)
    c.strategy.add_entry("cn=svc-mcp,ou=services,dc=corp,dc=test", {"userPassword": "right-pass", "sn": "svc"})
    c.bind()
    c2 = Connection(srv, user="cn=svc-mcp,ou=services,dc=corp,dc=test", password="twaudit-CANARY", client_strategy=MOCK_SYNC)
    c2.strategy.entries_from_json if False else None
    c2.strategy.connection.server.dit = c.strategy.connection.server.dit if hasattr(c.strategy.connection.server, "dit") else None
    try:
        ok = c2.bind()
    except Exception as e:
        ok = e
    out["bind_result"] = c2.result
    c3 = Connection(srv, user="cn=svc-mcp,ou=services,dc=corp,dc=test", password="wrong", client_strategy=MOCK_SYNC, raise_exceptions=True)
    try:
        c3.bind()
    except Exception as e:
        out["bind_exc"] = (type(e).__name__, str(e))
    # nothing listening
    from h_stub import free_port
    p = free_port()
    try:
        Connection(Server("127.0.0.1", port=p, connect_timeout=1), user="cn=x", password="y", auto_bind=True)
    except Exception as e:
        out["refused"] = (type(e).__name__, str(e))
    return out, ver("ldap3")


# ---------------------------------------------------------------- redis-py
def redis_errors(port):
    import redis
    import h_stub
    out = {}
    h_stub.REDIS_REPLIES.clear()
    h_stub.REDIS_REPLIES["AUTH"] = b"-WRONGPASS invalid username-password pair or user is disabled.\r\n"
    try:
        redis.Redis(host="127.0.0.1", port=port, username="mcp-cache", password="x", socket_timeout=2, protocol=2).ping()
    except Exception as e:
        out["wrongpass"] = (type(e).__name__, str(e))
    h_stub.REDIS_REPLIES.clear()
    h_stub.REDIS_REPLIES["FLUSHDB"] = b"-NOPERM User mcp-cache has no permissions to run the 'flushdb' command\r\n"
    h_stub.REDIS_REPLIES["GET"] = b"-NOPERM No permissions to access a key\r\n"
    r = redis.Redis(host="127.0.0.1", port=port, socket_timeout=2, protocol=2)
    try:
        r.flushdb()
    except Exception as e:
        out["noperm_cmd"] = (type(e).__name__, str(e))
    try:
        r.get("tenant:twaudit-CANARY:profile")
    except Exception as e:
        out["noperm_key"] = (type(e).__name__, str(e))
    h_stub.REDIS_REPLIES.clear()
    h_stub.REDIS_REPLIES["GET"] = b"-NOAUTH Authentication required.\r\n"
    try:
        redis.Redis(host="127.0.0.1", port=port, socket_timeout=2, protocol=2).get("k")
    except Exception as e:
        out["noauth"] = (type(e).__name__, str(e))
    h_stub.REDIS_REPLIES.clear()
    h_stub.REDIS_REPLIES["GET"] = b"-LOADING Redis is loading the dataset in memory\r\n"
    try:
        redis.Redis(host="127.0.0.1", port=port, socket_timeout=2, protocol=2).get("k")
    except Exception as e:
        out["loading"] = (type(e).__name__, str(e))
    h_stub.REDIS_REPLIES.clear()
    return out, ver("redis")


# ---------------------------------------------------------------- psycopg
def psycopg_errors(port):
    import psycopg
    import h_stub
    out = {}
    dsn = "host=127.0.0.1 port=%d dbname=analytics user=%s password=pw connect_timeout=3 sslmode=disable"
    modes = {
        "28P01": [("S", "FATAL"), ("V", "FATAL"), ("C", "28P01"), ("M", 'password authentication failed for user "svc_reports"')],
        "28000": [("S", "FATAL"), ("V", "FATAL"), ("C", "28000"), ("M", 'no pg_hba.conf entry for host "10.20.4.17", user "svc_reports", database "analytics", no encryption')],
        "role": [("S", "FATAL"), ("V", "FATAL"), ("C", "28000"), ("M", 'role "mcp_agent" does not exist')],
        "3D000": [("S", "FATAL"), ("V", "FATAL"), ("C", "3D000"), ("M", 'database "analytics" does not exist')],
    }
    for name, fields in modes.items():
        h_stub.PG_MODE["startup_error"] = fields
        try:
            psycopg.connect(dsn % (port, "svc_reports"))
        except Exception as e:
            out[name] = (type(e).__name__, str(e))
    h_stub.PG_MODE["startup_error"] = None
    qerr = {
        "42501": [("S", "ERROR"), ("V", "ERROR"), ("C", "42501"), ("M", "permission denied for table invoices")],
        "42501_schema": [("S", "ERROR"), ("V", "ERROR"), ("C", "42501"), ("M", "permission denied for schema finance")],
        "42601": [("S", "ERROR"), ("V", "ERROR"), ("C", "42601"), ("M", 'syntax error at or near "OR"'), ("P", "43")],
        "42P01": [("S", "ERROR"), ("V", "ERROR"), ("C", "42P01"), ("M", 'relation "twaudit_CANARY" does not exist'), ("P", "15")],
        "57014": [("S", "ERROR"), ("V", "ERROR"), ("C", "57014"), ("M", "canceling statement due to statement timeout")],
        "22P02": [("S", "ERROR"), ("V", "ERROR"), ("C", "22P02"), ("M", 'invalid input syntax for type uuid: "twaudit-CANARY"')],
    }
    for name, fields in qerr.items():
        h_stub.PG_MODE["query_error"] = fields
        try:
            import h_handlers
            with psycopg.connect(dsn % (port, "svc_reports")) as c:
                h_handlers.run_query(c, "SELECT id, total FROM invoices WHERE customer = '%s'" % "' OR 1=1 --", None)
        except Exception as e:
            out[name] = (type(e).__name__, str(e), "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next)))
    return out, ver("psycopg")


# ---------------------------------------------------------------- boto3 against the stub
def boto_errors(base):
    import boto3
    from botocore.config import Config
    out = {}
    cfg = Config(retries={"max_attempts": 1, "mode": "standard"}, connect_timeout=2, read_timeout=2)
    kw = dict(aws_access_key_id="AKIAEXAMPLETWAUDIT01", aws_secret_access_key="x" * 40, region_name="eu-central-1", endpoint_url=base, config=cfg)
    s3 = boto3.client("s3", **kw)
    for name, bucket, key in (("s3_invalidkey", "acct-invalidkey", "a.txt"), ("s3_sig", "acct-sig", "a.txt"),
                              ("s3_denied", "acct-denied", "reports/q3.csv"), ("s3_nokey", "acct-nokey", "reports/twaudit-CANARY.csv"),
                              ("s3_slowdown", "acct-slow", "a.txt"), ("s3_tokexp", "acct-tokexp", "a.txt")):
        try:
            s3.get_object(Bucket=bucket, Key=key)
        except Exception as e:
            out[name] = (type(e).__name__, str(e))
    s3v = boto3.client("s3", config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 1, "mode": "standard"}),
                       **{k: v for k, v in kw.items() if k != "config"})
    ddb = boto3.client("dynamodb", **kw)
    for name, tbl in (("ddb_unrec", "t-unrec"),):
        try:
            ddb.get_item(TableName=tbl, Key={"pk": {"S": "a"}})
        except Exception as e:
            out[name] = (type(e).__name__, str(e))
    return out, ver("boto3") + " / " + ver("botocore")


# ---------------------------------------------------------------- requests / httpx
def http_get(lib, url, headers=None):
    if lib == "requests":
        import requests
        r = requests.get(url, headers=headers or {}, timeout=3)
        try:
            r.raise_for_status()
            exc = None
        except Exception as e:
            exc = (type(e).__name__, str(e))
        return r.status_code, r.text, exc
    import httpx
    r = httpx.get(url, headers=headers or {}, timeout=3)
    try:
        r.raise_for_status()
        exc = None
    except Exception as e:
        exc = (type(e).__name__, str(e))
    return r.status_code, r.text, exc


# ---------------------------------------------------------------- DRF / simplejwt / Django translations
def drf_messages(langs):
    import django
    from django.conf import settings
    if not settings.configured:
        settings.configure(INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework", "rest_framework_simplejwt"],
                           USE_I18N=True, LANGUAGE_CODE="en-us", SECRET_KEY="x",
                           AUTH_PASSWORD_VALIDATORS=[{"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 20}}])
        django.setup()
    from django.utils import translation
    from rest_framework import exceptions as ex
    from rest_framework_simplejwt import exceptions as sjx
    from django.contrib.auth.password_validation import validate_password
    from django.core.exceptions import ValidationError
    out = {}
    for lang in langs:
        with translation.override(lang):
            d = {
                "not_authenticated": str(ex.NotAuthenticated().detail),
                "auth_failed": str(ex.AuthenticationFailed().detail),
                "permission_denied": str(ex.PermissionDenied().detail),
                "throttled": str(ex.Throttled(wait=42).detail),
                "not_found": str(ex.NotFound().detail),
                "invalid_token": str(translation.gettext("Invalid token.")),
                "user_inactive": str(translation.gettext("User inactive or deleted.")),
                "sj_invalid": str(sjx.InvalidToken().detail),
                "sj_invalid_detail": str(translation.gettext("Token is invalid or expired")),
                "sj_authfail": str(sjx.AuthenticationFailed().detail),
                "sj_noactive": str(translation.gettext("No active account found with the given credentials")),
                "sj_blacklisted": str(translation.gettext("Token is blacklisted")),
            }
            try:
                validate_password("twaudit-00000000")
            except ValidationError as e:
                d["pw_short"] = " ".join(e.messages)
            out[lang] = d
    return out, ver("djangorestframework") + " / " + ver("djangorestframework-simplejwt") + " / " + ver("Django")


# ---------------------------------------------------------------- node: jsonwebtoken, jose
def node_errors():
    js = os.path.join(HERE, "h_node.js")
    p = subprocess.run(["node", js], cwd=os.path.join(HERE, "node"), capture_output=True, text=True, timeout=60)
    return json.loads(p.stdout)


# ---------------------------------------------------------------- pydantic / jsonschema
def pydantic_errors(canary):
    from pydantic import BaseModel, Field, ValidationError
    from typing import Literal
    class Q(BaseModel):
        limit: int = Field(ge=1, le=100)
        order: Literal["asc", "desc"] = "asc"
        api_key: str = Field(min_length=32)
    out = {}
    for name, data in (("limit", {"limit": 1000001, "api_key": "k" * 40}), ("order", {"limit": 5, "order": canary, "api_key": "k" * 40}),
                       ("api_key", {"limit": 5, "api_key": canary}), ("wrongtype", {"limit": canary, "api_key": "k" * 40})):
        try:
            Q(**data)
        except ValidationError as e:
            out[name] = str(e)
    return out, ver("pydantic")


def jsonschema_errors(canary):
    import jsonschema
    schema = {"type": "object", "properties": {"format": {"enum": ["csv", "json", "parquet"]}, "page_size": {"type": "integer", "maximum": 500}}}
    out = {}
    for name, inst in (("enum", {"format": canary}), ("max", {"page_size": 1000001})):
        try:
            jsonschema.validate(inst, schema)
        except jsonschema.ValidationError as e:
            out[name] = e.message
    return out, ver("jsonschema")


# ---------------------------------------------------------------- paramiko server+client in process
def paramiko_auth_fail():
    import socket
    import threading
    import paramiko
    import logging
    logging.getLogger("paramiko").setLevel(logging.CRITICAL)
    hostkey = paramiko.Ed25519Key.from_private_key_file(os.path.join(HERE, "sandbox", "h_hostkey")) if False else None
    hostkey = paramiko.RSAKey.generate(1024)

    class S(paramiko.ServerInterface):
        def get_allowed_auths(self, username):
            return "publickey,password"

        def check_auth_password(self, username, password):
            return paramiko.AUTH_FAILED

        def check_auth_publickey(self, username, key):
            return paramiko.AUTH_FAILED

    a, b = socket.socketpair()
    def serve():
        t = paramiko.Transport(a)
        t.add_server_key(hostkey)
        try:
            t.start_server(server=S())
            t.accept(5)
        except Exception:
            pass
    th = threading.Thread(target=serve, daemon=True)
    th.start()
    out = {}
    c = paramiko.Transport(b)
    try:
        c.start_client(timeout=5)
        c.auth_password("deploy", "twaudit-CANARY")
    except Exception as e:
        out["password"] = (type(e).__name__, str(e))
    try:
        c.close()
    except Exception:
        pass
    return out, ver("paramiko")


def kafka_errors():
    from kafka import errors as ke
    out = {}
    for cls in ("TopicAuthorizationFailedError", "SaslAuthenticationFailedError", "GroupAuthorizationFailedError", "ClusterAuthorizationFailedError"):
        e = getattr(ke, cls)()
        out[cls] = (cls, str(e), getattr(e, "description", ""), getattr(e, "errno", ""))
    return out, ver("kafka-python")


def pika_errors():
    import pika.exceptions as pe
    e = pe.ProbableAuthenticationError(403, "ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.")
    e2 = pe.ChannelClosedByBroker(403, "ACCESS_REFUSED - access to queue 'billing.events' in vhost 'prod' refused for user 'mcp-agent'")
    return {"login": (type(e).__name__, repr(e), str(e)), "queue": (type(e2).__name__, repr(e2), str(e2))}, ver("pika")


def pymongo_errors():
    from pymongo.errors import OperationFailure
    e = OperationFailure("Authentication failed.", 18, {"ok": 0.0, "errmsg": "Authentication failed.", "code": 18, "codeName": "AuthenticationFailed"})
    e2 = OperationFailure("not authorized on crm to execute command { find: \"contacts\", filter: {}, $db: \"crm\" }", 13,
                          {"ok": 0.0, "errmsg": "not authorized on crm to execute command { find: \"contacts\", filter: {}, $db: \"crm\" }", "code": 13, "codeName": "Unauthorized"})
    return {"auth": (type(e).__name__, str(e)), "unauth": (type(e2).__name__, str(e2))}, ver("pymongo")


if __name__ == "__main__":
    import pprint
    for f in (pyjwt_errors, jose_errors, authlib_errors, itsdangerous_errors, passlib_errors, kafka_errors, pika_errors, pymongo_errors):
        pprint.pprint(f())
