def _daily_rate(branch):
    return {"ARN": 640, "GOT": 590}[branch]


def quote_extra_days(total, days):
    return round(total / days, 2)


def quote(args):
    total = _daily_rate(args["branch"]) * 3
    return {"per_day": quote_extra_days(total, args["days"])}
