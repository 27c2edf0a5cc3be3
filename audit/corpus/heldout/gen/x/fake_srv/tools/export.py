"""A tiny stand-in for an MCP tool module, used only to obtain a real Python traceback."""
import json


def fetch_rates_body():
    # the upstream currency service answered 204 with an empty body
    return ""


def parse_rates(body):
    return json.loads(body)


def export_invoices(month):
    rates = parse_rates(fetch_rates_body())
    return {"month": month, "rates": rates}
