#!/usr/bin/env python3
"""The attacks of Tests/Server/attack-suite.sh: every defence of `passbook serve` as hostile requests
that must be refused. One group of attacks per run, against one running service.

  attacks.py GROUP --base URL --api-key KEY [--pass-type ID] [--pid PID] [--db NAME] [--dir DIR]
             [--templates DIR] [--apns-log FILE] [--sqlite FILE] [--auth-burst N]
             [--max-devices N --registration-burst N]
             [--idle-timeout S --head-timeout S --body-timeout S --max-connections-per-client N]
             [--psql PSQL --database-url URL --drop-database NAME]
             [--passbook BINARY --certs DIR]

Groups, each against a service started with the flags it needs:
  main               personalization, NFC serials, push tokens and device ids, one push per token,
                     enumeration, the failure limiters, control characters, 30 MB values, the SQLite
                     files, the service log, /metrics and /health, the pass page; then the process
                     is checked (alive, /health, resident memory back near its level before)
  personalize-limit  a burst of personalizations from one address (service with small limits)
  fanout             devices per pass and registrations per address (service with small caps)
  connections        connections per address, idle sockets, trickled heads and bodies (service with
                     short timeouts)
  sighup             SIGHUP to a service started without --api-keys-file
  health-down        /health once its PostgreSQL database is dropped (needs --psql, --database-url, --drop-database)
  startup            start-up refusals of plain-HTTP public URLs, and the modes of `passbook certs dev` keys

Requests come from many loopback addresses (127.x.y.z), so the per-address limits of one attack do not
spend another's. Prints one "  ok   …" or "  FAIL …" line per attack; the exit status is 1 when any failed.
Standard library only.
"""
import argparse
import concurrent.futures as cf
import errno
import hashlib
import http.client
import io
import json
import os
import re
import resource
import secrets
import selectors
import signal
import socket
import subprocess
import threading
import time
import unicodedata
import urllib.parse
import zipfile

ARGS = None
HOST, PORT = "127.0.0.1", 0
FAILURES = 0
INFO = {"fullName": "Ada Lovelace", "emailAddress": "ada@example.com"}


# MARK: Reporting

def report(ok, name, detail=""):
    global FAILURES
    prefix = f"{ARGS.db}: " if ARGS.db else ""
    if ok:
        print(f"  ok   {prefix}{name}", flush=True)
    else:
        FAILURES += 1
        print(f"  FAIL {prefix}{name}: {detail}", flush=True)
    return ok


def guarded(function):
    """Runs one attack; an exception in it is reported as its failure, and the next attack runs."""
    try:
        function()
    except Exception as error:  # the attack could not be carried out: that is a failure too
        report(False, (function.__doc__ or function.__name__).strip().splitlines()[0], f"the attack broke off: {type(error).__name__}: {error}")


def short(body, n=160):
    if body is None:
        return "(no body)"
    if body[:1] == b"\x30":
        return f"<{len(body)} bytes of DER>"
    text = body[:n].decode("utf-8", "replace")
    return repr(text) + ("…" if len(body) > n else "")


# MARK: Addresses and requests

_address = iter(range(1, 1 << 24))


def fresh():
    """A loopback address no request has come from yet (127.10.0.1 onwards)."""
    while True:
        n = next(_address)
        a, b, c = 10 + (n >> 16), (n >> 8) & 255, n & 255
        if 0 < c < 255:
            return f"127.{a}.{b}.{c}"


class Answer:
    def __init__(self, status, headers=None, body=b"", error=None):
        self.status, self.headers, self.body, self.error = status, headers or {}, body, error

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def __repr__(self):
        return f"{self.status} {short(self.body)}" if self.error is None else f"no answer ({self.error})"


def request(method, path, body=None, headers=None, src=None, timeout=30, key=None, apple=None):
    """One request on a new connection from `src`. key=True sends the API key, a string sends that
    key; apple sends Authorization: ApplePass. A transport failure is an Answer with status None."""
    h = {}
    if key is True:
        h["Authorization"] = f"Bearer {ARGS.api_key}"
    elif isinstance(key, str):
        h["Authorization"] = f"Bearer {key}"
    if apple is not None:
        h["Authorization"] = f"ApplePass {apple}"
    if body is not None and not isinstance(body, (bytes, bytearray)):
        body = json.dumps(body).encode()
        h["Content-Type"] = "application/json"
    h.update(headers or {})
    connection = http.client.HTTPConnection(HOST, PORT, timeout=timeout, source_address=(src, 0) if src else None)
    try:
        connection.request(method, path, body=body, headers=h)
        response = connection.getresponse()
        return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
    except (OSError, http.client.HTTPException) as error:
        return Answer(None, error=type(error).__name__)
    finally:
        connection.close()


def big_request(method, path, body, headers=None, timeout=120):
    """A request with a large body over a raw socket, read while it is sent: a server that answers
    413 and closes before the body is through is still heard."""
    sock = socket.create_connection((HOST, PORT), timeout=timeout)
    head = f"{method} {path} HTTP/1.1\r\nHost: {HOST}:{PORT}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items()) + "\r\n"
    received = bytearray()
    finished = threading.Event()

    def reader():
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                received.extend(chunk)
                end = received.find(b"\r\n\r\n")
                if end >= 0:
                    match = re.search(rb"(?im)^content-length:\s*(\d+)", bytes(received[:end]))
                    if match and len(received) - end - 4 >= int(match.group(1)):
                        break
        except OSError:
            pass
        finished.set()
        try:
            sock.shutdown(socket.SHUT_RDWR)  # a sender blocked on a server that stopped reading returns
        except OSError:
            pass

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    send_error = None
    try:
        sock.sendall(head.encode())
        view = memoryview(body)
        for offset in range(0, len(body), 1 << 20):
            if finished.is_set():
                break
            sock.sendall(view[offset:offset + (1 << 20)])
    except OSError as error:
        send_error = type(error).__name__
    finished.wait(timeout)
    sock.close()
    match = re.match(rb"HTTP/1\.[01] (\d{3})", bytes(received))
    if not match:
        return Answer(None, error=f"no status line; sending ended with {send_error or 'the whole body sent'}")
    end = received.find(b"\r\n\r\n")
    return Answer(int(match.group(1)), {}, bytes(received[end + 4:]) if end >= 0 else b"")


def seg(text):
    return urllib.parse.quote(text, safe="")


def wallet_path(serial):
    return f"/passes/v1/passes/{ARGS.pass_type}/{seg(serial)}"


def registration_path(device, serial):
    """device is put in the path as given (callers escape it as they mean to)."""
    return f"/passes/v1/devices/{device}/registrations/{ARGS.pass_type}/{seg(serial)}"


def personalize_path(serial):
    return f"/passes/v1/passes/{ARGS.pass_type}/{seg(serial)}/personalize"


def push_token():
    return secrets.token_hex(32)


def valid_token():
    """A personalization token in the shape Wallet sends: base64-like, letters first."""
    return "pt" + secrets.token_urlsafe(24)


def parallel(calls, workers):
    with cf.ThreadPoolExecutor(workers) as pool:
        return list(pool.map(lambda call: call(), calls))


def statuses(answers):
    counts = {}
    for a in answers:
        key = a.status if a.status is not None else f"none({a.error})"
        counts[key] = counts.get(key, 0) + 1
    return counts


# MARK: Passes

def example_data(template, overrides=None):
    with open(os.path.join(ARGS.templates, template, "template.json")) as f:
        description = json.load(f)
    data = {}
    for variable in description["data"]:
        cur, parts = data, variable["name"].split(".")
        for part in parts[:-1]:
            cur = cur.setdefault(part, {})
        cur[parts[-1]] = variable["example"]
    data.update(overrides or {})
    return data


