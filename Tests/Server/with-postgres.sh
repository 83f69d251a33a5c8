#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server, its URL in PASSBOOK_TEST_POSTGRES_URL.
set -uo pipefail
cd "$(dirname "$0")/../.."
dir=$(mktemp -d /tmp/passbook-postgres.XXXXXX); chmod 755 "$dir"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
url=$(Tests/Server/postgres.sh start "$dir/pg" "$port") || { echo "PostgreSQL did not start (see $dir/pg)"; exit 1; }
trap 'Tests/Server/postgres.sh stop "$dir/pg"; rm -rf "$dir"' EXIT
PASSBOOK_TEST_POSTGRES_URL=$url "$@"
