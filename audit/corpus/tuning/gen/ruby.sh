#!/bin/sh
# Ruby 3.1 (Debian); copied to an app-like path so the backtrace names it.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/storefront/app/services && cp shop.rb /tmp/storefront/app/services/cart_service.rb
ruby /tmp/storefront/app/services/cart_service.rb > out/ruby.txt 2>&1
