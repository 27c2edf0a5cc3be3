#!/bin/sh
set -e
mkdir -p /tmp/ht-scratch/java/com/acme/stock
cp "$(dirname "$0")/StockHandler.java" /tmp/ht-scratch/java/com/acme/stock/
cd /tmp/ht-scratch/java && javac -d classes com/acme/stock/StockHandler.java && java -cp classes com.acme.stock.StockHandler > /tmp/ht-scratch/out/java.txt
