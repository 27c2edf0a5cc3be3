//! The server the official MCP conformance suite (`@modelcontextprotocol/conformance`) tests,
//! over Streamable HTTP: the suite's tool, resource, prompt and completion scenarios, under
//! the names and URIs it expects.
//!
//! ```sh
//! cargo run -p toolwright-examples --features http,skills --bin conformance -- 127.0.0.1:3001
//! bash scripts/conformance.sh     # builds this, runs the suite against it, prints the table
//! ```
//!
//! Served by toolwright's own Streamable HTTP transport (`Server::serve_http`), as the
//! `http` example is. See CONFORMANCE.md.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::convert::Infallible;
use std::process::ExitCode;
use std::time::Duration;
use toolwright::resource::Completing;
use toolwright::server::{Changes, Server};
use toolwright::wire::PromptMessage;
use toolwright::{
    mcp_prompt, mcp_resource, mcp_tool,
    talk::{SamplingRequest, Unanswered},
    tool::SchemaProfile,
    tools,
    wire::{ContentBlock, ResourceContents},
    Contents, Context, Elicit, Elicited, State, ToolError, ToolSet,
};

/// A 1x1 PNG.
const PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
/// A WAV file with no samples.
const WAV: &str = "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=";

/// Returns a simple text response.
#[mcp_tool(read_only)]
async fn test_simple_text() -> Result<String, Infallible> {
    Ok("This is a simple text response for testing.".into())
}

/// Returns an image.
#[mcp_tool(read_only)]
async fn test_image_content() -> Result<Contents, Infallible> {
    Ok(Contents(vec![ContentBlock::image(PNG, "image/png")]))
}

/// Returns audio.
#[mcp_tool(read_only)]
async fn test_audio_content() -> Result<Contents, Infallible> {
    Ok(Contents(vec![ContentBlock::audio(WAV, "audio/wav")]))
}

/// Returns an embedded text resource.
#[mcp_tool(read_only)]
async fn test_embedded_resource() -> Result<Contents, Infallible> {
    Ok(Contents(vec![ContentBlock::resource(
        ResourceContents::text(
            "test://embedded-resource",
            "This is an embedded resource content.",
        )
        .with_mime_type("text/plain"),
    )]))
}

/// Returns text, an image and an embedded resource.
#[mcp_tool(read_only)]
async fn test_multiple_content_types() -> Result<Contents, Infallible> {
    Ok(Contents(vec![
        ContentBlock::text("Multiple content types test:"),
        ContentBlock::image(PNG, "image/png"),
        ContentBlock::resource(
            ResourceContents::text(
                "test://mixed-content-resource",
                r#"{"test":"data","value":123}"#,
            )
            .with_mime_type("application/json"),
        ),
    ]))
}

/// How `test_error_handling` fails.
#[derive(Debug, thiserror::Error, ToolError)]
enum ScenarioError {
    #[error("test_error_handling failed on purpose")]
    #[error_kind(
        operational,
        category = "business",
        message = "This tool intentionally returns an error for testing",
        suggested_action = "Do not retry: this tool always fails."
    )]
    Intentional,
}

/// Always fails, as an operational error the model can read.
#[mcp_tool(read_only)]
async fn test_error_handling() -> Result<String, ScenarioError> {
    Err(ScenarioError::Intentional)
}

