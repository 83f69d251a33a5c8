#!/usr/bin/env bash
# End-to-end checks of passbook serve, run by make test: the device simulator against SQLite and a
# real PostgreSQL, wrong credentials, malformed bodies, the pass page in headless Chromium and
# schemathesis against /openapi.json.
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
source Tests/Server/lib.sh
WORK=$(mktemp -d /tmp/passbook-server-checks.XXXXXX); chmod 755 "$WORK"
FAILED=0
PG_DIR=$WORK/postgres
cleanup() { stop_server; Tests/Server/postgres.sh stop "$PG_DIR"; }
trap cleanup EXIT
make_certs "$WORK/certs"
PG_PORT=$(free_port)
PG_URL=$(Tests/Server/postgres.sh start "$PG_DIR" "$PG_PORT") || { echo "FAIL: PostgreSQL did not start (see $PG_DIR)"; exit 1; }

simulate() { # simulate NAME DATABASE
  local dir=$WORK/$1 port apns_port
  mkdir -p "$dir" && ln -sfn "$WORK/certs" "$dir/certs"
  port=$(free_port); apns_port=$(free_port)
  start_server "$dir" "$2" "$port" "$apns_port" || { FAILED=1; return; }
  if "$PASSBOOK" device-sim "http://127.0.0.1:$port" --api-key "$API_KEY" --apns-port "$apns_port" \
       --apns-certificate "$WORK/certs/apns.pem" --apns-key "$WORK/certs/apns.key" --apns-client-ca "$WORK/certs/pass/dev-ca.pem" >"$dir/sim.log" 2>&1; then
    echo "  ok   device simulator against $1 ($(grep -c '  ok ' "$dir/sim.log") steps)"
  else
    echo "  FAIL device simulator against $1:"; cat "$dir/sim.log"; FAILED=1
  fi
  stop_server
}

echo "device simulator"
simulate sqlite "$WORK/sqlite/data/passbook.sqlite"
simulate postgres "$PG_URL"

echo "credentials and bodies"
DIR=$WORK/api; mkdir -p "$DIR" && ln -sfn "$WORK/certs" "$DIR/certs"
# Google Wallet on too: a service account key made here (its token endpoint is never reached, since
# this service pushes nothing), so pass pages offer both wallets.
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$DIR/google.key" 2>/dev/null
openssl pkey -in "$DIR/google.key" -pubout -out "$DIR/google.pub" 2>/dev/null
python3 - "$DIR/google.key" "$DIR/google-account.json" <<'PY'
import json, sys
json.dump({"type": "service_account", "project_id": "checks", "private_key_id": "k1", "private_key": open(sys.argv[1]).read(),
           "client_email": "checks@checks.iam.gserviceaccount.com", "token_uri": "http://127.0.0.1:9/token"}, open(sys.argv[2], "w"))
PY
GOOGLE_ISSUER=3388000000022123456
PORT=$(free_port); start_server "$DIR" "$DIR/db.sqlite" "$PORT" "$(free_port)" --no-push \
  --google-issuer-id "$GOOGLE_ISSUER" --google-service-account "$DIR/google-account.json" || exit 1
