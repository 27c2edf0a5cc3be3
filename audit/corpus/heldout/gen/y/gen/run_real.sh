#!/bin/bash
# Runs the small programs under gen/real/src with the interpreters/compilers installed on this
# machine and stores what they printed under gen/real/out/.  Each program is copied to
# <scratch>/<server path> first; the scratch prefix is removed from the output afterwards, so
# the traces show the server path (e.g. /srv/mcp-billing/...) as a deployed server's would.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$HERE/real/src
OUT=$HERE/real/out
S=$(mktemp -d /tmp/hy-XXXXXXXX)
mkdir -p "$OUT"
place() { mkdir -p "$S$2"; cp -r "$SRC/$1/." "$S$2/"; }
strip() { sed "s#$S##g"; }

place py_billing /srv/mcp-billing
(cd "$S/srv/mcp-billing" && python3 "$S/srv/mcp-billing/server.py") | strip > "$OUT/py_billing.txt"
place py_shipping /opt/envios-mcp
(cd "$S/opt/envios-mcp" && python3 "$S/opt/envios-mcp/tracking.py") | strip > "$OUT/py_shipping.txt"
place py_notes /home/app/notes-mcp
(cd "$S/home/app/notes-mcp" && python3 "$S/home/app/notes-mcp/auth.py") | strip > "$OUT/py_notes_jwt.txt"
(cd "$S/home/app/notes-mcp" && python3 paths.py) | strip > "$OUT/py_notes_paths.txt"
place node_crm /srv/crm-mcp
(cd "$S/srv/crm-mcp" && node "$S/srv/crm-mcp/dist/server.js") | strip > "$OUT/node_crm.txt"
place node_reports /var/www/reports-mcp
(cd "$S/var/www/reports-mcp" && node "$S/var/www/reports-mcp/cache.js") | strip > "$OUT/node_reports.txt"
place rb_catalog /srv/catalog
(cd "$S/srv/catalog" && ruby "$S/srv/catalog/bin/server.rb") | strip > "$OUT/rb_catalog.txt"
place rb_helpdesk /opt/helpdesk
(cd "$S/opt/helpdesk" && ruby "$S/opt/helpdesk/server.rb") | strip > "$OUT/rb_helpdesk.txt"
place php_cart /var/www/shop
(cd "$S/var/www/shop" && php "$S/var/www/shop/public/mcp.php" 2>&1) | strip > "$OUT/php_cart.txt"
(cd /tmp && php -d open_basedir=/var/www/html:/tmp -r 'set_error_handler(function($n,$m){ static $i=0; if($i++==0) echo $m, "\n"; return true;}); file_get_contents("/var/www/html/uploads/../../../../etc/passwd");') > "$OUT/php_open_basedir.txt"
place perl_stock /srv/stock
(cd "$S/srv/stock" && perl mcp_server.pl) | strip > "$OUT/perl_stock.txt"
place go_router /build/fleetops/router
(cd "$S/build/fleetops/router" && go build -o "$S/router" . && "$S/router" 2>&1) | strip > "$OUT/go_router.txt"
mkdir -p "$S/jcls"
javac -d "$S/jcls" "$SRC"/java_ledger/src/no/fjordline/ledger/*.java && java -cp "$S/jcls" no.fjordline.ledger.McpServer > "$OUT/java_ledger.txt"
place erl_meter /erl
(cd "$S/erl" && erlc +debug_info meter_usage.erl && erl -noshell -eval 'meter_usage:run(), halt().') > "$OUT/erl_meter.txt"
place ex_roster /ex
(cd "$S/ex" && mkdir -p ebin && elixirc lib/roster.ex -o ebin >/dev/null && elixir -pa ebin -e '{:error, t} = Roster.Server.handle_request("split_shift", %{"hours" => 38, "team" => []}); IO.puts(t)') > "$OUT/ex_roster.txt"
place lua_kiosk /lua
(cd "$S/lua" && lua5.4 server.lua) > "$OUT/lua_kiosk.txt"
place ml_tariffs /ml
(cd "$S/ml" && ocamlopt -g tariffs.ml -o "$S/tariffs" && "$S/tariffs") > "$OUT/ml_tariffs.txt"
(cd "$SRC/tcl_labels" && tclsh labels.tcl) > "$OUT/tcl_labels.txt"
place rs_gauge /rs
(cd "$S/rs" && rustc -g src/main.rs -o "$S/gauge" && RUST_BACKTRACE=1 "$S/gauge" 2>&1) > "$OUT/rs_gauge.txt"
mkdir -p "$S/snip" && cp "$SRC/snippet.rs" "$S/snip/" && (cd "$S/snip" && rustc --edition 2021 snippet.rs 2>&1) > "$OUT/rustc_snippet.txt"
(cd "$SRC" && python3 drf_messages.py twaudit-5c81e0a7 1000001) > "$OUT/drf_messages.json"
(cd "$SRC" && python3 lib_messages.py) > "$OUT/lib_messages.json"
(cd "$SRC" && node node_fetch.js) > "$OUT/node_fetch.txt"
rm -rf "$S"
echo done
