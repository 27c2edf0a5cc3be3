//! The keys' wrapper around a [`KeyStore`] that fails: a begin the store does not answer
//! is refused as retryable within the deadline (the handler never runs), three in a row
//! open the breaker, a settle the store cannot take is retried in the background, a lease
//! is renewed every third of it, and a cancelled first call on a store in memory is
//! interrupted at once.

use super::*;
use crate::util::lock;
use std::sync::atomic::AtomicUsize;
use std::sync::Mutex;
use tokio::time::Instant;

const HEALTHY: u8 = 0;
/// Every operation is an `Err` at once (Redis refusing connections).
const DOWN: u8 = 1;
/// Every operation waits until the store is healthy again (a stopped Redis).
const STALLED: u8 = 2;

/// [`MemoryKeys`] with a lease, that can fail or stall, counting what reached it.
struct Faulty {
    inner: MemoryKeys,
    mode: watch::Sender<u8>,
    begins: AtomicUsize,
    renewals: AtomicUsize,
    /// The ends asked to be written, in order.
    ends: Mutex<Vec<&'static str>>,
}

impl Faulty {
    fn new() -> Arc<Faulty> {
        Arc::new(Faulty {
            inner: MemoryKeys::default(),
            mode: watch::channel(HEALTHY).0,
            begins: AtomicUsize::new(0),
            renewals: AtomicUsize::new(0),
            ends: Mutex::default(),
        })
    }

    fn set(&self, mode: u8) {
        self.mode.send_replace(mode);
    }

    fn ends(&self) -> Vec<&'static str> {
        lock(&self.ends).clone()
    }

    /// `answer` once the store is healthy (at once if it is), an error while it is down.
    fn ask<'a, T: Send + 'a>(
        &'a self,
        answer: impl FnOnce() -> T + Send + 'a,
    ) -> StoreFuture<'a, T> {
        let mut mode = self.mode.subscribe();
        Box::pin(async move {
            loop {
                match *mode.borrow_and_update() {
                    HEALTHY => return Ok(answer()),
                    DOWN => return Err(crate::store::StoreError("connection refused".into())),
                    _ => {}
                }
                if mode.changed().await.is_err() {
                    std::future::pending::<()>().await;
                }
            }
        })
    }
}

impl KeyStore for Faulty {
    fn begin<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, KeyStatus> {
        self.begins.fetch_add(1, Ordering::SeqCst);
        self.ask(move || self.inner.begin_now(name, claim))
    }

    fn settle<'a>(
        &'a self,
        name: &'a str,
        claim: &'a Claim,
        end: End<'a>,
    ) -> StoreFuture<'a, bool> {
        let what = match end {
            End::Done(_) => "done",
            End::Interrupted => "interrupted",
            End::Free => "free",
        };
        lock(&self.ends).push(what);
        self.ask(move || self.inner.settle_now(name, claim, end))
    }

    fn renew<'a>(&'a self, _name: &'a str, _claim: &'a Claim) -> StoreFuture<'a, bool> {
        self.renewals.fetch_add(1, Ordering::SeqCst);
        self.ask(|| true)
    }

    fn lease_time(&self) -> Option<Duration> {
        Some(Duration::from_secs(3))
    }
}

fn keys(store: &Arc<Faulty>) -> Arc<Keys> {
    Arc::new(Keys::with_store(
        IdempotencyConfig::default(),
        Arc::clone(store),
    ))
}

const SCOPE: (&str, &str, &str) = ("alice", "charge", "k-1");

fn done() -> Outcome {
    Outcome::Result(crate::wire::ToolResult {
        content: vec![ContentBlock::text("Charged 500 cents.")],
        ..crate::wire::ToolResult::default()
    })
}

#[tokio::test(start_paused = true)]
async fn a_begin_the_store_does_not_answer_is_refused_retryable_within_the_deadline() {
    let store = Faulty::new();
    let keys = keys(&store);
    store.set(STALLED);
    let started = Instant::now();
    let Begin::Refused(KeyRefusal::Unavailable(fault)) = keys.begin(SCOPE, [1; 32]).await else {
        panic!("the call does not run")
    };
    assert_eq!(started.elapsed(), Duration::from_secs(1));
    assert_eq!(fault.retry_after, Some(Duration::from_secs(1)));
    assert_eq!(fault.error.0, "no answer within 1000 ms");
    // The begin may have landed with its answer lost: what it may hold is freed in the
    // background once the store answers.
    store.set(HEALTHY);
    tokio::time::sleep(Duration::from_millis(10)).await;
    assert_eq!(store.ends(), ["free"]);
    assert!(matches!(keys.begin(SCOPE, [1; 32]).await, Begin::Run(_)));
}

