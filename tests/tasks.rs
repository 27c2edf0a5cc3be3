//! Tools as tasks (SEP-2663) over stdio: which calls become tasks, what `tasks/get`,
//! `tasks/update` and `tasks/cancel` answer, byte for byte; a task ends with exactly what a
//! direct call answers; another caller's task is no task; a replica that dies mid-task
//! leaves the task to end as lost, never running.

use toolwright_tests::server_harness;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use server_harness::{masked, stateless_meta, Client};
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use toolwright::server::tasks::{MemoryTasks, TaskConfig};
use toolwright::server::Server;
use toolwright::talk::Unanswered;
use toolwright::{mcp_tool, tools, Caller, Context, Elicit, State, ToolError, ToolSet};

/// A reading after `ms` milliseconds.
#[derive(Debug, Serialize, JsonSchema)]
struct Reading {
    ms: u64,
}

/// Reads after `ms` milliseconds: a task for a client that supports them.
#[mcp_tool(read_only, task = "optional")]
async fn slow(ms: u64) -> Result<Reading, Infallible> {
    if ms > 0 {
        tokio::time::sleep(Duration::from_millis(ms)).await;
    }
    Ok(Reading { ms })
}

/// Runs only as a task.
#[mcp_tool(task = "required")]
async fn batch(ms: u64) -> Result<Reading, Infallible> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok(Reading { ms })
}

#[derive(Debug, thiserror::Error, ToolError)]
enum JobError {
    #[error("the queue is full")]
    #[error_kind(operational, category = "rate_limited", message = "The queue is full.")]
    Full,
    #[error("job {0} belongs to another tenant")]
    #[error_kind(security)]
    OtherTenant(String),
    #[error("database at db.internal:5432 refused password=hunter2")]
    #[error_kind(internal)]
    Database,
}

/// Fails as `kind` says, after a moment.
#[mcp_tool(task = "optional")]
async fn job(kind: String) -> Result<String, JobError> {
    tokio::time::sleep(Duration::from_millis(20)).await;
    Err(match kind.as_str() {
        "full" => JobError::Full,
        "tenant" => JobError::OtherTenant("job-7".into()),
        _ => JobError::Database,
    })
}

/// Whether to go on.
#[derive(Debug, Deserialize, JsonSchema, Elicit)]
struct Go {
    go: bool,
}

/// Asks from inside its task whether to go on.
#[mcp_tool(task = "optional")]
async fn careful(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    tokio::time::sleep(Duration::from_millis(20)).await;
    let go = ctx.keyed("go").elicit::<Go>("Go on?").await.accepted()?;
    Ok(format!("went on: {}", go.go))
}

/// Set when a handler's future is dropped.
struct Dropped(Arc<AtomicBool>);

impl Drop for Dropped {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// Runs for an hour.
#[mcp_tool(task = "optional")]
async fn forever(#[ctx] dropped: State<Arc<AtomicBool>>) -> Result<String, Infallible> {
    let _guard = Dropped(Arc::clone(&dropped));
    tokio::time::sleep(Duration::from_secs(3600)).await;
    Ok("done".into())
}

/// Copies two tables, saying how far it is.
#[mcp_tool(task = "optional")]
async fn copy_tables(#[ctx] ctx: Context) -> Result<String, Infallible> {
    ctx.report_progress(1.0, Some(2.0), Some("Copied 1 of 2 tables."));
    tokio::time::sleep(Duration::from_millis(400)).await;
    Ok("copied".into())
}

fn set(dropped: &Arc<AtomicBool>) -> ToolSet {
    tools![slow, batch, job, careful, forever, copy_tables].with_state(Arc::clone(dropped))
}

fn server_with(store: &Arc<MemoryTasks>, lease: Duration) -> Server {
    let config = TaskConfig::new(Arc::clone(store))
        .ttl(Duration::from_secs(60))
        .poll_interval(Duration::from_millis(250))
        .lease(lease);
    Server::new(set(&Arc::new(AtomicBool::new(false)))).tasks(config)
}

fn meta(tasks: bool) -> Value {
    let mut meta = stateless_meta();
    let mut caps = json!({"elicitation": {}});
    if tasks {
        caps["extensions"] = json!({"io.modelcontextprotocol/tasks": {}});
    }
    meta["io.modelcontextprotocol/clientCapabilities"] = caps;
    meta
}

fn call(id: u64, tool: &str, arguments: Value, tasks: bool) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
           "params": {"name": tool, "arguments": arguments, "_meta": meta(tasks)}})
}

