#!/bin/sh
# How gen/real_outputs.json was produced (run as root in a fresh `mktemp -d` scratch folder S).
set -e
S=${S:?set S to a mktemp -d folder}
python3 -m venv "$S/venv" && "$S/venv/bin/pip" install -q psycopg2-binary duckdb pydantic jsonschema
mkdir -p "$S/loc" "$S/pg" && chmod 755 "$S" && chown postgres "$S/pg"
for l in de_DE fr_FR es_ES it_IT ja_JP ko_KR ru_RU sv_SE uk_UA zh_CN; do
  localedef -i $l -f UTF-8 "$S/loc/$l.UTF-8"; done
chmod -R a+rX "$S/loc"
su postgres -c "cd $S/pg && /usr/lib/postgresql/15/bin/initdb -D $S/pg/data -A trust >/dev/null && \
  LOCPATH=$S/loc /usr/lib/postgresql/15/bin/pg_ctl -D $S/pg/data \
  -o '-k $S/pg -p 54329 -c listen_addresses=' -l $S/pg/log start"
psql -q -h "$S/pg" -p 54329 -U postgres -f "$(dirname "$0")/pg_setup.sql"
# scram login for etl_writer (the wrong-password case), ahead of the trust lines
{ echo 'local all etl_writer scram-sha-256'; cat "$S/pg/data/pg_hba.conf"; } > "$S/pg/hba.new"
cp "$S/pg/hba.new" "$S/pg/data/pg_hba.conf"
psql -h "$S/pg" -p 54329 -U postgres -c "select pg_reload_conf()"
SCRATCH="$S/fakeroot" PGHOST="$S/pg" PGPORT=54329 "$S/venv/bin/python" "$(dirname "$0")/real_capture.py" \
  "$(dirname "$0")/real_outputs.json"
python3 "$(dirname "$0")/build.py"
