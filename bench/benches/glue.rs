//! The generated glue against a hand-written equivalent, for one small tool (see
//! `toolwright_bench` and BENCHMARKS.md).
//!
//! Each measurement is one `tools/call` of `add_item` on an already-parsed `arguments`
//! value: validate, decode, call, encode (success) or classify, log and encode (error). The
//! `*_line` groups add the serialization of the JSON-RPC response line. `hand_written_boxed`
//! (success and error groups) is the hand-written call behind a boxed `dyn Future`: the
//! share of the difference that type-erased dispatch costs.
//!
//! What is timed is the call alone: the argument values are cloned before the clock starts
//! and the outcomes are dropped after it stops, in chunks of [`CHUNK`] calls, all inside one
//! `block_on` of a current-thread tokio runtime, so neither the runtime's entry nor the
//! allocator's work on inputs and outputs is in the figures. Both paths answer the same
//! bytes (checked before measuring).
//!
//! Run: `cargo bench -p toolwright-bench --bench glue` (or `scripts/bench-glue.sh`, which
//! also prints the ratio table).

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use std::future::Future;
use std::hint::black_box;
use std::pin::Pin;
use std::time::{Duration, Instant};
use tokio::runtime::Runtime;
use toolwright::Outcome;
use toolwright_bench::{assert_equivalent, err_args, generated, ok_args, HandWritten};

/// A boxed, type-erased future.
type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Calls timed per clock reading.
const CHUNK: usize = 256;

/// Time `iters` calls of `call`, each on a fresh clone of `args`.
fn time_calls<F, Fut, O>(rt: &Runtime, args: &Value, iters: u64, mut call: F) -> Duration
where
    F: FnMut(Value) -> Fut,
    Fut: Future<Output = O>,
{
    let mut inputs: Vec<Value> = Vec::with_capacity(CHUNK);
    let mut outputs: Vec<O> = Vec::with_capacity(CHUNK);
    let mut total = Duration::ZERO;
    let mut remaining = iters;
    rt.block_on(async {
        while remaining > 0 {
            let n = usize::try_from(remaining).map_or(CHUNK, |r| r.min(CHUNK));
            inputs.extend(std::iter::repeat_n(args, n).cloned());
            let start = Instant::now();
            for a in inputs.drain(..) {
                outputs.push(call(black_box(a)).await);
            }
            total += start.elapsed();
            black_box(&outputs);
            outputs.clear();
            remaining -= n as u64;
        }
    });
    total
}

fn glue(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("tokio runtime");
    let set = generated();
    let hand = HandWritten::new();
    // An honest comparison: both paths answer every case with the same bytes.
    rt.block_on(assert_equivalent(&set, &hand));
    let id = json!(1);

    for (group, args) in [("glue_success", ok_args()), ("glue_error", err_args())] {
        let mut g = c.benchmark_group(group);
        g.bench_function("generated", |b| {
            b.iter_custom(|n| time_calls(&rt, &args, n, |a| set.call("add_item", a)));
        });
        g.bench_function("hand_written", |b| {
            b.iter_custom(|n| time_calls(&rt, &args, n, |a| hand.call("add_item", a)));
        });
        // Not a path anyone would write: the hand-written call behind the boxed, type-erased
        // future a tool set of many tools needs (what `Tool::invoke` returns), to show how
        // much of the difference that one allocation and indirect poll are.
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
