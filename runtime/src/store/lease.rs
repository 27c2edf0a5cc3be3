//! The one lease of the store room: how a replica holds work that outlives a request (a
//! running task, a key's first call) and how every replica judges it.
//!
//! - **On the store's clock.** The holder writes `until` = the store's time + the term
//!   ([`Lease::until`]); any replica judges it against the store's time again
//!   ([`Lease::lapsed`]), never its own clock, so a skewed replica ends no one's work.
//! - **Renewed every third of its term** while the work runs ([`Lease::due`],
//!   [`Lease::next_renewal`]): a renewal may fail twice before the lease lapses.
//! - **Fenced.** A reader that finds a lease lapsed takes the work over (ends the task as
//!   lost, the key as interrupted) in the same atomic step that reads it, and the holder's
//!   later writes name what they hold: a task's writes are compare-and-swaps of the record
//!   the holder read (a task a reader ended is terminal, and nothing moves a terminal task);
//!   a key's are a script that checks the claim's owner token (a reader that took the key
//!   over removed it). An owner whose lease was taken over cannot write.

use std::time::Duration;
use tokio::time::Instant;

/// A lease held by this replica: its term, and until when (on this replica's monotonic
/// clock, taken before the store was asked) it holds at least.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lease {
    term: Duration,
    held_until: Instant,
}

impl Lease {
    /// The term when none is set: 30 s.
    pub(crate) const TERM: Duration = Duration::from_secs(30);

    /// A lease of `term` taken by a write asked at `asked_at`.
    pub(crate) fn taken(term: Duration, asked_at: Instant) -> Self {
        Lease {
            term,
            held_until: asked_at + term,
        }
    }

    pub(crate) fn term(&self) -> Duration {
        self.term
    }

    /// Until when it holds at least, on this replica's clock.
    pub(crate) fn held_until(&self) -> Instant {
        self.held_until
    }

    /// When a third of the term has passed since it was last taken or renewed.
    pub(crate) fn next_renewal(&self) -> Instant {
        self.held_until - self.term * 2 / 3
    }

    /// Whether it is time to renew.
    pub(crate) fn due(&self) -> bool {
        Instant::now() >= self.next_renewal()
    }

    /// A renewal asked at `asked_at` landed.
    pub(crate) fn renewed(&mut self, asked_at: Instant) {
        self.held_until = asked_at + self.term;
    }

    /// The `until` to write, the store's clock reading `now` (milliseconds since the epoch).
    pub(crate) fn until(&self, now: u64) -> u64 {
        now.saturating_add(millis(self.term))
    }

    /// Whether a lease written as `until` has lapsed, the store's clock reading `now`: the
    /// one rule every reader applies (a Redis script applies the same to Redis `TIME`).
    pub(crate) fn lapsed(until: u64, now: u64) -> bool {
        now > until
    }
}

/// `d` in whole milliseconds (saturating).
pub(crate) fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_lease_is_due_once_a_third_of_its_term_passed_and_renewed_from_the_ask() {
        let start = Instant::now();
        let mut lease = Lease::taken(Duration::from_secs(30), start);
        assert!(!lease.due());
        assert_eq!(lease.next_renewal(), start + Duration::from_secs(10));
        tokio::time::advance(Duration::from_secs(10)).await;
        assert!(lease.due());
        let asked = Instant::now();
        tokio::time::advance(Duration::from_secs(2)).await;
        lease.renewed(asked);
        assert!(!lease.due());
        assert_eq!(lease.held_until(), asked + Duration::from_secs(30));
    }

    #[test]
    fn a_lease_holds_through_its_last_millisecond_on_the_stores_clock() {
        let lease = Lease::taken(Duration::from_millis(1500), Instant::now());
        let until = lease.until(1_000);
        assert_eq!(until, 2_500);
        assert!(!Lease::lapsed(until, 2_500));
        assert!(Lease::lapsed(until, 2_501));
    }
}
