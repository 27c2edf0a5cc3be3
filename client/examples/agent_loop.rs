//! An agent loop on the payments example, with a scripted model in place of an LLM (no
//! network): each turn the model asks for a tool, the client calls it under its retry policy,
//! and the outcome goes back as an Anthropic `tool_result` block, which is all the model
//! reads. Three things go wrong, and the card is never charged twice:
//!
//! 1. **An in-doubt charge.** The charge's answer never comes back (`unknown_outcome`): the
//!    policy does not retry it, the model reads "call charge_status with the same idempotency
//!    key before charging again", asks, and learns the charge went through.
//! 2. **A conflict.** The model reuses a key for another amount: refused, not retried; the
//!    model reads "use a new key for a new request" and does.
//! 3. **A rate limit.** The model refunds in a loop: the 61st refund in a minute is refused,
//!    with the wait (a second: the limit frees one call a second). `refund_order` is
//!    destructive and not idempotent, and a tool's failure cannot show the client that it did
//!    not run, so the policy does not call it again by itself; the model reads when it may
//!    go on, and stops. (A read-only tool, or a call with a key, would be called again after
//!    the wait, within the loop's budget.)
//!
//! ```sh
//! cargo run -p toolwright-client --example agent_loop
//! ```

use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;
use toolwright::server::Server;
use toolwright::Caller;
use toolwright_client::{render, Client, Connect, Failure, Output, RetryPolicy};
use toolwright_examples::payments;

/// What the model asks for: a tool call, or its answer to the user.
enum Turn {
    Call(&'static str, Value),
    Answer(String),
}

/// One exchange of the loop, as the transcript keeps it.
pub struct Step {
    pub tool: &'static str,
    pub arguments: Value,
    pub outcome: Result<Output, Failure>,
    /// The `tool_result` block the model read.
    pub read: Value,
}

/// The model: a script that reads only the text of the last `tool_result`.
fn model(task: usize, round: usize, last: Option<&str>) -> Turn {
    let read = last.unwrap_or_default();
    match (task, round) {
        // 1: charge; when in doubt, ask about the same key rather than charge again.
        (0, 0) => Turn::Call(
            "charge_card",
            json!({"amount_cents": 1999, "idempotency_key": "k-order-1001"}),
        ),
        (0, 1) if read.contains("charge_status with the same idempotency key") => {
            Turn::Call("charge_status", json!({"idempotency_key": "k-order-1001"}))
        }
        (0, _) => Turn::Answer(format!(
            "The charge's status: {read}. I did not charge again."
        )),
        // 2: a second charge, then a careless reuse of its key for a third.
        (1, 0) => Turn::Call(
            "charge_card",
            json!({"amount_cents": 2500, "idempotency_key": "k-order-1002"}),
        ),
        (1, 1) => Turn::Call(
            "charge_card",
            json!({"amount_cents": 3000, "idempotency_key": "k-order-1002"}),
        ),
        (1, 2) if read.contains("Use a new key for a new request") => Turn::Call(
            "charge_card",
            json!({"amount_cents": 3000, "idempotency_key": "k-order-1003"}),
        ),
        (1, _) => Turn::Answer(format!("Done: {read}")),
        // 3: refunds of 1 cent, until refused.
        (2, n) if n < 70 && !read.contains("retry after") => Turn::Call(
            "refund_order",
            json!({"order_id": "o-1001", "amount_cents": 1}),
        ),
        (2, n) => Turn::Answer(format!(
            "Stopped after {n} refunds: {}",
            read.lines().last().unwrap_or_default()
        )),
        _ => Turn::Answer("Nothing more to do.".into()),
    }
}

/// Run the three tasks; the transcript, and the model's answers.
pub async fn run() -> (Vec<Step>, Vec<String>) {
    let caller = Caller::new("c-100")
        .expect("a subject")
        .with_scopes(["payments:admin"]);
    let server = Server::new(payments::toolset()).caller(caller);
    let client: Client = Connect::new().in_process(server).await.expect("connects");
    client.list_tools().await.expect("lists its tools");
    // Retries within 5 s, never one the failure rules out; keys filled in when missing. The
    // refunds, in a loop, get half a second each.
    let policy = RetryPolicy::new()
        .max_attempts(3)
        .max_elapsed(Duration::from_secs(5))
        .fill_key(true);
    let hurried = policy.clone().max_elapsed(Duration::from_millis(500));
    let (mut steps, mut answers) = (Vec::new(), Vec::new());
    for task in 0..3 {
        let mut last: Option<String> = None;
        for round in 0.. {
            match model(task, round, last.as_deref()) {
                Turn::Answer(answer) => {
                    answers.push(answer);
                    break;
                }
                Turn::Call(tool, arguments) => {
                    let policy = if task == 2 { &hurried } else { &policy };
                    let outcome = client.call_retrying(tool, arguments.clone(), policy).await;
                    let read = render::anthropic(&format!("toolu_{task}_{round}"), tool, &outcome);
                    last = read["content"][0]["text"].as_str().map(str::to_owned);
                    steps.push(Step {
                        tool,
                        arguments,
                        outcome,
                        read,
                    });
                }
            }
        }
    }
    client.close().await;
    (steps, answers)
}

/// How many times each key's charge ran: a replayed answer did not run it again.
pub fn charges_by_key(steps: &[Step]) -> HashMap<String, usize> {
    let mut charged = HashMap::new();
    for step in steps.iter().filter(|s| s.tool == "charge_card") {
        let key = step.arguments["idempotency_key"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let ran = match &step.outcome {
            Ok(output) => !output.replayed,
            // In doubt: it may have run; counted, so a second run would show.
            Err(failure) => failure.outcome_unknown(),
        };
        *charged.entry(key).or_insert(0) += usize::from(ran);
    }
    charged
}

#[tokio::main(flavor = "current_thread")]
#[allow(dead_code)]
async fn main() {
    let (steps, answers) = run().await;
    for step in steps
        .iter()
        .filter(|s| s.tool != "refund_order" || s.outcome.is_err())
    {
        println!("model -> {} {}", step.tool, step.arguments);
        println!("model <- {}\n", step.read);
    }
    let refunds = steps.iter().filter(|s| s.tool == "refund_order").count();
    println!("({refunds} refund_order calls in all; only the refused one is shown)\n");
    for answer in &answers {
        println!("model: {answer}");
    }
    let charged = charges_by_key(&steps);
    println!("\ncharges run, by key: {charged:?}");
    assert!(charged.values().all(|&n| n <= 1), "a key was charged twice");
}
