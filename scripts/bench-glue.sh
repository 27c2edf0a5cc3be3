#!/usr/bin/env bash
# The generated glue against a hand-written equivalent (bench/benches/glue.rs): run the
# benchmark, then print the medians as a Markdown ratio table for BENCHMARKS.md.
#
#   scripts/bench-glue.sh                         # the full run (about 4 minutes, plus the build)
#   scripts/bench-glue.sh --measurement-time 10   # extra arguments go to criterion
#   scripts/bench-glue.sh --table-only            # only print the tables of the last run
#
# After the timings, when valgrind is installed, it counts the instructions of one call of
# each path under callgrind (bench/src/bin/glue_count.rs): a figure that does not move with
# the machine's load, the ratio of the work each path does.
#
# Both paths are measured in one run, so the ratios are the figures to quote; the absolute ns
# depend on the machine. Criterion measures one function after the other, so load from other
# processes lands on whichever is measuring at the time: run it on an idle machine, and
# compare with the interleaved cross-check printed after the criterion tables (the paths
# take turns every 1024 calls and each round gives its own ratio).
set -euo pipefail
cd "$(dirname "$0")/.."

groups=(glue_success glue_error glue_success_line glue_error_line)
criterion_dir="${CARGO_TARGET_DIR:-target}/criterion"

interleaved="$criterion_dir/glue_interleaved.md"
instructions="$criterion_dir/glue_instructions.md"

# Instructions per call under callgrind: the difference between runs of 2,000 and 4,000
# calls, over 2,000 (start-up cancels out).
count_instructions() {
    local bin="${CARGO_TARGET_DIR:-target}/release/glue_count" n=2000
    cargo build --release -q -p toolwright-bench --bin glue_count >&2
    once() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" 2>&1 |
            awk '/Collected/ { print $4 }'
    }
    echo "Instructions per call (callgrind, \`bench/src/bin/glue_count.rs\`; the same count on every run of the same build):"
    echo
    echo "| group | generated (instructions/call) | hand-written (instructions/call) | generated / hand-written |"
    echo "|---|---:|---:|---:|"
    for case in success error success_line error_line; do
        local g1 g2 h1 h2
        g1=$(once generated "$case" "$n"); g2=$(once generated "$case" $((2 * n)))
        h1=$(once hand_written "$case" "$n"); h2=$(once hand_written "$case" $((2 * n)))
        awk -v c="glue_$case" -v g=$(((g2 - g1) / n)) -v h=$(((h2 - h1) / n)) \
            'BEGIN { printf "| %s | %d | %d | **%.3f** |\n", c, g, h, g / h }'
    done
}

if [[ "${1:-}" != "--table-only" ]]; then
    read -r load _ < /proc/loadavg || load="?"
    echo "load average before the run: $load" >&2
    cargo bench -p toolwright-bench --bench glue -- "$@" >&2
    # The cross-check: the same calls, the paths taking turns (benches/glue_interleaved.rs).
    cargo bench -p toolwright-bench --bench glue_interleaved > "$interleaved.tmp"
    mv "$interleaved.tmp" "$interleaved"
    if command -v valgrind > /dev/null; then
        count_instructions > "$instructions.tmp"
        mv "$instructions.tmp" "$instructions"
    else
        echo "valgrind not installed: no instruction counts" >&2
        rm -f "$instructions"
    fi
    read -r load _ < /proc/loadavg || load="?"
    echo "load average after the run: $load" >&2
fi

# median point estimate and its 95% confidence interval, in ns
median() {
    local file="$criterion_dir/$1/$2/new/estimates.json"
    if [[ ! -f "$file" ]]; then
        echo "no estimates at $file: run the benchmark first" >&2
        exit 1
    fi
    if command -v jq > /dev/null; then
        jq -r '.median | "\(.point_estimate) \(.confidence_interval.lower_bound) \(.confidence_interval.upper_bound)"' "$file"
    else
        python3 -c 'import json,sys; m=json.load(open(sys.argv[1]))["median"]; c=m["confidence_interval"]; print(m["point_estimate"], c["lower_bound"], c["upper_bound"])' "$file"
    fi
}

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//' || true)
echo "Machine: ${cpu:-unknown CPU}, $(nproc) cores; $(rustc --version); $(date -u +%Y-%m-%d)"
echo "Command: \`scripts/bench-glue.sh\` (\`cargo bench -p toolwright-bench --bench glue\`)"
echo
echo "| group | generated (ns/call) | hand-written (ns/call) | generated / hand-written |"
echo "|---|---:|---:|---:|"
for group in "${groups[@]}"; do
    read -r g g_lo g_hi < <(median "$group" generated)
    read -r h h_lo h_hi < <(median "$group" hand_written)
    awk -v grp="$group" -v g="$g" -v gl="$g_lo" -v gh="$g_hi" -v h="$h" -v hl="$h_lo" -v hh="$h_hi" \
        'BEGIN { printf "| %s | %.0f (%.0f–%.0f) | %.0f (%.0f–%.0f) | **%.3f** |\n", grp, g, gl, gh, h, hl, hh, g / h }'
done
echo
echo "Medians, with criterion's 95% confidence interval of the median in parentheses."
echo
echo "What a boxed, type-erased dispatch would cost: the hand-written call behind a"
echo "\`Pin<Box<dyn Future>>\` (\`hand_written_boxed\`, same run):"
echo
echo "| group | hand-written, boxed (ns/call) | boxed / hand-written | generated / boxed |"
echo "|---|---:|---:|---:|"
for group in "${groups[@]}"; do
    [[ -f "$criterion_dir/$group/hand_written_boxed/new/estimates.json" ]] || continue
    read -r g _ _ < <(median "$group" generated)
    read -r h _ _ < <(median "$group" hand_written)
    read -r x x_lo x_hi < <(median "$group" hand_written_boxed)
    awk -v grp="$group" -v g="$g" -v h="$h" -v x="$x" -v xl="$x_lo" -v xh="$x_hi" \
        'BEGIN { printf "| %s | %.0f (%.0f–%.0f) | %.3f | %.3f |\n", grp, x, xl, xh, x / h, g / x }'
done
if [[ -f "$interleaved" ]]; then
    echo
    cat "$interleaved"
fi
if [[ -f "$instructions" ]]; then
    echo
    cat "$instructions"
fi
