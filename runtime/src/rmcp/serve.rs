//! rmcp's `ServerHandler` for an [`RmcpServer`]: what it declares, and each method answered as
//! toolwright's own server answers it.

use super::convert::{from_json, internal, into_rmcp_answer, outcome_error, rmcp_error, to_object};
use super::{call, caller_of, era_of, run, RmcpServer};
use crate::server::SERVER_INFO_KEY;
use crate::toolset::ToolSet;
use crate::wire::{Era, Outcome};
use ::rmcp::model::{
    CacheScope, CallToolRequestParams, CallToolResponse, CompleteRequestParams, CompleteResult,
    GetPromptRequestParams, GetPromptResponse, Implementation, JsonObject, ListPromptsResult,
    ListResourceTemplatesResult, ListResourcesResult, ListToolsResult, MetaObject,
    PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse, ServerCapabilities,
    ServerConfig, SubscribeRequestParams, Tool, UnsubscribeRequestParams,
};
use ::rmcp::service::{NotificationContext, RequestContext};
use ::rmcp::{ErrorData, RoleServer, ServerHandler};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

/// What an [`RmcpServer`] declares, as toolwright's server declares it in the 2025-11-25
/// handshake: tools always; resources (with `subscribe`), prompts and completion only when
/// the set has them; the skills extension (with `directoryRead`) when it has skills.
fn capabilities(set: &ToolSet) -> ServerCapabilities {
    let mut capabilities = json!({ "tools": { "listChanged": false } });
    let (resources, prompts) = (set.has_resources(), set.has_prompts());
    if resources || prompts {
        capabilities["completions"] = json!({});
    }
    if prompts {
        capabilities["prompts"] = json!({ "listChanged": true });
    }
    if resources {
        capabilities["resources"] = json!({ "subscribe": true, "listChanged": true });
    }
    if set.has_skills() {
        capabilities["extensions"]["io.modelcontextprotocol/skills"] =
            json!({ "directoryRead": true });
    }
    serde_json::from_value(capabilities).expect("rmcp reads MCP capabilities")
}

impl ServerHandler for RmcpServer {
    fn get_info(&self) -> ServerConfig {
        let info = ServerConfig::new(capabilities(&self.tools.set))
            .with_server_info(Implementation::new(&self.name, &self.version));
        match &self.instructions {
            Some(text) => info.with_instructions(text.clone()),
            None => info,
        }
    }

    async fn on_initialized(&self, context: NotificationContext<RoleServer>) {
        self.session.forward(&self.tools.set, &context.peer);
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let era = era_of(&context);
        let all = match era {
            Era::Legacy => &self.tools.legacy,
            Era::Stateless => &self.tools.stateless,
        };
        // A caller who sees only some tools (`Visibility::Callable`) gets those.
        let caller = caller_of(&context);
        let set = &self.tools.set;
        let tools = if set.sees_all(caller.as_ref()) {
            all.clone()
        } else {
            let shown: Vec<Value> = set
                .list_for(era, caller.as_ref())
                .into_iter()
                .filter_map(|t| t.get("name").cloned())
                .collect();
            all.iter()
                .filter(|t| shown.iter().any(|n| n.as_str() == Some(&*t.name)))
                .cloned()
                .collect()
        };
        Ok(match era {
            Era::Legacy => ListToolsResult::with_all_items(tools),
            Era::Stateless => {
                let mut result = ListToolsResult::with_all_items(tools);
                let (ttl, scope) = self.cache();
                result.ttl_ms = Some(ttl);
                result.cache_scope = Some(scope);
                result.meta = Some(MetaObject(JsonObject::from_iter([(
                    SERVER_INFO_KEY.to_owned(),
                    self.server_info(),
                )])));
                result
            }
        })
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        self.serves("resources/list", &context)?;
        let items = self.tools.set.resources_for(caller_of(&context).as_ref());
        self.list(era_of(&context), "resources", items)
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        self.serves("resources/templates/list", &context)?;
        let items = self.tools.set.templates_for(caller_of(&context).as_ref());
        self.list(era_of(&context), "resourceTemplates", items)
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        self.serves("resources/read", &context)?;
        let era = era_of(&context);
        let set = &self.tools.set;
        let outcome = run(era, &context, |options| {
            set.read_with(&request.uri, options)
        })
        .await?;
        match outcome {
            Outcome::Read(read) => {
                let cache = self.cache();
                let scope = match cache.1 {
                    CacheScope::Private => "private",
                    _ => "public",
                };
                let result = self.finish(era, to_object(&read), Some((cache.0, scope)));
                Ok(ReadResourceResponse::Complete(from_json(result)?))
            }
            other => Err(outcome_error(other)),
        }
    }

