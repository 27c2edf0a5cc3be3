//! The results the server answers from its own knowledge (`initialize`,
//! `server/discover`, `tools/list`), rendered with a fixed member order, most of them once
//! per connection.

use super::config::EngineConfig;
use crate::access::Visibility;
use crate::caller::Caller;
use crate::server::era::{HANDSHAKE_VERSIONS, STATELESS_VERSIONS};
use crate::toolset::ToolSet;
use crate::util::lock;
use crate::wire::{Completion, Era, ProtocolError};
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What the server says about itself.
pub(crate) struct Identity {
    pub(crate) server_info: Value,
    /// The `initialize` result for each handshake version, in [`HANDSHAKE_VERSIONS`] order.
    initialize: Vec<String>,
    /// `server/discover`, 2026-07-28.
    discover: String,
    pub(crate) pages: Pages,
}

/// A 2026-07-28 result: the era's required members after the method's own.
#[derive(Serialize)]
struct Complete<'a, T: Serialize> {
    #[serde(flatten)]
    result: T,
    #[serde(rename = "resultType")]
    result_type: &'static str,
    #[serde(rename = "_meta")]
    meta: ServerMeta<'a>,
}

#[derive(Serialize)]
struct ServerMeta<'a> {
    #[serde(rename = "io.modelcontextprotocol/serverInfo")]
    server_info: &'a Value,
}

/// How long a 2026-07-28 client may cache a result, and for whom.
#[derive(Serialize, Clone, Copy)]
struct Cache {
    #[serde(rename = "ttlMs")]
    ttl_ms: u64,
    /// `public` when the tools do not depend on who asks.
    #[serde(rename = "cacheScope")]
    cache_scope: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Initialize<'a> {
    protocol_version: &'a str,
    capabilities: &'a Value,
    server_info: &'a Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    instructions: Option<&'a str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Discover<'a> {
    supported_versions: &'a [&'a str],
    capabilities: &'a Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    instructions: Option<&'a str>,
    #[serde(flatten)]
    cache: Cache,
}

fn render<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("results always serialize")
}

/// `result` as the answer of a request of `era`: in 2026-07-28 with `resultType` and the
/// server's `serverInfo` in `_meta`.
fn in_era<T: Serialize>(era: Era, result: T, server_info: &Value) -> String {
    match era {
        Era::Legacy => render(&result),
        Era::Stateless => render(&Complete {
            result,
            result_type: "complete",
            meta: ServerMeta { server_info },
        }),
    }
}

/// The identifier of the agent skills extension (SEP-2640).
const SKILLS_EXTENSION: &str = "io.modelcontextprotocol/skills";

/// What the server declares it offers, in 2026-07-28 (`server/discover`) and in the
/// 2025-11-25 handshake: tools always; resources, prompts and completion only when the set
/// has them, so a tools-only server declares exactly what it did before it could have any.
fn capabilities(tools: &ToolSet) -> (Value, Value) {
    let mut stateless = json!({ "tools": { "listChanged": false } });
    // 2025-11-25: handlers' log messages go to the client (`notifications/message`,
    // `logging/setLevel`); MCP logging is deprecated in 2026-07-28, so not declared there.
    let mut handshake = json!({ "logging": {}, "tools": { "listChanged": false } });
    let (resources, prompts) = (tools.has_resources(), tools.has_prompts());
    if resources || prompts {
        stateless["completions"] = json!({});
        handshake["completions"] = json!({});
    }
    if prompts {
        stateless["prompts"] = json!({ "listChanged": true });
        handshake["prompts"] = json!({ "listChanged": true });
    }
    if resources {
        // 2026-07-28 subscribes through `subscriptions/listen` (`resourceSubscriptions`).
        stateless["resources"] = json!({ "subscribe": true, "listChanged": true });
        handshake["resources"] = json!({ "subscribe": true, "listChanged": true });
    }
    if tools.has_tasks() {
        // The tasks extension (SEP-2663) is 2026-07-28's: declared in `server/discover`.
        stateless["extensions"][crate::talk::TASKS_EXTENSION] = json!({});
    }
    if tools.has_skills() {
        // Agent skills (SEP-2640): the settings inline, in both eras; every folder of a
        // skill can be listed.
        for declared in [&mut stateless, &mut handshake] {
            declared["extensions"][SKILLS_EXTENSION] = json!({ "directoryRead": true });
        }
    }
    (stateless, handshake)
}

