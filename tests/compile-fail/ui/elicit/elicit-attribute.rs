use schemars::JsonSchema;
use serde::Deserialize;
use toolwright::Elicit;

#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Rsvp {
    #[elicit(title = "Your name")]
    pub name: String,
}

fn main() {}