fn task_request(id: u64, method: &str, task: &str, extra: Value) -> Value {
    let mut params = json!({"taskId": task, "_meta": meta(true)});
    params
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

async fn line(client: &mut Client, message: Value) -> String {
    client.send(&message).await;
    client.recv_line().await
}

/// Call `tool` as a client with the tasks extension (request id 1): the answer, parsed.
async fn create(client: &mut Client, tool: &str, arguments: Value) -> Value {
    serde_json::from_str(&line(client, call(1, tool, arguments, true)).await).unwrap()
}

/// How long a test waits for what must happen before it fails: long, so that a loaded
/// machine is slow, not failing.
const PATIENCE: Duration = Duration::from_secs(30);

/// `tasks/get`, as a client polls, until the task is in a status of `done` (within
/// [`PATIENCE`]).
async fn until(client: &mut Client, task: &str, done: &[&str]) -> (Value, String) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    for n in 0.. {
        let raw = line(client, task_request(1000 + n, "tasks/get", task, json!({}))).await;
        let got: Value = serde_json::from_str(&raw).unwrap();
        let status = got["result"]["status"].as_str().unwrap_or("").to_owned();
        if done.contains(&status.as_str()) {
            return (got, raw);
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "task {task} never reached {done:?}: {raw}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    unreachable!()
}

/// The text of the `result` member of a response line, as sent.
fn result_text(line: &str) -> &str {
    let start = line.find(r#""result":"#).expect("a result") + 9;
    &line[start..line.len() - 1]
}

const META: &str =
    r#""_meta":{"io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}}"#;

#[tokio::test]
async fn a_client_without_the_extension_gets_direct_answers_and_required_task_tools_minus_32021() {
    let store = Arc::new(MemoryTasks::default());
    let mut client = Client::start(server_with(&store, Duration::from_secs(30)));
    let direct = line(&mut client, call(1, "slow", json!({"ms": 30}), false)).await;
    assert_eq!(
        direct,
        format!(
            r#"{{"jsonrpc":"2.0","id":1,"result":{{"content":[{{"type":"text","text":"{{\"ms\":30}}"}}],"structuredContent":{{"ms":30}},{META},"resultType":"complete"}}}}"#
        )
    );
    assert_eq!(
        line(&mut client, call(2, "batch", json!({"ms": 30}), false)).await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32021,"message":"Missing required client capability: the io.modelcontextprotocol/tasks extension.","data":{"requiredCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}}}}}"#
    );
    // The task methods need the extension too, before any task is looked up.
    let mut get = task_request(3, "tasks/get", "nope", json!({}));
    get["params"]["_meta"] = meta(false);
    let refused: Value = serde_json::from_str(&line(&mut client, get).await).unwrap();
    assert_eq!(refused["error"]["code"], -32021);
    // tasks/result and tasks/list are gone from the extension.
    for method in ["tasks/result", "tasks/list"] {
        let answer: Value =
            serde_json::from_str(&line(&mut client, task_request(4, method, "x", json!({}))).await)
                .unwrap();
        assert_eq!(answer["error"]["code"], -32601, "{method}");
    }
}

#[tokio::test]
async fn a_call_that_runs_on_becomes_a_task_whose_result_is_the_direct_calls_byte_for_byte() {
    let store = Arc::new(MemoryTasks::default());
    let mut client = Client::start(server_with(&store, Duration::from_secs(30)));
    // Done at once: answered directly, even to a client with the extension.
    let instant = line(&mut client, call(1, "slow", json!({"ms": 0}), true)).await;
    assert!(instant.contains(r#""resultType":"complete""#), "{instant}");
    let created = line(&mut client, call(2, "slow", json!({"ms": 150}), true)).await;
    let value: Value = serde_json::from_str(&created).unwrap();
    let task = value["result"]["taskId"]
        .as_str()
        .expect("a task id")
        .to_owned();
    assert_eq!(
        task.len(),
        64,
        "96 random bits, the issue time and a 96-bit tag binding them to the caller, in hex"
    );
    let shape = created
        .replace(&task, "ID")
        .replace(value["result"]["createdAt"].as_str().unwrap(), "T")
        .replace(value["result"]["lastUpdatedAt"].as_str().unwrap(), "T");
    assert_eq!(
        shape,
        format!(
            r#"{{"jsonrpc":"2.0","id":2,"result":{{"resultType":"task","taskId":"ID","status":"working","createdAt":"T","lastUpdatedAt":"T","ttlMs":60000,"pollIntervalMs":250,{META}}}}}"#
        )
    );
    // Durable before the answer: known at once.
    let (working, _) = until(&mut client, &task, &["working", "completed"]).await;
    assert_eq!(working["result"]["taskId"], task.as_str());
    let (done, raw) = until(&mut client, &task, &["completed"]).await;
    assert_eq!(done["result"]["resultType"], "complete");
    let direct = line(&mut client, call(3, "slow", json!({"ms": 150}), false)).await;
    assert!(
        raw.contains(&format!(r#","result":{}"#, result_text(&direct))),
        "the task's result is the direct call's, byte for byte:\n{raw}\n{direct}"
    );
    assert!(!raw.contains("requestState"));
}

#[tokio::test]
async fn failures_end_as_the_direct_call_answers_operational_completed_security_and_internal_failed(
) {
    let (logs, _guard) = toolwright_tests::LogCapture::start();
    let store = Arc::new(MemoryTasks::default());
    let mut client = Client::start(server_with(&store, Duration::from_secs(30)));
    for (n, kind, status) in [
        (1, "full", "completed"),
        (2, "tenant", "failed"),
        (3, "database", "failed"),
    ] {
        let created: Value = serde_json::from_str(
            &line(&mut client, call(n, "job", json!({"kind": kind}), true)).await,
        )
        .unwrap();
        let task = created["result"]["taskId"].as_str().unwrap().to_owned();
        let (ended, raw) = until(&mut client, &task, &["completed", "failed"]).await;
        assert_eq!(ended["result"]["status"], status, "{kind}: {raw}");
        let direct = line(
            &mut client,
            call(10 + n, "job", json!({"kind": kind}), false),
        )
        .await;
        let direct: Value = serde_json::from_str(&direct).unwrap();
        let ended = &ended["result"];
        match status {
            "completed" => {
                assert_eq!(ended["result"]["isError"], true);
                assert_eq!(
                    masked(&ended["result"].to_string()),
                    masked(&direct["result"].to_string())
                );
                assert!(ended.get("error").is_none());
            }
            _ => {
                assert_eq!(
                    masked(&ended["error"].to_string()),
                    masked(&direct["error"].to_string())
                );
                assert!(ended.get("result").is_none());
            }
        }
        for secret in ["hunter2", "db.internal", "job-7", "another tenant"] {
            assert!(!raw.contains(secret), "{kind}: {secret} reached the client");
        }
    }
    assert_eq!(
        ended_security(&logs.text()),
        2,
        "the security failure is logged, with its detail, for the task and the direct call"
    );
}

fn ended_security(logs: &str) -> usize {
    logs.matches("belongs to another tenant").count()
}

#[tokio::test]
async fn a_question_inside_a_task_waits_in_tasks_get_until_tasks_update_answers_it() {
    let store = Arc::new(MemoryTasks::default());
    let mut client = Client::start(server_with(&store, Duration::from_secs(30)));
    let created = create(&mut client, "careful", json!({})).await;
    assert_eq!(created["result"]["resultType"], "task", "{created}");
    let task = created["result"]["taskId"].as_str().unwrap().to_owned();
    let (asking, _) = until(&mut client, &task, &["input_required"]).await;
    assert_eq!(
        asking["result"]["inputRequests"],
        json!({"go": {"method": "elicitation/create", "params": {"message": "Go on?",
            "requestedSchema": {"type": "object", "properties": {"go": {"type": "boolean"}}, "required": ["go"]}}}})
    );
    // A key nobody asked is ignored; the ack is the same.
    let ack = format!(r#"{{"jsonrpc":"2.0","id":5,"result":{{"resultType":"complete",{META}}}}}"#);
    let stray = task_request(
        5,
        "tasks/update",
        &task,
        json!({"inputResponses": {"other": {"ignored": true}}}),
    );
    assert_eq!(line(&mut client, stray).await, ack);
    let (still, _) = until(&mut client, &task, &["input_required"]).await;
    assert_eq!(
        still["result"]["inputRequests"]["go"]["method"],
        "elicitation/create"
    );
    let answer = task_request(
        5,
        "tasks/update",
        &task,
        json!({"inputResponses": {"go": {"action": "accept", "content": {"go": true}}}}),
    );
    assert_eq!(line(&mut client, answer).await, ack);
    let (done, _) = until(&mut client, &task, &["completed"]).await;
    assert_eq!(
        done["result"]["result"]["content"][0]["text"],
        "went on: true"
    );
}

#[tokio::test]
async fn tasks_cancel_ends_the_task_drops_its_handler_and_acks_a_finished_one_alike() {
    let dropped = Arc::new(AtomicBool::new(false));
    let store = Arc::new(MemoryTasks::default());
    let server = Server::new(set(&dropped)).tasks(TaskConfig::new(Arc::clone(&store)));
    let mut client = Client::start(server);
    let created = create(&mut client, "forever", json!({})).await;
    let task = created["result"]["taskId"].as_str().unwrap().to_owned();
    let ack = r#"{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","#;
    let cancelled = line(
        &mut client,
        task_request(2, "tasks/cancel", &task, json!({})),
    )
    .await;
    assert!(cancelled.starts_with(ack), "{cancelled}");
    let (ended, _) = until(&mut client, &task, &["cancelled"]).await;
    assert_eq!(ended["result"]["statusMessage"], "Cancelled by the client.");
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while !dropped.load(Ordering::SeqCst) && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(dropped.load(Ordering::SeqCst), "the handler was dropped");
    let again = line(
        &mut client,
        task_request(2, "tasks/cancel", &task, json!({})),
    )
    .await;
    assert!(again.starts_with(ack), "{again}");
}

#[tokio::test]
async fn another_callers_task_is_answered_as_a_task_that_does_not_exist() {
    let store = Arc::new(MemoryTasks::default());
    let alice = Caller::new("alice").unwrap();
    let mallory = Caller::new("mallory").unwrap();
    let mut owner = Client::start(server_with(&store, Duration::from_secs(30)).caller(alice));
    let mut other = Client::start(server_with(&store, Duration::from_secs(30)).caller(mallory));
    let created: Value =
        serde_json::from_str(&line(&mut owner, call(1, "forever", json!({}), true)).await).unwrap();
    let task = created["result"]["taskId"].as_str().unwrap().to_owned();
    let unknown = |id: u64| {
        format!(
            r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32602,"message":"Invalid params: unknown task."}}}}"#
        )
    };
    for (n, method) in [(7, "tasks/get"), (8, "tasks/cancel")] {
        assert_eq!(
            line(&mut other, task_request(n, method, &task, json!({}))).await,
            unknown(n)
        );
        assert_eq!(
            line(
                &mut other,
                task_request(n, method, "0123456789abcdef0123456789abcdef", json!({}))
            )
            .await,
            unknown(n)
        );
    }
    let update = task_request(9, "tasks/update", &task, json!({"inputResponses": {}}));
    assert_eq!(line(&mut other, update).await, unknown(9));
    // Following it is no way in either: acknowledged as asked, never told anything.
    let listen = json!({"jsonrpc": "2.0", "id": 10, "method": "subscriptions/listen", "params": {
        "_meta": meta(true), "notifications": {"taskIds": [task.clone()]}}});
    let ack = line(&mut other, listen).await;
    assert!(ack.contains("acknowledged"), "{ack}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(other.sync().await, Vec::<String>::new());
    // The owner's task ran on untouched.
    let (mine, _) = until(&mut owner, &task, &["working"]).await;
    assert_eq!(mine["result"]["taskId"], task.as_str());
}

#[test]
fn a_replica_that_dies_mid_task_leaves_it_to_end_as_lost_never_running_again() {
    let store = Arc::new(MemoryTasks::default());
    let lease = Duration::from_secs(1);
    // Replica A, on a runtime of its own, creates the task; then the runtime is gone, its
    // runner with it, as a killed process's would be.
    let a = tokio::runtime::Runtime::new().unwrap();
    let task = a.block_on(async {
        let mut client = Client::start(server_with(&store, lease));
        let created: Value = serde_json::from_str(
            &line(&mut client, call(1, "slow", json!({"ms": 3_600_000}), true)).await,
        )
        .unwrap();
        created["result"]["taskId"].as_str().unwrap().to_owned()
    });
    a.shutdown_background();
    // Replica B serves the same store.
    let b = tokio::runtime::Runtime::new().unwrap();
    b.block_on(async {
        let mut client = Client::start(server_with(&store, lease));
        let (still, _) = until(&mut client, &task, &["working", "completed"]).await;
        assert_eq!(still["result"]["status"], "working", "within the lease it still runs");
        tokio::time::sleep(Duration::from_millis(1200)).await;
        let (lost, _) = until(&mut client, &task, &["completed"]).await;
        let text = lost["result"]["result"]["content"][0]["text"].as_str().unwrap();
        assert!(
            masked(text).starts_with("The task stopped before it finished: the server running it went away. It may have partly happened.\nCheck whether it took effect before running it again.\n[category=unknown_outcome; retryable=false; ref=tw-ID]"),
            "{text}"
        );
        assert_eq!(lost["result"]["result"]["isError"], true);
    });
}

#[tokio::test]
async fn a_subscription_follows_its_callers_tasks_as_notifications_tasks_until_they_end() {
    let store = Arc::new(MemoryTasks::default());
    let mut client = Client::start(server_with(&store, Duration::from_secs(30)));
    let created = create(&mut client, "slow", json!({"ms": 300})).await;
    let task = created["result"]["taskId"].as_str().unwrap().to_owned();
    let listen = |id: u64, tasks: bool| {
        json!({"jsonrpc": "2.0", "id": id, "method": "subscriptions/listen", "params": {
            "_meta": meta(tasks), "notifications": {"taskIds": [task.clone()]}}})
    };
    // Without the extension: -32021, as for the task methods.
    let refused: Value = serde_json::from_str(&line(&mut client, listen(5, false)).await).unwrap();
    assert_eq!(refused["error"]["code"], -32021, "{refused}");
    assert_eq!(
        line(&mut client, listen(6, true)).await,
        format!(
            r#"{{"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{{"_meta":{{"io.modelcontextprotocol/subscriptionId":6}},"notifications":{{"taskIds":["{task}"]}}}}}}"#
        )
    );
    let working: Value = serde_json::from_str(&client.recv_line().await).unwrap();
    assert_eq!(working["method"], "notifications/tasks");
    assert_eq!(working["params"]["taskId"], task.as_str());
    assert_eq!(working["params"]["status"], "working");
    assert_eq!(
        working["params"]["_meta"],
        json!({"io.modelcontextprotocol/subscriptionId": 6})
    );
    let done: Value = serde_json::from_str(&client.recv_line().await).unwrap();
    assert_eq!(done["params"]["status"], "completed", "{done}");
    assert_eq!(
        done["params"]["result"]["structuredContent"],
        json!({"ms": 300})
    );
    assert!(done["params"].get("resultType").is_none());
    // It ended: nothing more is sent for it.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(client.sync().await, Vec::<String>::new());
}

#[tokio::test]
async fn a_tasks_progress_is_its_status_message() {
    let store = Arc::new(MemoryTasks::default());
    let mut client = Client::start(server_with(&store, Duration::from_secs(30)));
    let created = create(&mut client, "copy_tables", json!({})).await;
    assert_eq!(
        created["result"]["statusMessage"], "Copied 1 of 2 tables.",
        "{created}"
    );
    let (working, _) = until(
        &mut client,
        created["result"]["taskId"].as_str().unwrap(),
        &["working"],
    )
    .await;
    assert_eq!(working["result"]["statusMessage"], "Copied 1 of 2 tables.");
}
