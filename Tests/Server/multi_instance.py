#!/usr/bin/env python3
"""Driver of Tests/Server/multi-instance.sh: many clients against one or more `passbook serve`
instances sharing a database, requests spread round-robin over the instances.

  multi_instance.py --name NAME --api-key KEY --templates DIR --pushes APNS_LOG [--pids P1,P2,..]
                    [--kill] [--database-url URL --psql PSQL] [--out DIR] BASE_URL [BASE_URL ...]

Steps: issue passes (1); concurrent creations of one serial (2); register devices (3); concurrent
PATCHes of one pass through different instances, plain and with If-Match (4) while devices poll (5);
voids and more PATCHes (6), midway a PATCH of a pass with many devices and, with --kill, SIGKILL of
the last instance while its pushes go out (7); wait for the stand-in APNs to go quiet, a final poll
of every device (8); then the checks and one FIGURES line. Exit status 0 when every check passed.

Sizes come from the environment: MI_PASSES, MI_DEVICES, MI_HOT, MI_CLIENTS, MI_CREATE_ROUNDS,
MI_ROUNDS, MI_IFMATCH_ROUNDS, MI_VOIDS, MI_PATCHES, MI_POLLERS, MI_QUIET, MI_QUIET_MAX, MI_SEED.
Standard library only.
"""
import argparse
import collections
import concurrent.futures as cf
import datetime
import email.utils
import http.client
import io
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import zipfile
from urllib.parse import urlsplit

