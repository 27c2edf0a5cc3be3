#!/bin/bash
# Re-runs every real-output generator for batch 25 and stores the captured text in gen/out/.
# Sources are copied under /tmp/dev25-scratch/srv/<app>/ so paths look like a deployed service.
# Needs: go 1.19 (Debian golang-go), rustc, elixir 1.14/OTP 24, php 8.2 cli, ruby 3.1, node 20 with
# express 4 + eslint 9 in /tmp/dev25-scratch/node, bun and deno from npm, JDK 17, and the venv
# /tmp/dev25-scratch/venv (django 5.2, django-allauth 65, presidio-analyzer 2.2, pycodestyle).
set -u
G=/work/dev-25/gen; O=$G/out; S=/tmp/dev25-scratch/srv; V=/tmp/dev25-scratch/venv/bin/python
mkdir -p $O $S
c() { python3 $G/canary.py "$1"; }
fresh() { rm -rf "$S/$1"; mkdir -p "$S/$1"; }

# Go: goroutine dump (t25-031), net/http recovered panic (t25-032)
fresh inventory-mcp; cp -r $G/go/inventory/. $S/inventory-mcp/
(cd $S/inventory-mcp && go build -o /tmp/dev25-scratch/inventory-mcp . && GOTRACEBACK=all /tmp/dev25-scratch/inventory-mcp "SKU-$(c t25-031)" > $O/t25-031.txt 2>&1)
fresh billing-mcp; cp -r $G/go/billing/. $S/billing-mcp/
(cd $S/billing-mcp && go build -o /tmp/dev25-scratch/billing-mcp . && /tmp/dev25-scratch/billing-mcp "$(c t25-032)" > $O/t25-032.txt 2>&1)

# Rust panics (t25-033 with RUST_BACKTRACE=1, t25-034 without)
fresh ledger-svc; cp -r $G/rust/ledger/src $S/ledger-svc/
(cd $S/ledger-svc && rustc -g --edition 2021 -o /tmp/dev25-scratch/ledger src/main.rs \
  && RUST_BACKTRACE=1 /tmp/dev25-scratch/ledger parse "ACC-$(c t25-033)" > $O/t25-033.txt 2>&1; \
  RUST_BACKTRACE=0 /tmp/dev25-scratch/ledger get ACC-2002 > $O/t25-034.txt 2>&1)

# Elixir GenServer crash report (t25-035), Erlang exception (t25-036)
fresh cart; cp $G/elixir/cart_server.exs $S/cart/
(cd $S/cart && elixir cart_server.exs "$(c t25-035)" > $O/t25-035.txt 2>&1)
fresh ledger_erl; cp $G/elixir/ledger_crash.erl $S/ledger_erl/
(cd $S/ledger_erl && erlc ledger_crash.erl && erl -noshell -pa . -eval "ledger_crash:main([\"$(c t25-036)\"]), halt()." > $O/t25-036.txt 2>&1)

# PHP uncaught error (t25-041)
fresh shipping-tools; cp -r $G/php/. $S/shipping-tools/
php -d display_errors=stderr -d log_errors=0 -d html_errors=0 $S/shipping-tools/quote.php EU 3 > $O/t25-041.txt 2>&1

# Ruby backtrace (t25-044)
fresh crm-mcp; cp -r $G/ruby/. $S/crm-mcp/
(cd $S/crm-mcp && ruby merge_tool.rb "$(c t25-044)" > $O/t25-044.txt 2>&1)

# Python asyncio chained traceback (t25-045), French-locale OSError traceback (t25-046)
fresh reports-mcp; cp $G/python/async_fetch.py $S/reports-mcp/
(cd $S/reports-mcp && python3 async_fetch.py "$(c t25-045)" > $O/t25-045.txt 2>&1)
fresh facturation; mkdir -p $S/facturation/templates; cp $G/python/template_render_fr.py $S/facturation/rendu.py
(cd $S/facturation && /usr/bin/python3 rendu.py "$(c t25-046)" > $O/t25-046.txt 2>&1)

# Django / allauth (t25-047, 048, 052, 056-060, 093-097) -> out/django_real.json
$V $G/python/django_real.py

# Deno (t25-049), Bun (t25-050)
fresh geo-mcp; mkdir -p $S/geo-mcp/regions; cp $G/deno/geo.ts $S/geo-mcp/
(cd $S/geo-mcp && NO_COLOR=1 DENO_NO_UPDATE_CHECK=1 /tmp/dev25-scratch/deno/node_modules/.bin/deno run --allow-read geo.ts "$(c t25-049)" > $O/t25-049.txt 2>&1)
fresh webhook-relay; mkdir -p $S/webhook-relay/src; cp $G/bun/webhook.ts $S/webhook-relay/src/
(cd $S/webhook-relay && NO_COLOR=1 /tmp/dev25-scratch/bun/node_modules/.bin/bun src/webhook.ts "$(c t25-050)" > $O/t25-050.txt 2>&1)

# Express dev-mode error page (t25-051), ECONNREFUSED serialized with its stack (t25-055)
fresh shipping-api; cp $G/node/express_debug.js $S/shipping-api/server.js
(cd $S/shipping-api && NODE_ENV=development node server.js "$(c t25-051)" > $O/t25-051.txt 2>/dev/null)
fresh catalog-mcp; mkdir -p $S/catalog-mcp/lib; cp $G/node/econnrefused_json.js $S/catalog-mcp/lib/search.js
(cd $S/catalog-mcp && node lib/search.js "$(c t25-055)" 9200 > $O/t25-055.txt 2>&1)

# Java "Caused by:" chain (t25-053)
fresh payments; mkdir -p $S/payments/src $S/payments/classes; cp -r $G/java/com $S/payments/src/
(cd $S/payments && javac -d classes src/com/acme/payments/GatewayClient.java && java -cp classes com.acme.payments.GatewayClient "$(c t25-053)" 9311 > $O/t25-053.txt 2>&1)

# Presidio DLP verdicts (t25-024 hu, t25-025 vi)
$V $G/python/presidio_dlp.py t25-024 "Kérem küldje a számlát a $(c t25-024)@pelda.hu címre, telefon: +36 30 123 4567" > $O/t25-024.txt 2>/dev/null
$V $G/python/presidio_dlp.py t25-025 "Ghi chú $(c t25-025): thanh toán bằng thẻ 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00" > $O/t25-025.txt 2>/dev/null

# Look-alikes: caller's code diagnostics (t25-082 rustc, t25-083/084 javac ja/zh_CN, t25-085 eslint, t25-086 pycodestyle)
$G/rustc/run_rustc.sh $G/rustc/snippet.rs.txt > $O/t25-082.txt
$G/javac/run_javac.sh $G/javac/Snippet_ja.java.txt ja JP > $O/t25-083.txt
$G/javac/run_javac.sh $G/javac/Snippet_zh.java.txt zh CN > $O/t25-084.txt
(mkdir -p /tmp/dev25-scratch/eslintrun && cd /tmp/dev25-scratch/eslintrun && node $G/node/eslint_snippet.js $G/node/snippet.js.txt > $O/t25-085.txt)
$G/python/run_pycodestyle.sh $G/python/snippet_pycodestyle.txt > $O/t25-086.txt
echo "run_all: done"; ls $O
