#!/usr/bin/env python3
"""A Wallet device tracking one order, for Tests/Server/order-client.sh.

  order_client.py --name NAME --api-key KEY --body CREATE.json --ca ORDER-CA.pem --pushes PUSHES.jsonl
                  [--public-url URL] BASE_URL [BASE_URL ...]

The script plays two parts. As the shop it creates an order through the issuer API (POST
/api/v1/orders with the creation body in CREATE.json) and changes it (PATCH /api/v1/orders/{id} with a
merge patch of the data). As an iPhone with Wallet it tracks that order through the order web service,
written from Apple's description of the protocol rather than from the service's code:

  The order package (order.json) names the web service (webServiceURL) and a shared secret
  (authenticationToken). Every request about one order carries "Authorization: AppleOrder <token>".
  Under the web service's URL, version 1:

    POST   v1/devices/{device}/registrations/{orderType}/{order}  {"pushToken": hex}
                                    the device asks for pushes about the order: 201 new, 200 known
    DELETE v1/devices/{device}/registrations/{orderType}/{order}
                                    the device no longer tracks the order: 200
    GET    v1/devices/{device}/registrations/{orderType}[?ordersModifiedSince=tag]
                                    which of the device's orders changed after the tag:
                                    200 {"orderIdentifiers": [...], "lastModified": tag}, 204 none
    GET    v1/orders/{orderType}/{order}   [If-Modified-Since: HTTP-date]
                                    the latest signed package, 304 when it has not changed
    POST   v1/log  {"logs": [...]}  the device reports problems

  When the order changes, the service sends the device's push token an empty push whose topic is
  the order type identifier; the device then asks which orders changed since its last tag and
  downloads them. Wallet keeps a new version only when its updatedAt is later than the one it has.

A package is checked without the service's help: a zip with order.json, manifest.json (the SHA-256
of every other file) and signature (a detached CMS signature of manifest.json, checked with openssl
against the development CA, made by the Order Type ID certificate of the order's type).

The service sits behind a TLS proxy at the public URL (https://orders.passbook.test by default): the
client talks plain HTTP to BASE_URL and rewrites links that begin with the public URL. With several
BASE_URLs (instances sharing one database) the device registers through the first, the shop changes
the order through the last, and the other requests go round the instances in turn.

Prints one "  ok   ..." or "  FAIL ..." line per check and a last line
"FIGURES order-client NAME checks=N failed=M"; the exit status is 0 when every check passed.
The stand-in APNs writes one JSON line per push it receives to PUSHES.jsonl:
{"token": hex, "topic": apns-topic, "time": seconds}. Standard library and openssl only.
"""
import argparse
import datetime
import email.utils
import hashlib
import html.parser
import http.client
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import zipfile
from urllib.parse import quote, urlsplit

ORDER_CONTENT_TYPE = "application/vnd.apple.finance.order"
ORDER_STATUSES = {"open", "completed", "cancelled"}
PUSH_WAIT = 15  # seconds a push may take to reach the stand-in APNs
DEVICE = "a1b2c3d4e5f60718293a4b5c6d7e8f90"
PUSH_TOKEN = hashlib.sha256(b"order-client push token").hexdigest()  # 64 hex characters


# --- HTTP ---------------------------------------------------------------------------------------

class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers  # lower-case names
        self.body = body

    def header(self, name):
        return self.headers.get(name.lower())

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def __str__(self):
        text = self.body[:200].decode("utf-8", "replace") if isinstance(self.body, bytes) else str(self.body)
        return f"HTTP {self.status} {text!r}"


def request(base, method, path, headers=None, body=None):
    """One request on a fresh connection; a request without an answer comes back as status 0."""
    url = urlsplit(base)
    headers = dict(headers or {})
    if body is not None and not isinstance(body, bytes):
        body = json.dumps(body).encode()
        headers.setdefault("Content-Type", "application/json")
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=15)
    try:
        connection.request(method, path, body=body, headers=headers)
        answer = connection.getresponse()
        return Response(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read())
    except (OSError, http.client.HTTPException) as error:
        return Response(0, {}, f"no answer: {error}".encode())
    finally:
        connection.close()