def create(template, serial=None, data=None):
    body = {"template": template, "data": data if data is not None else example_data(template)}
    if serial is not None:
        body["serialNumber"] = serial
    return request("POST", "/api/v1/passes", body, key=True)


ISSUED = []  # (serial, authenticationToken) of every pass made, to look for in the service log


def new_pass(template="event-ticket"):
    answer = create(template)
    if answer.status != 201 or not answer.json():
        raise RuntimeError(f"could not create a {template} pass: {answer}")
    ISSUED.append((answer.json()["serialNumber"], answer.json()["authenticationToken"]))
    return answer.json()


def stored(serial):
    answer = request("GET", f"/api/v1/passes/{seg(serial)}", key=True)
    if answer.status != 200:
        raise RuntimeError(f"could not read the pass {serial}: {answer}")
    return answer.json()


def pass_json(archive):
    with zipfile.ZipFile(io.BytesIO(archive)) as z:
        return json.loads(z.read("pass.json"))


# MARK: The process

def rss_mb(pid=None):
    try:
        with open(f"/proc/{pid or ARGS.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def alive(pid=None):
    try:
        os.kill(pid or ARGS.pid, 0)
        return True
    except OSError:
        return False


class RSSSampler:
    """The largest VmRSS seen while it runs (every 20 ms)."""

    def __init__(self):
        self.peak, self._stop = rss_mb() or 0, threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while not self._stop.is_set():
            value = rss_mb()
            if value:
                self.peak = max(self.peak, value)
            time.sleep(0.02)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *_):
        self._stop.set()
        self._thread.join()


def baseline():
    """RSS once the service has warmed up (a few requests of each kind)."""
    for _ in range(5):
        request("GET", "/health")
    time.sleep(0.3)
    return rss_mb() or 0


def final_checks(before, margin=50):
    report(alive(), "the process is alive after the attacks (kill -0)", f"process {ARGS.pid} is gone")
    answer = request("GET", "/health", timeout=15)
    report(answer.status == 200, "/health answers 200 after the attacks", repr(answer))
    now = rss_mb()
    deadline = time.time() + 10
    while now is not None and now > before + margin and time.time() < deadline:
        time.sleep(0.5)
        now = rss_mb()
    report(now is not None and now <= before + margin,
           f"resident memory back near its level before ({before:.0f} MB before, {now or 0:.0f} MB after, at most +{margin} MB)",
           f"{now:.0f} MB against {before:.0f} MB before" if now is not None else "the process is gone")


# MARK: Personalization (1–4, 6)

def attack_personalization():
    """personalization"""
    reward = new_pass("rewards-card")
    serial, auth = reward["serialNumber"], reward["authenticationToken"]

    def personalize(token, apple=None, target=None, info=INFO, raw=None):
        body = raw if raw is not None else {"personalizationToken": token, "requiredPersonalizationInfo": info}
        return request("POST", personalize_path(target or serial), body, apple=apple, src=fresh())

    digest = hashlib.sha1(b"x").hexdigest()
    manifest_like = json.dumps({"icon.png": digest, "pass.json": digest}, separators=(",", ":"))
    refused = [
        (f"a JSON object shaped like a manifest.json ({len(manifest_like)} bytes)", manifest_like),
        ("a JSON array", "[1,2,3,4,5,6,7,8,9,10,11,12]"),
        ("a JSON number of 20 digits", "12345678901234567890"),
        ("a negative JSON number", "-1234567890123456789"),
        ("a JSON number with an exponent", "1234567890123456e10"),
        ("a JSON number with a fraction", "1234567890.1234567"),
        ("JSON true", "true"),
        ("a JSON string", '"abcdefghijklmnopqrst"'),
        ("15 characters", "abcdefghijklmno"),
        ("257 characters", "a" * 257),
        ("10 KB", "A" * 10240),
        ("a space inside", "abcdefgh ijklmnop"),
        ("a trailing newline", "abcdefghijklmnop\n"),
        ("a leading tab", "\tabcdefghijklmnop"),
        ("a CR LF inside", "abcdefgh\r\nijklmnop"),
        ("a NUL inside", "abcdefgh\x00ijklmnop"),
        ("non-ASCII letters", "abcdefghijklmnopé"),
        ("full-width letters", "ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐ"),
        ("a zero-width space", "abcdefgh\u200bijklmnop"),
        ("a colon and braces", "abc:def{ghi}jklmnop"),
        ("an empty string", ""),
    ]
    bad = []
    for name, token in refused:
        answer = personalize(token)
        if answer.status != 400 or answer.body[:1] == b"\x30":
            bad.append(f"{name} → {answer!r}")
    report(not bad, f"personalize refuses {len(refused)} tokens outside Wallet's shape or parsing as JSON with 400 and no signature",
           "; ".join(bad))
    answer = personalize(None, raw={"personalizationToken": 123456789012345678901234, "requiredPersonalizationInfo": INFO})
    report(answer.status == 400, "personalize refuses a token that is a JSON number, not a string, with 400", repr(answer))
    answer = personalize("A" * (1 << 20))
    report(answer.status in (400, 413) and answer.body[:1] != b"\x30", "personalize refuses a 1 MB token (400 or 413)", repr(answer))
    report(stored(serial).get("personalized") is False, "the refused tokens did not personalize the pass", "the pass says personalized")

    token1 = valid_token()
    answer = personalize(token1, apple=secrets.token_urlsafe(24))
    report(answer.status == 401, "personalize with a wrong Authorization: ApplePass gets 401", repr(answer))
    answer = personalize(token1, apple="")
    report(answer.status == 401, "personalize with an empty Authorization: ApplePass gets 401", repr(answer))
    first = personalize(token1)
    ok = first.status == 200 and first.body[:1] == b"\x30"
    report(ok, "personalize without Authorization (as Wallet may send it) answers 200 with a DER signature", repr(first))
    again = personalize(valid_token())
    report(again.status == 409 and again.body[:1] != b"\x30", "a second personalize of the pass with another valid token gets 409", repr(again))
    again = personalize(token1, apple=auth)
    report(again.status == 409 and again.body[:1] != b"\x30", "a second personalize with the same token and the right Authorization gets 409", repr(again))
    answer = request("DELETE", f"/api/v1/passes/{seg(serial)}/enrollment", key=True)
    report(answer.status == 200, "DELETE /api/v1/passes/{serial}/enrollment resets the enrollment (200)", repr(answer))
    answer = request("DELETE", f"/api/v1/passes/{seg(serial)}/enrollment", key="not-the-key")
    report(answer.status == 401, "DELETE …/enrollment with a wrong API key gets 401", repr(answer))
    token3 = valid_token()
    third = personalize(token3, apple=auth)
    report(third.status == 200 and third.body[:1] == b"\x30", "after the reset personalize works again (200, DER), with the right Authorization", repr(third))

    # Shape boundaries, each on a pass of its own (a pass personalizes once).
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.+/="
    for name, token in [("16 characters", "abcdefghijklmnop"), ("256 characters of letters, digits and -_.+/=", (alphabet * 4)[:256])]:
        other = new_pass("rewards-card")
        answer = request("POST", personalize_path(other["serialNumber"]), {"personalizationToken": token, "requiredPersonalizationInfo": INFO}, src=fresh())
        report(answer.status == 200 and answer.body[:1] == b"\x30", f"a token of {name} is signed (200, DER)", repr(answer))

    # 4: unknown serial and a template without personalization look the same.
    plain = new_pass("event-ticket")
    token = valid_token()
    unknown = personalize(token, target="no-such-pass-" + secrets.token_hex(6))
    not_personalizable = personalize(token, target=plain["serialNumber"])
    report(unknown.status == 404 and not_personalizable.status == 404 and unknown.body == not_personalizable.body,
           "personalize of an unknown serial and of a pass that is not personalizable: both 404, byte-identical bodies",
           f"unknown serial {unknown!r}; not personalizable {not_personalizable!r}")

    # 6: the signature is over the token's bytes only.
    if first.status == 200 and first.body[:1] == b"\x30":
        archive = request("GET", f"/api/v1/passes/{seg(serial)}/pass.pkpass", key=True)
        with zipfile.ZipFile(io.BytesIO(archive.body)) as z:
            manifest = z.read("manifest.json")
        verified = cms_verifies(first.body, token1.encode())
        report(verified, "the signature verifies for the token (openssl cms -verify -binary -content token)", "openssl cms -verify failed")
        for name, content in [("the pass's manifest.json", manifest), ("a manifest.json-like JSON object", manifest_like.encode()),
                              ("the token with a newline", token1.encode() + b"\n")]:
            report(verified and not cms_verifies(first.body, content), f"the signature does not verify for {name}",
                   "it verifies" if verified else "the signature does not even verify for the token")
    else:
        report(False, "the signature is over the token bytes only", "no signature to check (the first personalize failed)")