#[tokio::test(start_paused = true)]
async fn three_failed_begins_open_the_breaker_and_the_next_is_refused_without_asking() {
    let store = Faulty::new();
    let keys = keys(&store);
    store.set(STALLED);
    for _ in 0..3 {
        assert!(matches!(
            keys.begin(SCOPE, [1; 32]).await,
            Begin::Refused(KeyRefusal::Unavailable(_))
        ));
    }
    assert_eq!(store.begins.load(Ordering::SeqCst), 3);
    let started = Instant::now();
    let Begin::Refused(KeyRefusal::Unavailable(fault)) = keys.begin(SCOPE, [1; 32]).await else {
        panic!()
    };
    assert_eq!(started.elapsed(), Duration::ZERO);
    assert_eq!(store.begins.load(Ordering::SeqCst), 3, "not asked");
    assert_eq!(
        fault.error.0,
        "the idempotency key store is known to be unreachable"
    );
    assert_eq!(fault.retry_after, Some(Duration::from_secs(1)));
}

#[tokio::test(start_paused = true)]
async fn a_settle_the_store_cannot_take_is_retried_until_it_lands() {
    let store = Faulty::new();
    let keys = keys(&store);
    let Begin::Run(ticket) = keys.begin(SCOPE, [1; 32]).await else {
        panic!()
    };
    store.set(DOWN);
    let started = Instant::now();
    ticket.finish(&done()).await;
    assert_eq!(
        started.elapsed(),
        Duration::ZERO,
        "the call is answered at once"
    );
    tokio::time::sleep(Duration::from_millis(400)).await;
    let tries = store.ends().len();
    assert!(tries >= 3, "retried with backoff: {:?}", store.ends());
    store.set(HEALTHY);
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(matches!(keys.begin(SCOPE, [1; 32]).await, Begin::Replay(o) if o == done()));
    let ends = store.ends();
    assert!(ends.iter().all(|e| *e == "done"), "{ends:?}");
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(store.ends().len(), ends.len(), "no write after it landed");
}

#[tokio::test(start_paused = true)]
async fn a_settle_is_given_up_at_two_thirds_of_the_lease() {
    let store = Faulty::new();
    let keys = keys(&store);
    let Begin::Run(ticket) = keys.begin(SCOPE, [1; 32]).await else {
        panic!()
    };
    store.set(DOWN);
    ticket.finish(&done()).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let tries = store.ends().len();
    tokio::time::sleep(Duration::from_secs(10)).await;
    assert_eq!(
        store.ends().len(),
        tries,
        "nothing after 2 s of a 3 s lease"
    );
}

#[tokio::test(start_paused = true)]
async fn a_running_first_call_renews_its_lease_every_third_of_it_until_it_ends() {
    let store = Faulty::new();
    let keys = keys(&store);
    let Begin::Run(ticket) = keys.begin(SCOPE, [1; 32]).await else {
        panic!()
    };
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(store.renewals.load(Ordering::SeqCst), 2);
    // A renewal the store cannot take is tried again at the next third.
    store.set(DOWN);
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(store.renewals.load(Ordering::SeqCst), 3);
    store.set(HEALTHY);
    ticket.finish(&done()).await;
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(store.renewals.load(Ordering::SeqCst), 3);
}

#[tokio::test(start_paused = true)]
async fn a_cancelled_first_call_is_interrupted_and_on_a_store_in_memory_at_once() {
    let keys = Arc::new(Keys::new(IdempotencyConfig::default()));
    let Begin::Run(ticket) = keys.begin(SCOPE, [1; 32]).await else {
        panic!()
    };
    drop(ticket);
    assert!(matches!(
        keys.begin(SCOPE, [1; 32]).await,
        Begin::Refused(KeyRefusal::Interrupted)
    ));
    // A shared store: in the background, as soon as it answers.
    let store = Faulty::new();
    let keys = self::keys(&store);
    let Begin::Run(ticket) = keys.begin(SCOPE, [1; 32]).await else {
        panic!()
    };
    store.set(STALLED);
    drop(ticket);
    store.set(HEALTHY);
    tokio::time::sleep(Duration::from_millis(10)).await;
    assert_eq!(store.ends(), ["interrupted"]);
    assert!(matches!(
        keys.begin(SCOPE, [1; 32]).await,
        Begin::Refused(KeyRefusal::Interrupted)
    ));
}
