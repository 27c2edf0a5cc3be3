use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub enum Delivery {
    Pickup,
    Courier { address: String },
    Post(String),
}

fn main() {}
