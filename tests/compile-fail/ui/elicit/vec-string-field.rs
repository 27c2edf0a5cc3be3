use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Tagging {
    pub tags: Vec<String>,
}

fn main() {}
