//! Every kind of field a form can hold, and the hygiene of the generated code: the form
//! compiles beside items named like the paths it uses.
#![deny(warnings)]

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use toolwright::Elicit;

#[allow(dead_code)]
struct Result;
#[allow(dead_code)]
struct Ok;
#[allow(dead_code)]
struct String;
#[allow(dead_code)]
struct OnceLock;
#[allow(dead_code)]
mod serde_json {}

/// One choice: a single-select field, or a multi-select in a `Vec`.
#[derive(Serialize, Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
pub enum Topping {
    #[schemars(title = "Extra cheese")]
    Cheese,
    Olives,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    Small,
    Large,
}

/// Every allowed kind, bare and optional.
#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Order {
    /// Who it is for
    pub name: std::string::String,
    pub note: Option<std::string::String>,
    pub gift: bool,
    pub wrapped: Option<bool>,
    pub a: i8,
    pub b: i16,
    pub c: i32,
    pub d: i64,
    pub e: isize,
    pub f: u8,
    pub g: u16,
    pub h: u32,
    pub i: u64,
    pub j: usize,
    pub k: f32,
    pub l: Option<f64>,
    pub size: Size,
    pub crust: Option<Size>,
    #[schemars(length(min = 1))]
    pub toppings: Vec<Topping>,
    pub extras: Option<Vec<Topping>>,
    #[serde(skip)]
    pub internal: std::collections::HashMap<std::string::String, u8>,
}

/// A form that asks nothing but to accept or decline.
#[derive(Deserialize, JsonSchema, Elicit)]
pub struct Confirm {}

fn assert_elicit<T: Elicit>() {}

fn main() {
    assert_elicit::<Order>();
    assert_elicit::<Confirm>();
}
