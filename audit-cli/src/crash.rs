//! A probe that crashed the server or its output: a finding of its own (`crash-on-probe`),
//! never only lost coverage. The client tells how a request failed (the process exited,
//! closed its output, wrote a line that is not UTF-8, stopped reading; an HTTP 5xx without a
//! JSON-RPC answer, a connection reset); the run watches each probe's, and judges its
//! timeouts: a probe without an answer is a crash ("it stopped answering") only when a `ping`
//! sent right after it, with a full timeout of its own, gets no answer either. A slow call
//! (the ping is answered, even late behind it) is reported as a timeout, as before.

use crate::classify::{self, Outcome};
use crate::client::{Answer, Crash, How, Session};
use crate::probes::Kind;
use serde_json::json;
use std::collections::HashSet;
use toolwright::audit::{Finding, Signal};

/// A crash found: the probe it came after, how, and whether the request after the probe found
/// the server gone (rather than the probe's own).
struct Found {
    probe: usize,
    how: How,
    next: bool,
}

/// What the run keeps of its probes for the crash check.
pub struct Watch {
    /// Probes watched so far.
    probes: usize,
    /// The last probe the server was alive for on the wire in use (none after a crash, a
    /// silence or a new wire): a request that finds the server gone blames it.
    alive_for: Option<usize>,
    /// The server was found silent and has answered nothing since: later timeouts are the
    /// same silence, not new crashes.
    silent: bool,
    /// The session's reconnects so far.
    reconnects: usize,
    /// `ping`s sent.
    pings: usize,
    found: Vec<Found>,
}

impl Watch {
    /// A watch of `session`'s probes.
    pub fn new(session: &Session) -> Watch {
        Watch {
            probes: 0,
            alive_for: None,
            silent: false,
            reconnects: session.reconnects.len(),
            pings: 0,
            found: Vec::new(),
        }
    }

    /// The `ping`s sent after timeouts.
    pub fn pings(&self) -> usize {
        self.pings
    }

    /// After a probe: its `answer` and the `crash` its request showed. A crash the request
    /// found before it was sent (a closed stdin, a refused connection) is the last live
    /// probe's; a timeout is followed by a `ping`.
    pub fn after(&mut self, session: &mut Session, answer: &Answer, crash: Option<Crash>) {
        let probe = self.probes;
        self.probes += 1;
        let answered = matches!(answer, Answer::Result(_) | Answer::Error { .. });
        let (found, alive) = match crash {
            Some(Crash { how, before: true }) => (
                self.alive_for.map(|last| Found {
                    probe: last,
                    how,
                    next: true,
                }),
                false,
            ),
            Some(Crash { how, before: false }) => (
                Some(Found {
                    probe,
                    how,
                    next: false,
                }),
                false,
            ),
            None if *answer == Answer::Timeout => match self.stalled(session) {
                Ok(alive) => (None, alive),
                Err(how) => (
                    Some(Found {
                        probe,
                        how,
                        next: false,
                    }),
                    false,
                ),
            },
            None => (None, true),
        };
        let replaced = session.reconnects.len() != self.reconnects;
        self.reconnects = session.reconnects.len();
        if answered || replaced {
            self.silent = false;
        }
        self.alive_for = (alive && !replaced).then_some(probe);
        self.found.extend(found);
    }

    /// After a timed-out probe: whether a `ping` (a full timeout of its own) was answered
    /// (`Ok(false)` when there is no telling: the server already silent, the wire replaced
    /// or broken, too little time left), or how the server stopped.
    fn stalled(&mut self, session: &mut Session) -> Result<bool, How> {
        let timeout = session.timeout();
        let replaced = session.reconnects.len() != self.reconnects;
        if self.silent || replaced || session.broken() || session.time_left() < timeout {
            return Ok(false);
        }
        self.pings += 1;
        match session.probe("ping", json!({})) {
            (Answer::Result(_) | Answer::Error { .. }, _) => Ok(true),
            (Answer::Timeout, _) => {
                self.silent = true;
                Err(How::Silent(timeout))
            }
            // It went while the probe ran: how.
            (Answer::Transport(_), Some(crash)) => Err(crash.how),
            // It answered something (an HTTP status, a line over the cap).
            (Answer::Transport(_), None) => Ok(true),
        }
    }
}

