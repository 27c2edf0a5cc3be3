# Second-batch Ruby generator (Ruby 3.1): prints "=== key ===" sections of exception text as a Ruby MCP server
# would pass them on ("#{e.class}: #{e.message}").
require "net/http"
require "openssl"
require "uri"

def section(k, v) = puts("=== #{k} ===\n#{v}")

if ARGV[0] == "perm"
  root = "/srv/storefront/exports"
  begin
    File.read(File.expand_path("twaudit-1e6b9c04/../../../../../../../etc/passwd", root))
  rescue SystemCallError => e
    section("eacces", "#{e.class}: #{e.message}")
  end
  exit
end

begin
  URI.parse("twaudit-c2d74f91' OR '1'='1' --")
rescue URI::InvalidURIError => e
  section("uri-invalid", "#{e.class}: #{e.message}")
end

begin
  http = Net::HTTP.new("127.0.0.1", 58441)
  http.use_ssl = true
  http.open_timeout = 5
  http.get("/v1/rates?base=EUR")
rescue OpenSSL::SSL::SSLError => e
  section("ssl-verify", "#{e.class}: #{e.message}")
end
