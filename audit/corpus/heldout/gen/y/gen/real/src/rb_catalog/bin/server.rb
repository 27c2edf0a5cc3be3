require_relative "../app/tools/lookup_price"

def dispatch(name, args)
  Tools::LookupPrice.new.call(args)
end

begin
  dispatch("lookup_price", { "sku" => "TB-2040" })
rescue => e
  puts e.full_message(highlight: false)
end