/// The `crash-on-probe` findings of a run: one per tool (the unknown-tool probe's for the
/// server) and kind of crash.
pub fn findings(outcomes: &[Outcome], watch: &Watch) -> Vec<Finding> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for found in &watch.found {
        let Some(outcome) = outcomes.get(found.probe) else {
            continue;
        };
        let probe = &outcome.probe;
        let tool = (probe.kind != Kind::UnknownTool).then_some(probe.target.as_str());
        if !seen.insert((tool, std::mem::discriminant(&found.how))) {
            continue;
        }
        let evidence = format!(
            "{} probe ({} {}): {}",
            probe.kind.label(),
            probe.method,
            probe.target,
            what(&found.how, found.next)
        );
        out.push(classify::finding(
            Signal::CrashOnProbe,
            tool,
            evidence,
            &probe.input,
        ));
    }
    out
}

/// What happened, in words; `next` when the request after the probe found it.
fn what(how: &How, next: bool) -> String {
    let after = if next {
        "after this probe: the next request found it gone"
    } else {
        "after this probe, without answering it"
    };
    let said = match how {
        How::Exited(status) => format!("exited ({status}) {after}"),
        How::ClosedOutput => format!("closed its output (stdout) {after}"),
        How::ClosedInput => format!("closed its input (stdin) {after}"),
        How::NotUtf8 => format!("wrote a line that is not UTF-8 {after}"),
        How::StoppedReading(took) => format!(
            "stopped reading its input after this probe (a write did not complete in {} ms)",
            took.as_millis()
        ),
        How::Silent(timeout) => format!(
            "did not answer within {} s after this probe, nor a ping sent after it within as \
             long: it stopped answering",
            timeout.as_secs_f64()
        ),
        How::Status(status, body) => format!(
            "answered this probe HTTP {status} without a JSON-RPC answer: {}",
            crate::client::http::cut(body, 120)
        ),
        How::Reset(error) => {
            format!("reset or closed the connection on this probe without an answer: {error}")
        }
        How::Refused => {
            "stopped accepting connections after this probe: the next request was refused"
                .to_owned()
        }
    };
    format!("the server {said}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::{Connect, Era, Wire};
    use crate::probes::{for_tool, Canaries, Probe};
    use serde_json::Value;
    use std::cell::RefCell;
    use std::collections::VecDeque;
    use std::rc::Rc;
    use std::time::{Duration, Instant};

    type Script = Rc<RefCell<VecDeque<(Answer, Option<Crash>)>>>;
    /// Each finding's tool and evidence.
    type Seen = Vec<(Option<String>, String)>;

    /// A wire that answers `initialize` and then what the script says, logging the methods.
    struct Scripted {
        script: Script,
        sent: Rc<RefCell<Vec<String>>>,
        crash: Option<Crash>,
    }

    impl Wire for Scripted {
        fn request(&mut self, _: u64, method: &str, _: &Value, _: Duration) -> Answer {
            self.sent.borrow_mut().push(method.to_owned());
            if method == "initialize" {
                return Answer::Result(json!({ "protocolVersion": "2025-11-25" }));
            }
            let (answer, crash) = self.script.borrow_mut().pop_front().expect("scripted");
            self.crash = crash;
            answer
        }
        fn concurrent(
            &mut self,
            _: (u64, &str, &Value),
            _: (u64, &str, &Value),
            _: Duration,
        ) -> Option<crate::client::Together> {
            None
        }
        fn broken(&self) -> Option<&str> {
            None
        }
        fn crash(&mut self) -> Option<Crash> {
            self.crash.take()
        }
        fn notify(&mut self, _: &str, _: &Value) {}
        fn name(&self) -> &'static str {
            "scripted"
        }
    }

    /// A session over the script, the methods it sent, and two tools' first probes.
    fn session(script: Vec<(Answer, Option<Crash>)>) -> (Session, Rc<RefCell<Vec<String>>>) {
        let script: Script = Rc::new(RefCell::new(script.into()));
        let sent = Rc::new(RefCell::new(Vec::new()));
        let (s, log) = (script.clone(), sent.clone());
        let connect: Connect = Box::new(move || {
            Ok(Box::new(Scripted {
                script: s.clone(),
                sent: log.clone(),
                crash: None,
            }) as Box<dyn Wire>)
        });
        let deadline = Instant::now() + Duration::from_secs(60);
        let session = Session::open(connect, Era::Legacy, Duration::from_secs(1), deadline);
        (session.unwrap(), sent)
    }

    fn probe(tool: &str) -> Probe {
        let listed = json!({ "name": tool, "inputSchema": { "type": "object" } });
        for_tool(&listed, &mut Canaries::new()).remove(0)
    }

    /// Watch `answers` to probes of `tools` (one each); the findings' (tool, evidence).
    fn watch(tools: &[&str], script: Vec<(Answer, Option<Crash>)>) -> (Seen, Watch, Vec<String>) {
        let (mut session, sent) = session(script);
        let mut watch = Watch::new(&session);
        let mut outcomes = Vec::new();
        for tool in tools {
            let probe = probe(tool);
            let (answer, crash) = session.probe(probe.method, probe.params.clone());
            watch.after(&mut session, &answer, crash);
            outcomes.push(Outcome::new(probe, &answer));
        }
        let found = findings(&outcomes, &watch)
            .into_iter()
            .map(|f| (f.tool, f.evidence))
            .collect();
        let sent = sent.borrow().clone();
        (found, watch, sent)
    }

    fn ok() -> (Answer, Option<Crash>) {
        (Answer::Result(json!({})), None)
    }

    #[test]
    fn a_server_found_gone_by_the_next_request_crashed_on_the_probe_before() {
        let gone = Crash {
            how: How::Exited("status 0".into()),
            before: true,
        };
        let (found, _, _) = watch(
            &["a", "b", "c"],
            vec![
                ok(),
                (Answer::Transport("gone".into()), Some(gone.clone())),
                ok(),
            ],
        );
        assert_eq!(
            found,
            [(
                Some("a".to_owned()),
                "missing arguments probe (tools/call a): the server exited (status 0) after \
                 this probe: the next request found it gone"
                    .to_owned()
            )]
        );
        // Found gone with no live probe before it: no one to blame.
        let (found, _, _) = watch(&["a"], vec![(Answer::Transport("gone".into()), Some(gone))]);
        assert_eq!(found, []);
    }

    #[test]
    fn a_timeout_is_a_crash_only_when_a_ping_after_it_goes_unanswered_and_once_per_silence() {
        // Slow: the ping is answered (an error is an answer too).
        let alive = (
            Answer::Error {
                code: -32601,
                message: "Method not found".into(),
                data: None,
            },
            None,
        );
        let (found, watch_, sent) = watch(&["a"], vec![(Answer::Timeout, None), alive]);
        assert_eq!(found, []);
        assert_eq!(watch_.pings(), 1);
        assert_eq!(sent, ["initialize", "tools/call", "ping"]);
        // Silent: the probe, the ping, then the next probe (no ping while silent), then an
        // answer and a new silence.
        let script = vec![
            (Answer::Timeout, None),
            (Answer::Timeout, None),
            (Answer::Timeout, None),
            ok(),
            (Answer::Timeout, None),
            (Answer::Timeout, None),
        ];
        let (found, watch_, sent) = watch(&["a", "b", "c", "d"], script);
        let tools: Vec<Option<String>> = found.iter().map(|f| f.0.clone()).collect();
        assert_eq!(tools, [Some("a".to_owned()), Some("d".to_owned())]);
        assert!(found[0]
            .1
            .contains("did not answer within 1 s after this probe, nor a ping"));
        assert_eq!(watch_.pings(), 2);
        assert_eq!(sent.iter().filter(|m| *m == "ping").count(), 2);
        // The server went while the probe ran: how, for the probe.
        let exited = Crash::during(How::Exited("status 3".into()));
        let script = vec![
            (Answer::Timeout, None),
            (Answer::Transport("gone".into()), Some(exited)),
        ];
        let (found, _, _) = watch(&["a"], script);
        assert_eq!(found.len(), 1);
        assert!(found[0]
            .1
            .contains("the server exited (status 3) after this probe, without"));
    }

    #[test]
    fn one_finding_per_tool_and_kind_of_crash() {
        let status = |code| {
            let how = How::Status(code, "Internal Server Error".into());
            (Answer::Transport("HTTP".into()), Some(Crash::during(how)))
        };
        let reset = (
            Answer::Transport("reset".into()),
            Some(Crash::during(How::Reset("Connection reset by peer".into()))),
        );
        let (found, _, _) = watch(
            &["a", "a", "b", "a"],
            vec![status(500), status(503), status(502), reset],
        );
        let tools: Vec<Option<String>> = found.iter().map(|f| f.0.clone()).collect();
        assert_eq!(
            tools,
            [
                Some("a".to_owned()),
                Some("b".to_owned()),
                Some("a".to_owned())
            ]
        );
        assert!(found[0].1.ends_with(
            "the server answered this probe HTTP 500 without a JSON-RPC answer: Internal \
             Server Error"
        ));
        assert!(found[2].1.contains("reset or closed the connection"));
    }
}
