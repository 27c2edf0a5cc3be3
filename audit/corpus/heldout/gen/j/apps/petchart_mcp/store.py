_PATIENTS = {"CH-20417": {"name": "Biscuit", "species": "canine", "schedules": {"Rabies": "2025-03-01"}}}


def load_patient(chart_no):
    return _PATIENTS[chart_no]
