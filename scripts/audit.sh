#!/usr/bin/env bash
# The black-box audit in CI:
# - the text corpus (audit/corpus): its held-out part checked against the digests it was
#   frozen with, then both parts scored per signal (audit-cli/src/corpus.rs), failing under
#   the floors audit/README.md states; only the held-out part's figures are printed;
# - `toolwright-audit` on the planted corpus (audit/planted: servers written with the
#   official Python and TypeScript SDKs and FastMCP, each with planted findings and clean
#   cases), over stdio and Streamable HTTP, scored by audit/recall.py, which fails when recall
#   or precision falls below the figures audit/README.md states.
# (Every toolwright example grading A with no finding, stdio and HTTP, both eras, is
# audit-cli/tests/examples.rs, in the test command.)
#
#   bash scripts/audit.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null
export CARGO_TERM_COLOR=never

echo "== audit: build toolwright-audit"
cargo build -p toolwright-audit

echo "== audit: the held-out corpus is as it was frozen (audit/corpus/heldout/SHA256SUMS)"
(cd audit/corpus/heldout && sha256sum --quiet --check SHA256SUMS)

echo "== audit: the text corpus, recall and precision per signal (audit-cli/src/corpus.rs)"
cargo test -p toolwright-audit --bin toolwright-audit corpus -- --nocapture

echo "== audit: the planted corpus's environments (audit/planted/run.sh)"
bash audit/planted/run.sh

echo "== audit: recall and precision (audit/recall.py)"
python3 audit/recall.py target/debug/toolwright-audit
