"""Small tool handlers in the shape a server author writes them; h_gen.py calls them so the
tracebacks it records come from real code paths (paths are rewritten to a server layout)."""
import json

import jwt

SORT_KEYS = {"asc": 1, "desc": -1}
JWT_KEY = "k" * 32


def verify_bearer(token):
    return jwt.decode(token, JWT_KEY, algorithms=["HS256"], audience="api://mcp-tools")


def list_orders(sort):
    direction = SORT_KEYS[sort]
    return {"sort": direction}


def parse_payment(raw):
    body = json.loads(raw)
    return body["amount"]


def run_query(conn, sql, params):
    with conn.cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()
