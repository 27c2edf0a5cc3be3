import traceback


def _pressure_delta(readings):
    return readings["max"] - readings["min"]


def build_report(district):
    lines = [f"Leak report for district {district}: 14 suspected leaks, 3 confirmed (valves V-118, V-121, V-309)."]
    try:
        _pressure_delta({"max": 4.1, "min": None})
    except Exception:
        lines.append("Warning: pressure section skipped.")
        lines.append(traceback.format_exc())
    return "\n".join(lines)
