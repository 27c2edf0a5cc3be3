//! MCP tools whose failures are classified at compile time.
//!
//! See the README for the full tour; the items below are documented one by one.

#![warn(missing_docs, missing_debug_implementations)]

mod answer;
mod error;
pub mod sanitize;
mod tool;
mod toolset;
pub mod server;
pub mod validate;
pub mod wire;

#[doc(hidden)]
pub mod __private;

pub use answer::correlation_id;
pub use error::{Category, Classified, Kind, Rendered, Reply, ToolError, VariantSpec};
pub use tool::{
    Context, Contents, FromContext, IntoToolResult, MissingState, Progress, ProgressSink, State,
    Tool, ToolReturn,
};
pub use toolset::{CallOptions, ErrorSurface, SurfaceRow, ToolSet, ToolSurface};
pub use wire::{Annotations, ContentBlock, Era, Outcome, ProtocolError, ToolDefinition, ToolResult};

pub use toolwright_macros::{mcp_tool, tools, ToolError};
