//! The generated glue against a hand-written equivalent, for one small tool (see
//! `toolwright_bench` and BENCHMARKS.md).
//!
//! Each measurement is one `tools/call` of `add_item` on an already-parsed `arguments`
//! value: validate, decode, call, encode (success) or classify, log and encode (error). The
//! `*_line` groups add the serialization of the JSON-RPC response line. `hand_written_boxed`
//! (success and error groups) is the hand-written call behind a boxed `dyn Future`: what
//! type-erased dispatch would cost with an allocation per call.
//!
//! What is timed is the call alone: the argument values are cloned before the clock starts
//! and the outcomes are dropped after it stops, in chunks of 256 calls, all inside one
//! `block_on` of a current-thread tokio runtime, so neither the runtime's entry nor the
//! allocator's work on inputs and outputs is in the figures. Both paths answer the same
//! bytes (checked before measuring).
//!
//! Run: `cargo bench -p toolwright-bench --bench glue` (or `scripts/bench-glue.sh`, which
//! also runs the interleaved cross-check, `benches/glue_interleaved.rs`, and prints the
//! ratio tables).

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;
use std::time::Duration;
use toolwright::Outcome;
use toolwright_bench::{checked_paths, err_args, ok_args, time_calls, BoxFuture};

fn glue(c: &mut Criterion) {
    let (rt, set, hand) = checked_paths();
    let id = json!(1);

    for (group, args) in [("glue_success", ok_args()), ("glue_error", err_args())] {
        let mut g = c.benchmark_group(group);
        g.bench_function("generated", |b| {
            b.iter_custom(|n| time_calls(&rt, &args, n, |a| set.call("add_item", a)));
        });
        g.bench_function("hand_written", |b| {
            b.iter_custom(|n| time_calls(&rt, &args, n, |a| hand.call("add_item", a)));
        });
        // Not a path anyone would write: the hand-written call behind a boxed, type-erased
        // future, the simple way to hold calls of many tools behind one type, to show what
        // one allocation and an indirect poll per call cost (the generated path holds a small
        // tool's call inline instead).
        g.bench_function("hand_written_boxed", |b| {
            b.iter_custom(|n| {
                time_calls(&rt, &args, n, |a| -> BoxFuture<'_, Outcome> {
                    Box::pin(hand.call("add_item", a))
                })
            });
        });
        g.finish();
    }

    for (group, args) in [
        ("glue_success_line", ok_args()),
        ("glue_error_line", err_args()),
    ] {
        let mut g = c.benchmark_group(group);
        g.bench_function("generated", |b| {
            b.iter_custom(|n| {
                time_calls(&rt, &args, n, |a| async {
                    set.call("add_item", a).await.to_response(&id)
                })
            });
        });
        g.bench_function("hand_written", |b| {
            b.iter_custom(|n| {
                time_calls(&rt, &args, n, |a| async {
                    hand.call("add_item", a).await.to_response(&id)
                })
            });
        });
        g.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(5))
        .sample_size(100);
    targets = glue
}
criterion_main!(benches);
