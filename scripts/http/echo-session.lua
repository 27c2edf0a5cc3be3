-- tools/call requests of the echo example's `echo` in a 2025-11-25 session, for wrk:
--
--   wrk ... -s scripts/http/echo-session.lua http://HOST:PORT/mcp -- SESSION_ID
--
-- The session (initialize, notifications/initialized) is opened beforehand, by
-- scripts/bench-http.sh with curl; that script also sends these headers and this body once with
-- curl before wrk, reading them from the lines below: keep each header and the body on one line.
--
-- Each request has its own id: ids are unique within a session, and a server may hold a request
-- whose id is already in flight (rmcp's transport does: with one id on 50 connections, all but
-- one connection stall, unanswered and uncounted by wrk). Thread t of wrk sends t, t + 1000,
-- t + 2000, ...
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hello"}}}'

local before, after = wrk.body:match('^(.-"id":)1(,.*)$')
local threads = 0

function setup(thread)
    threads = threads + 1
    thread:set("first", threads)
end

function init(args)
    assert(args[1], "usage: wrk ... -s echo-session.lua URL -- SESSION_ID")
    wrk.headers["Mcp-Session-Id"] = args[1]
    id = first
end

function request()
    id = id + 1000
    return wrk.format(nil, nil, nil, before .. id .. after)
end
