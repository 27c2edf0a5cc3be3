#!/bin/sh
# Runs gen/node_real.mjs from the scratch Node project (npm deps: @modelcontextprotocol/sdk,
# @modelcontextprotocol/server-filesystem, zod, ajv, ajv-i18n, express, passport, passport-local)
# and captures Node's permission-model refusal.
set -e
cp "$(dirname "$0")/node_real.mjs" /tmp/ht-scratch/nodeproj/node_real.mjs
cd /tmp/ht-scratch/nodeproj && node node_real.mjs
node --experimental-permission --allow-fs-read=/tmp/ht-scratch/nodeproj/ -e "require('fs').readFileSync('/tmp/ht-scratch/nodeproj/../../../etc/passwd')" 2> /tmp/ht-scratch/out/node_permission.txt || true
