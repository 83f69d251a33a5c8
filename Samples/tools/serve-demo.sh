#!/usr/bin/env bash
# The web service part of `make demo`: starts a stand-in APNs server and `passbook serve` on SQLite
# in the background, plays a Wallet device against the service, issues a pass from every template
# and leaves both servers running. `serve-demo.sh stop` (make demo-stop) stops them.
#   PASSBOOK   the passbook binary        (.build/debug/passbook)
#   DEV_CERTS  development certificates   (.dev-certs, made by make demo)
#   OUT        where files go             (out; the service's files in OUT/server)
#   PORT       the service's port         (8080; APNs stand-in on PORT+1)
#   API_KEY    the issuer API key         (demo-key)
set -euo pipefail
cd "$(dirname "$0")/../.."
PASSBOOK=${PASSBOOK:-.build/debug/passbook}
DEV_CERTS=${DEV_CERTS:-.dev-certs}
OUT=${OUT:-out}
PORT=${PORT:-8080}
APNS_PORT=${APNS_PORT:-$((PORT + 1))}
API_KEY=${API_KEY:-demo-key}
DIR=$OUT/server
BASE=http://127.0.0.1:$PORT

stop() {
  for name in serve apns; do
    if [ -f "$DIR/$name.pid" ]; then
      pid=$(cat "$DIR/$name.pid")
      if kill -0 "$pid" 2>/dev/null; then
        kill -TERM "$pid"
        for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      fi
      rm -f "$DIR/$name.pid"
    fi
  done
}

if [ "${1:-}" = stop ]; then stop; echo "demo servers stopped"; exit 0; fi
stop
if curl -s -o /dev/null "$BASE/health/live" 2>/dev/null; then
  echo "Port $PORT is taken by another program: run make demo DEMO_PORT=8090 (or stop that program)." >&2
  exit 1
fi
mkdir -p "$DIR/certs"

# TLS for the stand-in APNs server: a throwaway CA and a certificate for 127.0.0.1. It accepts only
# client certificates from the development CA, as APNs accepts only Apple's pass certificates.
if [ ! -f "$DIR/certs/apns.pem" ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=Passbook demo TLS CA" \
    -keyout "$DIR/certs/tls-ca.key" -out "$DIR/certs/tls-ca.pem" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=127.0.0.1" -keyout "$DIR/certs/apns.key" -out "$DIR/certs/apns.csr" 2>/dev/null
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' >"$DIR/certs/apns.ext"
  openssl x509 -req -in "$DIR/certs/apns.csr" -CA "$DIR/certs/tls-ca.pem" -CAkey "$DIR/certs/tls-ca.key" -CAcreateserial \
    -days 30 -extfile "$DIR/certs/apns.ext" -out "$DIR/certs/apns.pem" 2>/dev/null
fi

nohup "$PASSBOOK" apns-test-server --apns-port "$APNS_PORT" --apns-certificate "$DIR/certs/apns.pem" \
  --apns-key "$DIR/certs/apns.key" --apns-client-ca "$DEV_CERTS/dev-ca.pem" >"$DIR/apns-pushes.jsonl" 2>"$DIR/apns.log" &
echo $! >"$DIR/apns.pid"
nohup "$PASSBOOK" serve --dev-certs "$DEV_CERTS" --api-key "$API_KEY" --port "$PORT" --database "$DIR/passbook.sqlite" \
  --templates Templates --apns "https://127.0.0.1:$APNS_PORT" --apns-ca "$DIR/certs/tls-ca.pem" >"$DIR/serve.log" 2>&1 &
echo $! >"$DIR/serve.pid"
for _ in $(seq 1 300); do
  curl -sf "$BASE/health" >/dev/null 2>&1 && break
  kill -0 "$(cat "$DIR/serve.pid")" 2>/dev/null || { echo "passbook serve stopped at start:" >&2; tail -20 "$DIR/serve.log" >&2; stop; exit 1; }
  sleep 0.1
done
curl -sf "$BASE/health" >/dev/null || { echo "passbook serve did not answer $BASE/health; see $DIR/serve.log" >&2; stop; exit 1; }
echo "passbook serve on $BASE (SQLite $DIR/passbook.sqlite), stand-in APNs on https://127.0.0.1:$APNS_PORT"

echo "== a Wallet device against the service"
"$PASSBOOK" device-sim "$BASE" --api-key "$API_KEY" 2>&1 | grep -v "no --apns-port" | sed 's/^/  /'
for _ in $(seq 1 100); do [ -s "$DIR/apns-pushes.jsonl" ] && break; sleep 0.1; done
echo "  pushes received by the stand-in APNs: $(wc -l <"$DIR/apns-pushes.jsonl")"

echo "== a pass from each template, through the issuer API"
# One body per template, made from the examples the service lists for it.
curl -sf -H "Authorization: Bearer $API_KEY" "$BASE/api/v1/templates" | python3 -c '
import json, sys
for template in json.load(sys.stdin)["templates"]:
    data = {}
    for v in template["variables"]:
        if v.get("example") is None: continue
        cur = data; parts = v["name"].split(".")
        for p in parts[:-1]: cur = cur.setdefault(p, {})
        cur[parts[-1]] = v["example"]
    print(json.dumps({"template": template["name"], "data": data}))' |
while read -r body; do
  curl -sf -H "Authorization: Bearer $API_KEY" -H 'Content-Type: application/json' -d "$body" "$BASE/api/v1/passes" |
    python3 -c 'import json,sys; p=json.load(sys.stdin); print("  %-22s %s" % (p["template"], p["pageURL"]))'
done
echo
echo "The service keeps running (pid $(cat "$DIR/serve.pid"), log $DIR/serve.log): open a page above in a browser,"
echo "or try the API: curl -H 'Authorization: Bearer $API_KEY' $BASE/api/v1/passes"
echo "make demo-stop stops it and the stand-in APNs server."
