//! The server's tools. Each failure is classified where it is declared: an operational one
//! reaches the model as an `isError` result it can act on, an internal one as a JSON-RPC
//! error whose details stay in the server's log.

use serde::Serialize;
use toolwright::{mcp_tool, tools, ToolError, ToolSet};

/// What `get_forecast` fails with.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum ForecastError {
    /// The model asked for a city we do not know: it can pick another.
    #[error("no forecast for {city}")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No forecast for that city.",
        suggested_action = "Call list_cities to see the cities with a forecast."
    )]
    UnknownCity { city: String },

    /// The weather service is slow: worth a retry.
    #[error("weather service timed out after {0} ms")]
    #[error_kind(
        operational,
        category = "timeout",
        retry_after_ms = 1000,
        message = "The weather service timed out. Retry in a second."
    )]
    Timeout(u64),

    /// A bug or a broken dependency: the model learns nothing about it.
    #[error("forecast store: {0}")]
    #[error_kind(internal)]
    Store(#[source] std::io::Error),
}

/// A day's forecast.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Forecast {
    pub city: String,
    pub high_c: i32,
    pub sky: String,
}

/// Tomorrow's forecast for a city.
#[mcp_tool(read_only)]
pub async fn get_forecast(
    /// The city's name, as `list_cities` gives it.
    city: String,
) -> Result<Forecast, ForecastError> {
    match city.as_str() {
        "Lisbon" => Ok(Forecast {
            city,
            high_c: 24,
            sky: "sunny".into(),
        }),
        "Atlantis" => Err(ForecastError::Store(std::io::Error::other(
            "forecasts.db: disk I/O error",
        ))),
        "Slowtown" => Err(ForecastError::Timeout(5000)),
        _ => Err(ForecastError::UnknownCity { city }),
    }
}

/// The cities with a forecast.
#[mcp_tool(read_only)]
pub async fn list_cities() -> Result<Vec<String>, std::convert::Infallible> {
    Ok(vec!["Lisbon".into(), "Slowtown".into()])
}

/// Every tool of the server.
pub fn toolset() -> ToolSet {
    tools![get_forecast, list_cities]
}
