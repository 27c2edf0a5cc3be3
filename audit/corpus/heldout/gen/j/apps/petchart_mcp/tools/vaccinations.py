from petchart_mcp import store


def record_vaccination(args):
    patient = store.load_patient(args["patient"])
    schedule = patient["schedules"][args["vaccine"]]
    return schedule
