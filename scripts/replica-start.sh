#!/usr/bin/env bash
# Starts a local streaming replica of the PostgreSQL cluster on 127.0.0.1:5432, on port 5433
# (issue 41 item 2: .ci/run runs the PostgreSQL lane and the faults case with it). Idempotent:
# a replica already answering on the port is left alone; a stopped one is started again; one
# that will not start (its WAL recycled on the primary, a broken directory) is taken again with
# pg_basebackup. Run as root (it runs PostgreSQL as the postgres user) on a Debian-style install.
#   REPLICA_PORT (5433), REPLICA_DIR (/var/lib/postgresql/<major>/replica-<port>),
#   PRIMARY_PORT (5432)
set -euo pipefail
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
say() { echo "[replica] $*"; }

if ! pg_isready -q -h 127.0.0.1 -p "$PRIMARY_PORT"; then
  say "no primary on 127.0.0.1:$PRIMARY_PORT"
  exit 1
fi
psql_primary() { psql -X -q -At -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres "$@"; }
major="$(psql_primary -c 'show server_version_num' | cut -c1-2)"
bin="/usr/lib/postgresql/$major/bin"
dir="${REPLICA_DIR:-/var/lib/postgresql/$major/replica-$REPLICA_PORT}"
log="${REPLICA_LOG:-/var/log/postgresql/replica-$REPLICA_PORT.log}"
as_pg() { runuser -u postgres -- "$@"; }

in_recovery() { psql -X -At -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -c 'select pg_is_in_recovery()' 2>/dev/null || true; }

if pg_isready -q -h 127.0.0.1 -p "$REPLICA_PORT"; then
  if [ "$(in_recovery)" = "t" ]; then
    say "a replica already answers on 127.0.0.1:$REPLICA_PORT"
    exit 0
  fi
  say "127.0.0.1:$REPLICA_PORT answers but is not a standby: refusing to touch it"
  exit 1
fi

# The primary must accept replication connections from 127.0.0.1: the `all` of a database
# column does not match `replication`, so the line is its own.
hba="$(psql_primary -c 'show hba_file')"
if ! grep -Eq '^\s*host\s+replication\s+all\s+127\.0\.0\.1/32\s+trust' "$hba"; then
  say "adding 'host replication all 127.0.0.1/32 trust' to $hba"
  printf '\n# streaming replica on %s (scripts/replica-start.sh)\nhost replication all 127.0.0.1/32 trust\n' "$REPLICA_PORT" >>"$hba"
  psql_primary -c 'select pg_reload_conf()' >/dev/null
  sleep 1
fi

start() {
  as_pg "$bin/pg_ctl" -D "$dir" -o "-p $REPLICA_PORT" -l "$log" -w -t 120 start >/dev/null
}

take_backup() {
  say "pg_basebackup of 127.0.0.1:$PRIMARY_PORT into $dir"
  rm -rf "$dir"
  mkdir -p "$dir"
  chown postgres:postgres "$dir"
  chmod 700 "$dir"
  as_pg "$bin/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$dir" -R -X stream -c fast
  # A Debian cluster keeps its configuration in /etc: the copied data directory has none.
  if [ ! -f "$dir/postgresql.conf" ]; then
    as_pg tee "$dir/postgresql.conf" >/dev/null <<CONF
# streaming replica of 127.0.0.1:$PRIMARY_PORT (scripts/replica-start.sh)
listen_addresses = '127.0.0.1'
port = $REPLICA_PORT
unix_socket_directories = '/var/run/postgresql'
hot_standby = on
hot_standby_feedback = on
max_connections = 200
shared_buffers = 128MB
CONF
  fi
  if [ ! -f "$dir/pg_hba.conf" ]; then
    as_pg tee "$dir/pg_hba.conf" >/dev/null <<HBA
local all all trust
host all all 127.0.0.1/32 trust
host replication all 127.0.0.1/32 trust
HBA
  fi
  if [ ! -f "$dir/pg_ident.conf" ]; then as_pg touch "$dir/pg_ident.conf"; fi
}

if [ -f "$dir/standby.signal" ]; then
  say "starting the replica in $dir on port $REPLICA_PORT"
  if ! start; then
    say "it did not start (see $log): taking it again"
    as_pg "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
    take_backup
    start
  fi
else
  take_backup
  say "starting the replica in $dir on port $REPLICA_PORT"
  start
fi

# Streaming: the primary lists the replica's WAL receiver.
for _ in $(seq 1 60); do
  if [ "$(in_recovery)" = "t" ] && [ "$(psql_primary -c "select count(*) from pg_stat_replication where state = 'streaming'")" != "0" ]; then
    say "replica streaming on 127.0.0.1:$REPLICA_PORT"
    exit 0
  fi
  sleep 1
done
say "the replica on 127.0.0.1:$REPLICA_PORT is not streaming after 60 s (see $log)"
exit 1