def cms_verifies(signature, content):
    folder = ARGS.dir or "/tmp"
    name = secrets.token_hex(6)
    sig_file, content_file = os.path.join(folder, f"sig-{name}.der"), os.path.join(folder, f"content-{name}")
    with open(sig_file, "wb") as f:
        f.write(signature)
    with open(content_file, "wb") as f:
        f.write(content)
    try:
        result = subprocess.run(["openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", sig_file, "-content", content_file,
                                 "-noverify", "-out", os.devnull], capture_output=True, timeout=30)
        return result.returncode == 0
    finally:
        os.unlink(sig_file)
        os.unlink(content_file)


# MARK: 7 NFC serials

def attack_nfc():
    """serials that are not NFC"""
    nfc = unicodedata.normalize("NFC", f"René-{secrets.token_hex(4)}")
    nfd = unicodedata.normalize("NFD", nfc)
    first = create("event-ticket", serial=nfc)
    report(first.status == 201, "a serial in NFC (\"René-…\", precomposed é) is created (201)", repr(first))
    second = create("event-ticket", serial=nfd)
    report(second.status == 422, "the same serial in NFD (e + combining acute) gets 422", repr(second))
    odd = [("an Angstrom sign (U+212B)", f"\u212b-{secrets.token_hex(4)}"), ("an Ohm sign (U+2126)", f"\u2126-{secrets.token_hex(4)}"),
           ("decomposed Hangul jamo", f"\u1112\u1161\u11ab-{secrets.token_hex(4)}"), ("a cedilla and an acute in the wrong order", f"c\u0301\u0327-{secrets.token_hex(4)}")]
    assert not any(unicodedata.is_normalized("NFC", s) for _, s in odd), "a spelling meant to be non-NFC is NFC"
    bad = [f"{name} → {answer!r}" for name, answer in ((name, create("event-ticket", serial=s)) for name, s in odd) if answer.status != 422]
    report(not bad, "serials with other non-NFC spellings get 422", "; ".join(bad))
    # Whatever got stored: each token downloads only its own pass, through both spellings.
    passes = [(s, a.json()) for s, a in [(nfc, first), (nfd, second)] if a.status == 201 and a.json()]
    problems = []
    for _ in range(2):
        for serial, info in passes:
            for path_serial, _other in passes:
                answer = request("GET", wallet_path(path_serial), apple=info["authenticationToken"], src=fresh())
                if answer.status == 200:
                    got = pass_json(answer.body)
                    if got.get("serialNumber") != path_serial or got.get("authenticationToken") != info["authenticationToken"]:
                        problems.append(f"the token of {ascii(serial)} on the path {ascii(path_serial)} downloaded the pass {ascii(got.get('serialNumber'))}")
                    elif path_serial != serial:
                        problems.append(f"the token of {ascii(serial)} opened the path {ascii(path_serial)}")
    report(not problems, f"no token downloads another spelling's pass ({len(passes)} of the two spellings stored)", "; ".join(sorted(set(problems))))


# MARK: 16 push tokens and device ids

def attack_push_tokens_and_devices():
    """push tokens and device ids"""
    target = new_pass("event-ticket")
    serial, auth = target["serialNumber"], target["authenticationToken"]

    def register(device, token):
        return request("POST", registration_path(device, serial), {"pushToken": token}, apple=auth, src=fresh())

    tokens = [("64 full-width digits", "０１２３４５６７８９" * 6 + "０１２３"), ("65 hex digits (odd length)", secrets.token_hex(32) + "a"),
              ("63 hex digits", secrets.token_hex(32)[:63]), ("62 hex digits (too short)", secrets.token_hex(31)),
              ("32 hex digits", secrets.token_hex(16)), ("202 hex digits (too long)", secrets.token_hex(101)),
              ("hex with a space", secrets.token_hex(16) + " " + secrets.token_hex(16)[:31]), ("an empty token", ""),
              ("non-hex letters", "g" * 64), ("a NUL among hex digits", secrets.token_hex(16) + "\x00" + secrets.token_hex(16)[:31])]
    bad = []
    for name, token in tokens:
        answer = register(f"tok-dev-{secrets.token_hex(4)}", token)
        if answer.status != 400:
            bad.append(f"{name} → {answer!r}")
    report(not bad, f"register refuses {len(tokens)} malformed push tokens with 400", "; ".join(bad))
    answer = register(f"tok-dev-{secrets.token_hex(4)}", push_token())
    report(answer.status == 201, "register takes a push token of 64 hex digits (201)", repr(answer))

    devices = [("a CR", "dev%0Dice"), ("an LF", "dev%0Aice"), ("a CR LF", "dev%0D%0Aice"), ("a NUL", "dev%00ice"), ("a space", "dev%20ice"),
               ("a tab", "dev%09ice"), ("an escaped slash", "dev%2Fice"), ("129 characters", "d" * 129)]
    bad = []
    for name, device in devices:
        answer = register(device, push_token())
        if answer.status != 400:
            bad.append(f"{name} → {answer!r}")
    report(not bad, f"register refuses device ids with {', '.join(n for n, _ in devices)} with 400", "; ".join(bad))
    good = [("letters, digits, - _ .", f"Dev-{secrets.token_hex(3)}_a.B9"), ("128 characters", ("d" + secrets.token_hex(64))[:128])]
    bad = []
    for name, device in good:
        answer = register(device, push_token())
        if answer.status != 201:
            bad.append(f"{name} → {answer!r}")
    report(not bad, "device ids of ASCII letters, digits, -, _ and . (up to 128 characters) register (201)", "; ".join(bad))


# MARK: 10 one push per push token

def apns_pushes():
    counts = {}
    try:
        with open(ARGS.apns_log) as f:
            for line in f:
                if line.startswith("{"):
                    try:
                        token = json.loads(line)["token"]
                    except (ValueError, KeyError):
                        continue
                    counts[token] = counts.get(token, 0) + 1
    except OSError:
        pass
    return counts


