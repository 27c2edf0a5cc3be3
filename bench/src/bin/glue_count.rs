//! `n` calls of one path, for counting instructions under callgrind, which gives the same
//! count run after run, whatever else the machine is doing (`scripts/bench-glue.sh
//! --instructions`; BENCHMARKS.md).
//!
//! `glue_count <generated|hand_written> <success|error|success_line|error_line> <n>` (the
//! `_line` cases also write the JSON-RPC response line, as the `*_line` benchmark groups do)
//!
//! Each call is one `tools/call` as the criterion benchmark times it: the arguments cloned,
//! the call awaited, the outcome dropped. The per-call figure is the difference between two
//! runs of different `n`, so start-up (schema compilation, the runtime) cancels out.

use std::hint::black_box;
use toolwright_bench::{current_thread, err_args, generated, ok_args, HandWritten};

fn main() {
    let mut argv = std::env::args().skip(1);
    let path = argv.next().unwrap_or_default();
    let case = argv.next().unwrap_or_default();
    let n: usize = argv
        .next()
        .and_then(|s| s.parse().ok())
        .expect("usage: glue_count <generated|hand_written> <success|error> <n>");
    let line = case.ends_with("_line");
    let args = match case.trim_end_matches("_line") {
        "success" => ok_args(),
        "error" => err_args(),
        other => {
            panic!("case must be `success` or `error`, optionally with `_line`, not {other:?}")
        }
    };
    let id = serde_json::json!(1);
    let rt = current_thread();
    let set = generated();
    let hand = HandWritten::new();
    rt.block_on(async {
        for _ in 0..n {
            let a = black_box(args.clone());
            let out = match path.as_str() {
                "generated" => set.call("add_item", a).await,
                "hand_written" => hand.call("add_item", a).await,
                other => panic!("path must be `generated` or `hand_written`, not {other:?}"),
            };
            if line {
                black_box(out.to_response(&id));
            } else {
                black_box(out);
            }
        }
    });
}
