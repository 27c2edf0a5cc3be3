"""A Finnish reporting tool that returns traceback.format_exc() in its error result."""
import json, sys, traceback
from datetime import datetime

def parse_period(s):
    start, end = s.split("–")
    return datetime.strptime(start.strip(), "%d.%m.%Y"), datetime.strptime(end.strip(), "%d.%m.%Y")

def build_report(args):
    alku, loppu = parse_period(args["jakso"])
    return {"alku": alku.isoformat(), "loppu": loppu.isoformat()}

try:
    print(json.dumps(build_report({"jakso": sys.argv[1]})))
except Exception:
    print(json.dumps({"isError": True, "text": "Raportin luonti epäonnistui:\n" + traceback.format_exc()}, ensure_ascii=False))