def attack_one_push_per_token():
    """one push per push token per change"""
    if not ARGS.apns_log:
        report(False, "one push per push token per change", "no --apns-log given")
        return
    target = new_pass("event-ticket")
    serial, auth = target["serialNumber"], target["authenticationToken"]
    shared, control = push_token(), push_token()
    src = fresh()
    answers = [request("POST", registration_path(f"fan-{i:02d}-{secrets.token_hex(3)}", serial), {"pushToken": shared}, apple=auth, src=src) for i in range(8)]
    answers.append(request("POST", registration_path(f"control-{secrets.token_hex(3)}", serial), {"pushToken": control}, apple=auth, src=src))
    if not report(all(a.status == 201 for a in answers), "8 device ids with one push token and one other device register on a pass (201)", str(statuses(answers))):
        return
    answer = request("PATCH", f"/api/v1/passes/{seg(serial)}", {"data": {"ticketNumber": "PUSH-" + secrets.token_hex(3)}}, key=True)
    if not report(answer.status == 200, "the pass is updated once (200)", repr(answer)):
        return
    deadline = time.time() + 25
    while time.time() < deadline and apns_pushes().get(control, 0) == 0:
        time.sleep(0.2)
    time.sleep(2)  # duplicates, if any, arrive with or shortly after the first
    counts = apns_pushes()
    report(counts.get(control, 0) == 1 and counts.get(shared, 0) == 1,
           "the stand-in APNs receives exactly one push for the shared token (and one for the other device)",
           f"{counts.get(shared, 0)} pushes for the token of 8 devices, {counts.get(control, 0)} for the other device")


# MARK: 11 enumeration, 12 the failure limiter, 13 the issuer API's bucket

def attack_enumeration():
    """unknown serial and wrong token look the same"""
    target = new_pass("event-ticket")
    serial = target["serialNumber"]
    unknown = "no-such-" + secrets.token_hex(8)
    wrong = secrets.token_urlsafe(24)
    body = {"pushToken": push_token()}
    for method, path_of, payload in [("POST", lambda s: registration_path("enum-device-1", s), body),
                                     ("DELETE", lambda s: registration_path("enum-device-1", s), None),
                                     ("GET", wallet_path, None)]:
        a = request(method, path_of(unknown), payload, apple=wrong, src=fresh())
        b = request(method, path_of(serial), payload, apple=wrong, src=fresh())
        c = request(method, path_of(unknown), payload, src=fresh())
        d = request(method, path_of(serial), payload, src=fresh())
        name = f"{method} {'registration' if 'devices' in path_of('x') else 'latest pass'}"
        report(a.status == 401 and b.status == 401 and a.body == b.body,
               f"{name}: unknown serial and wrong token both get 401 with byte-identical bodies", f"unknown serial {a!r}; wrong token {b!r}")
        report(c.status == 401 and d.status == 401 and c.body == d.body,
               f"{name} without a token: unknown serial and known serial both get 401 with byte-identical bodies", f"unknown serial {c!r}; known serial {d!r}")
    # Both count as failures.
    for name, path in [("unknown serials", wallet_path("no-such-" + secrets.token_hex(8))), ("wrong tokens", wallet_path(serial))]:
        src = fresh()
        answers = parallel([lambda p=path: request("GET", p, apple=secrets.token_urlsafe(24), src=src) for _ in range(ARGS.auth_burst + 12)], 8)
        counts = statuses(answers)
        report(counts.get(429, 0) >= 1 and set(counts) <= {401, 429},
               f"{ARGS.auth_burst + 12} requests for {name} from one address: they count as failures (429s appear)", str(counts))


def attack_failure_reservation():
    """the failure limiter reserves before the handler"""
    target = new_pass("event-ticket")
    path, src, count = wallet_path(target["serialNumber"]), fresh(), 300
    barrier = threading.Barrier(count)

    def one():
        try:
            barrier.wait(20)
        except threading.BrokenBarrierError:
            pass
        return request("GET", path, apple=secrets.token_urlsafe(24), src=src, timeout=60)

    with cf.ThreadPoolExecutor(count) as pool:
        answers = list(pool.map(lambda _: one(), range(count)))
    counts = statuses(answers)
    allowed = ARGS.auth_burst + 5
    others = {k: v for k, v in counts.items() if k not in (401, 429) and not str(k).startswith("none")}
    report(counts.get(401, 0) <= allowed and counts.get(429, 0) >= 1 and not others,
           f"{count} concurrent wrong tokens from one address: at most {allowed} get 401 (burst {ARGS.auth_burst}), the rest 429 ({counts})",
           str(counts))


def attack_issuer_bucket():
    """the issuer API has its own bucket"""
    target = new_pass("event-ticket")
    path = wallet_path(target["serialNumber"])
    src = fresh()
    answers = parallel([lambda: request("GET", path, apple=secrets.token_urlsafe(24), src=src) for _ in range(ARGS.auth_burst + 12)], 8)
    counts = statuses(answers)
    report(counts.get(429, 0) >= 1, "wrong Wallet tokens from an address run its Wallet bucket out (429s appear)", str(counts))
    answer = request("GET", "/api/v1/templates", key=True, src=src)
    report(answer.status == 200, "the issuer API with the right key from that address still answers 200", repr(answer))
    answer = request("GET", "/api/v1/templates", key="wrong-" + secrets.token_hex(8), src=src)
    report(answer.status == 401, "a wrong API key from that address gets 401 (its own bucket is full)", repr(answer))

    src = fresh()
    first = request("GET", "/api/v1/templates", key=True, src=src)
    report(first.status == 200, "an address uses the right API key (200)", repr(first))
    seen = []
    for _ in range(6):
        seen += parallel([lambda: request("GET", "/api/v1/templates", key="wrong-" + secrets.token_hex(8), src=src) for _ in range(16)], 8)
        if any(a.status == 429 for a in seen):
            break
    counts = statuses(seen)
    report(counts.get(429, 0) >= 1 and set(counts) <= {401, 429}, "wrong API keys from that address run its issuer bucket out (429s appear)", str(counts))
    answer = request("GET", "/api/v1/templates", key=True, src=src)
    report(answer.status == 200, "the right key, already used from that address, still gets 200 during the lock-out", repr(answer))
    answer = request("GET", "/api/v1/templates", key="never-seen-" + secrets.token_hex(8), src=src)
    report(answer.status == 429, "a never-seen key from that address during the lock-out gets 429", repr(answer))


# MARK: 14 30 MB values

def attack_big_values():
    """30 MB values"""
    target = new_pass("coupon")  # the only coupon pass, so the template-wide change touches one pass
    serial = target["serialNumber"]
    version = stored(serial)["version"]
    big = "x" * 30_000_000
    cases = [
        ("bulk PATCH /api/v1/passes (updates)", "PATCH", "/api/v1/passes", {"updates": [{"serialNumber": serial, "data": {"campaign": big}}]}),
        ("bulk PATCH /api/v1/passes (template)", "PATCH", "/api/v1/passes", {"template": "coupon", "data": {"campaign": big}}),
        ("PATCH /api/v1/passes/{serial}", "PATCH", f"/api/v1/passes/{seg(serial)}", {"data": {"campaign": big}}),
        ("POST /api/v1/passes", "POST", "/api/v1/passes", {"template": "coupon", "data": example_data("coupon", {"campaign": big})}),
    ]
    with RSSSampler() as sampler:
        for name, method, path, body in cases:
            payload = json.dumps(body).encode()
            answer = big_request(method, path, payload, {"Authorization": f"Bearer {ARGS.api_key}"})
            report(answer.status in (413, 422), f"{name} with a 30 MB value is refused (413 or 422)", repr(answer))
            del payload
        time.sleep(3)
    after = stored(serial)
    pending = request("GET", "/api/v1/resigning", key=True).json() or {}
    report(after["version"] == version and not after.get("signingPending") and pending.get("pending", 0) == 0,
           "nothing was staged or signed (the pass keeps its version, nothing is pending)",
           f"version {version} → {after['version']}, signingPending {after.get('signingPending')}, pending {pending.get('pending')}")
    report(sampler.peak < 200, f"resident memory stays under 200 MB during the 30 MB bodies (peak {sampler.peak:.0f} MB)", f"peak {sampler.peak:.0f} MB")


