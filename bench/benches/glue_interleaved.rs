//! The cross-check of `benches/glue.rs` for a shared machine: the same calls, but the paths
//! take turns. Each round times [`CALLS`] calls of every path, in an order that rotates from
//! round to round, and the ratio generated / hand-written is taken within the round; the
//! table gives the median over the rounds. Load from other processes comes and goes over
//! seconds, so it lands on both sides of a round's ratio, where criterion (one function
//! after the other) would book it to whichever function was measuring.
//!
//! Run: `cargo bench -p toolwright-bench --bench glue_interleaved [-- --rounds N]`.

use serde_json::{json, Value};
use std::time::Duration;
use toolwright::Outcome;
use toolwright_bench::{checked_paths, err_args, ok_args, time_calls, BoxFuture};

/// Calls per path per round.
const CALLS: u64 = 1024;

/// One path: time `n` calls.
type Path<'a> = (&'static str, Box<dyn FnMut(u64) -> Duration + 'a>);

fn quantile(sorted: &[f64], q: f64) -> f64 {
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

fn sorted(mut v: Vec<f64>) -> Vec<f64> {
    v.sort_by(f64::total_cmp);
    v
}

fn main() {
    let mut rounds = 300_usize;
    let mut argv = std::env::args().skip(1);
    while let Some(a) = argv.next() {
        if a == "--rounds" {
            rounds = argv
                .next()
                .and_then(|r| r.parse().ok())
                .expect("--rounds N");
        }
    }
    let (rt, set, hand) = checked_paths();
    let id = json!(1);

    println!("Interleaved: {rounds} rounds of {CALLS} calls per path; median over the rounds of ns/call, and of the ratio within each round (interquartile range in parentheses).");
    println!();
    println!("| group | generated (ns/call) | hand-written (ns/call) | hand-written, boxed (ns/call) | generated / hand-written | boxed / hand-written |");
    println!("|---|---:|---:|---:|---:|---:|");
    let groups: [(&str, Value, bool); 4] = [
        ("glue_success", ok_args(), false),
        ("glue_error", err_args(), false),
        ("glue_success_line", ok_args(), true),
        ("glue_error_line", err_args(), true),
    ];
    for (group, args, line) in &groups {
        let (rt, args, set, hand, id) = (&rt, args, &set, &hand, &id);
        let mut paths: Vec<Path<'_>> = if *line {
            vec![
                (
                    "generated",
                    Box::new(move |n| {
                        time_calls(rt, args, n, |a| async move {
                            set.call("add_item", a).await.to_response(id)
                        })
                    }),
                ),
                (
                    "hand_written",
                    Box::new(move |n| {
                        time_calls(rt, args, n, |a| async move {
                            hand.call("add_item", a).await.to_response(id)
                        })
                    }),
                ),
            ]
        } else {
            vec![
                (
                    "generated",
                    Box::new(move |n| time_calls(rt, args, n, |a| set.call("add_item", a))),
                ),
                (
                    "hand_written",
                    Box::new(move |n| time_calls(rt, args, n, |a| hand.call("add_item", a))),
                ),
                (
                    "hand_written_boxed",
                    Box::new(move |n| {
                        time_calls(rt, args, n, |a| -> BoxFuture<'_, Outcome> {
                            Box::pin(hand.call("add_item", a))
                        })
                    }),
                ),
            ]
        };
        // Warm-up.
        for (_, time) in &mut paths {
            time(CALLS * 20);
        }
        let k = paths.len();
        let mut ns = vec![Vec::with_capacity(rounds); k];
        for round in 0..rounds {
            for j in 0..k {
                let i = (round + j) % k;
                #[allow(clippy::cast_precision_loss)]
                ns[i].push((paths[i].1)(CALLS).as_nanos() as f64 / CALLS as f64);
            }
        }
        let ratio = |a: usize, b: usize| sorted((0..rounds).map(|r| ns[a][r] / ns[b][r]).collect());
        let median = |i: usize| quantile(&sorted(ns[i].clone()), 0.5);
        let gen_hand = ratio(0, 1);
        let cell = |r: &[f64]| {
            format!(
                "**{:.3}** ({:.3}–{:.3})",
                quantile(r, 0.5),
                quantile(r, 0.25),
                quantile(r, 0.75)
            )
        };
        let (boxed, boxed_ratio) = if k == 3 {
            (
                format!("{:.0}", median(2)),
                cell(&ratio(2, 1)).replace("**", ""),
            )
        } else {
            ("—".to_owned(), "—".to_owned())
        };
        println!(
            "| {group} | {:.0} | {:.0} | {boxed} | {} | {boxed_ratio} |",
            median(0),
            median(1),
            cell(&gen_hand),
        );
    }
}