/// Reports progress 0, 50 and 100 of 100.
#[mcp_tool(read_only)]
async fn test_tool_with_progress(#[ctx] ctx: Context) -> Result<String, Infallible> {
    for step in [0.0, 50.0, 100.0] {
        ctx.report_progress(step, Some(100.0), None);
        if step < 100.0 {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    Ok("Progress test completed.".into())
}

/// Sends three log messages at `info`, 50 ms apart.
#[mcp_tool(read_only)]
async fn test_tool_with_logging(#[ctx] ctx: Context) -> Result<String, Infallible> {
    ctx.info("Tool execution started");
    tokio::time::sleep(Duration::from_millis(50)).await;
    ctx.info("Tool processing data");
    tokio::time::sleep(Duration::from_millis(50)).await;
    ctx.info("Tool execution completed");
    Ok("Logging test completed.".into())
}

/// Asks the client's model to answer `prompt`.
#[mcp_tool(read_only)]
async fn test_sampling(
    /// The prompt to send to the LLM.
    prompt: String,
    #[ctx] ctx: Context,
) -> Result<String, Unanswered> {
    let sampled = ctx.sample(SamplingRequest::new(prompt, 100)).await?;
    Ok(format!("LLM response: {}", sampled.text().unwrap_or("")))
}

/// The user's name and e-mail address.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct UserInfo {
    /// User's response
    username: String,
    /// User's email address
    email: String,
}

/// Asks the user for a name and an e-mail address.
#[mcp_tool(read_only)]
async fn test_elicitation(
    /// The message to show the user.
    message: String,
    #[ctx] ctx: Context,
) -> Result<String, Unanswered> {
    let answer = ctx.elicit::<UserInfo>(message).await;
    Ok(format!("User response: {}", describe(answer)?))
}

fn describe<T: Serialize>(answer: Elicited<T>) -> Result<String, Unanswered> {
    Ok(match answer {
        Elicited::Accepted(content) => format!(
            "action=accept, content={}",
            serde_json::to_string(&content).expect("forms serialize")
        ),
        Elicited::Declined => "action=decline".into(),
        Elicited::Cancelled => "action=cancel".into(),
        Elicited::Unsupported => return Err(Unanswered::Unsupported),
        Elicited::TimedOut => return Err(Unanswered::TimedOut),
    })
}

/// An account status. (`Serialize`, so schemars can write its default.)
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
enum Status {
    Active,
    Inactive,
    Pending,
}

/// SEP-1034: a default for every primitive type.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct Defaults {
    #[serde(default = "default_name")]
    name: String,
    #[serde(default = "default_age")]
    age: i64,
    #[serde(default = "default_score")]
    score: f64,
    #[serde(default = "default_status")]
    status: Status,
    #[serde(default = "default_verified")]
    verified: bool,
}

fn default_name() -> String {
    "John Doe".into()
}
fn default_age() -> i64 {
    30
}
fn default_score() -> f64 {
    95.5
}
fn default_status() -> Status {
    Status::Active
}
fn default_verified() -> bool {
    true
}

/// Asks for a form whose every field has a default (SEP-1034).
#[mcp_tool(read_only)]
async fn test_elicitation_sep1034_defaults(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let answer = ctx
        .elicit::<Defaults>("Please review and update the form fields with defaults")
        .await;
    Ok(format!("Elicitation completed: {}", describe(answer)?))
}

/// Options without titles.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
enum Untitled {
    Option1,
    Option2,
    Option3,
}

/// Options with titles.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
enum Titled {
    #[schemars(title = "First Option")]
    Value1,
    #[schemars(title = "Second Option")]
    Value2,
    #[schemars(title = "Third Option")]
    Value3,
}

/// SEP-1330: every shape of choice.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "camelCase")]
struct Enums {
    untitled_single: Untitled,
    titled_single: Titled,
    /// The legacy form, kept for older clients.
    #[schemars(extend("enum" = ["opt1", "opt2", "opt3"], "enumNames" = ["Option One", "Option Two", "Option Three"]))]
    legacy_enum: String,
    untitled_multi: Vec<Untitled>,
    titled_multi: Vec<Titled>,
}

/// Asks for a form with every shape of choice (SEP-1330).
#[mcp_tool(read_only)]
async fn test_elicitation_sep1330_enums(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let answer = ctx
        .elicit::<Enums>("Please select options from the enum fields")
        .await;
    Ok(format!("Elicitation completed: {}", describe(answer)?))
}

/// A postal address (its schema anchored as `addressDef`, which 2020-12 `$ref`s may name).
#[derive(Deserialize, JsonSchema)]
#[schemars(rename = "address", extend("$anchor" = "addressDef"))]
struct Address {
    street: Option<String>,
    city: Option<String>,
}

/// How to reach the person.
#[derive(Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
enum ContactMethod {
    Phone,
    Email,
}

