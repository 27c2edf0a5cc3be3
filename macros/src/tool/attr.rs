//! The `#[mcp_tool(...)]` arguments.
//!
//! ```text
//! mcp_tool := (arg ("," arg)* ","?)?
//! arg      := name = "str" | title = "str" | description = "str" | timeout_ms = int
//!           | read_only [= bool] | destructive [= bool] | idempotent [= bool]
//!           | open_world [= bool] | scopes = scope | scopes = [scope ("," scope)* ","?]
//!           | ui = "ui://.." | ui_visibility = "app" | "model" | "both"
//!           | schema_transform = path | task = "optional" | "required"
//!           | idempotency_key = ident   (an argument of the function: the key's carrier)
//!           | rate_limit = "N/second" | "N/minute" | "N/hour" | "N/day"   (N >= 1)
//! scope    := path   (a variant of a `#[derive(ScopeSet)]` enum)
//! ```

use crate::handler::attr::{flag, once, unknown, Flag};
use crate::handler::{Kind, Shape};
use syn::meta::ParseNestedMeta;
use syn::{Ident, LitInt, LitStr, Path};

#[derive(Default)]
pub(crate) struct ToolAttr {
    pub(crate) timeout_ms: Option<LitInt>,
    pub(crate) read_only: Option<Flag>,
    pub(crate) destructive: Option<Flag>,
    pub(crate) idempotent: Option<Flag>,
    pub(crate) open_world: Option<Flag>,
    /// `ui = "ui://.."`: the MCP Apps UI resource the tool opens.
    pub(crate) ui: Option<LitStr>,
    /// `ui_visibility = ".."`: who may call a tool with a UI.
    pub(crate) ui_visibility: Option<LitStr>,
    /// `schema_transform = f`: `fn(&mut schemars::Schema)` run on the input schema, for
    /// what parameters cannot say (`allOf`, `if`/`then`/`else` across arguments).
    pub(crate) schema_transform: Option<Path>,
    /// `task = ".."`: whether a 2026-07-28 call may run (or must run) as a task.
    pub(crate) task: Option<LitStr>,
    /// `idempotency_key = arg`: the argument carrying the client's idempotency key.
    pub(crate) idempotency_key: Option<Ident>,
    /// `rate_limit = "N/unit"`: the calls admitted per caller, and the period in ms.
    pub(crate) rate_limit: Option<(u32, u64)>,
}

const ATTR: &str = "#[mcp_tool]";

const TIMEOUT: &str =
    "`timeout_ms` takes a whole number of milliseconds, e.g. `timeout_ms = 10_000`";
const UI_VISIBILITY: &str = "`ui_visibility` is \"app\" (only the app UI calls the tool), \"model\" (only the model) or \"both\" (the default)";
const TASK: &str = "`task` is \"optional\" (a client that supports tasks gets one, others a direct answer) or \"required\" (a client that does not is refused with -32021); leave it out for a tool that never runs as a task";
const IDEMPOTENCY_KEY: &str = "`idempotency_key` names the argument that carries the client's key, e.g. `idempotency_key = charge_id`";
const RATE_LIMIT: &str = "`rate_limit` is \"N/second\", \"N/minute\", \"N/hour\" or \"N/day\", N calls per caller, e.g. `rate_limit = \"20/minute\"`";
const SCHEMA_TRANSFORM: &str = "`schema_transform` names a function `fn(&mut schemars::Schema)` that adds to the tool's input schema, e.g. `schema_transform = phone_or_email`";

/// `timeout_ms = N`: a whole number of milliseconds.
fn timeout(meta: &ParseNestedMeta) -> syn::Result<LitInt> {
    let v: LitInt = meta
        .value()?
        .parse()
        .map_err(|e| syn::Error::new(e.span(), TIMEOUT))?;
    v.base10_parse::<u64>()
        .map_err(|e| syn::Error::new(e.span(), TIMEOUT))?;
    Ok(v)
}

