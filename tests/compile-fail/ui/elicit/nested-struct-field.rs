use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema)]
pub struct Address {
    pub street: String,
    pub city: String,
}

#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Signup {
    pub name: String,
    pub address: Address,
}

fn main() {}