/// What the arguments cannot say one by one: a phone number or an email address is
/// required, and which one follows `contactMethod` (2020-12 `allOf`, `if`/`then`/`else`).
fn phone_or_email(schema: &mut schemars::Schema) {
    for (keyword, rule) in [
        (
            "allOf",
            serde_json::json!([{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}]),
        ),
        (
            "if",
            serde_json::json!({"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]}),
        ),
        ("then", serde_json::json!({"required": ["phone"]})),
        ("else", serde_json::json!({"required": ["email"]})),
    ] {
        schema.insert(keyword.into(), rule);
    }
}

/// Tool with JSON Schema 2020-12 features
#[mcp_tool(read_only, schema_transform = phone_or_email)]
#[allow(non_snake_case)]
async fn json_schema_2020_12_tool(
    name: Option<String>,
    address: Option<Address>,
    contactMethod: Option<ContactMethod>,
    phone: Option<String>,
    email: Option<String>,
) -> Result<String, Infallible> {
    let city = address.and_then(|a| a.city.or(a.street));
    let reach = match contactMethod {
        Some(ContactMethod::Phone) => phone,
        Some(ContactMethod::Email) | None => email.or(phone),
    };
    Ok(format!(
        "name={}, city={}, reach={}",
        name.as_deref().unwrap_or("-"),
        city.as_deref().unwrap_or("-"),
        reach.as_deref().unwrap_or("-")
    ))
}

/// Looks a query up in one region: a load balancer routes on `Mcp-Param-Region`, the
/// header a 2026-07-28 client mirrors the `region` argument into (SEP-2243).
#[mcp_tool(read_only)]
async fn test_region_header(
    /// Where to look.
    #[header("Region")]
    region: String,
) -> Result<String, Infallible> {
    Ok(format!("Looked up in region {region}."))
}

/// A static text resource.
#[mcp_resource(
    uri = "test://static-text",
    name = "static-text",
    mime_type = "text/plain"
)]
fn static_text() -> Result<&'static str, Infallible> {
    Ok("This is the content of the static text resource.")
}

/// A static binary resource (a 1x1 PNG).
#[mcp_resource(
    uri = "test://static-binary",
    name = "static-binary",
    mime_type = "image/png"
)]
fn static_binary() -> Result<ResourceContents, Infallible> {
    Ok(ResourceContents::blob("test://static-binary", PNG))
}

/// A resource clients subscribe to.
#[mcp_resource(
    uri = "test://watched-resource",
    name = "watched-resource",
    mime_type = "text/plain"
)]
fn watched_resource() -> Result<&'static str, Infallible> {
    Ok("Watched resource content.")
}

/// Data for one id, from a URI template.
#[mcp_resource(
    uri = "test://template/{id}/data",
    name = "template-data",
    mime_type = "application/json"
)]
fn template_data(id: String) -> Result<String, Infallible> {
    Ok(
        serde_json::json!({ "id": id, "templateTest": true, "data": format!("Data for ID: {id}") })
            .to_string(),
    )
}

/// A simple prompt with no arguments.
#[mcp_prompt(name = "test_simple_prompt")]
fn test_simple_prompt() -> Result<String, Infallible> {
    Ok("This is a simple prompt for testing.".into())
}

/// A prompt with two required arguments.
#[mcp_prompt(name = "test_prompt_with_arguments", complete = complete_arg)]
fn test_prompt_with_arguments(
    /// First test argument
    arg1: String,
    /// Second test argument
    arg2: String,
) -> Result<String, Infallible> {
    Ok(format!(
        "Prompt with arguments: arg1='{arg1}', arg2='{arg2}'"
    ))
}

/// Suggestions for `arg1` and `arg2`: the values that start with what was typed.
fn complete_arg(request: &Completing) -> Vec<String> {
    ["paris", "park", "party", "test", "testValue1", "testValue2"]
        .into_iter()
        .filter(|v| v.starts_with(request.value()))
        .map(String::from)
        .collect()
}

/// A prompt that embeds a resource (its argument named as the suite names it).
#[allow(non_snake_case)]
#[mcp_prompt(name = "test_prompt_with_embedded_resource")]
fn test_prompt_with_embedded_resource(
    /// URI of the resource to embed
    resourceUri: String,
) -> Result<Vec<PromptMessage>, Infallible> {
    Ok(vec![
        PromptMessage::user(ContentBlock::resource(
            ResourceContents::text(resourceUri, "Embedded resource content for testing.")
                .with_mime_type("text/plain"),
        )),
        PromptMessage::user("Please process the embedded resource above."),
    ])
}

