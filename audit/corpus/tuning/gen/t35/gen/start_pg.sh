#!/bin/sh
# Starts a throwaway PostgreSQL 15 server in a scratch folder (as uid 65534), with
# locales compiled into the scratch folder so that lc_messages can switch languages.
# Usage: SCRATCH=$(mktemp -d) sh gen/start_pg.sh
set -e
S=${SCRATCH:?set SCRATCH}
mkdir -p "$S/loc"
for l in de_DE fr_FR es_ES ja_JP it_IT ru_RU ko_KR sv_SE uk_UA zh_CN; do
  localedef -i $l -f UTF-8 "$S/loc/$l.UTF-8" || true
done
chown -R 65534:65534 "$S"; chmod 755 "$S"
setpriv --reuid=65534 --regid=65534 --clear-groups env LOCPATH="$S/loc" initdb -D "$S/pgdata" -U app --locale=C.UTF-8
setpriv --reuid=65534 --regid=65534 --clear-groups env LOCPATH="$S/loc" \
  pg_ctl -D "$S/pgdata" -o "-k $S -p 55435 -c listen_addresses=''" -l "$S/pg.log" start
