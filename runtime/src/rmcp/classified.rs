//! [`Classified<E>`]: a derived `ToolError` as the error type of a plain rmcp `#[tool]`.

use crate::classify;
use crate::error::ToolError;
use ::rmcp::handler::server::tool::IntoCallToolResult;
use ::rmcp::model::CallToolResponse;
use ::rmcp::ErrorData;
use std::fmt;

/// The tool name logged when none was given with [`Classified::tool`].
const UNNAMED: &str = "<rmcp tool>";

/// A classified tool error as the error type of a plain rmcp `#[tool]` method: rmcp asks
/// the error type of a tool to implement its `IntoCallToolResult`, and this wrapper does it
/// for any `E: ToolError`, so a team classifies the errors of an rmcp server without moving
/// a tool.
///
/// ```
/// use rmcp::handler::server::wrapper::Parameters;
/// use rmcp::{tool, tool_router};
/// use toolwright::rmcp::Classified;
/// use toolwright::ToolError;
///
/// #[derive(Debug, thiserror::Error, ToolError)]
/// enum RefundError {
///     #[error("refund of {amount} over the limit")]
///     #[error_kind(operational, category = "business",
///         message = "Refunds are limited to 500 cents.")]
///     OverLimit { amount: u64 },
///     #[error("ledger: {0}")]
///     #[error_kind(internal)]
///     Ledger(#[from] std::io::Error),
/// }
///
/// #[derive(serde::Deserialize, schemars::JsonSchema)]
/// struct Refund { amount: u64 }
///
/// #[derive(Clone)]
/// struct Payments;
///
/// #[tool_router]
/// impl Payments {
///     /// Refund an amount.
///     #[tool]
///     async fn refund(
///         &self,
///         Parameters(Refund { amount }): Parameters<Refund>,
///     ) -> Result<String, Classified<RefundError>> {
///         if amount > 500 {
///             // `?` and `.into()` wrap any `RefundError`.
///             return Err(RefundError::OverLimit { amount }.into());
///         }
///         Ok(format!("refunded {amount}"))
///     }
/// }
/// # let _ = Payments::tool_router();
/// ```
///
/// What goes on the wire is what a toolwright tool answers (security and internal: an rmcp
/// protocol error with the fixed message and its reference, and `data: {"correlationId":
/// ..}`; operational: an `isError: true` result with the text and
/// `_meta["dev.toolwright/error"]`, no `structuredContent`), and the failure is logged the
/// same way. One difference, because rmcp gives an error type no context: the log line
/// names the tool only if you say it: `Err(Classified::from(e).tool("refund"))`.
///
/// Why a wrapper and not `impl<E: ToolError> IntoCallToolResult for E`: Rust's orphan rule
/// forbids implementing rmcp's trait for a bare type parameter in toolwright (E0210). The
/// derive could emit the impl in the user's crate, but a derive cannot see toolwright's
/// cargo features, so every derived error would name rmcp, feature on or off.
pub struct Classified<E> {
    error: E,
    tool: &'static str,
}

impl<E> Classified<E> {
    /// Wrap `error`.
    pub fn new(error: E) -> Self {
        Classified {
            error,
            tool: UNNAMED,
        }
    }

    /// Name the tool in the server log line.
    #[must_use]
    pub fn tool(mut self, name: &'static str) -> Self {
        self.tool = name;
        self
    }

    /// The error.
    pub fn error(&self) -> &E {
        &self.error
    }

    /// Unwrap the error.
    pub fn into_inner(self) -> E {
        self.error
    }
}

impl<E: ToolError> From<E> for Classified<E> {
    fn from(error: E) -> Self {
        Classified::new(error)
    }
}

impl<E: fmt::Debug> fmt::Debug for Classified<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Classified")
            .field("error", &self.error)
            .field("tool", &self.tool)
            .finish()
    }
}

impl<E: fmt::Display> fmt::Display for Classified<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

/// Transparent, as thiserror's `#[error(transparent)]`: the error's text and sources.
impl<E: std::error::Error> std::error::Error for Classified<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.error.source()
    }
}

impl<E: ToolError> IntoCallToolResult for Classified<E> {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ErrorData> {
        super::into_rmcp_answer(classify::classified_error(self.tool, None, &self.error))
    }
}