impl Identity {
    pub(crate) fn new(config: &EngineConfig, tools: &ToolSet) -> Identity {
        let server_info = json!({ "name": config.name, "version": config.version });
        let (capabilities, handshake_capabilities) = capabilities(tools);
        let cache = Cache {
            ttl_ms: u64::try_from(config.list_ttl.as_millis()).unwrap_or(u64::MAX),
            // The tools listed depend on who asks when only callable tools are shown.
            cache_scope: match tools.visibility() {
                Visibility::All => "public",
                _ => "private",
            },
        };
        let complete = |result| Complete {
            result,
            result_type: "complete",
            meta: ServerMeta {
                server_info: &server_info,
            },
        };
        let discover = render(&complete(Discover {
            supported_versions: STATELESS_VERSIONS,
            capabilities: &capabilities,
            instructions: config.instructions.as_deref(),
            cache,
        }));
        let pages = Pages::new(tools, config.page_size, cache, &server_info);
        let initialize = HANDSHAKE_VERSIONS
            .iter()
            .map(|version| {
                render(&Initialize {
                    protocol_version: version,
                    capabilities: &handshake_capabilities,
                    server_info: &server_info,
                    instructions: config.instructions.as_deref(),
                })
            })
            .collect();
        Identity {
            server_info,
            initialize,
            discover,
            pages,
        }
    }

    /// The `initialize` result agreeing on `version`, one of [`HANDSHAKE_VERSIONS`].
    pub(crate) fn initialize(&self, version: &str) -> &str {
        let i = HANDSHAKE_VERSIONS
            .iter()
            .position(|v| *v == version)
            .unwrap_or(0);
        &self.initialize[i]
    }

    /// The `server/discover` result.
    pub(crate) fn discover(&self) -> &str {
        &self.discover
    }

    /// The `completion/complete` result in `era`.
    pub(crate) fn completion(&self, era: Era, completion: &Completion) -> String {
        #[derive(Serialize)]
        struct Result<'a> {
            completion: &'a Completion,
        }
        in_era(era, Result { completion }, &self.server_info)
    }
}

/// A result's own member `key` (a list's page, or one item), then `nextCursor` when there
/// is more, then the cache hints of 2026-07-28.
struct Member<'a, T: Serialize + ?Sized> {
    key: &'a str,
    value: &'a T,
    next_cursor: Option<String>,
    cache: Option<Cache>,
}

impl<T: Serialize + ?Sized> Serialize for Member<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry(self.key, self.value)?;
        if let Some(cursor) = &self.next_cursor {
            m.serialize_entry("nextCursor", cursor)?;
        }
        if let Some(cache) = &self.cache {
            m.serialize_entry("ttlMs", &cache.ttl_ms)?;
            m.serialize_entry("cacheScope", cache.cache_scope)?;
        }
        m.end()
    }
}

/// `tools/list` results per era and page: the tool set never changes while it is served.
/// A caller who sees only some tools ([`Visibility::Callable`](crate::access::Visibility)) gets
/// pages rendered for it ([`Pages::render`]).
pub(crate) struct Pages {
    size: usize,
    cache: Cache,
    server_info: Value,
    legacy: Vec<String>,
    stateless: Vec<String>,
    /// Lists a class of callers sees ([`Pages::for_class`]), rendered once per class.
    classes: Mutex<HashMap<ClassKey, Arc<ClassPages>>>,
}

/// The most classes of caller whose lists are kept; past it a list is rendered for the
/// request (a server whose callers hold that many different sets of scopes).
const MAX_CLASSES: usize = 256;

