"""Stand-in for a fisheries quota tool handler."""
QUOTAS_T = {"UK-445": {"COD": 120.0, "HAD": 80.5, "WHG": 42.0}}
LANDED_T = {"UK-445": {"COD": 97.25, "HAD": 12.0, "WHG": 0.0}}

def remaining(vessel, species):
    q = QUOTAS_T[vessel]
    return {s: round(q[s] - LANDED_T[vessel][s], 2) for s in species}

def handle_remaining(args):
    return {"vessel": args["vessel"], "remaining_t": remaining(args["vessel"], args["species"])}
