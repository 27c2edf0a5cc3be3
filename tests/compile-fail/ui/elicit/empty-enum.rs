use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub enum Size {}

fn main() {}
