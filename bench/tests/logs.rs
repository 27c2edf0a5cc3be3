//! Both paths log the same event for every call (correlation ids masked). Its own test
//! binary: the subscriber is process-global, so no other test can race it for the tracing
//! callsites' interest.

use std::io::Write;
use std::sync::{Arc, Mutex};
use toolwright_bench::{
    current_thread, equivalence_cases, generated, mask_correlation_ids, HandWritten,
};

#[derive(Clone, Default)]
struct Buf(Arc<Mutex<Vec<u8>>>);

impl Buf {
    /// Everything logged since the last take, correlation ids masked.
    fn take(&self) -> String {
        let bytes = std::mem::take(&mut *self.0.lock().expect("lock"));
        mask_correlation_ids(&String::from_utf8(bytes).expect("utf-8"))
    }
}

impl Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("lock").extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn same_log_lines() {
    let buf = Buf::default();
    let sink = buf.clone();
    tracing_subscriber::fmt()
        .with_writer(move || sink.clone())
        .with_ansi(false)
        .without_time()
        .init();
    let rt = current_thread();
    let set = generated();
    let hand = HandWritten::new();
    let mut logged = 0;
    for (name, args) in equivalence_cases() {
        rt.block_on(set.call(name, args.clone()));
        let g = buf.take();
        rt.block_on(hand.call(name, args.clone()));
        let h = buf.take();
        assert_eq!(g, h, "log lines differ for {name}({args})");
        logged += usize::from(!g.is_empty());
    }
    // Every failing case logs (the success and protocol-error cases do not).
    assert_eq!(logged, 6);
}
