#!/bin/sh
# Debian mono-mcs/mono-runtime 6.8; output /tmp/b-out/dotnet.tsv
cd "$(dirname "$0")" && mkdir -p /tmp/b-dotnet /tmp/b-out
mcs -debug -out:/tmp/b-dotnet/Fulfillment.exe OrderService.cs && mono --debug /tmp/b-dotnet/Fulfillment.exe > /tmp/b-out/dotnet.tsv
