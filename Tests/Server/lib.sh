# Shared helpers of the server check scripts: certificates, starting and stopping the service.
PASSBOOK=${PASSBOOK:-$(pwd)/.build/debug/passbook}
API_KEY=test-key-$$

make_certs() { # make_certs DIR: development pass certificates and a TLS CA + server certificate for 127.0.0.1
  local dir=$1
  mkdir -p "$dir"
  "$PASSBOOK" certs dev --pass-type-id pass.dev.passbook.samples --team-id PASSBOOK01 -o "$dir/pass" --force >/dev/null 2>&1
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=Passbook test TLS CA" -keyout "$dir/tls-ca.key" -out "$dir/tls-ca.pem" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=127.0.0.1" -keyout "$dir/apns.key" -out "$dir/apns.csr" 2>/dev/null
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' >"$dir/apns.ext"
  openssl x509 -req -in "$dir/apns.csr" -CA "$dir/tls-ca.pem" -CAkey "$dir/tls-ca.key" -CAcreateserial -days 2 -extfile "$dir/apns.ext" -out "$dir/apns.pem" 2>/dev/null
}

# The per-client limits of a load test: its many clients all come from 127.0.0.1, and its fan-out is
# the point, so the limits that guard a public service against one client are lifted.
LOAD_LIMITS=(--registration-burst 100000000 --registrations-per-minute 100000000 --max-devices-per-pass 100000000
  --max-connections-per-client 100000)

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

start_server() { # start_server DIR DATABASE PORT APNS_PORT [extra args]: starts passbook serve in the background, waits for /health
  local dir=$1 database=$2 port=$3 apns_port=$4; shift 4
  (cd "$dir" && exec "$PASSBOOK" serve --dev-certs certs/pass --api-key "$API_KEY" --port "$port" --database "$database" \
     --templates "$TEMPLATES" --apns "https://127.0.0.1:$apns_port" --apns-ca certs/tls-ca.pem --log-level warning "$@" >>"$dir/serve.log" 2>&1) &
  SERVER_PID=$!
  for _ in $(seq 1 200); do
    curl -sf "http://127.0.0.1:$port/health" >/dev/null 2>&1 && return 0
    kill -0 $SERVER_PID 2>/dev/null || { echo "passbook serve stopped at start:"; tail -20 "$dir/serve.log"; return 1; }
    sleep 0.1
  done
  echo "passbook serve did not answer /health"; return 1
}

stop_pid() { # stop_pid PID SECONDS: SIGTERM, then SIGKILL after SECONDS
  [ -n "$1" ] || return 0
  kill -TERM "$1" 2>/dev/null || { wait "$1" 2>/dev/null; return 0; }
  for _ in $(seq 1 $(($2 * 10))); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$1" 2>/dev/null; wait "$1" 2>/dev/null; return 0
}

stop_server() { [ -n "${SERVER_PID:-}" ] && kill -TERM $SERVER_PID 2>/dev/null && wait $SERVER_PID 2>/dev/null; SERVER_PID=; }

check() { # check NAME EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then echo "  ok   $1"; else echo "  FAIL $1: expected $2, got $3"; FAILED=1; fi
}

example_body() { # example_body TEMPLATE [OVERRIDES_JSON]: the body that creates a pass from the template's examples
  python3 - "$TEMPLATES/$1/template.json" "$1" "${2:-{\}}" <<'PY'
import json, sys
template = json.load(open(sys.argv[1]))
data = {}
for v in template["data"]:
    cur = data; parts = v["name"].split(".")
    for p in parts[:-1]: cur = cur.setdefault(p, {})
    cur[parts[-1]] = v["example"]
data.update(json.loads(sys.argv[3]))
print(json.dumps({"template": sys.argv[2], "data": data}))
PY
}
