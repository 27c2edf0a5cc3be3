from app.services import pricing

def preview_invoice(args):
    lines = args["lines"]
    return {"tax": pricing.totals(lines)}
