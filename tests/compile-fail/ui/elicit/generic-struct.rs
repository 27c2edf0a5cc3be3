use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Confirm<T> {
    pub value: T,
}

fn main() {}