    async fn subscribe(
        &self,
        request: SubscribeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        self.serves("resources/subscribe", &context)?;
        self.session
            .subscribe(&self.tools.set, request.uri, &context.peer);
        Ok(())
    }

    async fn unsubscribe(
        &self,
        request: UnsubscribeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        self.serves("resources/unsubscribe", &context)?;
        self.session.unsubscribe(&request.uri);
        Ok(())
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        self.serves("prompts/list", &context)?;
        let items = self.tools.set.prompts_for(caller_of(&context).as_ref());
        self.list(era_of(&context), "prompts", items)
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        self.serves("prompts/get", &context)?;
        let era = era_of(&context);
        let set = &self.tools.set;
        let args = request.arguments.map_or(Value::Null, Value::Object);
        let name = request.name;
        let outcome = run(era, &context, |options| {
            set.get_prompt_with(&name, args, options)
        })
        .await?;
        match outcome {
            Outcome::Prompt(prompt) => {
                let result = self.finish(era, to_object(&prompt), None);
                Ok(GetPromptResponse::Complete(from_json(result)?))
            }
            other => Err(outcome_error(other)),
        }
    }

    async fn complete(
        &self,
        request: CompleteRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CompleteResult, ErrorData> {
        let set = &self.tools.set;
        self.serves("completion/complete", &context)?;
        let reference = serde_json::to_value(&request.r#ref).map_err(internal)?;
        let arguments: HashMap<String, String> = request
            .context
            .as_ref()
            .and_then(|c| serde_json::to_value(c).ok())
            .and_then(|c| match c.get("arguments") {
                Some(Value::Object(map)) => Some(
                    map.iter()
                        .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                        .collect(),
                ),
                _ => None,
            })
            .unwrap_or_default();
        let completion = set
            .complete(
                &reference,
                &request.argument.name,
                &request.argument.value,
                &arguments,
                caller_of(&context).as_ref(),
            )
            .map_err(rmcp_error)?;
        let mut result = Map::new();
        result.insert("completion".into(), json!(completion));
        from_json(self.finish(era_of(&context), result, None))
    }

    #[cfg(feature = "skills")]
    async fn list_skills(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<::rmcp::model::ListSkillsResult, ErrorData> {
        self.serves("skills/list", &context)?;
        let items = self.tools.set.skills_for(caller_of(&context).as_ref());
        self.list(era_of(&context), "skills", items)
    }

    #[cfg(feature = "skills")]
    async fn get_skill(
        &self,
        request: ::rmcp::model::GetSkillRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<::rmcp::model::GetSkillResult, ErrorData> {
        self.serves("skills/get", &context)?;
        let caller = caller_of(&context);
        let skill = self
            .tools
            .set
            .get_skill(&request.uri, caller.as_ref(), None)
            .map_err(rmcp_error)?;
        self.one(era_of(&context), "skill", skill)
    }

    #[cfg(feature = "skills")]
    async fn read_resource_directory(
        &self,
        request: ::rmcp::model::ReadResourceDirectoryRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<::rmcp::model::ReadResourceDirectoryResult, ErrorData> {
        self.serves("resources/directory/read", &context)?;
        let caller = caller_of(&context);
        let children = self
            .tools
            .set
            .skill_folder(&request.uri, caller.as_ref(), None)
            .map_err(rmcp_error)?;
        self.list(era_of(&context), "resources", children)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let era = era_of(&context);
        let args = request.arguments.map_or(Value::Null, Value::Object);
        let mut outcome = call(&self.tools.set, &request.name, args, era, &context).await?;
        if let (Era::Stateless, Outcome::Result(result)) = (era, &mut outcome) {
            let meta = result.meta.get_or_insert_with(Default::default);
            meta.insert(SERVER_INFO_KEY.into(), self.server_info());
        }
        into_rmcp_answer(outcome)
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.tools.legacy.iter().find(|t| t.name == name).cloned()
    }
}