class Instances:
    """The service's instances: the first, the last, and the next one in turn."""

    def __init__(self, bases):
        self.bases = bases
        self.turn = 0

    @property
    def first(self):
        return self.bases[0]

    @property
    def last(self):
        return self.bases[-1]

    def next(self):
        base = self.bases[self.turn % len(self.bases)]
        self.turn += 1
        return base


# --- The checks' bookkeeping --------------------------------------------------------------------

class Report:
    def __init__(self):
        self.checks = 0
        self.failed = 0

    def check(self, name, passed, detail=""):
        self.checks += 1
        if passed:
            print(f"  ok   {name}")
        else:
            self.failed += 1
            detail = " | ".join(line for line in str(detail).splitlines() if line.strip())
            print(f"  FAIL {name}" + (f": {detail}" if detail else ""))
        return bool(passed)

    def status(self, name, expected, response):
        return self.check(name, response.status == expected, f"expected HTTP {expected}, got {response}")


# --- Dates --------------------------------------------------------------------------------------

RFC3339 = re.compile(r"(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(\.\d+)?([Zz]|[+-]\d\d:\d\d)$")


def parse_rfc3339(text):
    """An RFC 3339 date-time with seconds and a time zone, as an aware datetime; None otherwise."""
    match = RFC3339.match(text) if isinstance(text, str) else None
    if not match:
        return None
    year, month, day, hour, minute, second = (int(part) for part in match.groups()[:6])
    microsecond = int((match.group(7) or ".0")[1:7].ljust(6, "0"))
    zone = match.group(8)
    if zone.upper() == "Z":
        offset = datetime.timedelta(0)
    else:
        offset = datetime.timedelta(hours=int(zone[1:3]), minutes=int(zone[4:6]))
        if zone[0] == "-":
            offset = -offset
    try:
        return datetime.datetime(year, month, day, hour, minute, second, microsecond,
                                 tzinfo=datetime.timezone(offset))
    except ValueError:
        return None


def parse_http_date(text):
    try:
        return email.utils.parsedate_to_datetime(text) if text else None
    except (TypeError, ValueError):
        return None


# --- The package --------------------------------------------------------------------------------

