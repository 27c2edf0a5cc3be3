import sys, traceback
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from app.handlers import invoices

def dispatch(name, args):
    return getattr(invoices, name)(args)

try:
    dispatch("preview_invoice", {"lines": [{"net": 120.0, "tax_class": "standard"}, {"net": 40.0, "tax_class": "zero-rated"}]})
except Exception:
    print(traceback.format_exc(), end="")
