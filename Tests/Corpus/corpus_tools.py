#!/usr/bin/env python3
"""Helpers for make-corpus.sh: manifests, identifiers and the Python-written zip archives.

Usage:
  corpus_tools.py ids PASS_JSON                 print passTypeIdentifier, teamIdentifier, nfc (tab separated)
  corpus_tools.py manifest DIR [--upper] [--extra NAME]
                                                write DIR/manifest.json (SHA-1 of every file but
                                                manifest.json and signature)
  corpus_tools.py zip WRITER DIR OUT            write DIR's files into OUT with one of the writers below
  corpus_tools.py list DIR                      print DIR's files, one per line, sorted

Writers: py-deflate, py-stored, py-stream, py-zip64, py-extra, py-dirs, hand-descriptor-nosig.
Every writer gives entries a fixed timestamp (2024-05-01 12:00) so archives are reproducible.
"""
import hashlib
import io
import json
import os
import re
import struct
import sys
import zipfile
import zlib

STAMP = (2024, 5, 1, 12, 0, 0)


def files_of(folder):
    found = []
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/")
            found.append(path)
    return sorted(found)


def identifiers(path):
    # A regular expression rather than json.load: some corpus passes are not strict JSON
    # (trailing commas), and the corpus keeps them as they are.
    text = open(path, encoding="utf-8").read()

    def key(name):
        match = re.search(r'"%s"\s*:\s*"((?:[^"\\]|\\.)*)"' % name, text)
        return match.group(1).replace("\\/", "/") if match else ""

    nfc = "nfc" if re.search(r'"nfc"\s*:\s*\{', text) else "-"
    return key("passTypeIdentifier"), key("teamIdentifier"), nfc


def write_manifest(folder, upper=False, extra=()):
    digests = {}
    for path in files_of(folder):
        if path in ("manifest.json", "signature"):
            continue
        with open(os.path.join(folder, path), "rb") as handle:
            digests[path] = hashlib.sha1(handle.read()).hexdigest()
    for name in extra:
        digests[name] = hashlib.sha1(name.encode()).hexdigest()
    if upper:
        digests = {k: v.upper() for k, v in digests.items()}
    with open(os.path.join(folder, "manifest.json"), "w") as handle:
        json.dump(digests, handle, indent=2, sort_keys=True)
        handle.write("\n")


class Unseekable(io.RawIOBase):
    """A write-only stream without tell/seek, so zipfile writes data descriptors."""

    def __init__(self, handle):
        self.handle = handle

    def writable(self):
        return True

    def write(self, data):
        self.handle.write(data)
        return len(data)

    def flush(self):
        self.handle.flush()


def info(name, method):
    entry = zipfile.ZipInfo(name, date_time=STAMP)
    entry.compress_type = method
    entry.external_attr = 0o644 << 16
    return entry


def py_zip(writer, folder, out):
    names = files_of(folder)
    method = zipfile.ZIP_STORED if writer == "py-stored" else zipfile.ZIP_DEFLATED
    if writer == "py-stream":
        with open(out, "wb") as raw:
            with zipfile.ZipFile(Unseekable(raw), "w") as archive:
                for name in names:
                    with open(os.path.join(folder, name), "rb") as handle:
                        data = handle.read()
                    with archive.open(info(name, method), "w") as target:
                        target.write(data)
        return
    with zipfile.ZipFile(out, "w") as archive:
        if writer == "py-dirs":
            for directory in sorted({n.rsplit("/", 1)[0] + "/" for n in names if "/" in n}):
                archive.writestr(info(directory, zipfile.ZIP_STORED), b"")
        for name in names:
            with open(os.path.join(folder, name), "rb") as handle:
                data = handle.read()
            entry = info(name, method)
            if writer == "py-extra":
                # Extended timestamp (0x5455) and Info-ZIP Unix UID/GID (0x7875), as zip and
                # macOS Archive Utility write them.
                mtime = 1714564800
                entry.extra = struct.pack("<HHBI", 0x5455, 5, 1, mtime) + struct.pack("<HHBBIBI", 0x7875, 11, 1, 4, 501, 4, 20)
            if writer == "py-zip64":
                with archive.open(entry, "w", force_zip64=True) as target:
                    target.write(data)
            else:
                archive.writestr(entry, data)


def hand_descriptor_nosig(folder, out):
    """Deflated entries with general purpose bit 3 and data descriptors *without* the optional
    0x08074b50 signature (APPNOTE 4.3.9.3 allows either form)."""
    dos_time = (STAMP[3] << 11) | (STAMP[4] << 5) | (STAMP[5] // 2)
    dos_date = ((STAMP[0] - 1980) << 9) | (STAMP[1] << 5) | STAMP[2]
    body = bytearray()
    central = bytearray()
    names = files_of(folder)
    for name in names:
        with open(os.path.join(folder, name), "rb") as handle:
            data = handle.read()
        compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
        packed = compressor.compress(data) + compressor.flush()
        crc = zlib.crc32(data) & 0xFFFFFFFF
        encoded = name.encode("utf-8")
        offset = len(body)
        body += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0x0008, 8, dos_time, dos_date, 0, 0, 0, len(encoded), 0)
        body += encoded + packed
        body += struct.pack("<III", crc, len(packed), len(data))
        central += struct.pack(
            "<IHHHHHHIIIHHHHHII", 0x02014B50, 0x0314, 20, 0x0008, 8, dos_time, dos_date,
            crc, len(packed), len(data), len(encoded), 0, 0, 0, 0, 0o100644 << 16, offset,
        )
        central += encoded
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(names), len(names), len(central), len(body), 0)
    with open(out, "wb") as handle:
        handle.write(bytes(body) + bytes(central) + end)


def main(argv):
    command = argv[1]
    if command == "ids":
        print("\t".join(identifiers(argv[2])))
    elif command == "manifest":
        folder = argv[2]
        rest = argv[3:]
        extra = [rest[i + 1] for i, arg in enumerate(rest) if arg == "--extra"]
        write_manifest(folder, upper="--upper" in rest, extra=extra)
    elif command == "list":
        print("\n".join(files_of(argv[2])))
    elif command == "zip":
        writer, folder, out = argv[2], argv[3], argv[4]
        if writer == "hand-descriptor-nosig":
            hand_descriptor_nosig(folder, out)
        else:
            py_zip(writer, folder, out)
    else:
        raise SystemExit("unknown command " + command)


if __name__ == "__main__":
    main(sys.argv)
