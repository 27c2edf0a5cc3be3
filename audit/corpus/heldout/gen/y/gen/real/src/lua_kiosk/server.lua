package.path = "./?.lua;" .. package.path
local tickets = require("tickets")

local function dispatch(name, args)
  return tickets[name](args, { ["AMS-1187"] = { seat = { row = "F", number = 12 } } })
end

local ok, err = xpcall(dispatch, debug.traceback, "print_ticket", { code = "AMS-2290" })
if not ok then io.write(err, "\n") end
