#!/bin/sh
# Mono 6.8 (Debian mono-mcs, mono-runtime): compile with debug symbols so frames carry file:line.
# The source is copied to a service-like path first so the frames name that path.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/billing/src/Acme.Billing
cp Shop.cs /tmp/billing/src/Acme.Billing/InvoiceService.cs
mcs -debug -out:/tmp/billing/Shop.exe /tmp/billing/src/Acme.Billing/InvoiceService.cs
chmod -R a+rX /tmp/billing
{ mono --debug /tmp/billing/Shop.exe; (cd /tmp && runuser -u nobody -- mono --debug /tmp/billing/Shop.exe | sed -n '/=== unauthorized/,$p'); } > out/dotnet.txt 2>&1
