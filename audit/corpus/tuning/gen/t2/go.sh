#!/bin/sh
# go 1.19 (Debian golang-go); build cache under /tmp. The "perm" run reads /etc/passwd as nobody inside a private
# mount namespace where /etc/passwd is a bind-mounted root-only copy kept in /tmp (nothing outside /tmp is written).
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/t2-go out && cp shop2.go /tmp/t2-go/main.go
(cd /tmp/t2-go && GOCACHE=/tmp/go-cache GO111MODULE=off go build -o notes-svc main.go)
sh ./fakepasswd.sh
{ /tmp/t2-go/notes-svc; unshare -m --propagation private sh -c 'mount --bind /tmp/t2-ns/passwd /etc/passwd && runuser -u nobody -- /tmp/t2-go/notes-svc perm'; } > out/go.txt 2>&1