/// A prompt with an image.
#[mcp_prompt(name = "test_prompt_with_image")]
fn test_prompt_with_image() -> Result<Vec<PromptMessage>, Infallible> {
    Ok(vec![
        PromptMessage::user(ContentBlock::image(PNG, "image/png")),
        PromptMessage::user("Please analyze the image above."),
    ])
}

/// A name, asked in a 2026-07-28 round.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct Named {
    name: String,
}

/// A yes or no, asked in a 2026-07-28 round.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct Confirmation {
    ok: bool,
}

/// The name a round brought, or what the handler heard instead.
fn name_of(answer: Elicited<Named>) -> Result<String, Unanswered> {
    match answer {
        Elicited::Accepted(n) => Ok(n.name),
        other => Err(describe(other).err().unwrap_or(Unanswered::Declined)),
    }
}

/// MRTR: one elicitation, under the key the suite answers (`user_name`).
#[mcp_tool(read_only)]
async fn test_input_required_result_elicitation(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let name = name_of(ctx.keyed("user_name").elicit("What is your name?").await)?;
    Ok(format!("Hello, {name}!"))
}

/// What a prompt asks for before it is written.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct PromptContext {
    context: String,
}

/// MRTR on `prompts/get`: asks the user for context (`user_context`), then writes the
/// prompt with it.
#[mcp_prompt]
async fn test_input_required_result_prompt(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let answer = ctx
        .keyed("user_context")
        .elicit::<PromptContext>("What context should the prompt use?")
        .await
        .accepted()?;
    Ok(format!("Prompt with context: {}", answer.context))
}

/// MRTR: one sampling request (`capital_question`).
#[mcp_tool(read_only)]
async fn test_input_required_result_sampling(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let request = SamplingRequest::new("What is the capital of France?", 100);
    let sampled = ctx.keyed("capital_question").sample(request).await?;
    Ok(format!("The model said: {}", sampled.text().unwrap_or("")))
}

/// MRTR: the client's roots (`client_roots`).
#[mcp_tool(read_only)]
async fn test_input_required_result_list_roots(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let roots = ctx.keyed("client_roots").list_roots().await?;
    let uris: Vec<&str> = roots.iter().map(|r| r.uri.as_str()).collect();
    Ok(format!("Roots: {}", uris.join(", ")))
}

/// MRTR: three questions in one round (asked together, answered together).
#[mcp_tool(read_only)]
async fn test_input_required_result_multiple_inputs(
    #[ctx] ctx: Context,
) -> Result<String, Unanswered> {
    let (user, model, client) = (
        ctx.keyed("user_name"),
        ctx.keyed("greeting"),
        ctx.keyed("client_roots"),
    );
    let (name, greeting, roots) = tokio::join!(
        user.elicit::<Named>("What is your name?"),
        model.sample(SamplingRequest::new("Generate a greeting", 50)),
        client.list_roots(),
    );
    let name = name_of(name)?;
    let greeting = greeting?;
    Ok(format!(
        "{} {name} ({} roots)",
        greeting.text().unwrap_or(""),
        roots?.len()
    ))
}

/// MRTR: two rounds, the second asked once the first is answered.
#[mcp_tool(read_only)]
async fn test_input_required_result_multi_round(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let name = name_of(
        ctx.keyed("step1")
            .elicit("Step 1: What is your name?")
            .await,
    )?;
    let confirmed = ctx
        .keyed("step2")
        .elicit::<Confirmation>(format!("Step 2: Continue as {name}?"))
        .await;
    let ok = matches!(confirmed, Elicited::Accepted(Confirmation { ok: true }));
    Ok(format!("Done: {name}, confirmed={ok}"))
}

/// MRTR: the answer arrives with the sealed `requestState`, which the server opened.
#[mcp_tool(read_only)]
async fn test_input_required_result_request_state(
    #[ctx] ctx: Context,
) -> Result<String, Unanswered> {
    let answer = ctx
        .keyed("confirm")
        .elicit::<Confirmation>("Please confirm")
        .await;
    Ok(format!("state-ok: {}", describe(answer)?))
}

