//! The example agent loop (examples/agent_loop.rs), run: the in-doubt charge is asked about,
//! not repeated; the conflicting key is replaced; the rate limit stops the loop with its wait;
//! no key is charged twice.

#[path = "../examples/agent_loop.rs"]
mod agent_loop;

use toolwright::Category;

#[tokio::test]
async fn the_agent_never_charges_twice_and_acts_on_each_failure() {
    let (steps, answers) = agent_loop::run().await;
    let charged = agent_loop::charges_by_key(&steps);
    assert_eq!(charged.get("k-order-1001"), Some(&1), "{charged:?}");
    assert_eq!(charged.get("k-order-1002"), Some(&1), "{charged:?}");
    assert_eq!(charged.get("k-order-1003"), Some(&1), "{charged:?}");

    // 1: in doubt, then asked about (not charged again).
    let in_doubt = steps[0].outcome.as_ref().unwrap_err();
    assert_eq!(in_doubt.category, Some(Category::UnknownOutcome));
    assert_eq!(steps[1].tool, "charge_status");
    assert_eq!(
        answers[0],
        "The charge's status: succeeded. I did not charge again."
    );

    // 2: the reused key is a conflict, and the model's next charge has a new key.
    let conflict = steps[3].outcome.as_ref().unwrap_err();
    assert_eq!(conflict.category, Some(Category::Conflict));
    assert_eq!(steps[4].arguments["idempotency_key"], "k-order-1003");
    assert!(
        answers[1].starts_with("Done: Charged 3000 cents (k-order-1003)."),
        "{}",
        answers[1]
    );

    // 3: sixty refunds go through, the 61st is refused with its wait, and the loop stops.
    let refunds: Vec<_> = steps.iter().filter(|s| s.tool == "refund_order").collect();
    assert_eq!(refunds.len(), 61);
    let limited = refunds[60].outcome.as_ref().unwrap_err();
    assert_eq!(limited.category, Some(Category::RateLimited));
    assert!(refunds[60].read["is_error"] == true);
    assert!(
        answers[2].starts_with("Stopped after 61 refunds: You may retry after "),
        "{}",
        answers[2]
    );
}
