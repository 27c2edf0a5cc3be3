#!/usr/bin/env python3
"""The structure rules of the runtime and the macros, checked (CI runs this).

    python3 scripts/structure.py            # exit 1 and each breach when a rule is broken

For `runtime/src` and `macros/src`:
- no file over 450 lines of code;
- no function over 80 lines of code;
- no import cycle between the siblings of one folder, files and subfolders alike (A depends
  on a sibling B when a file of A names `super::B` (from a file N modules down, N `super`s),
  or `crate::<folder>::B`; the folder's own `mod.rs` and `lib.rs` import everything and are
  no sibling);
- the runtime's root public names (each name of every top-level `pub use` in `lib.rs`, the
  one place a crate's root is written) are at most 24, none of them a glob;
- no two public or crate-wide types (`pub`, `pub(crate)`) of one crate share a name;
- the MCP request methods (the rows of `runtime/src/server/engine/methods.rs`) are named,
  as string literals outside test code, only in the table and in the files of
  `METHOD_PLACES`, each there for a reason it gives.

Lines of code: lines that are not blank and not `//` comments, outside test code (a
`#[cfg(test)]` item, an inline `mod tests { ... }` skipped to its closing brace, and a file
that is itself a test module: `tests.rs`, under `tests/`, or opening with `#![cfg(test)]`).
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CRATES = ["runtime/src", "macros/src"]
FILE_MAX, FN_MAX, ROOT_MAX = 450, 80, 24
METHODS = "runtime/src/server/engine/methods.rs"
# Besides the table, where a request method's name may be written, and why.
METHOD_PLACES = {
    "runtime/src/server/engine/trace.rs": "the OpenTelemetry attribute each method's target takes",
    "runtime/src/server/http/legacy.rs": "an answered `initialize` mints the session",
    "runtime/src/server/stdio/connection.rs": "an answered `initialize` opens the change stream",
    "runtime/src/rmcp/serve.rs": "rmcp's handler methods, each reading its row",
    "runtime/src/testing/mod.rs": "the test client: the requests a client sends, by name",
}


def is_test_file(rel, lines):
    first = next((l.strip() for l in lines if l.strip() and not l.strip().startswith("//")), "")
    return os.path.basename(rel) == "tests.rs" or "/tests/" in "/" + rel or first.startswith("#![cfg(test)]")


def code_lines(lines):
    """Indices of the lines that count."""
    keep, i = [], 0
    while i < len(lines):
        s = lines[i].strip()
        if s.startswith("#[cfg(test)]"):
            j = i + 1
            while j < len(lines) and (not lines[j].strip() or lines[j].strip().startswith("#[")):
                j += 1
            if j < len(lines) and lines[j].rstrip().endswith("{"):
                indent = len(lines[j]) - len(lines[j].lstrip())
                k = j + 1
                while k < len(lines) and not (lines[k].strip() == "}" and len(lines[k]) - len(lines[k].lstrip()) == indent):
                    k += 1
                i = k + 1
            else:
                i = j + 1
            continue
        if s and not s.startswith("//"):
            keep.append(i)
        i += 1
    return keep


def sizes(src):
    """(file breaches, function breaches) of one crate."""
    files, fns = [], []
    for folder, _, names in os.walk(src):
        for name in sorted(names):
            if not name.endswith(".rs"):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, ROOT)
            lines = open(path, encoding="utf-8").read().split("\n")
            if is_test_file(rel, lines):
                continue
            keep = code_lines(lines)
            if len(keep) > FILE_MAX:
                files.append(f"{rel}: {len(keep)} lines of code (at most {FILE_MAX})")
            kept = set(keep)
            for i in keep:
                m = re.match(r"^(\s*)(pub(\([^)]*\))? )?(const )?(async )?(unsafe )?fn (\w+)", lines[i])
                if not m or lines[i].rstrip().endswith(";"):
                    continue
                indent = m.group(1)
                for j in range(i + 1, len(lines)):
                    if lines[j].startswith(indent + "}") and len(lines[j]) - len(lines[j].lstrip()) == len(indent):
                        n = sum(1 for k in range(i, j + 1) if k in kept)
                        if n > FN_MAX:
                            fns.append(f"{rel}:{i + 1} fn {m.group(7)}: {n} lines (at most {FN_MAX})")
                        break
    return files, fns


def strip(text):
    text = re.sub(r"//[^\n]*", "", text)
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def cycles(src):
    """Each set of siblings of one folder that import each other in a circle. A sibling is a
    file or a subfolder (a module with files of its own: what any of them names counts)."""
    found = []
    for folder, dirs, files in os.walk(src):
        rs = [f for f in files if f.endswith(".rs")]
        names = {f[:-3] for f in rs if f not in ("mod.rs", "lib.rs", "main.rs")} | set(dirs)
        rel = os.path.relpath(folder, src)
        crate_path = "" if rel == "." else rel.replace(os.sep, "::")
        graph = {}

        def deps(text, me, up):
            """The siblings `text` names, from a file `up` modules below the folder's."""
            out = set()
            for other in names - {me}:
                pats = [rf"\bcrate::{crate_path + '::' if crate_path else ''}{other}\b"]
                if up == 0:
                    pats += [rf"\bself::{other}\b", rf"(?<![\w:]){other}::"]
                else:
                    pats.append(rf"\b{'::'.join(['super'] * up)}::{other}\b")
                if any(re.search(p, text) for p in pats):
                    out.add(other)
            return out

        for f in rs:
            me = f[:-3]
            if me in ("lib", "main", "mod"):
                continue
            graph[me] = deps(strip(open(os.path.join(folder, f), encoding="utf-8").read()), me, 1)
        for d in dirs:
            graph[d] = set()
            for sub, _, subfiles in os.walk(os.path.join(folder, d)):
                for f in subfiles:
                    if not f.endswith(".rs"):
                        continue
                    path = os.path.join(sub, f)
                    # modules between the file's and the folder's: its folders, and itself
                    # unless it is a mod.rs
                    up = os.path.relpath(path, folder).count(os.sep) + (f != "mod.rs")
                    text = strip(open(path, encoding="utf-8").read())
                    graph[d] |= deps(text, d, up)
        index, low, stack, on, comps, counter = {}, {}, [], set(), [], [0]

        def visit(v):
            index[v] = low[v] = counter[0]
            counter[0] += 1
            stack.append(v)
            on.add(v)
            for w in graph.get(v, ()):
                if w not in graph:
                    continue
                if w not in index:
                    visit(w)
                    low[v] = min(low[v], low[w])
                elif w in on:
                    low[v] = min(low[v], index[w])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    comps.append(sorted(comp))

        for v in list(graph):
            if v not in index:
                visit(v)
        for comp in comps:
            found.append(f"{os.path.relpath(folder, ROOT)}: {', '.join(comp)} import each other")
    return found


