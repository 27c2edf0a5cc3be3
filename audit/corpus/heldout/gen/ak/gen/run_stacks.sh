#!/bin/sh
# Runs the small tools in gen/stack/ in real runtimes (Ruby, Java, Go, Elixir, PHP, Node, Python)
# from a scratch folder and records what each tool hands back. Usage: run_stacks.sh <scratch> <out.json>
set -e
S=$1; OUT=$2; G=$(cd "$(dirname "$0")" && pwd)
mkdir -p $S/run/punkte/app $S/run/verleih $S/run/clinic/lib $S/run/cms/src $S/run/raportit
cp $G/stack/loyalty.rb $S/run/punkte/app/ledger.rb; (cd $S/run/punkte && ruby app/ledger.rb M-99999) > $S/out_rb.txt
cp $G/stack/Verleih.java $S/run/verleih/ && (cd $S/run/verleih && javac -d . Verleih.java && java -cp . Verleih S1 B-772) > $S/out_java.txt
rm -rf $S/run/tarifsvc; cp -r $G/stack/tarifsvc $S/run/ && (cd $S/run/tarifsvc && GOCACHE=$S/gocache go build -trimpath -o tarifsvc . && ./tarifsvc south) > $S/out_go.txt
cp $G/stack/slots.exs $S/run/clinic/lib/slots.exs && (cd $S/run/clinic && elixir lib/slots.exs) > $S/out_ex.txt 2>&1
cp $G/stack/preview.php $S/run/cms/src/preview.php && (cd $S/run/cms && php src/preview.php 2>/dev/null) > $S/out_php.txt || true
cp $G/stack/invoice.js $S/run/cms/invoice.js && (cd $S/run/cms && node invoice.js) > $S/out_js.txt
cp $G/stack/raportti.py $S/run/raportit/raportti.py && (cd $S/run/raportit && python3 raportti.py "1.2.2025 – 30.2.2025") > $S/out_py.txt
python3 - $S $OUT <<'PY'
import json, sys, subprocess
S, OUT = sys.argv[1:3]
r = lambda n: open(f"{S}/out_{n}.txt").read()
v = lambda *c: subprocess.run(list(c), capture_output=True, text=True).stdout.strip().splitlines()[0]
go = json.loads(r("go"))
out = {
 "rb": {"channel": "error-result", "probe": "valid", "sent": "M-99999", "text": json.loads(r("rb"))["text"],
        "produced_by": v("ruby", "--version") + "; gen/stack/loyalty.rb via gen/run_stacks.sh"},
 "java": {"channel": "error-result", "probe": "valid", "sent": "S1", "text": r("java").rstrip("\n"),
          "produced_by": "OpenJDK " + subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.split('"')[1] + "; gen/stack/Verleih.java via gen/run_stacks.sh"},
 "go": {"channel": "jsonrpc-error", "probe": "valid", "sent": "south", "text": go["message"] + " " + json.dumps(go["data"]),
        "produced_by": v("go", "version") + " (-trimpath), recover() + runtime/debug.Stack; gen/stack/tarifsvc via gen/run_stacks.sh"},
 "ex": {"channel": "error-result", "probe": "wrong-type", "sent": "930", "text": r("ex").rstrip("\n"),
        "produced_by": "Elixir 1.14.0 / OTP 24, Exception.format/3; gen/stack/slots.exs via gen/run_stacks.sh"},
 "php": {"channel": "success-result", "probe": "valid", "sent": None, "text": "Vorschau gerendert (HTTP 200):\n" + r("php").strip("\n"),
         "produced_by": v("php", "--version") + " display_errors=1; gen/stack/preview.php via gen/run_stacks.sh"},
 "js": {"channel": "success-result", "probe": "valid", "sent": None, "text": r("js").strip(),
        "produced_by": "Node " + v("node", "--version") + "; gen/stack/invoice.js via gen/run_stacks.sh"},
 "py": {"channel": "error-result", "probe": "valid", "sent": "1.2.2025 – 30.2.2025", "text": json.loads(r("py"))["text"].rstrip("\n"),
        "produced_by": "CPython 3.11.7 traceback.format_exc(); gen/stack/raportti.py via gen/run_stacks.sh"},
}
json.dump(out, open(OUT, "w"), ensure_ascii=False, indent=1)
PY
