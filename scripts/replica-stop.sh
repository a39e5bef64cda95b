#!/usr/bin/env bash
# Stops the local streaming replica that scripts/replica-start.sh started (fast shutdown); the
# faults case stops it mid-load and starts it again with replica-start.sh. Nothing to do when none runs.
set -euo pipefail
REPLICA_PORT="${REPLICA_PORT:-5433}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
major="$(psql -X -At -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -c 'show server_version_num' | cut -c1-2)"
dir="${REPLICA_DIR:-/var/lib/postgresql/$major/replica-$REPLICA_PORT}"
if [ -f "$dir/postmaster.pid" ]; then
  runuser -u postgres -- "/usr/lib/postgresql/$major/bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
  echo "[replica] stopped the replica on 127.0.0.1:$REPLICA_PORT"
else
  echo "[replica] no replica running in $dir"
fi
