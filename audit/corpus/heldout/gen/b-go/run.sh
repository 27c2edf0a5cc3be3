#!/bin/sh
# Debian golang-go 1.19; output /tmp/b-out/go.tsv, /tmp/b-out/go-crash-*.txt
cd "$(dirname "$0")" && mkdir -p /tmp/b-out /tmp/b-go
GOFLAGS=-mod=mod GOCACHE=/tmp/b-go/cache go build -trimpath -o /tmp/b-go/fleet-mcp . || exit 1
/tmp/b-go/fleet-mcp recovered > /tmp/b-out/go.tsv
/tmp/b-go/fleet-mcp crash-index 2> /tmp/b-out/go-crash-index.txt
/tmp/b-go/fleet-mcp crash-nil 2> /tmp/b-out/go-crash-nil.txt
true
