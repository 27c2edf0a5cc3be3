//! The blocking read of an idle connection: when nothing is in flight, the reader may
//! block the transport thread in a read instead of polling, and must be woken (armed and
//! disarmed) when work arrives.

use crate::util::lock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// Lets an input sleep in `read(2)` itself while the connection is idle, instead of in the
/// reactor and then reading: one syscall fewer per request when calls come one at a time.
///
/// The session arms it only when nothing can happen but input arriving: no call in flight
/// or waiting, no answer queued or unwritten, the reader waiting for input alone. The next
/// read of the input takes the arming and may block; the answer to what it reads is written
/// before the session arms it again.
#[derive(Default)]
pub(crate) struct IdleRead {
    pub(super) armed: AtomicBool,
    pub(super) stopped: AtomicBool,
    /// In the blocking read, or about to enter it.
    pub(super) sleeping: AtomicBool,
    /// Run by a stop that finds the input sleeping.
    pub(super) on_stop: Mutex<Option<Box<dyn FnOnce() + Send>>>,
}

impl IdleRead {
    /// Whether this read may block (once).
    pub(crate) fn take_armed(&self) -> bool {
        self.armed.load(Ordering::Relaxed) && self.armed.swap(false, Ordering::Relaxed)
    }

    /// Run the input's blocking `read`, unless serving was stopped; `None` if serving was
    /// stopped before it or while it slept.
    pub(crate) fn sleep<T>(&self, read: impl FnOnce() -> T) -> Option<T> {
        // With `stop`: either the stop sees this sleeping, or this sees the stop.
        self.sleeping.store(true, Ordering::SeqCst);
        let read = (!self.stopped.load(Ordering::SeqCst)).then(read);
        self.sleeping.store(false, Ordering::SeqCst);
        read.filter(|_| !self.stopped.load(Ordering::SeqCst))
    }

    /// What to undo at once if serving stops while the input sleeps: the thread is stuck in
    /// its read until input or end of input arrives.
    pub(crate) fn on_stop(&self, undo: Box<dyn FnOnce() + Send>) {
        *lock(&self.on_stop) = Some(undo);
    }

    /// Serving is being stopped from outside: never block again, and if the input sleeps
    /// in its read, undo at once what `on_stop` gave.
    pub(crate) fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        if self.sleeping.load(Ordering::SeqCst) {
            if let Some(undo) = lock(&self.on_stop).take() {
                undo();
            }
        }
    }

    pub(super) fn arm(&self) -> bool {
        if self.stopped.load(Ordering::SeqCst) {
            return false;
        }
        self.armed.store(true, Ordering::Relaxed);
        true
    }

    /// Whether it was still armed: the read did not happen.
    pub(super) fn disarm(&self) -> bool {
        self.armed.load(Ordering::Relaxed) && self.armed.swap(false, Ordering::Relaxed)
    }
}
