# A Ruby loyalty-points tool whose handler returns the exception and backtrace as the result text.
require 'json'
module Punkte
  class Ledger
    def initialize(rows) = @rows = rows
    def balance_for(member_id)
      row = @rows.find { |r| r[:member] == member_id }
      row[:points] + pending(member_id)
    end
    def pending(_id) = 0
  end
  def self.handle(args)
    Ledger.new([{ member: "M-10021", points: 420 }]).balance_for(args["member_id"])
  rescue => e
    { isError: true, text: "#{e.class}: #{e.message}\n" + e.backtrace.first(4).join("\n") }
  end
end
puts JSON.generate(Punkte.handle({ "member_id" => ARGV[0] }))
