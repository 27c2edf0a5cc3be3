use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Answer(String, bool);

fn main() {}