# MARK: 15 NUL and control characters

def attack_control_characters():
    """NUL and control characters"""
    target = new_pass("event-ticket")
    serial, auth = target["serialNumber"], target["authenticationToken"]
    s, p = seg(serial), ARGS.pass_type
    paths = [
        ("GET", f"/passes/v1/passes/{p}/abc%00def", None, {"apple": auth}),
        ("GET", f"/passes/v1/passes/{p}/abc%0d%0aINJECTED-WALLET-LINE", None, {"apple": auth}),
        ("POST", f"/passes/v1/devices/dev%00ice/registrations/{p}/{s}", {"pushToken": push_token()}, {"apple": auth}),
        ("POST", f"/passes/v1/devices/dev-ok-1/registrations/{p}/abc%00", {"pushToken": push_token()}, {"apple": auth}),
        ("DELETE", f"/passes/v1/devices/dev%0d%0aINJECTED-DEVICE-LINE/registrations/{p}/{s}", None, {"apple": auth}),
        ("GET", f"/passes/v1/devices/dev%00/registrations/{p}", None, {}),
        ("GET", f"/passes/v1/devices/dev-ok-1/registrations/{p}%00", None, {}),
        ("GET", f"/passes/v1/devices/dev-ok-1/registrations/{p}?passesUpdatedSince=1%00", None, {}),
        ("GET", f"/passes/v1/devices/dev-ok-1/registrations/{p}?passesUpdatedSince=%0d%0aINJECTED-QUERY-LINE", None, {}),
        ("POST", f"/passes/v1/passes/{p}/abc%00/personalize", {"personalizationToken": valid_token()}, {}),
        ("GET", "/api/v1/passes/abc%00def", None, {"key": True}),
        ("PATCH", "/api/v1/passes/abc%0d%0aINJECTED-API-LINE", {"data": {"ticketNumber": "1"}}, {"key": True}),
        ("POST", "/api/v1/passes/abc%00/void", None, {"key": True}),
        ("GET", "/api/v1/passes?search=%00", None, {"key": True}),
        ("GET", "/api/v1/passes?search=a%0d%0aINJECTED-SEARCH-LINE", None, {"key": True}),
        ("GET", "/api/v1/passes?after=%00", None, {"key": True}),
        ("GET", "/api/v1/passes?template=%00", None, {"key": True}),
        ("GET", "/api/v1/enrollments?after=%00", None, {"key": True}),
        ("GET", "/p/abc%00def?token=x", None, {}),
        ("GET", f"/p/{s}?token=%00", None, {}),
    ]
    bad = []
    for method, path, body, extra in paths:
        answer = request(method, path, body, src=fresh(), **extra)
        if answer.status != 400:
            bad.append(f"{method} {path} → {answer!r}")
    report(not bad, f"{len(paths)} requests with %00 or %0d%0a in a serial, device id, pass type or query get 400", "; ".join(bad))

    data_nul = example_data("event-ticket", {"ticketNumber": "A\u0000B"})
    bodies = [
        ("create with a NUL in a value", "POST", "/api/v1/passes", {"template": "event-ticket", "data": data_nul}, {"key": True}),
        ("create with a NUL in the serial", "POST", "/api/v1/passes", {"template": "event-ticket", "data": example_data("event-ticket"), "serialNumber": "nul\u0000serial"}, {"key": True}),
        ("PATCH with a NUL in a value", "PATCH", f"/api/v1/passes/{s}", {"data": {"ticketNumber": "\u0000"}}, {"key": True}),
        ("PATCH with a NUL in a key", "PATCH", f"/api/v1/passes/{s}", {"data": {"ticket\u0000Number": "1"}}, {"key": True}),
        ("bulk PATCH with a NUL in a value", "PATCH", "/api/v1/passes", {"updates": [{"serialNumber": serial, "data": {"ticketNumber": "a\u0000"}}]}, {"key": True}),
        ("bulk PATCH with a NUL in a serial", "PATCH", "/api/v1/passes", {"updates": [{"serialNumber": "x\u0000", "data": {"ticketNumber": "a"}}]}, {"key": True}),
        ("register with a NUL in the push token", "POST", registration_path("dev-nul-1", serial), {"pushToken": "\u0000" + push_token()[1:]}, {"apple": auth}),
        ("personalize with a NUL in the holder's name", "POST", personalize_path(new_pass("rewards-card")["serialNumber"]),
         {"personalizationToken": valid_token(), "requiredPersonalizationInfo": {"fullName": "Ada\u0000Lovelace", "emailAddress": "ada@example.com"}}, {}),
        ("log with a NUL in a message", "POST", "/passes/v1/log", {"logs": ["a\u0000b"]}, {}),
    ]
    bad = []
    for name, method, path, body, extra in bodies:
        answer = request(method, path, body, src=fresh(), **extra)
        if answer.status != 400:
            bad.append(f"{name} → {answer!r}")
    report(not bad, f"{len(bodies)} JSON bodies with \\u0000 in a string get 400", "; ".join(bad))
    answer = create("event-ticket", serial=f"crlf-{secrets.token_hex(3)}\r\nINJECTED-SERIAL-LINE level=critical")
    report(answer.status in (400, 422), "create with CR LF in the serial is refused (400 or 422)", repr(answer))
    report(stored(serial)["version"] == 1, "none of them changed the pass", f"version {stored(serial)['version']}")


def attack_service_log():
    """the service log"""
    time.sleep(0.5)
    path = os.path.join(ARGS.dir, "serve.log")
    with open(path, "rb") as f:
        log = f.read()
    injected = re.findall(rb"[\r\n]INJECTED-[A-Z-]+", log)
    lines = log.count(b"\n")
    report(not injected, f"the service log ({lines} lines) holds no raw CR/LF-injected line", f"{len(injected)} injected lines, first {injected[:1]}")
    sql = re.findall(rb".{0,60}\b(?:SELECT\s.{0,80}\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|RETURNING\s)\b.{0,40}", log, re.I)
    report(not sql, "the service log holds no SQL statement", f"{len(sql)} lines, first {sql[:1]}")
    leaked = [name for name, secret in [("the API key", ARGS.api_key)] + [(f"the token of {s}", t) for s, t in ISSUED] if secret and secret.encode() in log]
    report(not leaked, f"the service log holds neither the API key nor any of {len(ISSUED)} pass tokens", ", ".join(leaked[:3]))


# MARK: 19 /metrics and /health, 22 the pass page, 18 files

def attack_metrics_and_health():
    """/metrics and /health"""
    answer = request("GET", "/metrics", src=fresh())
    report(answer.status == 401, "/metrics without a key gets 401", repr(answer))
    answer = request("GET", "/metrics", key="wrong-" + secrets.token_hex(6), src=fresh())
    report(answer.status == 401, "/metrics with a wrong key gets 401", repr(answer))
    answer = request("GET", "/metrics", key=True)
    report(answer.status == 200 and b"passbook_" in answer.body, "/metrics with the API key answers 200", repr(answer))
    answer = request("GET", "/health")
    report(answer.status == 200 and health_is_clean(answer), "/health answers 200 with nothing but its status", repr(answer))


def health_is_clean(answer):
    value = answer.json()
    if not isinstance(value, dict) or len(answer.body) > 300:
        return False
    return all(isinstance(v, str) and re.fullmatch(r"[a-z][a-z _-]{0,31}", v) for v in value.values())


