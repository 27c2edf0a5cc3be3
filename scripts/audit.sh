#!/usr/bin/env bash
# The black-box audit in CI:
# - the text corpus (audit/corpus): its held-out part checked against the digests it was
#   frozen with, then both parts scored per signal (audit-cli/src/corpus.rs), failing under
#   the floors audit/README.md states; only the held-out part's figures are printed (those
#   the test command's run wrote, when nothing the test reads changed since);
# - `toolwright-audit` on the planted corpus (audit/planted: servers written with the
#   official Python and TypeScript SDKs and FastMCP, each with planted findings and clean
#   cases), over stdio and Streamable HTTP, scored by audit/recall.py, which fails when recall
#   or precision falls below the figures audit/README.md states.
# - `toolwright-audit` on the held-out servers (audit/heldout-servers: written blind, a
#   TypeScript SDK, FastMCP in both error modes and a Python SDK server, with a truth table
#   labeled blind): checked against their digests, scored by audit/heldout-servers/score.py,
#   failing under the recall and truth precision audit/README.md states.
# - the agent client (toolwright-client) against the planted TypeScript and Python SDK
#   servers, once their environments are set up (client/tests/sdk_servers.rs, ignored in the
#   test command for want of them).
# (Every toolwright example grading A with no finding, stdio and HTTP, both eras, is
# audit-cli/tests/examples.rs, in the test command.)
#
#   bash scripts/audit.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null
export CARGO_TERM_COLOR=never

# Built with the test command's flags (`--workspace --all-features`), as CI's other scripts
# build, so that in CI they share one build (the audit has no feature of its own).
# `--examples`: the test command's features, so its own artifacts (why: .ci/run's header).
echo "== audit: build toolwright-audit (at ${SECONDS}s)"
cargo build --workspace --all-features --examples --bin toolwright-audit

echo "== audit: the held-out corpus is as it was frozen (audit/corpus/heldout/SHA256SUMS) (at ${SECONDS}s)"
(cd audit/corpus/heldout && sha256sum --quiet --check SHA256SUMS)

echo "== audit: the text corpus, recall and precision per signal (audit-cli/src/corpus.rs) (at ${SECONDS}s)"
# The test command's run of the corpus test wrote its tables to target/debug/audit-corpus.txt
# (in CI, minutes ago); they are printed as they are when nothing the test reads (the corpus,
# the audit's code and models, the detectors, the lock file) changed since, else scored again.
report=target/debug/audit-corpus.txt
if [ -f "$report" ] && [ -z "$(find audit/corpus audit-cli/src runtime/src Cargo.lock -newer "$report" -print -quit)" ]; then
    echo "(written by the test command's run of the corpus test: nothing it reads changed since)"
    cat "$report"
    tail -n 1 "$report" | grep -qx "floors: met"
else
    cargo test --workspace --all-features --bin toolwright-audit corpus -- --nocapture
fi

echo "== audit: the planted corpus's environments (audit/planted/run.sh) (at ${SECONDS}s)"
bash audit/planted/run.sh

echo "== client: toolwright-client against the official SDKs' servers (client/tests/sdk_servers.rs) (at ${SECONDS}s)"
# The same features as the test command, so its build is reused.
cargo test --workspace --all-features --test sdk_servers -- --ignored

echo "== audit: recall and precision (audit/recall.py) (at ${SECONDS}s)"
python3 audit/recall.py target/debug/toolwright-audit

echo "== audit: the held-out servers are as they were frozen (audit/heldout-servers/SHA256SUMS) (at ${SECONDS}s)"
(cd audit/heldout-servers && sha256sum --quiet --check SHA256SUMS)

echo "== audit: the held-out servers, recall on what was planted and precision against the truth table (at ${SECONDS}s)"
bash audit/heldout-servers/run.sh score target/debug/toolwright-audit --transport stdio | tee target/heldout-servers.txt
# Floors: the figures of 2026-11-29 (audit/README.md), rounded down; precision one point
# lower, for the one finding that depends on the machine's load (head-of-line blocking: a
# slow call on a loaded runner held a `tools/list` past its bound once, 47/58 = 81%). Since
# 2026-11-30 a block is measured twice and counts only when the list was answered after
# the call; CI still reports it on one server (48/59 = 81%), where a call crosses the
# one-second bar only under load: likely a true block the truth table, which labels
# answers, cannot hold (the planted event-loop servers, on the same SDKs, show the check
# reports a block only where a tool stops the event loop, never where it awaits).
python3 - target/heldout-servers.txt <<'PY'
import re, sys
line = [l for l in open(sys.argv[1]) if l.startswith("held-out: recall")][-1]
recall = int(re.search(r"recall (\d+)%", line).group(1))
precision = int(re.search(r"precision against truth.json (\d+)%", line).group(1))
floors = (81, 80)
print(f"held-out servers: recall {recall}% (floor {floors[0]}%), truth precision {precision}% (floor {floors[1]}%)")
sys.exit(0 if recall >= floors[0] and precision >= floors[1] else 1)
PY
