#!/bin/sh
# Compile a caller-submitted snippet as lib.rs in a fresh dir (relative path in diagnostics) (t25-082).
d=$(mktemp -d /tmp/dev25-scratch/rustc.XXXX)
cp "$1" "$d/lib.rs"
cd "$d" && rustc --edition 2021 --crate-type lib --color never --emit metadata -o /dev/null lib.rs 2>&1
rm -rf "$d"
