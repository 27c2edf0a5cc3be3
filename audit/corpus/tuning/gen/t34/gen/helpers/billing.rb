# Helper run by gen/run_probes.py: prints the Ruby exception as a tool would format it.
require "json"
require "net/http"
require "socket"
case ARGV[0]
when "json"
  begin
    JSON.parse("<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head></html>")
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
when "readtimeout"
  srv = TCPServer.new("127.0.0.1", 0)
  port = srv.addr[1]
  Thread.new { c = srv.accept; sleep 3 }
  begin
    http = Net::HTTP.new("127.0.0.1", port)
    http.read_timeout = 0.5
    http.get("/api/v1/invoices/INV-20931/pdf")
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
when "nomethod"
  begin
    plan = {"tiers" => nil}
    plan["tiers"].fetch("pro")
  rescue => e
    puts e.full_message(highlight: false, order: :top)
  end
when "refused"
  begin
    TCPSocket.new("127.0.0.1", ARGV[1].to_i)
  rescue => e
    puts e.inspect
  end
end
