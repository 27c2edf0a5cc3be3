#!/usr/bin/env bash
# Writes audit/model/before/<commit>.json: for each tuning batch, what the audit's patterns
# reported on its texts in the build before the commit that brought the batch in (and tuned
# on it), i.e. on text they had not yet read. `train.py --fresh` reads them. Run from the
# repository's root with bash 4 or later (`bash audit/model/before.sh [commit ...]`: the
# given commits' dumps only, else all); builds the parent of each commit in a worktree
# of its own (a few minutes). The old builds must read today's tuning files: a file with a
# signal or channel they do not know stops the run. A build with learned readers in it
# (batch 19's) is dumped with them neutralised, so the dump is of its patterns alone.
set -euo pipefail
root=$(pwd)
out="$root/audit/model/before"
# commit that brought the batch in: batches
declare -A BATCHES=([6aa3802]="10" [ba88d92]="13" [939d79a]="14 15" [9249ee9]="16" [9c5a9a0]="17 18" [ff27062]="19" [edd6516]="20" [e0d5bec]="21" [8dfd965]="22" [e040781]="23" [a4291c0]="24" [c9c0c91]="25" [3792cea]="26" [8bb1187]="27" [cdd982c]="28" [d060926]="29" [c6d9652]="30" [28db3ba]="31" [a319201]="32" [9f72785]="33" [f244081]="34" [091f9b5]="35 36 37 38 39 40" [60cca73]="41 42 43")
tree=$(mktemp -d)
dump="$tree.json"
git worktree add -f --detach "$tree" HEAD >/dev/null
trap 'git worktree remove --force "$tree"; rm -f "$dump"' EXIT
# Given commits (keys of BATCHES), only their dumps are written again; else every one.
commits=("$@")
[ ${#commits[@]} -gt 0 ] || commits=("${!BATCHES[@]}")
for commit in "${commits[@]}"; do
  [ -n "${BATCHES[$commit]:-}" ] || { echo "before.sh: $commit is not in BATCHES" >&2; exit 2; }
done
for commit in "${commits[@]}"; do
  (
    cd "$tree"
    git checkout -q -f "$commit^"
    rm -rf audit/corpus/tuning && mkdir audit/corpus/tuning
    cp "$root"/audit/corpus/tuning/*.json audit/corpus/tuning/
    # From batch 19 on, the build before reports with the learned readers: the patterns
    # alone are wanted, so each reader's finding stands (veto 0) and it adds none (add 2).
    if [ -f audit-cli/src/model.rs ]; then
      sed -i -E 's/^(    veto: )[0-9.]+,/\10.0,/; s/^(    add: )[0-9.]+,/\12.0,/' audit-cli/src/model.rs
      if grep -qE '^    (veto: [0-9.]+|add: [0-9.]+),' audit-cli/src/model.rs \
        && grep -E '^    (veto|add): ' audit-cli/src/model.rs | grep -vqE '(veto: 0\.0|add: 2\.0|veto: f64|add: f64),'; then
        echo "before.sh: $commit^'s readers were not all neutralised" >&2
        exit 1
      fi
    fi
    cat >> audit-cli/src/corpus.rs <<'EOT'

#[test]
fn before_dump_tuning() {
    let out: Vec<Value> = load("tuning")
        .iter()
        .map(|e| json!({"id": e.id, "reported": e.reported.keys().map(|s| s.id()).collect::<Vec<_>>()}))
        .collect();
    std::fs::write(std::env::var("DUMP").unwrap(), serde_json::to_string(&out).unwrap()).unwrap();
}
EOT
    DUMP="$dump" cargo test -q -p toolwright-audit --bin toolwright-audit before_dump_tuning
    git checkout -q -f .
  )
  python3 - "$commit" "${BATCHES[$commit]}" "$out" "$dump" <<'EOT'
import json, re, sys
commit, batches, out, dump = sys.argv[1], [int(b) for b in sys.argv[2].split()], sys.argv[3], sys.argv[4]
texts = [{"id": e["id"], "reported": e["reported"]} for e in json.load(open(dump))
         if (m := re.match(r"t(\d+)-", e["id"])) and int(m.group(1)) in batches]
lines = ",\n ".join(json.dumps(t, ensure_ascii=False) for t in texts)
with open(f"{out}/{commit}.json", "w", encoding="utf-8") as f:
    f.write('{"built_at": "%s^", "batches": %s, "texts": [\n %s\n]}\n' % (commit, json.dumps(batches), lines))
EOT
done
