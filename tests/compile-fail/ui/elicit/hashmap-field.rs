use schemars::JsonSchema;
use serde::Deserialize;
use std::collections::HashMap;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Settings {
    pub name: String,
    pub values: Option<HashMap<String, String>>,
}

fn main() {}