/// MRTR: a tampered `requestState` is refused (`-32602`) before the handler runs again.
#[mcp_tool(read_only)]
async fn test_input_required_result_tampered_state(
    #[ctx] ctx: Context,
) -> Result<String, Unanswered> {
    let answer = ctx
        .keyed("confirm")
        .elicit::<Confirmation>("Please confirm")
        .await;
    Ok(format!("state-ok: {}", describe(answer)?))
}

/// MRTR: only what the client declared is asked (a question it cannot answer is
/// `Unsupported` to the handler at once, and never leaves the server).
#[mcp_tool(read_only)]
async fn test_input_required_result_capabilities(
    #[ctx] ctx: Context,
) -> Result<String, Unanswered> {
    let (user, model) = (ctx.keyed("user_name"), ctx.keyed("capital_question"));
    let (name, sampled) = tokio::join!(
        user.elicit::<Named>("What is your name?"),
        model.sample(SamplingRequest::new("What is the capital of France?", 100)),
    );
    let name = name_of(name).unwrap_or_else(|_| "(not asked)".into());
    let said = sampled.map_or_else(
        |_| "(not asked)".into(),
        |s| s.text().unwrap_or("").to_owned(),
    );
    Ok(format!("name: {name}; model: {said}"))
}

/// SEP-2575: a 2026-07-28 call that asks the user ends `input_required` on its own
/// response; nothing else is sent on the stream.
#[mcp_tool(read_only)]
async fn test_streaming_elicitation(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let name = name_of(ctx.keyed("user_name").elicit("What is your name?").await)?;
    Ok(format!("Hello, {name}!"))
}

/// SEP-2575: a handler's log messages; in 2026-07-28 they go to the server's log only.
#[mcp_tool(read_only)]
async fn test_logging_tool(#[ctx] ctx: Context) -> Result<String, Infallible> {
    ctx.info("test_logging_tool ran");
    Ok("Logged.".into())
}

/// SEP-2575: a tool that cannot run without the client's model. A 2026-07-28 client that
/// did not declare `sampling` gets -32021 naming it (HTTP 400).
#[mcp_tool(read_only)]
async fn test_missing_capability(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let sampled = ctx.sample(SamplingRequest::new("Say hello.", 20)).await?;
    Ok(format!("The model said: {}", sampled.text().unwrap_or("")))
}

/// Changes the prompts the server offers: every client listening for prompt changes hears
/// `notifications/prompts/list_changed` (through the application's `Changes` handle).
#[mcp_tool]
async fn test_trigger_prompt_change(#[ctx] changes: State<Changes>) -> Result<String, Infallible> {
    changes.prompts_changed();
    Ok("Mutation triggered".into())
}

/// A job that fails: a step it depends on did not succeed (operational), or its own data
/// is broken (internal).
#[derive(Debug, thiserror::Error, ToolError)]
enum JobError {
    #[error("the job's downstream step failed")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The job failed: its downstream step did not succeed.",
        suggested_action = "Run the job again later."
    )]
    Failed,
    #[error("the job's state in /var/lib/jobs/state.db is corrupt")]
    #[error_kind(internal)]
    Corrupt,
}

/// Greets someone, at once (never a task).
#[mcp_tool(read_only)]
async fn greet(name: String) -> Result<String, Infallible> {
    Ok(format!("Hello, {name}!"))
}

/// Computes for `seconds` seconds: a task for a client that supports them.
#[mcp_tool(read_only, task = "optional")]
async fn slow_compute(seconds: u64, label: Option<String>) -> Result<String, Infallible> {
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    Ok(format!(
        "Computed {} in {seconds} s.",
        label.as_deref().unwrap_or("the result")
    ))
}

/// A job that runs only as a task, and fails the way a model can read.
#[mcp_tool(task = "required")]
async fn failing_job() -> Result<String, JobError> {
    tokio::time::sleep(Duration::from_secs(1)).await;
    Err(JobError::Failed)
}

/// A job that fails inside: the task fails with the internal error a direct call gets.
#[mcp_tool(task = "optional")]
async fn protocol_error_job() -> Result<String, JobError> {
    tokio::time::sleep(Duration::from_millis(200)).await;
    Err(JobError::Corrupt)
}

/// Whether to go ahead.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct Confirm {
    confirm: bool,
}

