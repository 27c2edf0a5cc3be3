from decimal import Decimal


def _labour_hours(raw):
    return Decimal(raw)


def close_work_order(args):
    hours = _labour_hours(args["hours"])
    return {"order": args["order"], "hours": str(hours)}
