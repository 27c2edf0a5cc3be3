# Ruby 3.1 failures. Run: ruby shop.rb > out/ruby.txt. Prints "=== key ===" sections.
require "net/http"
require "date"

def section(key, text) = puts("=== #{key} ===\n#{text}")

module Storefront
  class CartService
    def initialize(carts) = @carts = carts
    def total(cart_id)
      cart = @carts[cart_id]
      cart[:items].sum { |i| i[:price] }   # cart is nil for an unknown id
    end
  end
end

begin
  Integer("twaudit-8e3b5a06")
rescue ArgumentError => e
  section("integer", "#{e.class}: #{e.message}")
end

begin
  Storefront::CartService.new({}).total("cart-2291")
rescue NoMethodError => e
  section("nomethod-trace", ([e.full_message(highlight: false, order: :top)]).join)
end

begin
  Net::HTTP.get(URI("http://127.0.0.1:9200/products/_search?q=mug"))
rescue => e
  section("econnrefused", "#{e.class}: #{e.message}")
end

begin
  Date.iso8601("twaudit-5e0c7b3a' OR '1'='1' --")
rescue Date::Error => e
  section("date", "#{e.class}: #{e.message}")
end