B=http://127.0.0.1:$PORT
check "wrong API key gets 401" 401 "$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer nope' $B/api/v1/passes)"
check "no API key gets 401" 401 "$(curl -s -o /dev/null -w '%{http_code}' $B/api/v1/templates)"
check "malformed create body gets 400" 400 "$(curl -s -o "$DIR/bad.json" -w '%{http_code}' -H "Authorization: Bearer $API_KEY" -d '{"template":' $B/api/v1/passes)"
grep -q '"message":"Could not create the pass: the body is not JSON' "$DIR/bad.json" && echo "  ok   the 400 says what was wrong" || { echo "  FAIL 400 message: $(cat "$DIR/bad.json")"; FAILED=1; }
BODY=$(example_body event-ticket)
curl -s -H "Authorization: Bearer $API_KEY" -d "$BODY" $B/api/v1/passes >"$DIR/created.json"
SERIAL=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['serialNumber'])" "$DIR/created.json")
TOKEN=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['authenticationToken'])" "$DIR/created.json")
PAGE=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['pageURL'])" "$DIR/created.json")
P=pass.dev.passbook.samples
for ep in "POST /passes/v1/devices/d1/registrations/$P/$SERIAL" "DELETE /passes/v1/devices/d1/registrations/$P/$SERIAL" "GET /passes/v1/passes/$P/$SERIAL"; do
  set -- $ep
  check "wrong ApplePass token on $1 ${2%%/$SERIAL}/… gets 401" 401 "$(curl -s -o /dev/null -w '%{http_code}' -X $1 -H 'Authorization: ApplePass wrong-token-wrong-token' -d '{"pushToken":"ab"}' "$B$2")"
  check "no token on $1 ${2%%/$SERIAL}/… gets 401" 401 "$(curl -s -o /dev/null -w '%{http_code}' -X $1 -d '{"pushToken":"ab"}' "$B$2")"
done
check "malformed register body gets 400" 400 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: ApplePass $TOKEN" -d '{"push' $B/passes/v1/devices/d1/registrations/$P/$SERIAL)"
check "unknown serial gets 401, as a wrong token does" 401 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: ApplePass $TOKEN" $B/passes/v1/passes/$P/no-such-serial)"
check "unknown pass type gets 401, as a wrong token does" 401 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: ApplePass $TOKEN" $B/passes/v1/passes/pass.other/$SERIAL)"
check "malformed log body gets 400" 400 "$(curl -s -o /dev/null -w '%{http_code}' -d 'logs' $B/passes/v1/log)"
check "log endpoint takes messages" 200 "$(curl -s -o /dev/null -w '%{http_code}' -d '{"logs":["Pass unchanged"]}' $B/passes/v1/log)"
check "/metrics without a key gets 401" 401 "$(curl -s -o /dev/null -w '%{http_code}' $B/metrics)"
check "/metrics with the API key gets 200" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $API_KEY" $B/metrics)"
kill -HUP $SERVER_PID; sleep 0.5
check "SIGHUP without --api-keys-file leaves the service answering" 200 "$(curl -s -o /dev/null -w '%{http_code}' $B/health/live)"
check "the download sends Content-Disposition" 1 "$(curl -s -D - -o /dev/null -H "Authorization: Bearer $API_KEY" $B/api/v1/passes/$SERIAL/pass.pkpass | grep -ci 'content-disposition: attachment; filename=')"

echo "pass page in headless Chromium"
CHROME=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$CHROME" ]; then echo "  FAIL chromium is not installed (make deps installs it)"; FAILED=1; else
  timeout 60 "$CHROME" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=390,1100 --screenshot="$WORK/page.png" "$PAGE" >/dev/null 2>&1
  timeout 60 "$CHROME" --headless --no-sandbox --disable-gpu --dump-dom "$PAGE" 2>/dev/null >"$WORK/page.html"
  python3 - "$WORK/page.png" <<'PY' && echo "  ok   screenshot $WORK/page.png shows the page" || { echo "  FAIL screenshot"; FAILED=1; }
