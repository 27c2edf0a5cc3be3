//! The contract every [`KeyStore`] keeps, as a check a backend's own tests run: the same
//! one runs against [`MemoryKeys`](super::MemoryKeys) in this crate's tests and against
//! `RedisKeys` (one server, and a Cluster) with real Redis processes in CI.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! use toolwright::idempotency::{contract, MemoryKeys};
//!
//! contract::check(&MemoryKeys::default()).await.expect("the memory store keeps the contract");
//! # }
//! ```
//!
//! It claims a few keys of its own (a random subject, each kept seconds) and takes about
//! two seconds (it waits for a key to expire). Each broken rule is named in the error.

use super::{Claim, End, KeyStatus, KeyStore};
use crate::util::{encode_hex, random_bytes};
use crate::wire::{ContentBlock, Outcome, ToolResult};
use std::time::Duration;

pub use crate::store::Broken;

/// `Ok` when `store` keeps every rule:
///
/// - `begin` claims a key no call holds (`Run`), and of many begins of one new key at once
///   exactly one claims it;
/// - a begin while the key's first call runs is `Busy` with the same arguments, `Reused`
///   with others;
/// - only the claim's owner settles the key, or renews it in a store with a lease (another
///   claim is refused, `false`);
/// - a settled outcome is found again as it was (`Done`); an interrupted end is found
///   `Interrupted`; a freed key is claimed again;
/// - a settled key expires its claim's `ttl` after its end.
///
/// # Errors
///
/// The first rule broken, or a store error (an `Err` from an operation).
pub async fn check(store: &impl KeyStore) -> Result<(), Broken> {
    let mut subject = String::from("contract-");
    encode_hex(&random_bytes::<6>(), &mut subject);
    let name = |key: &str| store.name(&subject, "contract", key);
    let long = Duration::from_secs(10);
    let (first, other) = (Claim::new([1; 32], long), Claim::new([2; 32], long));
    claims(store, &name("a"), &first, &other).await?;
    ends(store, &name("a"), &name("b"), &first).await?;
    let rule = "a settled key expires its claim's ttl after its end";
    let short = name("short");
    let brief = Claim::new([3; 32], Duration::from_millis(1000));
    store
        .begin(&short, &brief)
        .await
        .map_err(Broken::failed(rule))?;
    store
        .settle(&short, &brief, End::Interrupted)
        .await
        .map_err(Broken::failed(rule))?;
    tokio::time::sleep(Duration::from_millis(1600)).await;
    let again = store
        .begin(&short, &brief)
        .await
        .map_err(Broken::failed(rule))?;
    if !matches!(again, KeyStatus::Run) {
        return Err(Broken::new(rule, again));
    }
    store
        .settle(&short, &brief, End::Free)
        .await
        .map_err(Broken::failed(rule))?;
    Ok(())
}

/// A key claimed once among many racing begins; then busy, reused, and fenced.
async fn claims(
    store: &impl KeyStore,
    a: &str,
    first: &Claim,
    other: &Claim,
) -> Result<(), Broken> {
    let rule = "of many begins of one new key at once, exactly one claims it";
    let racers: Vec<Claim> = (0..16)
        .map(|_| Claim::new(first.fingerprint, first.ttl))
        .collect();
    let found = futures_util::future::join_all(racers.iter().map(|c| store.begin(a, c)))
        .await
        .into_iter()
        .collect::<Result<Vec<KeyStatus>, _>>()
        .map_err(Broken::failed(rule))?;
    let won: Vec<usize> = (0..found.len())
        .filter(|i| matches!(found[*i], KeyStatus::Run))
        .collect();
    if won.len() != 1
        || !found
            .iter()
            .all(|f| matches!(f, KeyStatus::Run | KeyStatus::Busy(_)))
    {
        return Err(Broken::new(rule, found));
    }
    let owner = &racers[won[0]];
    let rule = "a begin while the first call runs is Busy with the same arguments";
    let busy = store.begin(a, first).await.map_err(Broken::failed(rule))?;
    if !matches!(busy, KeyStatus::Busy(_)) {
        return Err(Broken::new(rule, busy));
    }
    let rule = "a begin with other arguments is Reused";
    let reused = store.begin(a, other).await.map_err(Broken::failed(rule))?;
    if !matches!(reused, KeyStatus::Reused) {
        return Err(Broken::new(rule, reused));
    }
    let rule = "only the claim's owner renews the key (a store with a lease)";
    let (mine, theirs) = (
        store.renew(a, owner).await.map_err(Broken::failed(rule))?,
        store.renew(a, other).await.map_err(Broken::failed(rule))?,
    );
    if !mine || (theirs && store.lease_time().is_some()) {
        return Err(Broken::new(rule, (mine, theirs)));
    }
    let rule = "only the claim's owner settles the key";
    let theirs = store
        .settle(a, other, End::Interrupted)
        .await
        .map_err(Broken::failed(rule))?;
    let still = store.begin(a, first).await.map_err(Broken::failed(rule))?;
    if theirs || !matches!(still, KeyStatus::Busy(_)) {
        return Err(Broken::new(rule, (theirs, still)));
    }
    let kept = kept();
    let rule = "a settled outcome is found again as it was";
    let settled = store
        .settle(a, owner, End::Done(&kept))
        .await
        .map_err(Broken::failed(rule))?;
    let found = store.begin(a, first).await.map_err(Broken::failed(rule))?;
    match found {
        KeyStatus::Done(outcome) if settled && outcome == kept => Ok(()),
        other => Err(Broken::new(rule, (settled, other))),
    }
}

/// An interrupted end, and a freed key claimed again.
async fn ends(store: &impl KeyStore, a: &str, b: &str, claim: &Claim) -> Result<(), Broken> {
    let rule = "an interrupted end is found Interrupted";
    let claim_b = Claim::new([4; 32], claim.ttl);
    store
        .begin(b, &claim_b)
        .await
        .map_err(Broken::failed(rule))?;
    store
        .settle(b, &claim_b, End::Interrupted)
        .await
        .map_err(Broken::failed(rule))?;
    let found = store
        .begin(b, &claim_b)
        .await
        .map_err(Broken::failed(rule))?;
    if !matches!(found, KeyStatus::Interrupted) {
        return Err(Broken::new(rule, found));
    }
    let rule = "a freed key is claimed again";
    let fresh = Claim::new([5; 32], claim.ttl);
    let free = format!("{a}-free");
    store
        .begin(&free, &fresh)
        .await
        .map_err(Broken::failed(rule))?;
    store
        .settle(&free, &fresh, End::Free)
        .await
        .map_err(Broken::failed(rule))?;
    let again = Claim::new([6; 32], claim.ttl);
    let found = store
        .begin(&free, &again)
        .await
        .map_err(Broken::failed(rule))?;
    if !matches!(found, KeyStatus::Run) {
        return Err(Broken::new(rule, found));
    }
    store
        .settle(&free, &again, End::Free)
        .await
        .map_err(Broken::failed(rule))?;
    Ok(())
}

/// The outcome the check keeps: a result with text and structured content.
fn kept() -> Outcome {
    Outcome::Result(ToolResult {
        content: vec![ContentBlock::text("Charged 500 cents.")],
        structured_content: Some(serde_json::json!({"cents": 500})),
        ..ToolResult::default()
    })
}
