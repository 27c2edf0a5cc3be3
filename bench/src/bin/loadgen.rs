//! The stdio benchmark driver. Starts each server given as `NAME=COMMAND` as a process, does
//! the MCP handshake, then:
//!
//! - **throughput**: pipes `--calls` `tools/call echo` requests with at most `--window` in
//!   flight, reading answers on another thread; reports calls/s and the server's peak RSS
//!   (`VmHWM` from `/proc/<pid>/status`) at the end of the run;
//! - **latency**: `--latency-calls` calls one at a time (window 1); reports mean, p50 and
//!   p99 round trip.
//!
//! Every answer is checked: each id answered exactly once, each a result echoing the text.
//! Runs alternate between servers, `--runs` times, and the table shows medians, each
//! server next to the first one given (the baseline).
//!
//! ```text
//! loadgen [--calls N] [--window W] [--latency-calls N] [--runs R] NAME=COMMAND...
//! ```

use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

const TEXT: &str = "hello, world";

struct Options {
    calls: u64,
    window: u64,
    latency_calls: u64,
    runs: usize,
    servers: Vec<(String, String)>,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        calls: 200_000,
        window: 20_000,
        latency_calls: 20_000,
        runs: 3,
        servers: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut num = |name: &str| -> Result<u64, String> {
            args.next()
                .and_then(|v| v.parse().ok())
                .ok_or(format!("{name} takes a number"))
        };
        match arg.as_str() {
            "--calls" => o.calls = num("--calls")?,
            "--window" => o.window = num("--window")?.max(1),
            "--latency-calls" => o.latency_calls = num("--latency-calls")?,
            "--runs" => o.runs = usize::try_from(num("--runs")?.max(1)).unwrap_or(1),
            other => match other.split_once('=') {
                Some((name, cmd)) => o.servers.push((name.to_owned(), cmd.to_owned())),
                None => return Err(format!("unexpected argument `{other}`")),
            },
        }
    }
    if o.servers.is_empty() {
        return Err("give at least one NAME=COMMAND".into());
    }
    Ok(o)
}

fn main() {
    let options = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("loadgen: {e}\nusage: loadgen [--calls N] [--window W] [--latency-calls N] [--runs R] NAME=COMMAND...");
            std::process::exit(2);
        }
    };
    let mut results: Vec<Vec<Run>> = options.servers.iter().map(|_| Vec::new()).collect();
    for run in 0..options.runs {
        for (i, (name, cmd)) in options.servers.iter().enumerate() {
            let r = bench(cmd, &options).unwrap_or_else(|e| {
                eprintln!("loadgen: {name}: {e}");
                std::process::exit(1);
            });
            eprintln!(
                "run {}/{} {name}: {:.0} calls/s, peak RSS {:.1} MB, window-1 mean {:.1} us",
                run + 1,
                options.runs,
                r.calls_per_sec,
                r.peak_rss_kb as f64 / 1024.0,
                r.lat_mean_us
            );
            results[i].push(r);
        }
    }
    let medians: Vec<Run> = results.iter().map(|runs| median(runs)).collect();
    let base = &medians[0];
    println!(
        "| server | calls/s (window {}) | vs {} | peak RSS | window-1 mean | p50 | p99 | vs {} |",
        options.window, options.servers[0].0, options.servers[0].0
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for ((name, _), m) in options.servers.iter().zip(&medians) {
        println!(
            "| {name} | {:.0} | {:.2}x | {:.1} MB | {:.1} us | {:.1} us | {:.1} us | {:+.1}% |",
            m.calls_per_sec,
            m.calls_per_sec / base.calls_per_sec,
            m.peak_rss_kb as f64 / 1024.0,
            m.lat_mean_us,
            m.lat_p50_us,
            m.lat_p99_us,
            (m.lat_mean_us / base.lat_mean_us - 1.0) * 100.0,
        );
    }
}

#[derive(Clone, Copy)]
struct Run {
    calls_per_sec: f64,
    peak_rss_kb: u64,
    lat_mean_us: f64,
    lat_p50_us: f64,
    lat_p99_us: f64,
}

/// The per-field median of several runs.
fn median(runs: &[Run]) -> Run {
    let med = |f: fn(&Run) -> f64| {
        let mut v: Vec<f64> = runs.iter().map(f).collect();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    Run {
        calls_per_sec: med(|r| r.calls_per_sec),
        peak_rss_kb: med(|r| r.peak_rss_kb as f64) as u64,
        lat_mean_us: med(|r| r.lat_mean_us),
        lat_p50_us: med(|r| r.lat_p50_us),
        lat_p99_us: med(|r| r.lat_p99_us),
    }
}

struct Server {
    child: Child,
    input: BufWriter<ChildStdin>,
    output: BufReader<ChildStdout>,
}

fn start(cmd: &str) -> io::Result<Server> {
    let mut parts = cmd.split_whitespace();
    let program = parts.next().ok_or(io::Error::other("empty command"))?;
    let mut child = Command::new(program)
        .args(parts)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()?;
    let input = BufWriter::with_capacity(64 * 1024, child.stdin.take().expect("piped"));
    let output = BufReader::with_capacity(64 * 1024, child.stdout.take().expect("piped"));
    let mut server = Server {
        child,
        input,
        output,
    };
    server.input.write_all(
        b"{\"jsonrpc\":\"2.0\",\"id\":\"init\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"loadgen\",\"version\":\"0\"}}}\n",
    )?;
    server.input.flush()?;
    let mut line = Vec::new();
    server.output.read_until(b'\n', &mut line)?;
    if !line.starts_with(b"{") || !contains(&line, b"\"protocolVersion\"") {
        return Err(io::Error::other(format!(
            "bad initialize answer: {}",
            String::from_utf8_lossy(&line)
        )));
    }
    server
        .input
        .write_all(b"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")?;
    Ok(server)
}

fn request(out: &mut Vec<u8>, id: u64) {
    out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":");
    out.extend_from_slice(itoa::Buffer::new().format(id).as_bytes());
    out.extend_from_slice(
        b",\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":\"",
    );
    out.extend_from_slice(TEXT.as_bytes());
    out.extend_from_slice(b"\"}}}\n");
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    memchr::memmem::find(haystack, needle).is_some()
}

