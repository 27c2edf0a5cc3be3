"""Write `runtime/src/audit/text/traces.txt`: stack traces as real runtimes print them, and
compilers' diagnostics that are not traces (issue 43).

A trace pattern written from a corpus reads the forms that corpus's writers knew. This runs a
small program in each runtime this machine has (Debian 12's packages: CPython, Node, Ruby,
PHP, Perl, Go, OpenJDK, Erlang, Elixir, Lua, OCaml, Tcl, Rust, C with AddressSanitizer,
Mono, R, GHC, Guile) that fails two calls deep, in the ways a server's handler fails: an
uncaught exception as the runtime prints it, and the trace as the program itself formats
it (`traceback.format_exc()`, `err.stack`, `getTraceAsString()`, `printStackTrace()`,
`debug.Stack()`, `Exception.format`, `debug.traceback`, `errorInfo`, ...), which is what a
handler puts in an answer. It also runs each compiler and linter on code with a mistake:
a diagnostic about code the caller sent is not a trace.

    apt-get install --no-install-recommends python3 nodejs ruby php-cli perl golang-go \
        default-jdk-headless erlang-nox elixir lua5.4 ocaml-nox tcl rustc gcc \
        mono-mcs mono-runtime r-base-core ghc guile-3.0
    python3 audit/catalogs/traces/gen.py          # from the repository's root

Each record is a line `=== <kind> | <runtime and version> | <what>` (kind `trace` or
`diagnostic`) and then the text, with the scratch folder's path written as `/srv/app`. A
runtime that is not installed is skipped with a line on stderr. Addresses (`0x...`) differ
between runs; the rest is the same. `mod.rs`'s tests read every trace as a trace, as printed
and in the forms servers pass it on, and no diagnostic as one.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "..", "runtime", "src", "audit", "text", "traces.txt")

# (kind, runtime, what, file name, source, command (with {f} for the file))
CASES = [
    ("trace", "python", "an uncaught exception", "orders.py",
     "def load(order_id):\n    raise ValueError(f'no order {order_id}')\n\n"
     "def handle(args):\n    return load(args['id'])\n\nhandle({'id': 7})\n",
     ["python3", "{f}"]),
    ("trace", "python", "traceback.format_exc() of a chained exception", "orders.py",
     "import traceback\n\ndef load(order_id):\n    try:\n        return {}[order_id]\n"
     "    except KeyError as e:\n        raise LookupError('order lookup failed') from e\n\n"
     "try:\n    load(7)\nexcept Exception:\n    print(traceback.format_exc())\n",
     ["python3", "{f}"]),
    ("trace", "python", "an attribute error with the 3.11 carets", "orders.py",
     "def total(order):\n    return order.lines.total + 1\n\ndef handle():\n    return total(None)\n\nhandle()\n",
     ["python3", "{f}"]),
    ("trace", "python", "faulthandler's dump", "orders.py",
     "import faulthandler, sys\n\ndef load():\n    faulthandler.dump_traceback(sys.stdout)\n\n"
     "def handle():\n    load()\n\nhandle()\n",
     ["python3", "{f}"]),
    ("trace", "node", "an uncaught error", "orders.js",
     "function load(id) {\n  throw new Error(`no order ${id}`);\n}\nfunction handle(args) {\n"
     "  return load(args.id);\n}\nhandle({ id: 7 });\n",
     ["node", "{f}"]),
    ("trace", "node", "err.stack of a TypeError", "orders.js",
     "function total(order) {\n  return order.lines.total;\n}\ntry {\n  total(undefined);\n"
     "} catch (err) {\n  console.log(err.stack);\n}\n",
     ["node", "{f}"]),
    ("trace", "node", "err.stack of an async failure", "orders.mjs",
     "async function load(id) {\n  await null;\n  throw new RangeError(`order ${id} out of range`);\n}\n"
     "async function handle() {\n  await load(7);\n}\nhandle().catch((err) => console.log(err.stack));\n",
     ["node", "{f}"]),
    ("trace", "node", "a refused connection's stack", "orders.js",
     "const net = require('net');\nnet.connect(1, '127.0.0.1').on('error', (err) => console.log(err.stack));\n",
     ["node", "{f}"]),
    ("trace", "ruby", "an uncaught exception", "orders.rb",
     "def load(id)\n  raise ArgumentError, \"no order #{id}\"\nend\n\ndef handle(args)\n  load(args[:id])\nend\n\nhandle(id: 7)\n",
     ["ruby", "{f}"]),
    ("trace", "ruby", "backtrace joined by a handler", "orders.rb",
     "def total(order)\n  order.fetch(:lines).sum\nend\n\nbegin\n  total({})\nrescue => e\n"
     "  puts \"#{e.class}: #{e.message}\"\n  puts e.backtrace.join(\"\\n\")\nend\n",
     ["ruby", "{f}"]),
    ("trace", "ruby", "full_message without highlighting", "orders.rb",
     "def load(id)\n  Integer(id)\nend\n\nbegin\n  load('seven')\nrescue => e\n"
     "  puts e.full_message(highlight: false)\nend\n",
     ["ruby", "{f}"]),
    ("trace", "php", "an uncaught exception", "orders.php",
     "<?php\nfunction load($id) {\n    throw new RuntimeException(\"no order $id\");\n}\n"
     "function handle($args) {\n    return load($args['id']);\n}\nhandle(['id' => 7]);\n",
     ["php", "-d", "display_errors=stderr", "-d", "log_errors=0", "{f}"]),
    ("trace", "php", "getTraceAsString()", "orders.php",
     "<?php\nclass Orders {\n    public function load($id) {\n        throw new DomainException(\"no order $id\");\n    }\n}\n"
     "try {\n    (new Orders())->load(7);\n} catch (Exception $e) {\n"
     "    echo get_class($e), ': ', $e->getMessage(), \"\\n\", $e->getTraceAsString(), \"\\n\";\n}\n",
     ["php", "{f}"]),
    ("trace", "php", "a TypeError's message and trace", "orders.php",
     "<?php\ndeclare(strict_types=1);\nfunction total(int $n): int { return $n + 1; }\n"
     "try {\n    total('seven');\n} catch (TypeError $e) {\n    echo $e, \"\\n\";\n}\n",
     ["php", "{f}"]),
    ("trace", "perl", "die", "orders.pl",
     "sub load { my ($id) = @_; die \"no order $id\\n\" if 0; die \"no order $id\" }\nsub handle { load(7) }\nhandle();\n",
     ["perl", "{f}"]),
    ("trace", "perl", "Carp::confess", "orders.pl",
     "use Carp;\nsub load { my ($id) = @_; confess \"no order $id\" }\nsub handle { load(7) }\nhandle();\n",
     ["perl", "{f}"]),
    ("trace", "go", "a panic", "main.go",
     "package main\n\nimport \"fmt\"\n\nfunc load(id int) {\n\tpanic(fmt.Sprintf(\"no order %d\", id))\n}\n\n"
     "func handle() {\n\tload(7)\n}\n\nfunc main() {\n\thandle()\n}\n",
     ["go", "run", "{f}"]),
    ("trace", "go", "an index out of range", "main.go",
     "package main\n\nfunc pick(xs []int, i int) int {\n\treturn xs[i]\n}\n\nfunc main() {\n\tpick([]int{1}, 3)\n}\n",
     ["go", "run", "{f}"]),
    ("trace", "go", "debug.Stack() in a recover", "main.go",
     "package main\n\nimport (\n\t\"fmt\"\n\t\"runtime/debug\"\n)\n\nfunc load() {\n\tvar m map[string]int\n\tm[\"a\"] = 1\n}\n\n"
     "func handle() (err error) {\n\tdefer func() {\n\t\tif r := recover(); r != nil {\n"
     "\t\t\terr = fmt.Errorf(\"panic: %v\\n%s\", r, debug.Stack())\n\t\t}\n\t}()\n\tload()\n\treturn nil\n}\n\n"
     "func main() {\n\tfmt.Println(handle())\n}\n",
     ["go", "run", "{f}"]),
    ("trace", "java", "an uncaught exception with its cause", "Orders.java",
     "public class Orders {\n    static int load(String id) {\n        try {\n            return Integer.parseInt(id);\n"
     "        } catch (NumberFormatException e) {\n            throw new IllegalStateException(\"order lookup failed\", e);\n        }\n    }\n"
     "    public static void main(String[] args) {\n        load(\"seven\");\n    }\n}\n",
     ["java", "{f}"]),
    ("trace", "java", "a NullPointerException's printStackTrace", "Orders.java",
     "public class Orders {\n    String name;\n    static int size(Orders o) {\n        return o.name.length();\n    }\n"
     "    public static void main(String[] args) {\n        try {\n            size(new Orders());\n"
     "        } catch (Exception e) {\n            e.printStackTrace(System.out);\n        }\n    }\n}\n",
     ["java", "{f}"]),
    ("trace", "erlang", "an escript's uncaught error", "orders.erl",
     "#!/usr/bin/env escript\n-module(orders).\n-export([main/1]).\n\nload(Id) -> 10 div Id.\n\n"
     "main(_) -> load(0).\n",
     ["escript", "{f}"]),
    ("trace", "erlang", "a caught error's stacktrace printed with ~p", "orders.erl",
     "#!/usr/bin/env escript\n-module(orders).\n-export([main/1]).\n\nload(Id) -> erlang:binary_to_integer(Id).\n\n"
     "main(_) ->\n    try load(<<\"seven\">>)\n    catch error:Reason:St -> io:format(\"~p~n~p~n\", [Reason, St])\n    end.\n",
     ["escript", "{f}"]),
    ("trace", "elixir", "an uncaught raise", "orders.exs",
     "defmodule Orders do\n  def load(id), do: raise(ArgumentError, \"no order #{id}\")\n  def handle(args), do: load(args.id)\nend\n\n"
     "Orders.handle(%{id: 7})\n",
     ["elixir", "{f}"]),
    ("trace", "elixir", "Exception.format of a caught error", "orders.exs",
     "defmodule Orders do\n  def load(id), do: String.to_integer(id)\nend\n\n"
     "try do\n  Orders.load(\"seven\")\nrescue\n  e -> IO.puts(Exception.format(:error, e, __STACKTRACE__))\nend\n",
     ["elixir", "{f}"]),
    ("trace", "lua", "an uncaught error", "orders.lua",
     "local function load(id)\n  error('no order ' .. id)\nend\nlocal function handle(args)\n  return load(args.id)\nend\nhandle({ id = 7 })\n",
     ["lua5.4", "{f}"]),
    ("trace", "lua", "xpcall with debug.traceback", "orders.lua",
     "local function total(order)\n  return order.lines + 1\nend\n"
     "local ok, msg = xpcall(total, debug.traceback, {})\nprint(msg)\n",
     ["lua5.4", "{f}"]),
    ("trace", "ocaml", "an uncaught exception with OCAMLRUNPARAM=b", "orders.ml",
     "let load id = failwith (Printf.sprintf \"no order %d\" id)\nlet handle () = load 7 + 1\nlet () = ignore (handle ())\n",
     ["sh", "-c", "ocamlc -g -o orders {f} && OCAMLRUNPARAM=b ./orders"]),
    ("trace", "tcl", "errorInfo", "orders.tcl",
     "proc load {id} {\n    error \"no order $id\"\n}\nproc handle {} {\n    load 7\n}\n"
     "if {[catch {handle} msg]} {\n    puts $::errorInfo\n}\n",
     ["tclsh", "{f}"]),
    ("trace", "rust", "a panic with RUST_BACKTRACE=1", "orders.rs",
     "fn load(id: u32) -> u32 {\n    panic!(\"no order {id}\")\n}\n\nfn handle() -> u32 {\n    load(7) + 1\n}\n\nfn main() {\n    handle();\n}\n",
     ["sh", "-c", "rustc -g -o orders {f} 2>/dev/null && RUST_BACKTRACE=1 ./orders"]),
    ("trace", "rust", "a panic as printed by default", "orders.rs",
     "fn main() {\n    let orders: Vec<u32> = Vec::new();\n    println!(\"{}\", orders[3]);\n}\n",
     ["sh", "-c", "rustc -o orders {f} 2>/dev/null && RUST_BACKTRACE=0 ./orders"]),
    ("trace", "c", "AddressSanitizer's report", "orders.c",
     "#include <stdlib.h>\nint load(int *xs, int i) { return xs[i]; }\nint handle(void) {\n"
     "  int *xs = malloc(4 * sizeof(int));\n  return load(xs, 9);\n}\nint main(void) { return handle(); }\n",
     ["sh", "-c", "gcc -g -fsanitize=address -o orders {f} && ./orders"]),
    ("trace", "mono", "an uncaught exception", "Orders.cs",
     "using System;\nclass Orders {\n    static int Load(string id) { return int.Parse(id); }\n"
     "    static int Handle() { return Load(\"seven\") + 1; }\n    static void Main() { Handle(); }\n}\n",
     ["sh", "-c", "mcs -debug -out:orders.exe {f} >/dev/null && mono --debug orders.exe"]),
    ("trace", "mono", "Exception.ToString() in a handler", "Orders.cs",
     "using System;\nusing System.Collections.Generic;\nclass Orders {\n"
     "    static int Load(string id) { return new Dictionary<string, int>()[id]; }\n"
     "    static void Main() {\n        try { Load(\"o-7\"); } catch (Exception e) { Console.WriteLine(e.ToString()); }\n    }\n}\n",
     ["sh", "-c", "mcs -debug -out:orders.exe {f} >/dev/null && mono --debug orders.exe"]),
    ("trace", "r", "an error with its calls", "orders.R",
     "load <- function(id) stop(paste('no order', id))\nhandle <- function() load(7)\nhandle()\n",
     ["Rscript", "{f}"]),
    ("trace", "haskell", "error's CallStack", "orders.hs",
     "load :: Int -> Int\nload n = error (\"no order \" ++ show n)\n\nmain :: IO ()\nmain = print (load 7)\n",
     ["sh", "-c", "ghc -O0 -o orders {f} >/dev/null && ./orders"]),
    ("trace", "guile", "an uncaught error's backtrace", "orders.scm",
     "(define (load-order id) (error \"no order\" id))\n(define (handle) (+ 1 (load-order 7)))\n(handle)\n",
     ["guile", "--no-auto-compile", "{f}"]),
    ("diagnostic", "javac", "a compile error", "Snippet.java",
     "public class Snippet {\n    int f() { return x; }\n}\n",
     ["javac", "{f}"]),
    ("diagnostic", "rustc", "a compile error", "snippet.rs",
     "fn main() {\n    let y = x + 1;\n}\n",
     ["rustc", "{f}"]),
    ("diagnostic", "go", "go vet's and the compiler's errors", "main.go",
     "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Printf(\"%d\\n\", \"seven\")\n\ty := 1\n}\n",
     ["go", "vet", "{f}"]),
    ("diagnostic", "gofmt", "a syntax error", "main.go",
     "package main\n\nfunc main() {\n\tx := \n}\n",
     ["gofmt", "{f}"]),
    ("diagnostic", "gcc", "a compile error", "snippet.c",
     "int main(void) {\n  return y;\n}\n",
     ["gcc", "-c", "{f}"]),
    ("diagnostic", "ruby -c", "a syntax error", "snippet.rb",
     "def total(x\n  x + 1\nend\n",
     ["ruby", "-c", "{f}"]),
    ("diagnostic", "php -l", "a parse error", "snippet.php",
     "<?php\nfunction total($x) {\n  return $x +;\n}\n",
     ["php", "-l", "{f}"]),
    ("diagnostic", "perl -c", "a syntax error", "snippet.pl",
     "sub total { my ($x) = @_; return $x + ; }\n",
     ["perl", "-c", "{f}"]),
    ("diagnostic", "luac", "a syntax error", "snippet.lua",
     "local function total(x)\n  return x +\nend\n",
     ["luac5.4", "-p", "{f}"]),
    ("diagnostic", "erlc", "a compile error", "snippet.erl",
     "-module(snippet).\n-export([f/0]).\nf() -> X + 1.\n",
     ["erlc", "{f}"]),
    ("diagnostic", "ocamlc", "a type error", "snippet.ml",
     "let total x = x + \"one\"\n",
     ["ocamlc", "-c", "{f}"]),
    ("diagnostic", "mcs", "a compile error", "Snippet.cs",
     "class Snippet {\n    int F() { return x; }\n}\n",
     ["mcs", "{f}"]),
    ("diagnostic", "ghc", "a type error", "snippet.hs",
     "main :: IO ()\nmain = putStrLn (1 + True)\n",
     ["ghc", "-fno-code", "{f}"]),
]

# How each runtime (or compiler) tells its version, for a record's header.
VERSION = {
    "python": ["python3", "--version"],
    "node": ["node", "--version"],
    "ruby": ["ruby", "--version"],
    "php": ["php", "--version"],
    "perl": ["perl", "-e", "print $^V"],
    "go": ["go", "version"],
    "java": ["java", "-version"],
    "erlang": ["erl", "-noshell", "-eval", 'io:format("OTP ~s", [erlang:system_info(otp_release)]), halt().'],
    "elixir": ["elixir", "--short-version"],
    "lua": ["lua5.4", "-v"],
    "ocaml": ["ocaml", "-version"],
    "tcl": ["sh", "-c", "echo 'puts [info patchlevel]' | tclsh"],
    "rust": ["rustc", "--version"],
    "c": ["sh", "-c", "gcc --version | head -1"],
    "mono": ["sh", "-c", "mono --version | head -1"],
    "r": ["sh", "-c", "Rscript --version 2>&1"],
    "haskell": ["sh", "-c", "ghc --version"],
    "guile": ["sh", "-c", "guile --version | head -1"],
    "javac": ["javac", "-version"],
    "rustc": ["rustc", "--version"],
    "gofmt": ["go", "version"],
    "gcc": ["sh", "-c", "gcc --version | head -1"],
    "ruby -c": ["ruby", "--version"],
    "php -l": ["php", "--version"],
    "perl -c": ["perl", "-e", "print $^V"],
    "luac": ["lua5.4", "-v"],
    "erlc": ["erl", "-noshell", "-eval", 'io:format("OTP ~s", [erlang:system_info(otp_release)]), halt().'],
    "ocamlc": ["ocaml", "-version"],
    "mcs": ["sh", "-c", "mono --version | head -1"],
    "ghc": ["sh", "-c", "ghc --version"],
}


def run(cmd, cwd, f):
    cmd = [c.replace("{f}", f) for c in cmd]
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=300)
    return p.stdout + p.stderr


def main():
    records = []
    versions = {}
    for kind, runtime, what, name, source, cmd in CASES:
        if shutil.which(cmd[0] if cmd[0] != "sh" else cmd[2].split()[0]) is None:
            print(f"skipped {runtime} ({what}): not installed", file=sys.stderr)
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, name)
            with open(path, "w") as out:
                out.write(source)
            text = run(cmd, tmp, path)
            if runtime not in versions:
                versions[runtime] = run(VERSION[runtime], tmp, path).strip().splitlines()[0].strip()
        text = text.replace(os.path.realpath(tmp), "/srv/app").replace(tmp, "/srv/app")
        text = re.sub(r"\x1b\[[0-9;]*m", "", text).strip("\n")
        if not text.strip():
            print(f"skipped {runtime} ({what}): printed nothing", file=sys.stderr)
            continue
        records.append(f"=== {kind} | {versions[runtime]} | {what}\n{text}\n")
    with open(OUT, "w") as out:
        out.write("".join(records))
    print(f"{len(records)} records written to {os.path.normpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
