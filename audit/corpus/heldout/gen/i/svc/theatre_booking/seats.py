"""Tiny stand-in for a theatre ticketing tool handler (used only to produce a real traceback)."""
SEAT_MAP = {4821: {"F": range(1, 24), "G": range(1, 26)}}

def parse_seat(code):
    row, number = code.split("-")
    return row.upper(), int(number)

def hold_seat(performance_id, row, number):
    if number not in SEAT_MAP[performance_id][row]:
        raise LookupError("seat not in plan")
    return {"performance_id": performance_id, "row": row, "number": number, "status": "held"}

def handle_reserve(args):
    row, number = parse_seat(args["seat"])
    return hold_seat(args["performance_id"], row, number)