/// The numeric id of an answer, checking that it is a result echoing the text.
fn check_answer(line: &[u8]) -> io::Result<u64> {
    let bad = || io::Error::other(format!("bad answer: {}", String::from_utf8_lossy(line)));
    let at = memchr::memmem::find(line, b"\"id\":").ok_or_else(bad)? + 5;
    let digits = line[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    let id = std::str::from_utf8(&line[at..at + digits])
        .ok()
        .and_then(|s| s.parse().ok())
        .ok_or_else(bad)?;
    if !contains(line, b"\"result\"")
        || contains(line, b"\"isError\"")
        || !contains(line, TEXT.as_bytes())
    {
        return Err(bad());
    }
    Ok(id)
}

fn peak_rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn bench(cmd: &str, o: &Options) -> io::Result<Run> {
    let (calls_per_sec, peak_rss_kb) = throughput(cmd, o)?;
    let mut latencies = latency(cmd, o.latency_calls)?;
    latencies.sort_by(f64::total_cmp);
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0.0)
    };
    Ok(Run {
        calls_per_sec,
        peak_rss_kb,
        lat_mean_us: latencies.iter().sum::<f64>() / latencies.len().max(1) as f64,
        lat_p50_us: pct(0.50),
        lat_p99_us: pct(0.99),
    })
}

/// Close the server's input, and check it exits cleanly within a few seconds.
fn finish(mut server: Server) -> io::Result<()> {
    drop(server.input);
    let mut rest = Vec::new();
    server.output.read_to_end(&mut rest)?;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = server.child.try_wait()? {
            if !status.success() {
                return Err(io::Error::other(format!("server exited with {status}")));
            }
            if !rest.is_empty() {
                return Err(io::Error::other("unexpected output after the last answer"));
            }
            return Ok(());
        }
        if Instant::now() > deadline {
            let _ = server.child.kill();
            return Err(io::Error::other("server did not exit after end of input"));
        }
        thread::sleep(Duration::from_millis(5));
    }
}

fn throughput(cmd: &str, o: &Options) -> io::Result<(f64, u64)> {
    let Server {
        child,
        mut input,
        mut output,
    } = start(cmd)?;
    let pid = child.id();
    let calls = o.calls;
    let window = o.window;
    let received = Arc::new(AtomicU64::new(0));
    let begin = Instant::now();
    let reader = {
        let received = received.clone();
        thread::spawn(move || -> io::Result<BufReader<ChildStdout>> {
            let mut seen = vec![false; usize::try_from(calls).expect("fits")];
            let mut line = Vec::with_capacity(256);
            for _ in 0..calls {
                line.clear();
                if output.read_until(b'\n', &mut line)? == 0 {
                    return Err(io::Error::other("server closed its output early"));
                }
                let id = check_answer(&line)?;
                let slot = seen
                    .get_mut(usize::try_from(id).expect("fits"))
                    .ok_or_else(|| io::Error::other("unknown id"))?;
                if std::mem::replace(slot, true) {
                    return Err(io::Error::other(format!("id {id} answered twice")));
                }
                received.fetch_add(1, Ordering::Release);
            }
            Ok(output)
        })
    };
    let mut buf = Vec::with_capacity(256);
    for id in 0..calls {
        if id - received.load(Ordering::Acquire) >= window {
            input.flush()?;
            while id - received.load(Ordering::Acquire) >= window {
                thread::yield_now();
            }
        }
        buf.clear();
        request(&mut buf, id);
        input.write_all(&buf)?;
    }
    input.flush()?;
    let output = reader.join().expect("reader thread")?;
    let elapsed = begin.elapsed().as_secs_f64();
    let rss = peak_rss_kb(pid);
    finish(Server {
        child,
        input,
        output,
    })?;
    Ok((calls as f64 / elapsed, rss))
}

fn latency(cmd: &str, calls: u64) -> io::Result<Vec<f64>> {
    let mut server = start(cmd)?;
    let mut buf = Vec::with_capacity(256);
    let mut line = Vec::with_capacity(256);
    let mut out = Vec::with_capacity(usize::try_from(calls).expect("fits"));
    for id in 0..calls {
        buf.clear();
        request(&mut buf, id);
        let t = Instant::now();
        server.input.write_all(&buf)?;
        server.input.flush()?;
        line.clear();
        server.output.read_until(b'\n', &mut line)?;
        let took = t.elapsed();
        if check_answer(&line)? != id {
            return Err(io::Error::other("answers out of order at window 1"));
        }
        // The first calls warm caches and the allocator; they are not the steady state.
        if id >= calls / 20 {
            out.push(took.as_secs_f64() * 1e6);
        }
    }
    finish(server)?;
    Ok(out)
}
