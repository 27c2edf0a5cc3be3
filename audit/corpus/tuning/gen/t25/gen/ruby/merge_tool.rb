require_relative "lib/crm/contact_merge"

store = { "c-100" => { emails: ["ana@example.com"] } }
tool = Crm::ContactMerge.new(store)
begin
  tool.merge("c-100", ARGV[0])
rescue => e
  puts e.full_message(highlight: false, order: :top)
end
