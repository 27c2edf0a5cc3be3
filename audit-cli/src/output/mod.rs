//! The report as the user asked for it: a terminal report, the JSON document, or SARIF 2.1.0.

pub mod json;
pub mod sarif;
pub mod terminal;
