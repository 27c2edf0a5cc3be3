#!/bin/sh
# Set-up for the second batch's generators, all outside the repository (run once, as root; apt-get update first).
#   Python venv /tmp/t2-venv, npm folder /tmp/t2-node, Debian packages.
set -e
apt-get install -y --no-install-recommends mariadb-server nats-server mosquitto redis-server nginx-light postgresql \
  locales openssl golang-go mono-mcs mono-runtime ruby php-cli php-illuminate-validation php-illuminate-translation \
  php-league-flysystem php-symfony-filesystem libhibernate-validator-java libspring-context-java \
  libspring-beans-java libtomcat9-java
python3 -m venv /tmp/t2-venv
P="/tmp/t2-venv/bin/pip install -q --no-cache-dir"
$P mcp==2.3.0
$P grpcio redis pymongo elasticsearch marshmallow casbin cedarpy celine-regorus pymysql nats-py graphql-core \
  paho-mqtt growthbook requests hvac requests-oauthlib PyJWT django werkzeug httpx python3-saml cryptography
$P kubernetes google-api-core azure-core azure-mgmt-core
mkdir -p /tmp/t2-node && cd /tmp/t2-node && { [ -f package.json ] || npm init -y >/dev/null; }
npm install --silent --no-audit --no-fund @modelcontextprotocol/sdk@1.32.2 zod@4 joi class-validator \
  class-transformer reflect-metadata express serve-static @grpc/grpc-js graphql ioredis mongodb casbin yup jose
