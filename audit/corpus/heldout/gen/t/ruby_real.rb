# Real Ruby 3.1 output: a Rack-style tool handler that reads a nested hash and parses an upstream body.
# Run: gen/run_ruby.sh (deploys to /tmp/ht-scratch/srv/library/loan_tool.rb) -> /tmp/ht-scratch/out/ruby.txt
require "json"

module Library
  class LoanService
    def initialize(store) = @store = store
    def renew(loan_id) = @store.fetch(:loans)[loan_id][:due_on]
  end

  class CatalogClient
    def lookup(isbn)
      body = "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx/1.18.0</center></body></html>"
      JSON.parse(body)
    end
  end
end

def report(tag)
  yield
rescue => e
  puts "=====#{tag}"
  puts e.full_message(highlight: false, order: :top)
end

report("nomethod") { Library::LoanService.new({ loans: {} }).renew("twaudit-c4a92e61") }
report("json") { Library::CatalogClient.new.lookup("9780140449136") }