def openssl(*arguments):
    result = subprocess.run(["openssl", *arguments], capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


def verify_package(report, label, data, ca_file, order_type):
    """Checks a signed .order package; returns its order.json as a dict (None when unreadable)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        files = {info.filename: archive.read(info) for info in archive.infolist() if not info.is_dir()}
    except (zipfile.BadZipFile, OSError, ValueError) as error:
        report.check(f"{label}: the package is a zip", False, str(error))
        return None
    report.check(f"{label}: the package is a zip", True)
    missing = [name for name in ("order.json", "manifest.json", "signature") if name not in files]
    if not report.check(f"{label}: order.json, manifest.json and signature at the root", not missing,
                        f"missing {missing}, files {sorted(files)}"):
        return None

    # manifest.json: every other file with the lowercase hex SHA-256 of its bytes, nothing more.
    try:
        manifest = json.loads(files["manifest.json"])
    except ValueError as error:
        manifest = None
        report.check(f"{label}: manifest.json is JSON", False, str(error))
    if isinstance(manifest, dict):
        covered = set(files) - {"manifest.json", "signature"}
        unlisted = sorted(covered - set(manifest))
        absent = sorted(set(manifest) - covered)
        wrong = sorted(name for name in covered & set(manifest)
                       if not (isinstance(manifest[name], str) and re.fullmatch(r"[0-9a-f]{64}", manifest[name])
                               and manifest[name] == hashlib.sha256(files[name]).hexdigest()))
        report.check(f"{label}: manifest.json lists every file with its SHA-256, nothing unlisted or missing",
                     not unlisted and not absent and not wrong,
                     f"unlisted {unlisted}, listed but absent {absent}, wrong or malformed hash {wrong}")
    elif manifest is not None:
        report.check(f"{label}: manifest.json is an object", False, f"got {type(manifest).__name__}")

    # signature: detached CMS over manifest.json, by the order type's certificate.
    with tempfile.TemporaryDirectory(prefix="order-client-") as folder:
        for name in ("manifest.json", "signature"):
            with open(os.path.join(folder, name), "wb") as out:
                out.write(files[name])
        signer = os.path.join(folder, "signer.pem")
        code, output = openssl("cms", "-verify", "-binary", "-inform", "DER",
                               "-in", os.path.join(folder, "signature"),
                               "-content", os.path.join(folder, "manifest.json"),
                               "-CAfile", ca_file, "-purpose", "any", "-signer", signer, "-out", os.devnull)
        report.check(f"{label}: the signature of manifest.json verifies against the order CA", code == 0, output)
        if code == 0:
            code, subject = openssl("x509", "-in", signer, "-noout", "-subject")
        else:
            code, subject = openssl("pkcs7", "-inform", "DER", "-print_certs", "-noout",
                                    "-in", os.path.join(folder, "signature"))
        uids = [uid.strip() for uid in re.findall(r"UID\s*=\s*([^,/\n]+)", subject)]
        report.check(f"{label}: the signer certificate's UID is the order type {order_type}",
                     code == 0 and order_type in uids, subject)

    try:
        order = json.loads(files["order.json"])
    except ValueError as error:
        report.check(f"{label}: order.json is JSON", False, str(error))
        return None
    if not report.check(f"{label}: order.json is an object", isinstance(order, dict), type(order).__name__):
        return None
    return order


def check_order_json(report, label, order, created, public_url):
    """order.json: the API's identifiers, the web service, and a few keys Apple's Order schema requires."""
    for key in ("orderTypeIdentifier", "orderIdentifier", "authenticationToken"):
        report.check(f"{label}: order.json {key} is the API's", order.get(key) == created[key],
                     f"expected {created[key]!r}, got {order.get(key)!r}")
    report.check(f"{label}: order.json webServiceURL is {public_url}/orders/",
                 order.get("webServiceURL") == public_url + "/orders/", repr(order.get("webServiceURL")))
    report.check(f"{label}: order.json updatedAt is an RFC 3339 date-time with seconds",
                 parse_rfc3339(order.get("updatedAt")) is not None, repr(order.get("updatedAt")))
    report.check(f"{label}: order.json status is open, completed or cancelled",
                 order.get("status") in ORDER_STATUSES, repr(order.get("status")))
    merchant = order.get("merchant") if isinstance(order.get("merchant"), dict) else {}
    problems = []
    if order.get("schemaVersion") != 1:
        problems.append(f"schemaVersion {order.get('schemaVersion')!r}")
    for key in ("orderType", "orderNumber", "orderManagementURL"):
        if not isinstance(order.get(key), str) or not order[key]:
            problems.append(f"{key} {order.get(key)!r}")
    if parse_rfc3339(order.get("createdAt")) is None:
        problems.append(f"createdAt {order.get('createdAt')!r}")
    for key in ("merchantIdentifier", "displayName", "url"):
        if not isinstance(merchant.get(key), str) or not merchant[key]:
            problems.append(f"merchant.{key} {merchant.get(key)!r}")
    report.check(f"{label}: order.json has schemaVersion 1, orderType, orderNumber, createdAt, merchant "
                 "(merchantIdentifier, displayName, url) and orderManagementURL", not problems, ", ".join(problems))


def fulfillment_status(order):
    fulfillments = order.get("fulfillments") if order else None
    if isinstance(fulfillments, list) and fulfillments and isinstance(fulfillments[0], dict):
        return fulfillments[0].get("status")
    return None


# --- The holder page ----------------------------------------------------------------------------

class Links(html.parser.HTMLParser):
    """The attributes of every <a> of a page."""

    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.append(dict(attrs))


# --- The device's requests ----------------------------------------------------------------------

class Device:
    """A Wallet device tracking orders of one type, through the web service at the instances."""

    def __init__(self, instances, order_type, identifier=DEVICE, push_token=PUSH_TOKEN):
        self.instances = instances
        self.order_type = order_type
        self.identifier = identifier
        self.push_token = push_token

    def registration_path(self, order_id):
        return (f"/orders/v1/devices/{quote(self.identifier)}/registrations/"
                f"{quote(self.order_type)}/{quote(order_id)}")

    def register(self, order_id, token, base=None):
        headers = {"Authorization": f"AppleOrder {token}"} if token is not None else {}
        return request(base or self.instances.first, "POST", self.registration_path(order_id), headers,
                       {"pushToken": self.push_token})

    def unregister(self, order_id, token, base=None):
        return request(base or self.instances.first, "DELETE", self.registration_path(order_id),
                       {"Authorization": f"AppleOrder {token}"})

    def changed_orders(self, since=None, identifier=None):
        path = (f"/orders/v1/devices/{quote(identifier or self.identifier)}/registrations/"
                f"{quote(self.order_type)}")
        if since is not None:
            path += "?ordersModifiedSince=" + quote(since, safe="")
        return request(self.instances.next(), "GET", path)

    def download(self, order_id, token, if_modified_since=None, scheme="AppleOrder"):
        headers = {"Authorization": f"{scheme} {token}"}
        if if_modified_since is not None:
            headers["If-Modified-Since"] = if_modified_since
        return request(self.instances.next(), "GET",
                       f"/orders/v1/orders/{quote(self.order_type)}/{quote(order_id)}", headers)

    def log(self, messages):
        return request(self.instances.next(), "POST", "/orders/v1/log", body={"logs": messages})


def pushes_to(path, token, topic):
    """The pushes the stand-in APNs has received for the token and topic."""
    found = []
    try:
        with open(path) as lines:
            for line in lines:
                try:
                    push = json.loads(line)
                except ValueError:
                    continue
                if isinstance(push, dict) and push.get("token") == token and push.get("topic") == topic:
                    found.append(push)
    except OSError:
        pass
    return found


def wait_for_push(path, token, topic, already, seconds):
    """Waits until more than `already` pushes reached the token; returns (push, seconds waited)."""
    start = time.monotonic()
    while True:
        found = pushes_to(path, token, topic)
        if len(found) > already:
            return found[already], time.monotonic() - start
        if time.monotonic() - start > seconds:
            return None, time.monotonic() - start
        time.sleep(0.1)


# --- The run ------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", required=True, help="the database's name, for the FIGURES line")
    parser.add_argument("--api-key", required=True)
    parser.add_argument("--body", required=True, help="a file holding the order's creation body")
    parser.add_argument("--ca", required=True, help="the CA of the order signing certificate (PEM)")
    parser.add_argument("--pushes", required=True, help="the stand-in APNs' JSON lines")
    parser.add_argument("--public-url", default="https://orders.passbook.test")
    parser.add_argument("bases", nargs="+", help="the instances' http://host:port")
    args = parser.parse_args()
    public_url = args.public_url.rstrip("/")
    instances = Instances([base.rstrip("/") for base in args.bases])
    report = Report()
    api = {"Authorization": f"Bearer {args.api_key}"}

    def follow(url):
        """GET a link of the service: the public URL's prefix becomes an instance's."""
        if not (isinstance(url, str) and url.startswith(public_url + "/")):
            return Response(0, {}, f"{url!r} does not begin with {public_url}/".encode())
        return request(instances.next(), "GET", url[len(public_url):])

    def finish():
        print(f"FIGURES order-client {args.name} checks={report.checks} failed={report.failed}")
        sys.exit(0 if report.failed == 0 else 1)

    # The shop creates the order.
    with open(args.body) as body:
        creation = json.load(body)
    answer = request(instances.first, "POST", "/api/v1/orders", api, creation)
    created = answer.json() if answer.status == 201 else None
    if not report.status("the API creates an order from shop-order (201)", 201, answer):
        finish()
    keys = ("orderIdentifier", "orderTypeIdentifier", "authenticationToken", "version", "downloadURL", "pageURL")
    absent = [key for key in keys if key not in created]
    if not report.check("the creation answer has " + ", ".join(keys), not absent, f"missing {absent}"):
        finish()
    order_id, order_type, token = created["orderIdentifier"], created["orderTypeIdentifier"], created["authenticationToken"]
    print(f"  --   order {order_id} of type {order_type}, through {', '.join(instances.bases)}")
    report.check("the download and page links begin with the public URL",
                 all(str(created[key]).startswith(public_url + "/") for key in ("downloadURL", "pageURL")),
                 f"{created['downloadURL']}, {created['pageURL']}")
    device = Device(instances, order_type)

    # The holder page and its download link, as the customer opens them.
    page = follow(created["pageURL"])
    if report.status("the holder page answers (200)", 200, page):
        links = Links()
        links.feed(page.body.decode("utf-8", "replace"))
        report.check("the holder page is HTML", (page.header("content-type") or "").startswith("text/html"),
                     repr(page.header("content-type")))
        report.check(f'the holder page links to order.order with type="{ORDER_CONTENT_TYPE}"',
                     any("order.order" in (link.get("href") or "") and link.get("type") == ORDER_CONTENT_TYPE
                         for link in links.links), f"links {links.links}")
    package = follow(created["downloadURL"])
    if report.status("the download link answers (200)", 200, package):
        report.check(f"the download link's Content-Type is {ORDER_CONTENT_TYPE}",
                     package.header("content-type") == ORDER_CONTENT_TYPE, repr(package.header("content-type")))

    # The device downloads the order before it registers (adding it to Wallet).
    first = device.download(order_id, token)
    if not report.status("download before any registration (200)", 200, first):
        finish()
    report.check(f"the download's Content-Type is {ORDER_CONTENT_TYPE}",
                 first.header("content-type") == ORDER_CONTENT_TYPE, repr(first.header("content-type")))
    first_modified = first.header("last-modified")
    report.check("the download has a Last-Modified HTTP-date", parse_http_date(first_modified) is not None,
                 repr(first_modified))
    order1 = verify_package(report, "version 1", first.body, args.ca, order_type)
    if order1 is None:
        finish()
    check_order_json(report, "version 1", order1, created, public_url)
    updated1 = parse_rfc3339(order1.get("updatedAt"))

    # Registration.
    report.status("register without the Authorization header (401)", 401, device.register(order_id, None))
    report.status("register with a wrong token (401)", 401, device.register(order_id, token[::-1] + "x"))
    report.status("register with the order's token (201)", 201, device.register(order_id, token))
    report.status("register again (200)", 200, device.register(order_id, token))

    # The device asks which orders it tracks.
    listing = device.changed_orders()
    tag1 = None
    if report.status("list the device's orders without a tag (200)", 200, listing):
        body = listing.json() or {}
        report.check("the list holds the order", order_id in (body.get("orderIdentifiers") or []), str(listing))
        tag1 = body.get("lastModified")
        report.check("the list has a lastModified tag (a string)", isinstance(tag1, str) and tag1 != "", repr(tag1))
    report.status("list for a device that never registered (204)", 204,
                  device.changed_orders(identifier="0000ffff0000ffff0000ffff0000ffff"))

    # Nothing changed yet: conditional downloads and the list since the tag.
    if first_modified:
        report.status("download with If-Modified-Since = its Last-Modified (304)", 304,
                      device.download(order_id, token, if_modified_since=first_modified))
    report.status("download with an unparsable If-Modified-Since (200)", 200,
                  device.download(order_id, token, if_modified_since="yesterday, around noon"))
    if tag1 is not None:
        report.status("list with ordersModifiedSince = that tag, nothing changed (204)", 204,
                      device.changed_orders(since=tag1))

    # The shop changes the shipment, through another instance; the device hears of it by a push.
    before = len(pushes_to(args.pushes, device.push_token, order_type))
    answer = request(instances.last, "PATCH", f"/api/v1/orders/{quote(order_id)}", api,
                     {"data": {"shipment": {"status": "onTheWay"}}})
    if report.status("PATCH the shipment status to onTheWay through the API (200)", 200, answer):
        queued = (answer.json() or {}).get("pushesQueued")
        report.check("the PATCH queued one push (the one registered device)", queued == 1, f"pushesQueued {queued!r}")
    push, waited = wait_for_push(args.pushes, device.push_token, order_type, before, PUSH_WAIT)
    report.check(f"a push for the device's token with topic {order_type} within {PUSH_WAIT} s",
                 push is not None, f"none after {waited:.1f} s")
    if push is not None:
        print(f"  --   the push arrived after {waited:.2f} s")

    listing = device.changed_orders(since=tag1)
    tag2 = None
    if report.status("list since the old tag after the change (200)", 200, listing):
        body = listing.json() or {}
        report.check("the list holds the changed order", order_id in (body.get("orderIdentifiers") or []), str(listing))
        tag2 = body.get("lastModified")
        report.check("the list's new lastModified differs from the old one", isinstance(tag2, str) and tag2 != tag1,
                     f"old {tag1!r}, new {tag2!r}")

    second = device.download(order_id, token, if_modified_since=first_modified)
    order2 = None
    if report.status("download with the old If-Modified-Since after the change (200)", 200, second):
        report.check(f"the new version's Content-Type is {ORDER_CONTENT_TYPE}",
                     second.header("content-type") == ORDER_CONTENT_TYPE, repr(second.header("content-type")))
        order2 = verify_package(report, "version 2", second.body, args.ca, order_type)
    if order2 is not None:
        check_order_json(report, "version 2", order2, created, public_url)
        report.check("version 2: the shipment's status is onTheWay", fulfillment_status(order2) == "onTheWay",
                     repr(fulfillment_status(order2)))
        updated2 = parse_rfc3339(order2.get("updatedAt"))
        report.check("version 2: updatedAt is later than version 1's", updated1 and updated2 and updated2 > updated1,
                     f"{order1.get('updatedAt')!r} then {order2.get('updatedAt')!r}")
        report.status("download with If-Modified-Since = the new Last-Modified (304)", 304,
                      device.download(order_id, token, if_modified_since=second.header("last-modified")))

    # Two more changes in quick succession; after each the device downloads as Wallet does, with the
    # Last-Modified of the version it has.
    previous, previous_modified = order2, second.header("last-modified") if second.status == 200 else first_modified
    for number, status in ((3, "outForDelivery"), (4, "delivered")):
        answer = request(instances.last, "PATCH", f"/api/v1/orders/{quote(order_id)}", api,
                         {"data": {"shipment": {"status": status}}})
        report.status(f"PATCH the shipment status to {status} at once (200)", 200, answer)
        fresh = device.download(order_id, token, if_modified_since=previous_modified)
        report.status(f"version {number}: download with the previous Last-Modified (200)", 200, fresh)
        if fresh.status != 200:
            fresh = device.download(order_id, token)
        order = verify_package(report, f"version {number}", fresh.body, args.ca, order_type) \
            if fresh.status == 200 else None
        if order is None:
            report.check(f"version {number}: readable", False, str(fresh))
            continue
        report.check(f"version {number}: the shipment's status is {status}", fulfillment_status(order) == status,
                     repr(fulfillment_status(order)))
        report.check(f"version {number}: same orderIdentifier and authenticationToken",
                     order.get("orderIdentifier") == order_id and order.get("authenticationToken") == token,
                     f"{order.get('orderIdentifier')!r}, {order.get('authenticationToken')!r}")
        earlier, later = parse_rfc3339((previous or {}).get("updatedAt")), parse_rfc3339(order.get("updatedAt"))
        report.check(f"version {number}: updatedAt is later than the version before",
                     earlier and later and later > earlier,
                     f"{(previous or {}).get('updatedAt')!r} then {order.get('updatedAt')!r}")
        previous, previous_modified = order, fresh.header("last-modified")
    if tag2 is not None:
        listing = device.changed_orders(since=tag2)
        report.check("list since the tag before the quick changes holds the order (200)",
                     listing.status == 200 and order_id in ((listing.json() or {}).get("orderIdentifiers") or []),
                     str(listing))

    # Requests the service must turn away.
    report.status("download with the ApplePass scheme instead of AppleOrder (401)", 401,
                  device.download(order_id, token, scheme="ApplePass"))
    report.status("download with a wrong token (401)", 401, device.download(order_id, token[::-1] + "x"))
    report.status("download of a made-up order identifier (401)", 401,
                  device.download("00000000-0000-4000-8000-000000000000", token))

    # The device reports a problem, then stops tracking the order.
    report.status("POST a log message (200)", 200, device.log([f"order-client: order {order_id} looked fine"]))
    report.status("unregister with a wrong token (401)", 401,
                  device.unregister(order_id, token[::-1] + "x", base=instances.next()))
    report.status("unregister with the order's token (200)", 200,
                  device.unregister(order_id, token, base=instances.next()))
    report.status("list after unregistering (204)", 204, device.changed_orders())
    finish()


if __name__ == "__main__":
    main()
