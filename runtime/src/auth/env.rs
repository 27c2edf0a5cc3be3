//! The caller of a stdio server: a credential from the environment, verified at start.

use super::{Rejection, TokenVerifier};
use crate::caller::Caller;
use std::fmt;

/// Why [`caller_from_env`] found no caller. Its `Display` names the variable and the
/// reason, never the value.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum EnvCredentialError {
    /// The variable is not set (or is empty, or only white space).
    Missing {
        /// The variable.
        var: String,
    },
    /// The variable is not valid Unicode.
    NotUnicode {
        /// The variable.
        var: String,
    },
    /// The verifier rejected the credential.
    Rejected {
        /// The variable.
        var: String,
        /// Why.
        why: Rejection,
    },
}

impl fmt::Display for EnvCredentialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvCredentialError::Missing { var } => {
                write!(
                    f,
                    "{var} is not set: start the server with the credential in {var}"
                )
            }
            EnvCredentialError::NotUnicode { var } => write!(f, "{var} is not valid Unicode"),
            EnvCredentialError::Rejected { var, why } => {
                write!(f, "the credential in {var} was rejected: {why}")
            }
        }
    }
}

impl std::error::Error for EnvCredentialError {}

/// The caller a stdio server serves: the token in environment variable `var`, checked
/// once by `verifier`. MCP clients start stdio servers with the environment their
/// configuration gives (Claude Desktop's and Cursor's `"env"`), so the credential never
/// passes through the model. Hand the result to
/// [`Server::caller`](crate::server::Server::caller).
///
/// A stdio server is one process per client session, so the credential is checked at
/// start: a server whose credential is missing or rejected should say so on stderr and
/// exit, rather than serve calls that would all be refused.
///
/// # Errors
///
/// [`EnvCredentialError`]: the variable is unset, empty, only white space or not Unicode,
/// or `verifier` rejected its value (which it does for a credential whose subject is
/// blank: no [`Caller`] can have one).
pub async fn caller_from_env(
    var: &str,
    verifier: &impl TokenVerifier,
) -> Result<Caller, EnvCredentialError> {
    let token = match std::env::var(var) {
        Ok(token) if !token.trim().is_empty() => token,
        Ok(_) | Err(std::env::VarError::NotPresent) => {
            return Err(EnvCredentialError::Missing { var: var.into() })
        }
        Err(std::env::VarError::NotUnicode(_)) => {
            return Err(EnvCredentialError::NotUnicode { var: var.into() })
        }
    };
    verifier
        .verify(token.trim())
        .await
        .map_err(|why| EnvCredentialError::Rejected {
            var: var.into(),
            why,
        })
}