/// A class of callers: which list, which era, and the scopes held (`None`: no caller).
/// What a caller sees of a list depends on nothing else ([`crate::access`]).
type ClassKey = (&'static str, Era, Option<Vec<String>>);

/// One list as one class of callers sees it: its length and its pages.
pub(crate) struct ClassPages {
    len: usize,
    pages: Vec<String>,
}

impl Pages {
    fn new(tools: &ToolSet, size: usize, cache: Cache, server_info: &Value) -> Self {
        let mut pages = Pages {
            size,
            cache,
            server_info: server_info.clone(),
            legacy: Vec::new(),
            stateless: Vec::new(),
            classes: Mutex::new(HashMap::new()),
        };
        let render_era = |era: Era| -> Vec<String> {
            let all = tools.list(era);
            (0..all.len().div_ceil(size).max(1))
                .map(|i| pages.render(era, &all, i * size))
                .collect()
        };
        let (legacy, stateless) = (render_era(Era::Legacy), render_era(Era::Stateless));
        pages.legacy = legacy;
        pages.stateless = stateless;
        pages
    }

    /// List `key` (`tools`, `resources`, `resourceTemplates`, `prompts`) of `era` as
    /// `caller`'s class sees it, its pages rendered from `items` the first time the class
    /// asks, and kept: a list is built once per era and class of caller, not per request.
    pub(crate) fn for_class(
        &self,
        key: &'static str,
        era: Era,
        caller: Option<&Caller>,
        items: impl FnOnce() -> Vec<Value>,
    ) -> Arc<ClassPages> {
        let class = caller.map(|c| {
            let mut scopes: Vec<String> = c.scopes().map(str::to_owned).collect();
            scopes.sort_unstable();
            scopes.dedup();
            scopes
        });
        let class = (key, era, class);
        if let Some(pages) = lock(&self.classes).get(&class) {
            return Arc::clone(pages);
        }
        let items = items();
        let pages = Arc::new(ClassPages {
            len: items.len(),
            pages: (0..items.len().div_ceil(self.size).max(1))
                .map(|i| self.render_list(era, key, &items, i * self.size))
                .collect(),
        });
        let mut classes = lock(&self.classes);
        if classes.len() < MAX_CLASSES {
            classes.insert(class, Arc::clone(&pages));
        }
        pages
    }

    /// The result for the page of `tools` at `offset`.
    pub(crate) fn render(&self, era: Era, tools: &[Value], offset: usize) -> String {
        self.render_list(era, "tools", tools, offset)
    }

    /// The page at `offset` of a resource, template or prompt list (`key` names its array),
    /// rendered for one request.
    pub(crate) fn render_list(
        &self,
        era: Era,
        key: &str,
        items: &[Value],
        offset: usize,
    ) -> String {
        let end = (offset + self.size).min(items.len());
        let page = Member {
            key,
            value: &items[offset.min(end)..end],
            next_cursor: (end < items.len()).then(|| end.to_string()),
            cache: (era == Era::Stateless).then_some(self.cache),
        };
        in_era(era, page, &self.server_info)
    }

    /// A result holding one `item` as member `key` (`skills/get`'s `skill`), with the cache
    /// hints in 2026-07-28.
    #[cfg_attr(not(feature = "skills"), allow(dead_code))]
    pub(crate) fn render_one(&self, era: Era, key: &str, item: &Value) -> String {
        let one = Member {
            key,
            value: item,
            next_cursor: None,
            cache: (era == Era::Stateless).then_some(self.cache),
        };
        in_era(era, one, &self.server_info)
    }

    /// The cache hints of a 2026-07-28 read (`ttlMs`, `cacheScope`).
    pub(crate) fn read_cache(&self) -> (u64, &'static str) {
        (self.cache.ttl_ms, self.cache.cache_scope)
    }

    /// The offset a cursor stands for in a list of `len` tools, if it is one this server
    /// hands out (the decimal offset of a page; opaque to clients).
    pub(crate) fn offset(&self, cursor: &str, len: usize) -> Option<usize> {
        if cursor.is_empty() || !cursor.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let offset: usize = cursor.parse().ok()?;
        // `checked_rem`, not `is_multiple_of` (Rust 1.87; the crate builds on 1.85).
        (offset < len && offset.checked_rem(self.size).unwrap_or(offset) == 0).then_some(offset)
    }

    /// The offset `cursor` names in a list of `len` items (0 without a cursor); `-32602`
    /// for a cursor this server did not hand out.
    pub(crate) fn offset_of(
        &self,
        cursor: Option<&str>,
        len: usize,
    ) -> Result<usize, ProtocolError> {
        match cursor {
            None => Ok(0),
            Some(cursor) => self.offset(cursor, len).ok_or_else(unknown_cursor),
        }
    }

    /// The page at `offset` of a class's list; `None` for a cursor this server did not hand
    /// out for it.
    pub(crate) fn class_page<'p>(
        &self,
        class: &'p ClassPages,
        cursor: Option<&str>,
    ) -> Option<&'p str> {
        let offset = match cursor {
            None => 0,
            Some(cursor) => self.offset(cursor, class.len)?,
        };
        Some(&class.pages[offset / self.size])
    }

    /// The result for the page at `offset` of the whole list.
    pub(crate) fn page(&self, era: Era, offset: usize) -> &str {
        let pages = match era {
            Era::Legacy => &self.legacy,
            Era::Stateless => &self.stateless,
        };
        &pages[offset / self.size]
    }
}

/// `-32602` for a `cursor` this server did not hand out (for that list, or that class of
/// callers).
pub(crate) fn unknown_cursor() -> ProtocolError {
    ProtocolError::invalid_params("Invalid params: unknown `cursor`.")
}
