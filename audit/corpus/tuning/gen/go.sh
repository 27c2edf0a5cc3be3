#!/bin/sh
# go 1.19 from Debian; build cache under /tmp.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/inventory && cp shop.go /tmp/inventory/main.go
cd /tmp/inventory && GOCACHE=/tmp/go-cache GO111MODULE=off go build -o inventory-svc main.go && ./inventory-svc > "$OLDPWD/out/go.txt" 2>&1