import sys
from PIL import Image
im = Image.open(sys.argv[1]).convert("RGB")
assert im.size[0] >= 390, im.size
colors = im.getcolors(1 << 20) or []
assert len(colors) > 50, "the screenshot is nearly blank"
PY
  LINK=$(python3 -c "import re,sys,html; m=re.search(r'id=\"add-to-wallet\" href=\"([^\"]+)\"', open(sys.argv[1]).read()); print(html.unescape(m.group(1)) if m else '')" "$WORK/page.html")
  GLINK=$(python3 -c "import re,sys,html; m=re.search(r'id=\"add-to-google-wallet\" href=\"([^\"]+)\"', open(sys.argv[1]).read()); print(html.unescape(m.group(1)) if m else '')" "$WORK/page.html")
  IMG=$(python3 -c "import re,sys,html; m=re.search(r'<img class=\"preview\" src=\"([^\"]+)\"', open(sys.argv[1]).read()); print(html.unescape(m.group(1)) if m else '')" "$WORK/page.html")
  check "the page has an Add to Apple Wallet link" 1 "$([ -n "$LINK" ] && echo 1 || echo 0)"
  check "the page sends a Content-Security-Policy of default-src 'none'" 1 "$(curl -s -D - -o /dev/null "$PAGE" | grep -ci "^content-security-policy: default-src 'none';")"
  check "the page is not cached" 1 "$(curl -s -D - -o /dev/null "$PAGE" | grep -ci '^cache-control: no-store, private')"
  check "the page's preview image loads" image/png "$(curl -s -o /dev/null -w '%{content_type}' "$B$IMG")"
  check "the link downloads a pass" application/vnd.apple.pkpass "$(curl -s -o "$WORK/page.pkpass" -w '%{content_type}' "$B$LINK")"
  "$PASSBOOK" verify "$WORK/page.pkpass" --ca "$WORK/certs/pass/dev-ca.pem" >/dev/null 2>&1 && echo "  ok   the downloaded pass verifies" || { echo "  FAIL the downloaded pass does not verify"; FAILED=1; }
  check "the page has an Add to Google Wallet link" 1 "$(case "$GLINK" in https://pay.google.com/gp/v/save/*) echo 1;; *) echo 0;; esac)"
  # The save link: a JWT PyJWT verifies with the service account's public key, holding the same pass.
  python3 - "$GLINK" "$DIR/google.pub" "$WORK/page.pkpass" "$SERIAL" "$GOOGLE_ISSUER" <<'PY' && echo "  ok   the Google link verifies and holds the same serial and barcode as the Apple pass" || { echo "  FAIL the Google link"; FAILED=1; }
import json, sys, zipfile, jwt
link, pub, pkpass, serial, issuer = sys.argv[1:]
claims = jwt.decode(link.rsplit("/", 1)[1], open(pub).read(), algorithms=["RS256"], audience="google")
assert claims["typ"] == "savetowallet" and claims["iss"].endswith(".iam.gserviceaccount.com"), claims
objects = [o for key, value in claims["payload"].items() if key.endswith("Objects") for o in value]
assert len(objects) == 1, claims["payload"].keys()
apple = json.loads(zipfile.ZipFile(pkpass).read("pass.json"))
obj = objects[0]
assert obj["id"] == f"{issuer}.{apple['passTypeIdentifier']}.{serial}", obj["id"]
assert obj["barcode"]["value"] == apple["barcodes"][0]["message"], (obj["barcode"], apple["barcodes"][0])
for field in apple["eventTicket"]["primaryFields"]:
    assert field["value"] in json.dumps(obj, ensure_ascii=False), field
PY
  check "a wrong page token gets 404" 404 "$(curl -s -o /dev/null -w '%{http_code}' "$B/p/$SERIAL?token=wrong")"
fi

echo "schemathesis against /openapi.json"
if command -v schemathesis >/dev/null; then
  if timeout 600 schemathesis run "$B/openapi.json" --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
       -H "Authorization: Bearer $API_KEY" --max-examples "${SCHEMATHESIS_EXAMPLES:-25}" --workers 1 >"$WORK/schemathesis.log" 2>&1; then
    # Its summary: the line under "Test cases:" ("250 generated, 250 passed"); each phase's own
    # "N passed" would repeat the count.
    echo "  ok   schemathesis: $(sed -n '/^Test cases:/{n;s/^ *//;p;q}' "$WORK/schemathesis.log")"
  else
    echo "  FAIL schemathesis (log: $WORK/schemathesis.log):"; tail -40 "$WORK/schemathesis.log"; FAILED=1
  fi
