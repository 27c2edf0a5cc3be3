# ruby 3.1 (Debian); output /tmp/b-out/ruby.tsv
require 'net/http'
require 'json'
require 'socket'

def put(k, v)
  puts "#{k}\t#{v.gsub('\\', '\\\\\\\\').gsub("\n", '\\n').gsub("\t", '\\t')}"
end

# Handler code evaluated under the deployed file name (real Ruby backtrace machinery).
TOOLS = <<~RUBY
  module Crm
    module Tools
      class Contacts
        def initialize(store) = @store = store

        def lookup(args)
          contact = @store[args.fetch("contact_id")]
          { name: contact[:name], company: contact[:company].fetch(:name) }
        end

        def page(args)
          Integer(args["per_page"])
        end

        def filter(args)
          JSON.parse(args["filter"])
        end
      end
    end
  end
RUBY
eval(TOOLS, TOPLEVEL_BINDING, "/app/lib/crm/tools/contacts.rb", 1)

SERVER = <<~RUBY
  module Crm
    class Server
      def call_tool(name, args)
        tool = Tools::Contacts.new({ "C-1" => { name: "Ada", company: nil } })
        tool.public_send(name, args)
      end

      # each request runs on a worker thread, so backtraces stop at the worker block
      def handle(name, args)
        Thread.new { call_tool(name, args) }.tap { |t| t.report_on_exception = false }.value
      end
    end
  end
RUBY
eval(SERVER, TOPLEVEL_BINDING, "/app/lib/crm/server.rb", 1)

srv = Crm::Server.new
begin
  srv.handle(:lookup, { "contact_id" => "C-1" })
rescue => e
  put "ruby-nomethod-full", e.full_message(highlight: false, order: :top)
  put "ruby-nomethod-msg", e.message
end
begin
  srv.handle(:page, { "per_page" => "twaudit-f41b0c86" })
rescue => e
  put "ruby-integer", "#{e.class}: #{e.message}"
end
begin
  srv.handle(:filter, { "filter" => "twaudit-8e2d7a13' OR '1'='1' --" })
rescue => e
  put "ruby-json", "#{e.class}: #{e.message}"
end
s = TCPServer.new("127.0.0.1", 0); port = s.addr[1]; s.close
begin
  Net::HTTP.get(URI("http://127.0.0.1:#{port}/api/deals?stage=won"))
rescue => e
  put "ruby-econnrefused", "#{e.class}: #{e.message}"
end