/// `key = ".."`, one of `allowed`, or `message` spanned at the string.
fn one_of(meta: &ParseNestedMeta, allowed: &[&str], message: &str) -> syn::Result<LitStr> {
    let v: LitStr = meta.value()?.parse()?;
    if !allowed.contains(&v.value().as_str()) {
        return Err(syn::Error::new(v.span(), message));
    }
    Ok(v)
}

/// `rate_limit = "N/unit"`: the count and the period in milliseconds, or an error spanned at
/// the string.
fn rate_limit(meta: &ParseNestedMeta) -> syn::Result<(u32, u64)> {
    let v: LitStr = meta
        .value()?
        .parse()
        .map_err(|e| syn::Error::new(e.span(), RATE_LIMIT))?;
    let text = v.value();
    let units = [
        ("second", 1000),
        ("minute", 60_000),
        ("hour", 3_600_000),
        ("day", 86_400_000),
    ];
    let parsed = text.split_once('/').and_then(|(n, unit)| {
        let ms = units.iter().find(|(u, _)| *u == unit)?.1;
        Some((n.parse::<u32>().ok()?, ms))
    });
    match parsed {
        Some((0, _)) => Err(syn::Error::new(
            v.span(),
            "a `rate_limit` of 0 admits no call: give N at least 1, or remove the tool",
        )),
        Some(limit) => Ok(limit),
        None => Err(syn::Error::new(v.span(), RATE_LIMIT)),
    }
}

const KEYS: &str = "`name`, `title`, `description`, `timeout_ms`, `read_only`, `destructive`, `idempotent`, `open_world`, `scopes`, `ui`, `ui_visibility`, `schema_transform`, `task`, `idempotency_key`, `rate_limit`";

impl Shape for ToolAttr {
    const KIND: Kind = Kind::Tool;

    fn parse(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        let path = &meta.path;
        if path.is_ident("timeout_ms") {
            let v = timeout(meta)?;
            once(&mut self.timeout_ms, meta, ATTR, v)
        } else if path.is_ident("read_only") {
            let v = flag(meta)?;
            once(&mut self.read_only, meta, ATTR, v)
        } else if path.is_ident("destructive") {
            let v = flag(meta)?;
            once(&mut self.destructive, meta, ATTR, v)
        } else if path.is_ident("idempotent") {
            let v = flag(meta)?;
            once(&mut self.idempotent, meta, ATTR, v)
        } else if path.is_ident("open_world") {
            let v = flag(meta)?;
            once(&mut self.open_world, meta, ATTR, v)
        } else if path.is_ident("ui") {
            let v = meta.value()?.parse()?;
            once(&mut self.ui, meta, ATTR, v)
        } else if path.is_ident("ui_visibility") {
            let v = one_of(meta, &["app", "model", "both"], UI_VISIBILITY)?;
            once(&mut self.ui_visibility, meta, ATTR, v)
        } else if path.is_ident("task") {
            let v = one_of(meta, &["optional", "required"], TASK)?;
            once(&mut self.task, meta, ATTR, v)
        } else if path.is_ident("idempotency_key") {
            let v = meta
                .value()?
                .parse::<Ident>()
                .map_err(|e| syn::Error::new(e.span(), IDEMPOTENCY_KEY))?;
            once(&mut self.idempotency_key, meta, ATTR, v)
        } else if path.is_ident("rate_limit") {
            let v = rate_limit(meta)?;
            once(&mut self.rate_limit, meta, ATTR, v)
        } else if path.is_ident("schema_transform") {
            let v = meta
                .value()?
                .parse::<Path>()
                .map_err(|e| syn::Error::new(e.span(), SCHEMA_TRANSFORM))?;
            once(&mut self.schema_transform, meta, ATTR, v)
        } else {
            Err(unknown(
                meta,
                ATTR,
                KEYS,
                &[
                    "read_only",
                    "open_world",
                    "timeout_ms",
                    "scopes",
                    "ui_visibility",
                    "schema_transform",
                    "idempotency_key",
                    "rate_limit",
                ],
            ))
        }
    }
}
