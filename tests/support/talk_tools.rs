//! The tools the talking-back suites (`server_talk`, `http_talk`) serve: one that asks the
//! user, one that logs planted secrets, one that asks the client's model.

use schemars::JsonSchema;
use serde::Deserialize;
use std::convert::Infallible;
use toolwright::server::Server;
use toolwright::{
    mcp_tool,
    talk::{LogLevel, SamplingRequest, Unanswered},
    tools, Context, Elicit, ToolSet,
};

/// Whether the customer's refund goes ahead.
#[derive(Debug, Deserialize, JsonSchema, Elicit)]
struct Approval {
    /// Approve the refund?
    approve: bool,
}

/// Refund after the user approves.
#[mcp_tool(destructive)]
async fn refund(amount: u64, #[ctx] ctx: Context) -> Result<String, Unanswered> {
    let approval = ctx
        .elicit::<Approval>(format!("Refund ${amount}?"))
        .await
        .accepted()?;
    Ok(if approval.approve {
        format!("refunded ${amount}")
    } else {
        "not approved".to_owned()
    })
}

/// Asks from a task of its own, as a handler that fans work out does.
#[mcp_tool(destructive)]
async fn refund_in_task(amount: u64, #[ctx] ctx: Context) -> Result<String, Unanswered> {
    let asked = tokio::spawn(async move {
        ctx.elicit::<Approval>(format!("Refund ${amount}?"))
            .await
            .accepted()
    });
    let approval = asked.await.expect("the task runs")?;
    Ok(format!("approved: {}", approval.approve))
}

/// The planted secrets a handler logs; none may reach the client or the log.
pub const SECRET: &str = "sk_live_4eC39HqLyjWDarjtT1zdp7dc";
pub const PATH: &str = "/var/lib/payments/ledger.db";

/// Logs at three levels, secrets included.
#[mcp_tool(read_only)]
async fn chatty(#[ctx] ctx: Context) -> Result<String, Infallible> {
    ctx.debug("looking things up");
    ctx.info(format!("charging with {SECRET} from {PATH}"));
    ctx.log(LogLevel::Warning, "almost out of quota");
    Ok("done".into())
}

/// Asks the client's model.
#[mcp_tool(read_only)]
async fn summarize(text: String, #[ctx] ctx: Context) -> Result<String, Unanswered> {
    let sampled = ctx.sample(SamplingRequest::new(text, 50)).await?;
    Ok(format!("summary: {}", sampled.text().unwrap_or("")))
}

pub fn toolset() -> ToolSet {
    tools![refund, refund_in_task, chatty, summarize]
}

pub fn server() -> Server {
    Server::new(toolset())
}

/// The `elicitation/create` params `refund` sends for $750.
pub const QUESTION: &str = r#"{"message":"Refund $750?","requestedSchema":{"properties":{"approve":{"description":"Approve the refund?","type":"boolean"}},"required":["approve"],"type":"object"}}"#;
