#!/bin/sh
# A document-export tool that shells out to coreutils `cat` inside its export folder, as an
# unprivileged user, with a French locale; the tool returns stderr as-is after its own prefix.
# Usage: run_coreutils.sh <scratch> <out.json>
S=$1; OUT=$2
mkdir -p "$S/srv/exports/clients" && chmod -R 755 "$S/srv"
SENT='../../../../../../etc/shadow'
ERR=$(cd "$S/srv/exports/clients" && runuser -u nobody -- env LANGUAGE=fr LC_ALL=fr_FR.utf8 cat "$SENT" 2>&1 >/dev/null)
python3 - "$OUT" "$SENT" "$ERR" <<'PY'
import json, sys, subprocess
out, sent, err = sys.argv[1:4]
ver = subprocess.run(["cat", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
json.dump({"coreutils-fr": {"probe": "traversal", "sent": sent, "text": "Lecture du document impossible : " + err,
           "produced_by": f"{ver} (fr catalog) run as nobody by the export tool; gen/run_coreutils.sh"}},
          open(out, "w"), ensure_ascii=False, indent=1)
print(err)
PY
