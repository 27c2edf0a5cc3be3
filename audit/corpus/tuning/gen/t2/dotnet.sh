#!/bin/sh
# Mono 6.8 (Debian mono-mcs, mono-runtime).
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/t2-mono && mcs -out:/tmp/t2-mono/Exports.exe Paths.cs >/dev/null
mono /tmp/t2-mono/Exports.exe > out/dotnet.txt 2>&1