def attack_page():
    """the pass page"""
    created = new_pass("event-ticket")
    serial, auth = created["serialNumber"], created["authenticationToken"]
    page = urllib.parse.urlsplit(created["pageURL"])
    token = urllib.parse.parse_qs(page.query).get("token", [""])[0]
    report(token and token != auth, "the pageURL carries a page token that is not the pass's authenticationToken",
           f"page token {token!r} is the authenticationToken" if token == auth else "no page token")
    old = f"{page.path}?{page.query}"
    answer = request("GET", old, src=fresh())
    report(answer.status == 200, "the pageURL opens the page (200)", repr(answer))
    headers = answer.headers
    missing = [name for name, good in [
        ("Content-Security-Policy", bool(headers.get("content-security-policy"))),
        ("X-Content-Type-Options: nosniff", headers.get("x-content-type-options", "").strip().lower() == "nosniff"),
        ("Cache-Control with no-store", "no-store" in headers.get("cache-control", "").lower()),
    ] if not good]
    report(answer.status == 200 and not missing, "the page answer has Content-Security-Policy, X-Content-Type-Options: nosniff and Cache-Control: no-store",
           "missing " + ", ".join(missing) if missing else repr(answer))
    answer = request("GET", f"/p/{seg(serial)}?token={urllib.parse.quote(auth, safe='')}", src=fresh())
    report(answer.status == 404, "the authenticationToken as page token gets 404", repr(answer))
    answer = request("GET", f"/p/{seg(serial)}/pass.pkpass?token={urllib.parse.quote(auth, safe='')}", src=fresh())
    report(answer.status == 404, "the authenticationToken as page token for the page's download gets 404", repr(answer))
    link = request("POST", f"/api/v1/passes/{seg(serial)}/page-link", key=True)
    new_url = (link.json() or {}).get("pageURL") if link.status in (200, 201) else None
    report(bool(new_url) and new_url != created["pageURL"], "POST /api/v1/passes/{serial}/page-link answers a new pageURL", repr(link))
    if new_url:
        fresh_page = urllib.parse.urlsplit(new_url)
        answer = request("GET", f"{fresh_page.path}?{fresh_page.query}", src=fresh())
        report(answer.status == 200, "the new pageURL opens the page (200)", repr(answer))
        answer = request("GET", old, src=fresh())
        report(answer.status == 404, "the old pageURL gets 404 once a new link is made", repr(answer))
    answer = request("POST", f"/api/v1/passes/{seg(serial)}/page-link", key="wrong-" + secrets.token_hex(6), src=fresh())
    report(answer.status == 401, "page-link with a wrong API key gets 401", repr(answer))


def attack_sqlite_files():
    """the SQLite files"""
    database = ARGS.sqlite
    items = [("the data folder", os.path.dirname(os.path.abspath(database))), ("the database file", database),
             ("its -wal", database + "-wal"), ("its -shm", database + "-shm")]
    bad, seen = [], []
    for name, path in items:
        if not os.path.exists(path):
            if name in ("the data folder", "the database file"):
                bad.append(f"{name} {path} does not exist")
            continue
        mode = os.stat(path).st_mode & 0o777
        seen.append(f"{os.path.basename(path)} {mode:04o}")
        if mode & 0o077:
            bad.append(f"{name} is {mode:04o}")
    report(not bad, f"the SQLite files are not readable by group or others ({', '.join(seen)})", "; ".join(bad))


# MARK: 5 personalization rate, 9 fan-out

def attack_personalize_rate():
    """personalization rate per address"""
    reward = new_pass("rewards-card")
    src = fresh()
    answers = [request("POST", personalize_path(reward["serialNumber"]), {"personalizationToken": valid_token(), "requiredPersonalizationInfo": INFO}, src=src)
               for _ in range(40)]
    counts = statuses(answers)
    limited = [a for a in answers if a.status == 429]
    retry = all(re.fullmatch(r"\d+", a.headers.get("retry-after", "")) for a in limited)
    report(answers[0].status == 200 and limited and retry and set(counts) <= {200, 409, 429},
           "40 quick personalize calls from one address: the first signs, then 429 with Retry-After", str(counts)
           + ("" if retry else "; a 429 without a numeric Retry-After"))
    answer = request("POST", personalize_path(new_pass("rewards-card")["serialNumber"]), {"personalizationToken": valid_token(), "requiredPersonalizationInfo": INFO}, src=fresh())
    report(answer.status == 200, "another address still personalizes (200)", repr(answer))


def attack_fanout():
    """devices per pass and registrations per address"""
    cap, burst = ARGS.max_devices, ARGS.registration_burst
    target = new_pass("event-ticket")
    serial, auth = target["serialNumber"], target["authenticationToken"]
    answers = [request("POST", registration_path(f"cap-{i:03d}-{secrets.token_hex(3)}", serial), {"pushToken": push_token()}, apple=auth, src=fresh())
               for i in range(cap + 3)]
    codes = [a.status for a in answers]
    report(all(c == 201 for c in codes[:cap]) and all(c == 429 for c in codes[cap:]),
           f"{cap + 3} devices on one pass (cap {cap}), each from its own address: {cap} register, the rest get 429", str(codes))
    passes = [new_pass("event-ticket") for _ in range(3)]
    src = fresh()
    answers = []
    for i in range(burst + 4):
        p = passes[i % 3]
        answers.append(request("POST", registration_path(f"burst-{i:03d}-{secrets.token_hex(3)}", p["serialNumber"]), {"pushToken": push_token()},
                               apple=p["authenticationToken"], src=src))
    codes = [a.status for a in answers]
    report(all(c == 201 for c in codes[:burst]) and codes[burst:].count(429) >= 3 and set(codes[burst:]) <= {201, 429},
           f"{burst + 4} registrations from one address over 3 passes (burst {burst}): {burst} succeed, then 429", str(codes))


# MARK: 8 connections

def server_side(port):
    """The client ends (address, port) of the connections to `port` the kernel holds ESTABLISHED on
    the server's side (accepted, or waiting to be), from /proc/net/tcp."""
    ends = set()
    with open("/proc/net/tcp") as f:
        next(f)
        for line in f:
            fields = line.split()
            local, remote, state = fields[1], fields[2], fields[3]
            if state != "01" or int(local.split(":")[1], 16) != port:
                continue
            address, remote_port = remote.split(":")
            ends.add((socket.inet_ntoa(bytes.fromhex(address)[::-1]), int(remote_port, 16)))
    return ends


OPEN_RATE = 1500


def attack_connections_per_client():
    """connections per client address"""
    cap, count, src = ARGS.max_connections_per_client, ARGS.max_connections_per_client + 36, fresh()
    socks = []
    for _ in range(count):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((src, 0))
        sock.settimeout(3)
        try:
            sock.connect((HOST, PORT))
        except OSError:
            pass
        socks.append(sock)
    time.sleep(min(1.0, ARGS.idle_timeout / 2))
    held = sum(1 for address, _ in server_side(PORT) if address == src)
    answer = request("GET", "/health", timeout=5, src=fresh())
    for sock in socks:
        sock.close()
    report(held <= cap + 2 and answer.status == 200,
           f"{count} connections from one address: the server keeps at most {cap} of them ({held}) and still answers others",
           f"{held} held, /health {answer!r}")


def attack_reluctant_readers():
    """clients that ask for a large answer and never read it"""
    before = baseline()
    data = example_data("event-ticket", {"entrance": "x" * 900_000})
    # Five passes of 900 KB: an answer larger than the 4 MB a socket's send buffer may grow to.
    made = [create("event-ticket", data=data).status for _ in range(5)]
    if any(status != 201 for status in made):
        report(False, "reluctant readers: five passes of 900 KB made", f"statuses {made}")
        return
    readers = []
    for _ in range(4):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        s.bind((fresh(), 0))
        s.connect((HOST, PORT))
        s.sendall(f"GET /api/v1/passes?limit=100 HTTP/1.1\r\nHost: {HOST}\r\nAuthorization: Bearer {ARGS.api_key}\r\n\r\n".encode())
        readers.append(s)
    # Nothing is read until the server must have given up on them: the body deadline plus slack.
    time.sleep(ARGS.body_timeout + 6)
    closed = 0
    for s in readers:
        s.settimeout(5)
        try:
            while s.recv(1 << 20):
                pass
            closed += 1
        except (ConnectionResetError, BrokenPipeError):
            closed += 1
        except socket.timeout:
            pass
        finally:
            s.close()
    report(closed == len(readers), f"4 clients that never read a 4.5 MB answer are closed within the body deadline ({closed} of {len(readers)})",
           f"{len(readers) - closed} still open")
    final_checks(before)