else echo "  FAIL schemathesis is not installed (make pydeps)"; FAILED=1; fi
kill -0 $SERVER_PID 2>/dev/null && echo "  ok   the server is still up" || { echo "  FAIL the server died"; FAILED=1; }
stop_server

echo "operations: key rotation, plain HTTP, bounded logs"
DIR=$WORK/ops; mkdir -p "$DIR" && ln -sfn "$WORK/certs" "$DIR/certs"
printf '# issuer keys\nfirst-key\n' >"$DIR/keys.txt"
PORT=$(free_port); start_server "$DIR" "$DIR/db.sqlite" "$PORT" "$(free_port)" --no-push --api-keys-file "$DIR/keys.txt" || exit 1
B=http://127.0.0.1:$PORT
check "a key from --api-keys-file is accepted" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer first-key' $B/api/v1/templates)"
printf 'second-key\n' >"$DIR/keys.txt"; kill -HUP $SERVER_PID; sleep 0.5
check "after SIGHUP the new key is accepted" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer second-key' $B/api/v1/templates)"
check "after SIGHUP the old key is refused" 401 "$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer first-key' $B/api/v1/templates)"
check "a body over the limit gets 413 with JSON" 413 "$(head -c 2000000 /dev/zero | tr '\0' ' ' | curl -s -o "$DIR/413.json" -w '%{http_code}' -H 'Authorization: Bearer second-key' --data-binary @- $B/api/v1/passes)"
grep -q '"status":413' "$DIR/413.json" && echo "  ok   the 413 body is JSON" || { echo "  FAIL 413 body: $(head -c 200 "$DIR/413.json")"; FAILED=1; }
# 15 s of the largest log posts the endpoint takes, from one client: the rate limit answers most with
# 429 and what is kept stays within the documented rows, so the database stays small.
python3 - "$B" <<'PY2' >"$DIR/logflood.txt"
import json, sys, time, urllib.request, collections
base = sys.argv[1]
body = json.dumps({"logs": ["x" * 3000] * 20}).encode()
counts, end = collections.Counter(), time.time() + 15
while time.time() < end:
    req = urllib.request.Request(base + "/passes/v1/log", data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as r: counts[r.status] += 1
    except urllib.error.HTTPError as e: counts[e.code] += 1
print(" ".join(f"{k}:{v}" for k, v in sorted(counts.items())))
PY2
check "15 s of log posts: a few stored, the rest 429" 1 "$(awk '{ok=0; for(i=1;i<=NF;i++){split($i,a,":"); if(a[1]==429 && a[2]>100) ok=1}; print ok}' "$DIR/logflood.txt")"
DB_BYTES=$(( $(stat -c %s "$DIR/db.sqlite") + $(stat -c %s "$DIR/db.sqlite-wal" 2>/dev/null || echo 0) ))
check "the database stays under 20 MB after the log flood ($((DB_BYTES / 1024)) KB; $(cat "$DIR/logflood.txt"))" 1 "$([ $DB_BYTES -lt 20000000 ] && echo 1 || echo 0)"
check "the service log does not echo the posted messages" 0 "$(grep -c xxxxxxxxxx "$DIR/serve.log")"
stop_server
"$PASSBOOK" serve --dev-certs "$WORK/certs/pass" --api-key k --database "$DIR/db2.sqlite" --templates "$TEMPLATES" --public-url http://203.0.113.7:8080 --port "$(free_port)" >"$DIR/http.log" 2>&1
check "a plain-HTTP public URL outside loopback is refused, naming --allow-http" "1 1" "$? $(grep -c 'allow-http' "$DIR/http.log")"

cleanup; trap - EXIT
[ $FAILED = 0 ] && echo "server checks passed" || { echo "server checks FAILED (files in $WORK)"; exit 1; }
rm -rf "$WORK"
