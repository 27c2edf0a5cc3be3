#!/bin/sh
# OpenJDK 17: compile Shop.java and run it; the access-denied section needs an unprivileged user (nobody).
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/jvm && javac -g -d /tmp/jvm Shop.java && chmod -R a+rX /tmp/jvm
{ java -cp /tmp/jvm com.acme.orders.Shop; (cd /tmp && runuser -u nobody -- java -cp /tmp/jvm com.acme.orders.Shop | sed -n '/=== access-denied/,$p'); } > out/java.txt 2>&1