def attack_connections():
    """idle sockets, trickled heads and bodies"""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 8192 if hard == resource.RLIM_INFINITY else min(hard, 8192)
    if soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft != resource.RLIM_INFINITY and soft < 3000:
        report(False, "idle sockets, trickled heads and bodies", f"the open-file limit ({soft}) is too low for 2,600 sockets; raise ulimit -n")
        return
    before = baseline()
    guarded(attack_connections_per_client)
    slack = 6
    kinds = {  # kind: (count, sockets per address, seconds the server may keep one once it has it)
        "idle": (2000, 50, ARGS.idle_timeout + slack),
        "head": (300, 50, ARGS.head_timeout + slack),
        "body": (300, 50, ARGS.head_timeout + ARGS.body_timeout + slack),
    }

    class Conn:
        __slots__ = ("kind", "address", "sock", "end", "state", "opened", "closed", "next_send")

    plan = []
    for kind, (count, per, _) in kinds.items():
        addresses = [fresh() for _ in range((count + per - 1) // per)]
        for i in range(count):
            c = Conn()
            c.kind, c.address, c.sock, c.end, c.state, c.opened, c.closed, c.next_send = kind, addresses[i // per], None, None, "planned", None, None, 0.0
            plan.append(c)
    # Heads and bodies spread through the idle sockets, opened OPEN_RATE a second (a burst of thousands
    # of connects at once would only overflow the listen backlog, and those never reach the service).
    plan.sort(key=lambda c: hashlib.sha1(f"{c.kind}{id(c)}".encode()).digest())
    selector = selectors.DefaultSelector()
    heads = b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Trickle: "
    body_head = (f"POST /api/v1/passes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {ARGS.api_key}\r\n"
                 f"Content-Type: application/json\r\nContent-Length: 61440\r\n\r\n").encode()

    def close(c, state="closed"):
        c.state, c.closed = state, time.time()
        try:
            selector.unregister(c.sock)
        except (KeyError, ValueError):
            pass
        c.sock.close()

    def send(c, data):
        try:
            c.sock.send(data)
        except BlockingIOError:
            pass
        except OSError:
            close(c)

    health = []
    start = time.time()

    def probe():
        for delay in (1.0, 2.5, 4.0, 6.0):
            time.sleep(max(0, start + delay - time.time()))
            t0 = time.time()
            answer = request("GET", "/health", timeout=5)
            health.append((delay, answer.status, round(time.time() - t0, 2)))

    prober = threading.Thread(target=probe, daemon=True)
    prober.start()
    pending = list(reversed(plan))
    trickling = [c for c in plan if c.kind != "idle"]
    all_open_at, longest = None, max(limit for _, _, limit in kinds.values())
    next_look, most_held, held = 0, 0, set()
    while True:
        now = time.time()
        for _ in range(min(int((now - start) * OPEN_RATE) + 50 - (len(plan) - len(pending)), len(pending))):
            c = pending.pop()
            c.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            c.sock.setblocking(False)
            c.sock.bind((c.address, 0))
            c.end = c.sock.getsockname()
            err = c.sock.connect_ex((HOST, PORT))
            if err not in (0, errno.EINPROGRESS):
                c.state, c.closed = "refused", now
                c.sock.close()
            else:
                c.state = "connecting"
                selector.register(c.sock, selectors.EVENT_WRITE, c)
        if not pending and all_open_at is None:
            all_open_at = time.time()
        for key, mask in selector.select(timeout=0.02):
            c = key.data
            if c.state == "connecting":
                if c.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR):
                    close(c, "refused")
                    continue
                c.state, c.opened, c.next_send = "open", time.time(), time.time() + 0.5
                selector.modify(c.sock, selectors.EVENT_READ, c)
                if c.kind == "head":
                    send(c, heads)
                elif c.kind == "body":
                    send(c, body_head)
            elif mask & selectors.EVENT_READ:
                try:
                    data = c.sock.recv(65536)
                except BlockingIOError:
                    continue
                except OSError:
                    data = b""
                if not data:  # a 408 or 400 before the close is fine: only the close counts
                    close(c)
        now = time.time()
        for c in trickling:
            if c.state == "open" and c.next_send <= now:
                c.next_send = now + 0.5
                send(c, b"a" if c.kind == "head" else b" " * 64)
        if all_open_at is not None:
            if now > all_open_at + longest + 1:
                break
            if now >= next_look and not any(c.state in ("open", "connecting") and c.end in held for c in plan):
                break  # done early once the server holds none of them
        if now >= next_look:
            next_look = now + 0.5
            held = server_side(PORT)
            most_held = max(most_held, sum(1 for c in plan if c.end in held))
    prober.join(15)
    elapsed = time.time() - start
    held = server_side(PORT)

    for kind, (count, _, limit) in kinds.items():
        group = [c for c in plan if c.kind == kind]
        opened = [c for c in group if c.opened is not None]
        refused = sum(1 for c in group if c.state == "refused")
        kept = [c for c in opened if c.state == "open" and c.end in held]
        late = [c for c in opened if c.closed is not None and c.closed - c.opened > limit]
        unheard = sum(1 for c in opened if c.state == "open" and c.end not in held) + sum(1 for c in group if c.state == "connecting")
        slowest = max((c.closed - c.opened for c in opened if c.closed is not None), default=0)
        report(not kept and not late, f"{count} {kind} sockets: the server closed each within {limit:.0f} s "
                                      f"({len(opened) - unheard} reached it, slowest closed after {slowest:.1f} s; {refused} refused, "
                                      f"{unheard} never accepted by it)",
               f"{len(kept)} still held by the server after {elapsed:.0f} s, {len(late)} closed later than {limit:.0f} s (of {len(opened)} connected)")
    bad_health = [h for h in health if h[1] != 200]
    report(len(health) == 4 and not bad_health, "/health from a new connection answers 200 during the attack "
                                                f"(at {', '.join(f'{d} s in {t} s' for d, _, t in health)})", f"answers {health}")
    for c in plan:
        if c.state in ("open", "connecting"):
            close(c)
    selector.close()
    print(f"  --   {ARGS.db}: {len(plan)} connections opened in {(all_open_at or time.time()) - start:.1f} s, at most {most_held} held by the server at once, "
          f"attack over after {elapsed:.1f} s", flush=True)
    final_checks(before)


# MARK: Operations

def attack_sighup():
    """SIGHUP without --api-keys-file"""
    os.kill(ARGS.pid, signal.SIGHUP)
    time.sleep(1.5)
    answer = request("GET", "/health", timeout=10)
    report(alive() and answer.status == 200, "after SIGHUP (no --api-keys-file) the service keeps running and answers /health",
           f"alive {alive()}, /health {answer!r}")


def attack_health_down():
    """/health with its database gone"""
    answer = request("GET", "/health")
    report(answer.status == 200, "/health answers 200 before the database is dropped", repr(answer))
    result = subprocess.run([ARGS.psql, ARGS.database_url, "-v", "ON_ERROR_STOP=1", "-qc", f'DROP DATABASE "{ARGS.drop_database}" WITH (FORCE)'],
                            capture_output=True, text=True, timeout=30)
    if not report(result.returncode == 0, "its PostgreSQL database is dropped under it", result.stderr.strip()[:200]):
        return
    deadline, answer = time.time() + 10, None
    while time.time() < deadline:
        answer = request("GET", "/health", timeout=10)
        if answer.status != 200:
            break
        time.sleep(0.3)
    report(answer.status is not None and answer.status >= 500 and health_is_clean(answer),
           f"/health then fails without internal error text (only short status words: {answer.status} {short(answer.body)})", repr(answer))
    time.sleep(0.5)
    report(alive(), "the process is alive with its database gone", "process gone")


def attack_startup():
    """start-up refusals"""
    runs = iter(range(1000))

    def free_port():
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]

    def start(extra):
        global PORT
        port = PORT = free_port()
        database = os.path.join(ARGS.dir, f"start-{next(runs)}.sqlite")
        command = [ARGS.passbook, "serve", "--dev-certs", os.path.join(ARGS.certs, "pass"), "--api-key", "k", "--templates", ARGS.templates,
                   "--no-push", "--log-level", "warning", "--port", str(port), "--database", database] + [a.replace("PORT", str(port)) for a in extra]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ARGS.dir)
        deadline, started = time.time() + 20, False
        while time.time() < deadline and process.poll() is None:
            if request("GET", "/health", timeout=2).status == 200:
                started = True
                break
            time.sleep(0.1)
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        output = process.stdout.read().decode("utf-8", "replace")
        return started, process.returncode, output

    for name, extra in [("--public-url http://127.attacker.example", ["--public-url", "http://127.attacker.example"]),
                        ("--public-url http://127.0.0.1.attacker.example", ["--public-url", "http://127.0.0.1.attacker.example"]),
                        ("--public-url http://localhost.attacker.example", ["--public-url", "http://localhost.attacker.example"]),
                        ("--host 0.0.0.0 (public URL http://0.0.0.0:PORT)", ["--host", "0.0.0.0"]),
                        ("--host 0.0.0.0 --public-url http://127.0.0.1:PORT", ["--host", "0.0.0.0", "--public-url", "http://127.0.0.1:PORT"])]:
        started, code, output = start(extra)
        report(not started and code not in (None, 0) and "--allow-http" in output,
               f"{name}: the service refuses to start, naming --allow-http",
               "it started" if started else f"exit status {code}, output {output.strip()[-200:]!r}")
    for name, extra in [("--host 0.0.0.0 --allow-http", ["--host", "0.0.0.0", "--allow-http"]),
                        ("--public-url http://127.0.0.1:PORT", ["--public-url", "http://127.0.0.1:PORT"])]:
        started, code, output = start(extra)
        report(started, f"{name}: the service starts (the refusals are not a broken set-up)", f"exit status {code}, output {output.strip()[-300:]!r}")

    folder = os.path.join(ARGS.dir, "certs-dev")
    old = os.umask(0o022)
    try:
        result = subprocess.run([ARGS.passbook, "certs", "dev", "--pass-type-id", ARGS.pass_type, "--team-id", "PASSBOOK01", "-o", folder, "--force"],
                                capture_output=True, text=True, timeout=60)
    finally:
        os.umask(old)
    keys, bad = [], []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        path = os.path.join(folder, name)
        with open(path, "rb") as f:
            content = f.read()
        if name.endswith((".key", ".p12", ".p8", ".pfx")) or b"PRIVATE KEY" in content:
            mode = os.stat(path).st_mode & 0o777
            keys.append(f"{name} {mode:04o}")
            if mode != 0o600:
                bad.append(f"{name} is {mode:04o}")
    report(result.returncode == 0 and keys and not bad, f"passbook certs dev -o DIR writes its private keys 0600 ({', '.join(keys)})",
           "; ".join(bad) or f"exit status {result.returncode}: {result.stderr.strip()[:200]}; keys {keys}")


