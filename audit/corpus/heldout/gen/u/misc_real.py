"""Real Perl (Mojolicious 9.31, Carp), Lua 5.4, OCaml 4.13 and Java output for batch U.
Writes small tool handlers under /tmp/hu-scratch/srv/, runs them, and stores the exact text the
runtime produced in gen/out/misc_real.json.  Run: python3 gen/misc_real.py
"""
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, save
S = "/tmp/hu-scratch/srv"
out = {}

def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    return (r.stdout + r.stderr).strip()

# ---- Perl: a lib that confesses, called from a Mojolicious::Lite route; the tool returns $@
open(f"{S}/perl-shop/lib/Shop/Stock.pm", "w").write(r'''package Shop::Stock;
use strict; use warnings; use Carp qw(confess);
my %levels = (sku_1001 => 4);
sub reserve {
    my ($sku, $qty) = @_;
    confess "unknown SKU $sku" unless exists $levels{$sku};
    return $levels{$sku} -= $qty;
}
1;
''')
open(f"{S}/perl-shop/app.pl", "w").write(r'''use Mojolicious::Lite -signatures;
use lib '/tmp/hu-scratch/srv/perl-shop/lib';
use Shop::Stock;
post '/tools/reserve' => sub ($c) {
    my $args = $c->req->json;
    my $left = eval { Shop::Stock::reserve($args->{sku}, $args->{qty}) };
    return $c->render(json => {isError => \1, text => join("\n", (split /\n/, $@)[0 .. 3])}) if $@;
    $c->render(json => {left => $left});
};
app->log->level('fatal');
app->start;
''')
perl_driver = r'''use Mojo::UserAgent; use Mojo::Server;
my $ua = Mojo::UserAgent->new;
$ua->server->app(Mojo::Server->new->load_app('/tmp/hu-scratch/srv/perl-shop/app.pl'));
print $ua->post('/tools/reserve' => json => {sku => $ARGV[0], qty => 1})->result->json->{text};
'''
out["perl_confess"] = {"text": run(["perl", "-e", perl_driver, canary("perl_confess")]),
                       "produced_by": "Perl 5.36 Carp::confess inside a Mojolicious 9.31 (Debian libmojolicious-perl) route (the tool keeps the first 4 lines of $@), app at /tmp/hu-scratch/srv/perl-shop/app.pl"}
mojo_ua = r'''use Mojo::UserAgent; my $ua = Mojo::UserAgent->new(connect_timeout => 2);
my $tx = $ua->get('http://127.0.0.1:18091/v1/kv/config/shop?recurse=true');
print "consul lookup failed: ", $tx->error->{message};
'''
out["mojo_ua_refused"] = {"text": run(["perl", "-e", mojo_ua]),
                          "produced_by": "Mojo::UserAgent (Mojolicious 9.31) error message, nothing listening on 127.0.0.1:18091"}

# ---- Lua 5.4: xpcall with debug.traceback in a kiosk tool
open(f"{S}/lua-kiosk/menu.lua", "w").write('''local M = {}
local items = { espresso = { price = 2.1 } }
function M.price(name, qty)
  local item = items[name]
  return item.price * qty
end
return M
''')
open(f"{S}/lua-kiosk/handler.lua", "w").write('''package.path = "/tmp/hu-scratch/srv/lua-kiosk/?.lua;" .. package.path
local menu = require("menu")
local function quote(args) return { total = menu.price(args.item, args.qty) } end
local ok, err = xpcall(quote, debug.traceback, { item = arg[1], qty = 2 })
if not ok then io.write(err) end
''')
out["lua_trace"] = {"text": run(["lua5.4", f"{S}/lua-kiosk/handler.lua", "flat white"]),
                    "produced_by": "Lua 5.4.4 (Debian lua5.4) xpcall + debug.traceback, /tmp/hu-scratch/srv/lua-kiosk/handler.lua"}

# ---- OCaml 4.13: Not_found with a recorded backtrace, reported in a JSON-RPC error's data
open(f"{S}/ocaml-geo/geo.ml", "w").write('''let zones = Hashtbl.create 8
let () = Hashtbl.replace zones "DE-BE" "Europe/Berlin"
let zone_of code = Hashtbl.find zones code
let handle code = Printf.sprintf "{\\"tz\\": \\"%s\\"}" (zone_of code)
let () =
  Printexc.record_backtrace true;
  try print_string (handle Sys.argv.(1))
  with e ->
    print_string (Printexc.to_string e ^ "\\n" ^ Printexc.get_backtrace ())
''')
run(["ocamlfind", "ocamlopt", "-g", "-o", f"{S}/ocaml-geo/geo", f"{S}/ocaml-geo/geo.ml"]) if False else \
    run(["ocamlc", "-g", "-o", f"{S}/ocaml-geo/geo", f"{S}/ocaml-geo/geo.ml"], cwd=f"{S}/ocaml-geo")
out["ocaml_trace"] = {"text": run([f"{S}/ocaml-geo/geo", canary("ocaml_trace")]),
                      "produced_by": "OCaml 4.13.1 (Debian ocaml-nox) bytecode, Printexc.get_backtrace, /tmp/hu-scratch/srv/ocaml-geo/geo.ml"}

# ---- Java: Long.parseLong on the argument, stack trace printed into the result
open(f"{S}/java-ledger/LedgerTool.java", "w").write('''import java.io.*;
public class LedgerTool {
    static long parseAmountCents(String raw) { return Long.parseLong(raw); }
    static String handleTransfer(String amount) { return "{\\"cents\\": " + parseAmountCents(amount) + "}"; }
    public static void main(String[] a) {
        try { System.out.print(handleTransfer(a[0])); }
        catch (Exception e) { StringWriter w = new StringWriter(); e.printStackTrace(new PrintWriter(w)); System.out.print(w); }
    }
}
''')
run(["javac", "-d", f"{S}/java-ledger", f"{S}/java-ledger/LedgerTool.java"])
jv = run(["java", "-version"]).splitlines()[0]
out["java_nfe"] = {"text": run(["java", "-cp", f"{S}/java-ledger", "LedgerTool", canary("java_nfe")]),
                   "produced_by": f"{jv}: Throwable.printStackTrace of Long.parseLong, /tmp/hu-scratch/srv/java-ledger/LedgerTool.java"}
save("misc_real", out)
for k, v in out.items():
    print("==", k, "::", v["text"])