ENV = lambda name, default: int(os.environ.get(name, default))
PASSES = ENV("MI_PASSES", 1000)
DEVICES = ENV("MI_DEVICES", 3000)
HOT = ENV("MI_HOT", 500)                     # devices also registered to the one "hot" pass
CLIENTS = ENV("MI_CLIENTS", 16)              # concurrent clients for issuing and registering
CREATE_ROUNDS = ENV("MI_CREATE_ROUNDS", 20)
ROUNDS = ENV("MI_ROUNDS", 50)                # concurrent PATCH rounds without If-Match
IFMATCH_ROUNDS = ENV("MI_IFMATCH_ROUNDS", 25)
VOIDS = ENV("MI_VOIDS", 50)
PATCHES = ENV("MI_PATCHES", 200)
POLLERS = ENV("MI_POLLERS", 8)
KILL_AFTER = max(1, min(ENV("MI_KILL_AFTER", 50), HOT // 5))  # hot devices pushed before the SIGKILL
QUIET = ENV("MI_QUIET", 8)                   # seconds without a new push that count as "pushes done"
QUIET_MAX = ENV("MI_QUIET_MAX", 60)
LEASE = ENV("PASSBOOK_PUSH_LEASE", 60)
SEED = ENV("MI_SEED", int(time.time()) % 100000)
# For checking the checks: MI_FAULT=skip-tag drops a serial from 5 poll answers of the final polls
# (what a device sees when the service skips a tag), drop-push ignores the pushes to one device
# after the hot PATCH; the checks must then fail.
FAULTS = set(filter(None, os.environ.get("MI_FAULT", "").split(",")))
DETAIL = 8                                   # failure lines printed per check (all go to OUT/failures.txt)


class Transport(Exception):
    """A request that got no HTTP answer."""


class Answer:
    def __init__(self, inst, status, headers, body, sent, done):
        self.inst, self.status, self.headers, self.body, self.sent, self.done = inst, status, headers, body, sent, done

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def short(self):
        if 200 <= self.status < 300:  # a pass: its serial and version are enough
            j = self.json() or {}
            return f"{self.status} via instance {self.inst} (serial {j.get('serialNumber')}, version {j.get('version')})"
        text = self.body[:300].decode("utf-8", "replace") if self.body else "(empty body)"
        return f"{self.status} via instance {self.inst}: {text}"


class Cluster:
    """The instances: round-robin over those alive, one keep-alive connection per thread and instance."""

    def __init__(self, bases, pids):
        self.addresses = [(urlsplit(b).hostname, urlsplit(b).port) for b in bases]
        self.pids = pids
        self.alive = list(range(len(bases)))
        self.cond = threading.Condition()
        self.inflight = [0] * len(bases)
        self.next = 0
        self.requests = 0
        self.local = threading.local()
        self.transport_errors = []  # requests to a live instance that got no answer

    def pick(self):
        with self.cond:
            inst = self.alive[self.next % len(self.alive)]
            self.next += 1
            return inst

    def spread(self, count):
        """count instances for simultaneous requests: all different while there are enough alive."""
        with self.cond:
            start = self.next
            self.next += 1
            return [self.alive[(start + k) % len(self.alive)] for k in range(count)]

    def retire(self, inst, timeout=20):
        """No new requests go to inst; waits until those under way are answered."""
        with self.cond:
            self.alive.remove(inst)
            end = time.time() + timeout
            while self.inflight[inst] and time.time() < end:
                self.cond.wait(0.05)
            return self.inflight[inst]

    def _conn(self, inst):
        conns = self.local.__dict__.setdefault("conns", {})
        if inst not in conns:
            host, port = self.addresses[inst]
            conns[inst] = http.client.HTTPConnection(host, port, timeout=60)
        return conns[inst]

    def connect(self, inst):
        conn = self._conn(inst)
        if conn.sock is None:
            conn.connect()

    def close_thread(self):
        for conn in self.local.__dict__.get("conns", {}).values():
            conn.close()
        self.local.__dict__["conns"] = {}

    def call(self, method, path, body=None, headers=None, inst=None):
        if inst is None:
            inst = self.pick()
        data = None if body is None else json.dumps(body).encode()
        h = dict(headers or {})
        if data is not None:
            h["Content-Type"] = "application/json"
        with self.cond:
            self.inflight[inst] += 1
            self.requests += 1
        try:
            for attempt in (1, 2):
                conn = self._conn(inst)
                reused = conn.sock is not None
                sent = time.time()
                try:
                    conn.request(method, path, body=data, headers=h)
                    r = conn.getresponse()
                    payload = r.read()
                    return Answer(inst, r.status, {k.lower(): v for k, v in r.getheaders()}, payload, sent, time.time())
                except (OSError, http.client.HTTPException) as error:
                    conn.close()
                    # A kept-alive connection the server closed while idle: GETs are tried once more.
                    if attempt == 1 and reused and method == "GET":
                        continue
                    message = f"{method} {path} via instance {inst}: {type(error).__name__}: {error}"
                    with self.cond:
                        if inst in self.alive:
                            self.transport_errors.append(message)
                    raise Transport(message)
        finally:
            with self.cond:
                self.inflight[inst] -= 1
                self.cond.notify_all()


class Checks:
    def __init__(self, out):
        self.failed = 0
        self.out = out
        self.lines = []

    def report(self, name, failures, total=None, note=""):
        count = f" ({total} checked)" if total is not None else ""
        if not failures:
            print(f"  ok   {name}{count}{note}", flush=True)
            return True
        self.failed += 1
        print(f"  FAIL {name}: {len(failures)} failures{count}{note}", flush=True)
        for line in failures[:DETAIL]:
            print(f"         {line}", flush=True)
        if len(failures) > DETAIL:
            print(f"         … {len(failures) - DETAIL} more in {os.path.join(self.out, 'failures.txt')}", flush=True)
        self.lines.append(f"== {name}\n" + "".join(f"{l}\n" for l in failures))
        return False

    def save(self):
        if self.lines:
            with open(os.path.join(self.out, "failures.txt"), "a") as f:
                f.writelines(self.lines)


def note(text):
    print(f"  --   {text}", flush=True)


def http_seconds(text):
    return email.utils.parsedate_to_datetime(text).timestamp()


def iso_seconds(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def is_json_error(answer, status):
    j = answer.json()
    return isinstance(j, dict) and isinstance(j.get("error"), dict) and j["error"].get("status") == status \
        and isinstance(j["error"].get("message"), str) and j["error"]["message"] != ""


class PushLog:
    """The stand-in APNs's output, one JSON line per push: read as it grows."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = b""
        self.pushes = []

    def read(self):
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        self.offset += len(data)
        data = self.partial + data
        lines = data.split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            if line.startswith(b"{"):
                self.pushes.append(json.loads(line))
        return self.pushes


class Device:
    def __init__(self, ident, token):
        self.id = ident
        self.token = token
        self.passes = []          # serials registered
        self.since = None         # the last lastUpdated, the next passesUpdatedSince
        self.history = []         # (passesUpdatedSince sent, lastUpdated, serials listed) of every 200
        self.polls = 0
        self.modified = {}        # serial -> Last-Modified header of the version held
        self.voided = {}          # serial -> the "voided" of the pass.json held
        self.downloads = 0
        self.not_modified = 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--name", default="db")
    parser.add_argument("--api-key", required=True)
    parser.add_argument("--templates", required=True)
    parser.add_argument("--pushes", required=True)
    parser.add_argument("--pids", default="")
    parser.add_argument("--kill", action="store_true", help="SIGKILL the last instance midway through a push fan-out")
    parser.add_argument("--database-url", default="")
    parser.add_argument("--psql", default="")
    parser.add_argument("--out", default=".")
    parser.add_argument("bases", nargs="+")
    args = parser.parse_args()
    pids = [int(p) for p in args.pids.split(",") if p]
    cluster = Cluster(args.bases, pids)
    checks = Checks(args.out)
    rng = random.Random(SEED)
    bearer = {"Authorization": f"Bearer {args.api_key}"}
    pushlog = PushLog(args.pushes)
    n_inst = len(args.bases)
    started = time.time()
    print(f"  --   {n_inst} instance(s), seed {SEED}: {PASSES} passes, {DEVICES} devices ({HOT} on the hot pass), "
          f"{ROUNDS}+{IFMATCH_ROUNDS} concurrent PATCH rounds, {VOIDS} voids, {PATCHES} PATCHes, {POLLERS} pollers", flush=True)

    template = json.load(open(os.path.join(args.templates, "event-ticket", "template.json")))
    example = {}
    for v in template["data"]:
        cur, parts = example, v["name"].split(".")
        for p in parts[:-1]:
            cur = cur.setdefault(p, {})
        cur[parts[-1]] = v["example"]

    def pass_data(i):
        data = json.loads(json.dumps(example))
        data["ticketNumber"] = f"MI{i:05d}"
        data["barcode"] = f"MI-{args.name}-{i:05d}"
        data["holder"]["name"] = f"Holder {i}"
        return data

    # ---- 1. Issue passes ------------------------------------------------------------------------
    passes = {}          # serial -> creation answer (token, type, tag)
    create_fail = []

    def create(i):
        serial = f"MI-{i:05d}"
        try:
            a = cluster.call("POST", "/api/v1/passes", {"template": "event-ticket", "serialNumber": serial, "data": pass_data(i)}, bearer)
        except Transport as e:
            create_fail.append(f"{serial}: {e}")
            return
        j = a.json() or {}
        missing = [k for k in ("serialNumber", "authenticationToken", "version", "updateTag", "downloadURL", "passTypeIdentifier") if k not in j]
        if a.status != 201 or missing or j.get("serialNumber") != serial or j.get("version") != 1:
            create_fail.append(f"{serial}: expected 201 with the pass (version 1), got {a.short()}")
            return
        passes[serial] = j

    t0 = time.time()
    with cf.ThreadPoolExecutor(CLIENTS) as pool:
        list(pool.map(create, range(PASSES)))
    note(f"issued {len(passes)} passes in {time.time() - t0:.1f} s ({PASSES / (time.time() - t0):.0f}/s)")
    checks.report(f"issue {PASSES} passes: every answer 201 with serialNumber, authenticationToken, version 1, updateTag, downloadURL",
                  create_fail, PASSES)
    if len(passes) < max(10, PASSES // 2):
        print("  FAIL too few passes were issued to go on")
        checks.save()
        return 1
    pass_type = next(iter(passes.values()))["passTypeIdentifier"]
    tags = [int(p["updateTag"]) for p in passes.values()]
    checks.report("the update tags of the issued passes are all different", 
                  [f"{len(tags) - len(set(tags))} tags repeat"] if len(set(tags)) != len(tags) else [], len(tags))

    # ---- 2. Concurrent creations of one serial ----------------------------------------------------
    dup_fail = []
    dup_statuses = collections.Counter()

    def simultaneous(requests):
        """requests: [(inst, method, path, body, headers)], sent at one moment (a barrier); answers in order."""
        barrier = threading.Barrier(len(requests))
        answers = [None] * len(requests)

        def one(k):
            inst, method, path, body, headers = requests[k]
            try:
                cluster.connect(inst)
            except OSError:
                pass
            try:
                barrier.wait(10)
            except threading.BrokenBarrierError:
                pass
            try:
                answers[k] = cluster.call(method, path, body, headers, inst=inst)
            except Transport as e:
                answers[k] = e
            finally:
                cluster.close_thread()

        threads = [threading.Thread(target=one, args=(k,)) for k in range(len(requests))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return answers

    for r in range(CREATE_ROUNDS):
        serial = f"MI-DUP-{r:03d}"
        body = {"template": "event-ticket", "serialNumber": serial, "data": pass_data(90000 + r)}
        answers = simultaneous([(inst, "POST", "/api/v1/passes", body, bearer) for inst in cluster.spread(3)])
        if any(isinstance(a, Transport) for a in answers):
            dup_fail.append(f"{serial}: " + "; ".join(str(a) for a in answers if isinstance(a, Transport)))
            continue
        statuses = sorted(a.status for a in answers)
        dup_statuses.update(a.status for a in answers)
        bad = [a for a in answers if a.status == 409 and not is_json_error(a, 409)]
        if statuses != [201, 409, 409] or bad:
            dup_fail.append(f"{serial}: expected one 201 and two 409 with a JSON error, got " + " | ".join(a.short() for a in answers))
    checks.report(f"{CREATE_ROUNDS} rounds of 3 simultaneous creations of one serial: one 201, two 409 with {{\"error\": {{\"status\": 409, …}}}}",
                  dup_fail, CREATE_ROUNDS, f"; answers {dict(sorted(dup_statuses.items()))}")

    # ---- 3. Register devices ----------------------------------------------------------------------
    serials = sorted(passes)
    hot = serials[0]
    pool_serials = serials[1:]
    rng.shuffle(pool_serials)
    round_serials = pool_serials[:ROUNDS + IFMATCH_ROUNDS]
    void_serials = pool_serials[ROUNDS + IFMATCH_ROUNDS:ROUNDS + IFMATCH_ROUNDS + VOIDS]
    free_serials = pool_serials[ROUNDS + IFMATCH_ROUNDS + VOIDS:] or pool_serials
    registered = collections.defaultdict(list)   # serial -> devices
    devices = []
    for i in range(DEVICES):
        d = Device(f"mi-dev-{args.name}-{i:05d}", f"{rng.getrandbits(256):064x}")
        d.passes = rng.sample(pool_serials, rng.randint(1, 3))
        if i < HOT:
            d.passes.append(hot)
        for s in d.passes:
            registered[s].append(d)
        devices.append(d)
    reg_fail = []
    token_of = {d.token: d for d in devices}

    def register(item, expected):
        d, serial = item
        try:
            a = cluster.call("POST", f"/passes/v1/devices/{d.id}/registrations/{pass_type}/{serial}", {"pushToken": d.token},
                             {"Authorization": f"ApplePass {passes[serial]['authenticationToken']}"})
        except Transport as e:
            reg_fail.append(str(e))
            return
        if a.status != expected:
            reg_fail.append(f"device {d.id} pass {serial}: expected {expected}, got {a.short()}")

    items = [(d, s) for d in devices for s in d.passes]
    rng.shuffle(items)
    t0 = time.time()
    with cf.ThreadPoolExecutor(CLIENTS) as pool:
        list(pool.map(lambda it: register(it, 201), items))
    note(f"registered {len(items)} device-pass pairs in {time.time() - t0:.1f} s ({len(items) / (time.time() - t0):.0f}/s)")
    again = rng.sample(items, min(100, len(items)))
    with cf.ThreadPoolExecutor(CLIENTS) as pool:
        list(pool.map(lambda it: register(it, 200), again))
    checks.report(f"{len(items)} registrations answered 201, and {len(again)} registered again answered 200", reg_fail, len(items) + len(again))

    # ---- 5. Pollers (run through steps 4, 6 and 7) ------------------------------------------------
    poll_fail = []
    download_fail = []
    lock = threading.Lock()

    def fetch(d, serial):
        headers = {"Authorization": f"ApplePass {passes[serial]['authenticationToken']}"}
        ims = d.modified.get(serial)
        if ims:
            headers["If-Modified-Since"] = ims
        a = cluster.call("GET", f"/passes/v1/passes/{pass_type}/{serial}", None, headers)
        lm = a.headers.get("last-modified")
        if a.status == 200:
            try:
                with zipfile.ZipFile(io.BytesIO(a.body)) as z:
                    pj = json.loads(z.read("pass.json"))
            except Exception as e:
                download_fail.append(f"device {d.id} pass {serial}: the 200 is not a pass archive ({e}); {a.short()[:120]}")
                return
            problems = []
            if a.headers.get("content-type") != "application/vnd.apple.pkpass":
                problems.append(f"Content-Type {a.headers.get('content-type')}")
            if pj.get("serialNumber") != serial:
                problems.append(f"pass.json serialNumber {pj.get('serialNumber')}")
            if not lm:
                problems.append("no Last-Modified")
            elif ims and http_seconds(lm) <= http_seconds(ims):
                problems.append(f"200 although Last-Modified {lm} is not after If-Modified-Since {ims}")
            if problems:
                download_fail.append(f"device {d.id} pass {serial}: " + ", ".join(problems))
                return
            d.modified[serial] = lm
            d.voided[serial] = bool(pj.get("voided", False))
            d.downloads += 1
        elif a.status == 304:
            if not ims or not lm or http_seconds(lm) > http_seconds(ims):
                download_fail.append(f"device {d.id} pass {serial}: 304 with If-Modified-Since {ims} but Last-Modified {lm}")
            d.not_modified += 1
        else:
            download_fail.append(f"device {d.id} pass {serial}: expected 200 or 304, got {a.short()}")

    def poll(d):
        """One poll and the downloads of what it lists; True when it answered 204 (nothing new)."""
        path = f"/passes/v1/devices/{d.id}/registrations/{pass_type}"
        if d.since is not None:
            path += f"?passesUpdatedSince={d.since}"
        a = cluster.call("GET", path)
        d.polls += 1
        if a.status == 204:
            return True
        j = a.json()
        if a.status != 200 or not isinstance(j, dict) or not isinstance(j.get("serialNumbers"), list) or not j["serialNumbers"] \
                or not isinstance(j.get("lastUpdated"), str) or not j["lastUpdated"].isdigit():
            poll_fail.append(f"device {d.id} since {d.since}: expected 204 or 200 with serialNumbers and a numeric lastUpdated, got {a.short()}")
            return True
        last = int(j["lastUpdated"])
        listed = j["serialNumbers"]
        if "skip-tag" in FAULTS and final_phase.is_set() and listed:
            with lock:
                if len(injected) < 5:
                    injected.append(f"device {d.id}: {listed[0]} dropped from the answer to since {d.since} (lastUpdated {last})")
                    listed = listed[1:]
        problems = []
        if d.since is not None and last < int(d.since):
            problems.append(f"lastUpdated {last} went back from {d.since}")
        if not set(listed) <= set(d.passes):
            problems.append(f"lists passes it did not register: {sorted(set(listed) - set(d.passes))[:5]}")
        if problems:
            poll_fail.append(f"device {d.id} since {d.since}: " + "; ".join(problems))
        d.history.append((d.since, last, frozenset(listed)))
        d.since = str(last)
        for serial in listed:
            if serial in passes:
                fetch(d, serial)
        return False

    final_phase = threading.Event()
    injected = []
    polling = threading.Event()
    polling.set()
    queue = collections.deque(devices)
    qlock = threading.Lock()

    def poller():
        try:
            while polling.is_set():
                with qlock:
                    d = queue.popleft()
                try:
                    poll(d)
                except Transport as e:
                    with lock:
                        poll_fail.append(f"device {d.id}: {e}")
                finally:
                    with qlock:
                        queue.append(d)
        finally:
            cluster.close_thread()

    t_changes = time.time()
    pollers = [threading.Thread(target=poller, daemon=True) for _ in range(POLLERS)]
    for t in pollers:
        t.start()

    # ---- 4. Concurrent PATCHes on one pass through different instances -----------------------------
    changes = []         # (serial, time sent, version, pushesQueued, what): every PATCH or void answered 200
    change_lock = threading.Lock()
    round_answers_fail = []
    lost_plain = []
    same_version = []
    ifmatch_lost = []
    ifmatch_fail = []
    queued_fail = []
    round_statuses = collections.Counter()
    lost_count = [0]

    def record(serial, answer, what):
        j = answer.json() or {}
        with change_lock:
            changes.append((serial, answer.sent, j.get("version"), j.get("pushesQueued"), what))
        if j.get("pushesQueued") != len(registered[serial]):
            queued_fail.append(f"{what} of {serial}: pushesQueued {j.get('pushesQueued')}, but {len(registered[serial])} devices are registered")

    def get_pass(serial):
        a = cluster.call("GET", f"/api/v1/passes/{serial}", None, bearer)
        if a.status != 200:
            raise Transport(f"GET /api/v1/passes/{serial}: {a.short()}")
        return a.json()

    def patch_round(r, serial, if_match):
        kind = "If-Match" if if_match else "plain"
        tag = "i" if if_match else ""
        patches = [("room", {"room": f"R-{r}-{tag}a"}), ("seat.section", {"seat": {"section": f"S-{r}-{tag}b"}}),
                   ("ticketNumber", {"ticketNumber": f"T{r}{tag}c"})]
        expect = lambda data, name, value: (data.get("seat", {}).get("section") if name == "seat.section" else data.get(name)) == value
        value_of = lambda p: p[1]["seat"]["section"] if p[0] == "seat.section" else p[1][p[0]]
        headers = dict(bearer)
        try:
            before = get_pass(serial) if if_match else None
        except Transport as e:
            round_answers_fail.append(f"{kind} round {r} {serial}: {e}")
            return
        if if_match:
            headers["If-Match"] = f'"{before["version"]}"'
        instances = cluster.spread(len(patches))
        answers = simultaneous([(inst, "PATCH", f"/api/v1/passes/{serial}", {"data": p[1]}, headers) for inst, p in zip(instances, patches)])
        ok = []
        for p, a in zip(patches, answers):
            if isinstance(a, Transport):
                round_answers_fail.append(f"{kind} round {r} {serial} {p[0]}: {a}")
                continue
            round_statuses[(kind, a.status)] += 1
            if a.status == 200:
                ok.append((p, a))
                record(serial, a, f"{kind} round {r} {p[0]}")
            elif if_match and a.status == 412 and is_json_error(a, 412):
                pass
            elif not if_match and a.status == 409 and is_json_error(a, 409):
                pass  # the service's "kept changing under other updates": allowed, the change is not claimed
            else:
                allowed = "200 or 412 with a JSON error" if if_match else "200 (or 409 with a JSON error)"
                (ifmatch_fail if if_match else round_answers_fail).append(
                    f"{kind} round {r} {serial} {p[0]}: expected {allowed}, got {a.short()}")
        try:
            after = get_pass(serial)
        except Transport as e:
            round_answers_fail.append(f"{kind} round {r} {serial}: {e}")
            return
        desc = ", ".join(f"{p[0]}→{a.status} v{(a.json() or {}).get('version')} via {a.inst}" for p, a in zip(patches, answers) if not isinstance(a, Transport))
        missing = 0
        for p, a in ok:
            if not expect(after["data"], p[0], value_of(p)):
                missing += 1
                got = after["data"].get("seat", {}).get("section") if p[0] == "seat.section" else after["data"].get(p[0])
                lost_plain.append(f"{kind} round {r} {serial}: the PATCH of {p[0]}={value_of(p)!r} answered 200 "
                                  f"(version {(a.json() or {}).get('version')}) but the pass (version {after['version']}) has {got!r} [{desc}]")
        versions = [(a.json() or {}).get("version") for _, a in ok]
        base = before["version"] if before else 1
        if len(set(versions)) != len(versions) or after["version"] != base + len(ok):
            same_version.append(f"{kind} round {r} {serial}: {len(ok)} PATCHes answered 200 with versions {versions}; "
                                f"the pass went from version {base} to {after['version']} [{desc}]")
        with change_lock:
            lost_count[0] += max(missing, len(ok) - 1) if if_match else missing
        if if_match:
            if len(ok) > 1:
                ifmatch_lost.append(f"round {r} {serial}: {len(ok)} PATCHes with If-Match \"{before['version']}\" answered 200 "
                                    f"(versions {versions}): {len(ok) - 1} lost update(s) [{desc}]")
            elif len(ok) == 1 and versions[0] != before["version"] + 1:
                ifmatch_fail.append(f"round {r} {serial}: the 200 with If-Match \"{before['version']}\" made version {versions[0]}, "
                                    f"not {before['version'] + 1}")
            if not ok and answers and all(not isinstance(a, Transport) for a in answers):
                ifmatch_fail.append(f"round {r} {serial}: none of the PATCHes with the current version's If-Match answered 200 [{desc}]")

    t0 = time.time()
    jobs = [(r, round_serials[r], False) for r in range(ROUNDS)] + \
           [(r, round_serials[ROUNDS + r], True) for r in range(IFMATCH_ROUNDS)]
    rng.shuffle(jobs)
    with cf.ThreadPoolExecutor(3) as pool:
        for f in [pool.submit(patch_round, *job) for job in jobs]:
            f.result()
    note(f"{ROUNDS} plain and {IFMATCH_ROUNDS} If-Match rounds of 3 simultaneous PATCHes in {time.time() - t0:.1f} s; "
         f"answers {dict(sorted((f'{k}:{s}', n) for (k, s), n in round_statuses.items()))}")

    # A PATCH with a stale If-Match must not be applied, one with the current version must be.
    probe_fail = []
    if IFMATCH_ROUNDS:
        probe = round_serials[ROUNDS]
        try:
            current = get_pass(probe)
            stale = cluster.call("PATCH", f"/api/v1/passes/{probe}", {"data": {"entrance": "STALE"}}, {**bearer, "If-Match": '"1"'})
            if stale.status != 412 or not is_json_error(stale, 412):
                probe_fail.append(f"{probe} at version {current['version']}: a PATCH with If-Match \"1\" got {stale.short()} (expected 412 with a JSON error)")
            if stale.status == 200:
                record(probe, stale, "stale If-Match probe")
            current = get_pass(probe)
            fresh = cluster.call("PATCH", f"/api/v1/passes/{probe}", {"data": {"entrance": "FRESH"}}, {**bearer, "If-Match": f'"{current["version"]}"'})
            if fresh.status != 200:
                probe_fail.append(f"{probe}: a PATCH with the current version's If-Match \"{current['version']}\" got {fresh.short()}")
            else:
                record(probe, fresh, "fresh If-Match probe")
        except Transport as e:
            probe_fail.append(str(e))

    # ---- 6 and 7. Voids and PATCHes during polling; midway the hot pass's fan-out (and the kill) ---
    ops = [("void", s) for s in void_serials] + [("patch", rng.choice(free_serials)) for _ in range(PATCHES)]
    rng.shuffle(ops)
    ops_fail = []
    done_ops = [0]
    midway = threading.Event()
    kill_info = {}

    def op(item):
        kind, serial = item
        try:
            if kind == "void":
                a = cluster.call("POST", f"/api/v1/passes/{serial}/void", None, bearer)
                if a.status != 200 or (a.json() or {}).get("voided") is not True:
                    ops_fail.append(f"void {serial}: expected 200 with voided true, got {a.short()}")
                else:
                    record(serial, a, "void")
            else:
                a = cluster.call("PATCH", f"/api/v1/passes/{serial}", {"data": {"entrance": f"E{rng.randrange(10**6)}"}}, bearer)
                if a.status != 200:
                    ops_fail.append(f"PATCH {serial}: expected 200, got {a.short()}")
                else:
                    record(serial, a, "patch")
        except Transport as e:
            ops_fail.append(str(e))
        with lock:
            done_ops[0] += 1
            if done_ops[0] >= len(ops) // 2:
                midway.set()

    def hot_change():
        midway.wait()
        victim = n_inst - 1
        kill = args.kill and n_inst > 1 and len(pids) == n_inst
        if kill:
            left = cluster.retire(victim)
            kill_info["inflight"] = left
        pushlog.read()
        seen = len(pushlog.pushes)
        hot_tokens = {d.token for d in registered[hot]}
        try:
            a = cluster.call("PATCH", f"/api/v1/passes/{hot}", {"data": {"entrance": "HOT"}}, bearer, inst=victim)
        except Transport as e:
            ops_fail.append(f"hot PATCH: {e}")
            return
        if a.status != 200:
            ops_fail.append(f"hot PATCH of {hot}: expected 200, got {a.short()}")
            return
        record(hot, a, "hot patch")
        kill_info["sent"] = a.sent
        if not kill:
            return
        # SIGKILL once the stand-in APNs (it prints every 100 ms) shows this fan-out under way: pushes to
        # KILL_AFTER distinct hot devices since the PATCH (a hot device also has other passes, whose
        # changes account for a few).
        end = time.time() + 10
        while time.time() < end:
            if len({p["token"] for p in pushlog.read()[seen:] if p["token"] in hot_tokens and p["time"] >= a.sent}) >= KILL_AFTER:
                break
            time.sleep(0.005)
        os.kill(pids[victim], signal.SIGKILL)
        kill_info["time"] = time.time()
        kill_info["victim"] = victim
        if args.database_url and args.psql:
            ms = int(kill_info["time"] * 1000)
            q = f"SELECT (SELECT COUNT(*) FROM push_jobs) || ' ' || (SELECT COUNT(*) FROM push_jobs WHERE lease_until > {ms})"
            try:
                out = subprocess.run([args.psql, args.database_url, "-tAc", q], capture_output=True, text=True, timeout=20).stdout.split()
                kill_info["queued"], kill_info["leased"] = int(out[0]), int(out[1])
            except Exception as e:
                kill_info["psql"] = str(e)

    t0 = time.time()
    hot_thread = threading.Thread(target=hot_change)
    hot_thread.start()
    with cf.ThreadPoolExecutor(6) as pool:
        list(pool.map(op, ops))
    midway.set()
    hot_thread.join()
    note(f"{VOIDS} voids, {PATCHES} PATCHes and the hot PATCH ({len(registered[hot])} devices) in {time.time() - t0:.1f} s")
    polling.clear()
    for t in pollers:
        t.join()
    t_changes_end = time.time()
    note(f"devices polled {sum(d.polls for d in devices)} times during the changes; "
         f"{sum(d.downloads for d in devices)} downloads, {sum(d.not_modified for d in devices)} answered 304")

    # ---- 8. Wait for the pushes to stop, then a final poll of every device --------------------------
    t0 = time.time()
    last_count, last_change = -1, time.time()
    floor = kill_info.get("time", 0) + LEASE + 2
    while time.time() - t0 < QUIET_MAX:
        count = len(pushlog.read())
        if count != last_count:
            last_count, last_change = count, time.time()
        elif time.time() - last_change >= QUIET and time.time() >= floor:
            break
        time.sleep(0.2)
    quiet = time.time() - last_change >= QUIET
    waited = time.time() - t0
    note(f"waited {waited:.1f} s for the pushes to stop ({len(pushlog.pushes)} received"
         f"{'' if quiet else f'; still arriving after {QUIET_MAX} s'})")

    final_fail = []

    def final_poll(d):
        try:
            for _ in range(20):
                if poll(d):
                    return
            final_fail.append(f"device {d.id}: still listing passes after 20 polls (since {d.since})")
        except Transport as e:
            final_fail.append(f"device {d.id}: {e}")

    t0 = time.time()
    final_phase.set()
    with cf.ThreadPoolExecutor(POLLERS * 2) as pool:
        list(pool.map(final_poll, devices))
    note(f"final polls of {len(devices)} devices in {time.time() - t0:.1f} s")
    driver_seconds = time.time() - started - waited
    requests = cluster.requests

    finals = {}
    state_fail = []

    def final_state(serial):
        try:
            finals[serial] = get_pass(serial)
        except Transport as e:
            state_fail.append(str(e))
    with cf.ThreadPoolExecutor(CLIENTS) as pool:
        list(pool.map(final_state, serials))
    pushes = pushlog.read()
    if "drop-push" in FAULTS and "sent" in kill_info:
        victim_device = registered[hot][0]
        injected.append(f"pushes to device {victim_device.id} after the hot PATCH ignored")
        pushes = [p for p in pushes if not (p["token"] == victim_device.token and p["time"] >= kill_info["sent"])]
    for line in injected:
        note(f"MI_FAULT: {line}")

    # ---- Checks -------------------------------------------------------------------------------------
    checks.report("concurrent PATCH rounds: every answer as allowed", round_answers_fail, (ROUNDS + IFMATCH_ROUNDS) * 3)
    checks.report("concurrent PATCHes: every change answered 200 is in the pass afterwards (lost updates)", lost_plain,
                  sum(n for (k, s), n in round_statuses.items() if s == 200))
    checks.report("concurrent PATCHes: the 200s of one round returned different versions, and the version grew by the number of 200s",
                  same_version, ROUNDS + IFMATCH_ROUNDS)
    if IFMATCH_ROUNDS:
        checks.report("If-Match PATCHes: answers are 200 or 412 with a JSON error, the one 200 makes the next version", ifmatch_fail, IFMATCH_ROUNDS * 3)
        checks.report("If-Match PATCHes: at most one 200 per version read (more is a lost update)", ifmatch_lost, IFMATCH_ROUNDS)
        checks.report("If-Match: a stale version gets 412, the current one 200", probe_fail, 2)
    checks.report("voids and PATCHes during polling answered 200", ops_fail, len(ops) + 1)
    checks.report("every change answered 200 says pushesQueued = the devices registered to the pass", queued_fail, len(changes))
    checks.report("device polls: 204, or 200 with the registered serials and a lastUpdated that never goes back", poll_fail + final_fail,
                  sum(d.polls for d in devices))
    checks.report("pass downloads: 200 with the pass (Last-Modified after If-Modified-Since) or 304", download_fail,
                  sum(d.downloads + d.not_modified for d in devices))
    checks.report("the final state of every pass could be read", state_fail, len(serials))

    # Voided passes are voided.
    void_state = [f"{s}: voided {finals[s].get('voided')}" for s in void_serials if s in finals and finals[s].get("voided") is not True]
    checks.report("the voided passes read back voided", void_state, len(void_serials))

    # No device misses a change. For each registration: the first poll answer whose lastUpdated reached
    # the pass's final tag must list the pass (with tags committed in order, the pass's final version is
    # visible to that poll and newer than its passesUpdatedSince), and the device must end with the
    # final version (Last-Modified and voided of the archive it last downloaded).
    missed_poll, stale_copy = [], []
    for d in devices:
        for serial in d.passes:
            f = finals.get(serial)
            if not f:
                continue
            tag = int(f["updateTag"])
            first = next(((since, last, listed) for since, last, listed in d.history if last >= tag), None)
            if first is None:
                missed_poll.append(f"device {d.id} pass {serial}: final tag {tag}, but the device's polls never reached it "
                                   f"(final since {d.since}, {len(d.history)} answers)")
            elif serial not in first[2]:
                missed_poll.append(f"device {d.id} pass {serial}: the poll since {first[0]} answered lastUpdated {first[1]} ≥ the pass's "
                                   f"final tag {tag} without listing it (listed {sorted(first[2])[:4]}): the device skips this change")
            held = d.modified.get(serial)
            want = iso_seconds(f["lastModified"])
            if held is None or http_seconds(held) != want or d.voided.get(serial) != f["voided"]:
                stale_copy.append(f"device {d.id} pass {serial}: holds Last-Modified {held} voided {d.voided.get(serial)}, "
                                  f"the pass is at {f['lastModified']} voided {f['voided']} (version {f['version']}, tag {tag})")
    n_reg = sum(len(d.passes) for d in devices)
    checks.report("no device misses a change: each pass listed by the first poll that reached its final update tag", missed_poll, n_reg)
    checks.report("every device ends holding the final version of each of its passes", stale_copy, n_reg)

    # Every change reaches every token registered to the pass: per token, the pushes received after each
    # change was sent, one push per change (matched latest first, which is optimal for these intervals).
    registered_tokens = {d.token for d in devices}
    bad_pushes = [f"push to {p['token'][:16]}… topic {p['topic']}" for p in pushes
                  if p["token"] not in registered_tokens or p["topic"] != pass_type]
    checks.report(f"every push went to a registered token with the topic {pass_type}", bad_pushes, len(pushes))
    per_token = collections.defaultdict(list)
    for serial, sent, version, queued, what in changes:
        for d in registered[serial]:
            per_token[d.token].append((sent, 1, serial, version, what))
    for p in pushes:
        if p["token"] in registered_tokens:
            per_token[p["token"]].append((p["time"], 0, None, None, None))
    missed_push, matched = [], 0
    for token, events in per_token.items():
        available = 0
        for when, is_change, serial, version, what in sorted(events, key=lambda e: (-e[0], e[1])):
            if not is_change:
                available += 1
            elif available:
                available -= 1
                matched += 1
            else:
                got = sorted(e[0] for e in events if e[1] == 0)
                missed_push.append(f"device {token_of[token].id} token {token[:12]}…: no push for {what} of {serial} (version {version}) "
                                   f"sent at {when:.3f}; pushes to the token at {[round(t, 3) for t in got][-6:]}")
    expected = sum(len(registered[s]) for s, *_ in changes)
    checks.report("every change (PATCH or void answered 200) reached every device registered to the pass by a push after it", missed_push, expected)
    duplicates = len([p for p in pushes if p["token"] in registered_tokens]) - matched
    fraction = duplicates / expected if expected else 0
    checks.report(f"duplicate pushes at most 5% ({duplicates} of {expected} expected = {100 * fraction:.2f}%)",
                  [f"{duplicates} pushes beyond the {expected} expected"] if fraction > 0.05 else [])

    if kill_info.get("time"):
        hot_tokens = {d.token for d in registered[hot]}
        before = len({p["token"] for p in pushes if p["token"] in hot_tokens and kill_info["sent"] <= p["time"] < kill_info["time"]})
        after = sum(1 for p in pushes if p["token"] in hot_tokens and p["time"] >= kill_info["time"])
        late = sum(1 for p in pushes if p["token"] in hot_tokens and p["time"] >= kill_info["time"] + LEASE - 0.5)
        q = f"{kill_info.get('queued')} jobs queued, {kill_info.get('leased')} leased" if "queued" in kill_info else f"queue unknown ({kill_info.get('psql', 'no psql')})"
        fails = [] if KILL_AFTER <= before < len(hot_tokens) and kill_info.get("queued", 1) > 0 else \
            [f"not mid-fan-out: {before} of the {len(hot_tokens)} hot devices had a push at the kill (wanted {KILL_AFTER} to "
             f"{len(hot_tokens) - 1}); {q}"]
        checks.report(f"instance {kill_info['victim'] + 1} was SIGKILLed mid-fan-out: {before} of {len(hot_tokens)} hot devices had a push, "
                      f"{q} at the kill; {after} pushes to hot devices after it, {late} of them ≥ the {LEASE} s lease later", fails)
    elif args.kill:
        checks.report("an instance was SIGKILLed mid-fan-out", ["no kill happened (needs --pids for every instance and 2+ instances)"])
    checks.report("no request to a live instance went unanswered", cluster.transport_errors, requests)

    times = sorted(p["time"] for p in pushes)
    span = times[-1] - times[0] if len(times) > 1 else 0
    first_after = {}
    for p in pushes:
        if "sent" in kill_info and p["time"] >= kill_info["sent"] and p["token"] in {d.token for d in registered[hot]}:
            first_after[p["token"]] = min(first_after.get(p["token"], p["time"]), p["time"])
    hot_span = max(first_after.values()) - kill_info["sent"] if first_after else 0
    lost = lost_count[0]
    print(f"FIGURES {args.name} instances={n_inst} requests={requests} rps={requests / driver_seconds:.1f} seconds={driver_seconds:.1f} "
          f"pushes={len(pushes)} pushes_per_s={len(pushes) / span if span else 0:.1f} "
          f"fanout_devices={len(first_after)} fanout_s={hot_span:.2f} fanout_pushes_per_s={len(first_after) / hot_span if hot_span else 0:.1f} duplicates={duplicates} duplicate_fraction={fraction:.4f} "
          f"lost_updates={lost} missed={len(missed_push)} poll_misses={len(missed_poll)}", flush=True)
    with open(os.path.join(args.out, "changes.jsonl"), "w") as f:
        for c in changes:
            f.write(json.dumps(c) + "\n")
    checks.save()
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