/// Deletes a file once the user confirms, asking from inside the task.
#[mcp_tool(destructive, task = "optional")]
async fn confirm_delete(#[ctx] ctx: Context, filename: String) -> Result<String, Unanswered> {
    // Find the file first; the question comes once the task runs.
    tokio::time::sleep(Duration::from_millis(50)).await;
    let answer = ctx
        .elicit::<Confirm>(format!("Delete {filename}?"))
        .await
        .accepted()?;
    Ok(if answer.confirm {
        format!("Deleted {filename}.")
    } else {
        format!("Kept {filename}.")
    })
}

/// A name and a yes or no, asked together.
#[derive(Debug, Serialize, Deserialize, JsonSchema, Elicit)]
struct NameAndConfirm {
    name: String,
    confirm: bool,
}

/// Asks two questions at once from inside its task.
#[mcp_tool(task = "optional")]
async fn multi_input(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    tokio::time::sleep(Duration::from_millis(50)).await;
    let (first, second) = tokio::join!(
        ctx.elicit::<NameAndConfirm>("Who is first?"),
        ctx.elicit::<NameAndConfirm>("Who is second?"),
    );
    let (first, second) = (first.accepted()?, second.accepted()?);
    Ok(format!("Got {} and {}.", first.name, second.name))
}

/// Asks for a name in a synchronous round, then runs as a task (MRTR before the task).
#[mcp_tool(read_only, task = "required")]
async fn test_tool_with_task(#[ctx] ctx: Context) -> Result<String, Unanswered> {
    let name = name_of(ctx.keyed("user_name").elicit("What is your name?").await)?;
    tokio::time::sleep(Duration::from_millis(200)).await;
    Ok(format!("Hello, {name}!"))
}

/// The suite's `json-schema-2020-12` scenario checks that a tool's `$schema` and `$defs`
/// reach the client: advertised in the referenced profile (the default, portable one inlines
/// `$defs` and drops `$schema`).
fn toolset() -> ToolSet {
    tools![
        test_simple_text,
        test_image_content,
        test_audio_content,
        test_embedded_resource,
        test_multiple_content_types,
        test_error_handling,
        test_tool_with_progress,
        test_tool_with_logging,
        test_sampling,
        test_elicitation,
        test_elicitation_sep1034_defaults,
        test_elicitation_sep1330_enums,
        json_schema_2020_12_tool,
        test_region_header,
        static_text,
        static_binary,
        watched_resource,
        template_data,
        test_simple_prompt,
        test_prompt_with_arguments,
        test_prompt_with_embedded_resource,
        test_prompt_with_image,
        test_input_required_result_elicitation,
        test_input_required_result_prompt,
        test_input_required_result_sampling,
        test_input_required_result_list_roots,
        test_input_required_result_multiple_inputs,
        test_input_required_result_multi_round,
        test_input_required_result_request_state,
        test_input_required_result_tampered_state,
        test_input_required_result_capabilities,
        test_streaming_elicitation,
        test_logging_tool,
        test_missing_capability,
        test_trigger_prompt_change,
        greet,
        slow_compute,
        failing_job,
        protocol_error_job,
        confirm_delete,
        multi_input,
        test_tool_with_task
    ]
    .with_schema_profile(SchemaProfile::Referenced)
}

#[tokio::main]
async fn main() -> ExitCode {
    toolwright_examples::log_to_stderr();
    let arg = std::env::args().nth(1);
    let listener =
        match toolwright_examples::listen("conformance", arg.as_deref(), "127.0.0.1:3001").await {
            Ok(listener) => listener,
            Err(code) => return code,
        };
    // The SEP-2640 scenarios read the skills of examples/skills, served as a tree.
    let skills = concat!(env!("CARGO_MANIFEST_DIR"), "/skills");
    let tools = match toolwright::skill::Skills::load(skills) {
        Ok(skills) => toolset().with_skills(skills),
        Err(e) => {
            eprintln!("conformance: {e}");
            return ExitCode::FAILURE;
        }
    };
    let changes = tools.changes();
    let server = Server::new(tools.with_state(changes)).name("toolwright-conformance");
    toolwright_examples::serve_http(
        "toolwright-conformance",
        server,
        toolwright::server::http::HttpConfig::new(),
        listener,
    )
    .await
}
