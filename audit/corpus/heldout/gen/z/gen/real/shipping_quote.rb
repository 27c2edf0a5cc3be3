# A Ruby tool handler that digs into a carrier response that came back without "rates";
# the server returns "#{e.message} (#{e.class})" plus the backtrace.
module Tools
  class ShippingQuote
    def call(args)
      resp = fetch_rates(args["postcode"])
      resp["rates"].fetch("standard")
    end

    def fetch_rates(_postcode)
      { "status" => "degraded" }
    end
  end
end

begin
  Tools::ShippingQuote.new.call({ "postcode" => "0150" })
rescue => e
  puts "#{e.message} (#{e.class})"
  puts e.backtrace.first(4).join("\n")
end