def root_names():
    """Breaches of the root rule."""
    lib = open(os.path.join(ROOT, "runtime/src/lib.rs"), encoding="utf-8").read()
    names, out = 0, []
    for m in re.finditer(r"^pub use [^;]+;", lib, re.M):
        stmt = m.group(0)
        if re.search(r"::\s*\*\s*;", stmt) or re.search(r"[{,]\s*\*\s*[,}]", stmt):
            out.append(f"runtime/src/lib.rs: a glob re-export at the root: {stmt}")
        inner = re.search(r"\{(.*)\}", stmt, re.S)
        listed = inner.group(1) if inner else stmt.split("::")[-1]
        names += len([n for n in listed.replace(";", "").split(",") if n.strip()])
    if names > ROOT_MAX:
        out.append(f"runtime/src/lib.rs: {names} root names (at most {ROOT_MAX})")
    return out, names


def sources(src):
    """(path relative to the repository, text without comments and test modules) of each
    non-test file of a crate."""
    for folder, _, names in os.walk(src):
        for name in sorted(names):
            if name.endswith(".rs"):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, ROOT)
                text = open(path, encoding="utf-8").read()
                if not is_test_file(rel, text.split("\n")):
                    yield rel, strip(text)


def type_names(src):
    """Breaches of the one-name rule: public or crate-wide types of one crate alike."""
    seen = {}
    for rel, text in sources(src):
        for m in re.finditer(r"^pub(\(crate\))? (struct|enum|trait|type|union) ([A-Z]\w*)", text, re.M):
            seen.setdefault(m.group(3), []).append(rel)
    crate = os.path.relpath(src, ROOT)
    return [f"{crate}: {len(where)} types named {name} ({', '.join(where)}): name each for what it is"
            for name, where in sorted(seen.items()) if len(where) > 1]


def method_places():
    """Breaches of the method-table rule, and the number of places naming a method."""
    table = open(os.path.join(ROOT, METHODS), encoding="utf-8").read()
    names = re.findall(r'row\("([^"]+)"', table)
    literal = re.compile('"(' + "|".join(re.escape(n) for n in names) + ')"')
    out, places = [], 0
    for rel, text in sources(os.path.join(ROOT, "runtime/src")):
        if rel == METHODS:
            continue
        hits = [text.count("\n", 0, m.start()) + 1 for m in literal.finditer(text)]
        places += len(hits)
        if hits and rel not in METHOD_PLACES:
            out.append(f"{rel}: names a request method (lines {', '.join(map(str, hits))}): read its row in {METHODS}")
    return out, places


def main():
    breaches = []
    for crate in CRATES:
        src = os.path.join(ROOT, crate)
        files, fns = sizes(src)
        breaches += files + fns + cycles(src) + type_names(src)
    roots, names = root_names()
    breaches += roots
    methods, places = method_places()
    breaches += methods
    for b in breaches:
        print(b)
    if breaches:
        print(f"structure: {len(breaches)} breach(es) of the rules (scripts/structure.py)")
        sys.exit(1)
    print(f"structure: every file of {' and '.join(CRATES)} within {FILE_MAX} lines of code, every "
          f"function within {FN_MAX}, no file cycle, {names} root names, no two crate-wide types alike, "
          f"request methods named in their table and {places} places of {len(METHOD_PLACES)} files")


main()