# MARK: Groups

def group_main():
    # Warm-up: a pass of each kind most attacks use, downloaded once, before the level is taken.
    for template in ("event-ticket", "rewards-card"):
        warm = new_pass(template)
        request("GET", wallet_path(warm["serialNumber"]), apple=warm["authenticationToken"])
    before = baseline()
    trail = []
    for attack in [attack_metrics_and_health, attack_page, attack_personalization, attack_nfc, attack_push_tokens_and_devices,
                   attack_one_push_per_token, attack_enumeration, attack_failure_reservation, attack_issuer_bucket,
                   attack_control_characters, attack_big_values]:
        guarded(attack)
        trail.append(f"{attack.__name__.removeprefix('attack_')} {rss_mb() or 0:.0f}")
    if ARGS.sqlite:
        guarded(attack_sqlite_files)
    if ARGS.dir:
        guarded(attack_service_log)
    print(f"  --   {ARGS.db}: resident MB after each attack: before {before:.0f}, " + ", ".join(trail), flush=True)
    final_checks(before)


def group_personalize_limit():
    before = baseline()
    guarded(attack_personalize_rate)
    final_checks(before)


def group_fanout():
    before = baseline()
    guarded(attack_fanout)
    final_checks(before)


GROUPS = {
    "main": group_main,
    "personalize-limit": group_personalize_limit,
    "fanout": group_fanout,
    "connections": lambda: (guarded(attack_connections), guarded(attack_reluctant_readers)),
    "sighup": lambda: guarded(attack_sighup),
    "health-down": lambda: guarded(attack_health_down),
    "startup": lambda: guarded(attack_startup),
}


def main():
    global ARGS, HOST, PORT
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("group", choices=sorted(GROUPS))
    parser.add_argument("--base", default="http://127.0.0.1:8080", help="the service's base URL")
    parser.add_argument("--api-key", default="", help="an issuer API key of the service")
    parser.add_argument("--pass-type", default="pass.dev.passbook.samples")
    parser.add_argument("--pid", type=int, default=0, help="the service's process (for RSS, kill -0 and signals)")
    parser.add_argument("--db", default="", help="the database kind, put in front of every line")
    parser.add_argument("--dir", default="", help="the service's folder (serve.log) and scratch files")
    parser.add_argument("--templates", default=os.path.join(os.path.dirname(__file__), "..", "..", "Templates"))
    parser.add_argument("--apns-log", default="", help="the stand-in APNs server's output (one JSON line per push)")
    parser.add_argument("--sqlite", default="", help="the SQLite database file, to check its modes")
    parser.add_argument("--auth-burst", type=int, default=20, help="failed authentications an address may make at once")
    parser.add_argument("--max-devices", type=int, default=5, help="the service's --max-devices-per-pass (fanout)")
    parser.add_argument("--registration-burst", type=int, default=8, help="the service's --registration-burst (fanout)")
    parser.add_argument("--idle-timeout", type=float, default=2)
    parser.add_argument("--head-timeout", type=float, default=2)
    parser.add_argument("--body-timeout", type=float, default=3)
    parser.add_argument("--max-connections-per-client", type=int, default=64)
    parser.add_argument("--psql", default="psql")
    parser.add_argument("--database-url", default="", help="a PostgreSQL URL to drop --drop-database from (health-down)")
    parser.add_argument("--drop-database", default="")
    parser.add_argument("--passbook", default="", help="the passbook binary (startup)")
    parser.add_argument("--certs", default="", help="the folder of make_certs (startup)")
    ARGS = parser.parse_args()
    url = urllib.parse.urlsplit(ARGS.base)
    HOST, PORT = url.hostname, url.port or 80
    GROUPS[ARGS.group]()
    return 1 if FAILURES else 0


if __name__ == "__main__":
    raise SystemExit(main())
