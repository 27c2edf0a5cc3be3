local M = {}

function M.seat_label(booking)
  return booking.seat.row .. booking.seat.number
end

function M.print_ticket(args, db)
  local booking = db[args.code]
  return { label = M.seat_label(booking or {}) }
end

return M
