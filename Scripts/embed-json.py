#!/usr/bin/env python3
'''Writes a JSON document into a Swift source file as a raw string literal.

    Scripts/embed-json.py DOCUMENT.json FILE.swift

FILE.swift must already hold one raw multi-line string literal (an opening line that ends in
`#"""`, a closing line that starts with `"""#`); the lines between are replaced by the document,
byte for byte, and the number of `#` is chosen so that nothing in the document can end the literal
or start an escape. The document must be UTF-8 JSON.

Documents are compiled in as string literals rather than through SwiftPM's `embedInCode`, which
writes one integer literal per byte: a 360 KB document then takes the compiler half a minute or
more, where a string literal takes a tenth of a second.
'''
import json
import os
import re
import sys


def delimiter_for(text: str) -> str:
    hashes = 1
    while f'"{"#" * hashes}' in text or f'\\{"#" * hashes}' in text:
        hashes += 1
    return "#" * hashes


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    document_path, swift_path = sys.argv[1], sys.argv[2]
    raw = open(document_path, "rb").read()
    try:
        text = raw.decode("utf-8")
        json.loads(text)
    except (UnicodeDecodeError, ValueError) as error:
        print(f"embed-json: {document_path} is not UTF-8 JSON: {error}", file=sys.stderr)
        return 1
    if "\r" in text:
        # A Swift literal reads every line break as \n, so a CR would not survive.
        print(f"embed-json: {document_path} has CR line breaks; convert it to LF first", file=sys.stderr)
        return 1
    lines = open(swift_path, encoding="utf-8").read().split("\n")
    opening = [i for i, line in enumerate(lines) if re.search(r'#+"""$', line)]
    closing = [i for i, line in enumerate(lines) if re.match(r'"""#+', line)]
    if len(opening) != 1 or len(closing) != 1 or closing[0] <= opening[0]:
        print(f"embed-json: {swift_path} needs exactly one raw multi-line literal, closed at the start of a line", file=sys.stderr)
        return 1
    hashes = delimiter_for(text)
    start = re.sub(r'#+"""$', f'{hashes}"""', lines[opening[0]])
    end = re.sub(r'^"""#+', f'"""{hashes}', lines[closing[0]])
    # The line break before the closing delimiter is not part of a literal's value, so a document
    # that ends in one gets an empty line there.
    body = text.split("\n")
    out = lines[: opening[0]] + [start] + body + [end] + lines[closing[0] + 1 :]
    open(swift_path + ".tmp", "w", encoding="utf-8").write("\n".join(out))
    os.replace(swift_path + ".tmp", swift_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
