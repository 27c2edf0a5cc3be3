"""Real runtime output from Node, Elixir, Ruby, PHP, Perl. Writes /tmp/hv-scratch/real_other.json."""
import json, subprocess, hashlib, os
def canary(tag): return "twaudit-" + hashlib.sha256(("v-" + tag).encode()).hexdigest()[:8]
def run(cmd, src=None, cwd="/tmp/hv-scratch"):
    r = subprocess.run(cmd, input=src, capture_output=True, text=True, cwd=cwd, timeout=60)
    return (r.stdout + r.stderr).strip()
out = []
def add(key, lang, channel, probe, sent, text, signals, lib):
    out.append(dict(key=key, lang=lang, channel=channel, probe=probe, sent=sent, text=text, signals=signals, lib=lib))

# Node: fetch to a closed loopback port
t = run(["node", "-e", """
fetch('http://127.0.0.1:59999/v1/stock?sku=A1').catch(e => console.log('Lagerabfrage fehlgeschlagen: ' + e.message + ' (' + e.cause + ')'));
"""])
add("node-fetch", "de", "error-result", "valid", None, t, ["raw-upstream-text", "no-retry-guidance"], "Node.js 20 undici fetch, ECONNREFUSED on loopback")
# Node: JSON.parse of an HTML error page
t = run(["node", "-e", """
const body = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
try { JSON.parse(body) } catch (e) { console.log(e.name + ': ' + e.message) }
"""])
add("node-json", "en", "error-result", "valid", None, t, ["raw-upstream-text", "no-retry-guidance"], "Node.js 20 JSON.parse SyntaxError on an nginx 502 page")
# Node: fs error stack as JSON-RPC data
c = canary("node-fs")
os.makedirs("/tmp/hv-scratch/srv/recipes", exist_ok=True)
t = run(["node", "-e", f"""
const fs = require('fs'), path = require('path');
function readRecipe(id) {{ return fs.readFileSync(path.join('/tmp/hv-scratch/srv/recipes', id + '.md'), 'utf8'); }}
try {{ readRecipe('{c}') }} catch (e) {{ console.log(JSON.stringify({{code: -32603, message: 'Internal error', data: {{stack: e.stack}}}})) }}
"""])
d = json.loads(t)
add("node-fs", "en", "jsonrpc-error", "valid", c, d["message"] + " " + json.dumps(d["data"]), ["raw-upstream-text", "stack-trace"], "Node.js 20 fs.readFileSync ENOENT err.stack in JSON-RPC data")
# Node: real path.resolve containment check, Spanish tool message
sent = "../../../../etc/passwd"
t = run(["node", "-e", f"""
const path = require('path'); const root = '/var/lib/recetario/docs';
const p = path.resolve(root, '{sent}');
if (!p.startsWith(root + path.sep)) console.log('Ruta rechazada: «{sent}» queda fuera de la carpeta de documentos.');
"""])
add("node-path", "es", "error-result", "traversal", sent, t, ["path-details-as-result", "no-retry-guidance"], "Node.js 20 path.resolve containment check")
# Elixir: String.to_existing_atom on an enum value, formatted with stacktrace
c = canary("ex-atom")
t = run(["elixir", "-e", f"""
defmodule Shop.Orders do
  def list(args), do: filter(String.to_existing_atom(args["status"]))
  defp filter(s), do: s
end
try do
  Shop.Orders.list(%{{"status" => "{c}"}})
rescue
  e -> IO.puts(Exception.format(:error, e, __STACKTRACE__))
end
"""])
add("ex-atom", "en", "error-result", "enum", c, t.strip(), ["raw-upstream-text", "stack-trace", "validation-echoes-value", "no-retry-guidance"], "Elixir 1.14 / OTP 24 Exception.format")
# Ruby: JSON::ParserError with backtrace
t = run(["ruby", "-e", """
require 'json'
def fetch_forecast(body) = JSON.parse(body)
begin
  fetch_forecast("<!DOCTYPE html><html><body>Service Unavailable</body></html>")
rescue => e
  puts "#{e.class}: #{e.message}"
  puts e.backtrace.first(3).map { |l| "\\tfrom " + l }.join("\\n")
end
"""])
add("rb-json", "en", "error-result", "valid", None, t, ["raw-upstream-text", "stack-trace", "no-retry-guidance"], "Ruby 3.1 json gem ParserError + backtrace")
# PHP: TypeError with strict types
open("/tmp/hv-scratch/OrderController.php", "w").write("""<?php declare(strict_types=1);
function listOrders(int $limit): array { return []; }
try { listOrders($argv[1]); } catch (TypeError $e) { echo $e->getMessage(); }
""")
c = canary("php")
t = run(["php", "/tmp/hv-scratch/OrderController.php", c])
add("php-type", "en", "error-result", "wrong-type", c, t, ["raw-upstream-text"], "PHP 8.2 strict_types TypeError message")
# Perl: open failure
c = canary("perl")
open("/tmp/hv-scratch/Export.pm", "w").write("""use strict; use warnings;
my $id = shift; open(my $fh, '<', "/tmp/hv-scratch/srv/exports/$id.csv") or die "Can't open '/tmp/hv-scratch/srv/exports/$id.csv': $!";
""")
t = run(["perl", "/tmp/hv-scratch/Export.pm", c])
add("perl-open", "fr", "error-result", "valid", c, "Export impossible : " + t, ["raw-upstream-text", "no-retry-guidance"], "Perl 5.36 die on open()")
json.dump(out, open("/tmp/hv-scratch/real_other.json", "w"), ensure_ascii=False, indent=1)
for e in out: print(e["key"], "|", e["text"])
