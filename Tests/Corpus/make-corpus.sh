#!/usr/bin/env bash
# Builds the pass corpus into OUT: a test PKI made with the openssl CLI, a signed .pkpass for every
# folder under passes/, the same pass written by every zip writer on this machine, and the broken
# and borderline archives listed in expected.tsv.
#
#   Tests/Corpus/make-corpus.sh OUT
#
# Needs bash, python3, openssl, Info-ZIP zip, bsdtar (libarchive-tools), jar (a JDK) and 7zz
# (7zip); see README.md. No network. A writer that is missing makes the script fail, so that a
# verdict never silently goes untested. OUT/pki/root.pem is the root to pass to verify --ca.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TOOLS="$HERE/corpus_tools.py"
OUT="${1:?usage: make-corpus.sh OUT}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
PKI="$OUT/pki"
STAGE="$OUT/stage"
rm -rf "$PKI" "$STAGE"
mkdir -p "$PKI/leaves" "$STAGE"
export TZ=UTC LC_ALL=C
# Every file written into an archive gets this modification time, so archives are reproducible
# apart from the signature (fresh keys, signing time).
STAMP=202405011200.00

for tool in openssl python3 zip bsdtar jar 7zz; do
    command -v "$tool" >/dev/null || { echo "make-corpus.sh: $tool is missing (see Tests/Corpus/README.md)" >&2; exit 1; }
done

# --- Test PKI -------------------------------------------------------------------------------
# Root CA → "WWDR-like" intermediate (OU=G4, like Apple's) → Pass Type ID leaves, one per
# pass type identifier and team. Leaves have the subject layout of Apple's certificates (UID,
# CN "Pass Type ID: …", OU team, O, C) and extension 1.2.840.113635.100.6.1.16 whose value is
# the DER of a UTF8String holding the pass type identifier.
cat > "$PKI/ca.cnf" <<'EOF'
[ca]
default_ca = issuer

# One section for both issuing CAs: CA=root or CA=wwdr in the environment picks the files.
[issuer]
dir = $ENV::PKI
database = $dir/$ENV::CA-index.txt
new_certs_dir = $dir/issued
certificate = $dir/$ENV::CA.pem
private_key = $dir/$ENV::CA.key
serial = $dir/$ENV::CA-serial
default_md = sha256
policy = policy_any
unique_subject = no
email_in_dn = no
copy_extensions = none

[policy_any]
userId = optional
commonName = supplied
organizationalUnitName = optional
organizationName = optional
countryName = optional

[req]
distinguished_name = dn
prompt = no
[dn]
CN = unused

[root_ext]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash

[wwdr_ext]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always

[leaf_ext]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = clientAuth, 1.2.840.113635.100.4.14
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
1.2.840.113635.100.6.1.16 = ASN1:UTF8String:$ENV::MARKER

[leaf_ext_nomarker]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = clientAuth, 1.2.840.113635.100.4.14
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
EOF
export PKI MARKER=unused CA=root
mkdir -p "$PKI/issued"
: > "$PKI/root-index.txt"; : > "$PKI/wwdr-index.txt"
echo 1000 > "$PKI/root-serial"; echo 2000 > "$PKI/wwdr-serial"
CNF="$PKI/ca.cnf"

openssl genrsa -out "$PKI/root.key" 2048 2>/dev/null
openssl req -new -key "$PKI/root.key" -subj "/CN=Passbook Corpus Test Root CA/O=Passbook Corpus/C=US" -config "$CNF" -out "$PKI/root.csr"
CA=root openssl ca -batch -config "$CNF" -selfsign -keyfile "$PKI/root.key" -in "$PKI/root.csr" \
    -startdate 20200101000000Z -enddate 20450101000000Z -extensions root_ext -notext -out "$PKI/root.pem" 2>/dev/null
openssl genrsa -out "$PKI/wwdr.key" 2048 2>/dev/null
openssl req -new -key "$PKI/wwdr.key" -config "$CNF" -out "$PKI/wwdr.csr" \
    -subj "/CN=Corpus Worldwide Developer Relations Certification Authority/OU=G4/O=Passbook Corpus/C=US"
CA=root openssl ca -batch -config "$CNF" -in "$PKI/wwdr.csr" \
    -startdate 20200101000000Z -enddate 20400101000000Z -extensions wwdr_ext -notext -out "$PKI/wwdr.pem" 2>/dev/null
# One key for every leaf keeps the script fast; each leaf is still its own certificate.
openssl genrsa -out "$PKI/leaf.key" 2048 2>/dev/null

# make_leaf NAME PASS_TYPE_ID TEAM_ID MARKER|- nfc|- START END
make_leaf() {
    local name="$1" ptid="$2" team="$3" marker="$4" nfc="$5" start="$6" end="$7"
    local cn="Pass Type ID: $ptid" ext=leaf_ext
    [ "$nfc" = nfc ] && cn="Pass Type ID with NFC: $ptid"
    [ "$marker" = - ] && ext=leaf_ext_nomarker
    cn="${cn:0:64}"   # X.520 upper bound for commonName
    openssl req -new -key "$PKI/leaf.key" -config "$CNF" -out "$PKI/leaves/$name.csr" \
        -subj "/UID=$ptid/CN=$cn/OU=$team/O=Passbook Corpus Test Issuer/C=US"
    CA=wwdr MARKER="$marker" openssl ca -batch -config "$CNF" -in "$PKI/leaves/$name.csr" -preserveDN \
        -startdate "$start" -enddate "$end" -extensions "$ext" -notext -out "$PKI/leaves/$name.pem" 2>/dev/null
}

# leaf_for PASS_DIR: the leaf whose UID/OU/extension match the pass (made on first use).
leaf_for() {
    local ptid team nfc key
    IFS=$'\t' read -r ptid team nfc < <(python3 "$TOOLS" ids "$1/pass.json")
    [ -n "$team" ] || team=NOTEAM
    [ -n "$ptid" ] || ptid=pass.corpus.unnamed
    key="$(printf '%s|%s|%s' "$ptid" "$team" "$nfc" | sha1sum | cut -c1-12)"
    [ -f "$PKI/leaves/$key.pem" ] || make_leaf "$key" "$ptid" "$team" "$ptid" "$nfc" 20240101000000Z 20350101000000Z
    echo "$key"
}

# --- Building blocks --------------------------------------------------------------------------
# stage NAME SOURCE_PASS_DIR: copy the pass files (not SOURCE.md) into a fresh staging folder.
stage() {
    local dir="$STAGE/$1"
    rm -rf "$dir"; mkdir -p "$dir"
    (cd "$2" && tar -cf - --exclude=./SOURCE.md --exclude=./manifest.json --exclude=./signature .) | (cd "$dir" && tar -xf -)
    echo "$dir"
}

# sign DIR LEAF [openssl cms options…]: manifest.json, then a DER CMS signature over it that
# embeds the intermediate (unless the options say otherwise).
sign() {
    local dir="$1" leaf="$2"; shift 2
    python3 "$TOOLS" manifest "$dir"
    cms_sign "$dir" "$leaf" -certfile "$PKI/wwdr.pem" "$@"
}

cms_sign() {
    local dir="$1" leaf="$2"; shift 2
    openssl cms -sign -binary -in "$dir/manifest.json" -signer "$PKI/leaves/$leaf.pem" -inkey "$PKI/leaf.key" \
        -md sha256 -outform DER -out "$dir/signature" "$@"
}

# archive WRITER DIR OUT: the files of DIR (relative paths, no folder entries unless the writer
# adds them) written by WRITER.
archive() {
    local writer="$1" dir="$2" out="$3"
    rm -f "$out"
    find "$dir" -exec touch -t "$STAMP" {} +
    case "$writer" in
        zip) (cd "$dir" && zip -q -X -D -r "$out" .) ;;
        zip-stream) (cd "$dir" && zip -q -X -D -r - . | cat > "$out") ;;
        zip-zip64) (cd "$dir" && zip -q -X -D -fz -r "$out" .) ;;
        zip-folder) (cd "$(dirname "$dir")" && zip -q -X -D -r "$out" "$(basename "$dir")") ;;
        bsdtar) (cd "$dir" && python3 "$TOOLS" list . | bsdtar -c --format zip -f "$out" -T -) ;;
        jar) jar --create --file "$out" --no-manifest -C "$dir" . ;;
        7zip) (cd "$dir" && 7zz a -tzip -bd -bso0 -bsp0 "$out" $(python3 "$TOOLS" list .)) ;;
        py-*|hand-*) python3 "$TOOLS" zip "$writer" "$dir" "$out" ;;
        *) echo "unknown writer $writer" >&2; exit 1 ;;
    esac
}

PKPASS="$OUT"
mkdir -p "$PKPASS"

# --- Every real pass, signed with its own leaf, written by Info-ZIP zip -----------------------
for src in "$HERE"/passes/*/; do
    name="$(basename "$src")"
    dir="$(stage "$name" "$src")"
    sign "$dir" "$(leaf_for "$dir")"
    archive zip "$dir" "$PKPASS/$name.pkpass"
done

# The PKI itself must be sound: OpenSSL has to accept one of the normal passes against the root.
control="$STAGE/cineplex-booking"
openssl cms -verify -binary -inform DER -in "$control/signature" -content "$control/manifest.json" \
    -CAfile "$PKI/root.pem" -purpose any -out /dev/null 2>/dev/null \
    || { echo "make-corpus.sh: the test PKI does not verify with openssl" >&2; exit 1; }

# --- One pass (with .lproj folders) written by every zip writer -------------------------------
WRITER_PASS=lot-boarding
for writer in zip-stream zip-zip64 py-deflate py-stored py-stream py-zip64 py-extra py-dirs hand-descriptor-nosig bsdtar jar 7zip; do
    dir="$(stage "writer-$writer" "$HERE/passes/$WRITER_PASS")"
    sign "$dir" "$(leaf_for "$dir")"
    archive "$writer" "$dir" "$PKPASS/writer-$writer.pkpass"
done

# --- Broken and borderline archives, all from one real pass -----------------------------------
BASE=cineplex-booking
base_leaf="$(leaf_for "$HERE/passes/$BASE")"
IFS=$'\t' read -r BASE_PTID BASE_TEAM _ < <(python3 "$TOOLS" ids "$HERE/passes/$BASE/pass.json")
make_leaf other-marker "$BASE_PTID" "$BASE_TEAM" pass.com.example.another - 20240101000000Z 20350101000000Z
make_leaf no-marker "$BASE_PTID" "$BASE_TEAM" - - 20240101000000Z 20350101000000Z
make_leaf expired "$BASE_PTID" "$BASE_TEAM" "$BASE_PTID" - 20200101000000Z 20210101000000Z
make_leaf other-uid pass.com.example.another "$BASE_TEAM" pass.com.example.another - 20240101000000Z 20350101000000Z

# variant NAME: a staged, unsigned copy of the base pass; prints its folder.
variant() { stage "$1" "$HERE/passes/$BASE"; }

dir="$(variant broken-wrapper-folder)"; sign "$dir" "$base_leaf"
mv "$dir" "$STAGE/Cineplex.pass"; archive zip-folder "$STAGE/Cineplex.pass" "$PKPASS/broken-wrapper-folder.pkpass"

dir="$(variant broken-macosx)"; sign "$dir" "$base_leaf"
mkdir -p "$dir/__MACOSX"
printf '\0\5\26\7\0\2\0\0Mac OS X        ' > "$dir/__MACOSX/._pass.json"
archive zip "$dir" "$PKPASS/broken-macosx.pkpass"

dir="$(variant broken-ds-store)"; sign "$dir" "$base_leaf"
printf '\0\0\0\1Bud1' > "$dir/.DS_Store"
archive zip "$dir" "$PKPASS/broken-ds-store.pkpass"

dir="$(variant broken-unlisted-file)"; sign "$dir" "$base_leaf"
printf 'not listed in manifest.json\n' > "$dir/notes.txt"
archive zip "$dir" "$PKPASS/broken-unlisted-file.pkpass"

dir="$(variant broken-digest-mismatch)"; sign "$dir" "$base_leaf"
sed -i 's/"Kino 7"/"Kino 8"/' "$dir/pass.json"
archive zip "$dir" "$PKPASS/broken-digest-mismatch.pkpass"

dir="$(variant broken-manifest-entry-without-file)"
python3 "$TOOLS" manifest "$dir" --extra strip.png
cms_sign "$dir" "$base_leaf" -certfile "$PKI/wwdr.pem"
archive zip "$dir" "$PKPASS/broken-manifest-entry-without-file.pkpass"

dir="$(variant broken-uppercase-digests)"
python3 "$TOOLS" manifest "$dir" --upper
cms_sign "$dir" "$base_leaf" -certfile "$PKI/wwdr.pem"
archive zip "$dir" "$PKPASS/broken-uppercase-digests.pkpass"

dir="$(variant broken-unsigned)"; python3 "$TOOLS" manifest "$dir"
archive zip "$dir" "$PKPASS/broken-unsigned.pkpass"

dir="$(variant broken-html-appended)"; sign "$dir" "$base_leaf"
archive zip "$dir" "$PKPASS/broken-html-appended.pkpass"
printf '\n<!DOCTYPE html>\n<html><body><p>Notice: Undefined index: serial in /var/www/pass.php on line 12</p></body></html>\n' >> "$PKPASS/broken-html-appended.pkpass"

dir="$(variant broken-truncated)"; sign "$dir" "$base_leaf"
archive zip "$dir" "$STAGE/whole.pkpass"
size=$(stat -c %s "$STAGE/whole.pkpass")
head -c $((size * 6 / 10)) "$STAGE/whole.pkpass" > "$PKPASS/broken-truncated.pkpass"

dir="$(variant broken-pem-signature)"; sign "$dir" "$base_leaf"
openssl cms -cmsout -inform DER -in "$dir/signature" -outform PEM -out "$dir/signature.pem" && mv "$dir/signature.pem" "$dir/signature"
archive zip "$dir" "$PKPASS/broken-pem-signature.pkpass"

dir="$(variant broken-no-signing-time)"; sign "$dir" "$base_leaf" -noattr
archive zip "$dir" "$PKPASS/broken-no-signing-time.pkpass"

dir="$(variant broken-no-intermediate)"; python3 "$TOOLS" manifest "$dir"
cms_sign "$dir" "$base_leaf"
archive zip "$dir" "$PKPASS/broken-no-intermediate.pkpass"

dir="$(variant broken-smime-text-mode)"; python3 "$TOOLS" manifest "$dir"
# openssl smime without -binary signs the manifest with CRLF line ends, not the bytes in the archive.
openssl smime -sign -in "$dir/manifest.json" -signer "$PKI/leaves/$base_leaf.pem" -inkey "$PKI/leaf.key" \
    -certfile "$PKI/wwdr.pem" -md sha256 -outform DER -out "$dir/signature"
archive zip "$dir" "$PKPASS/broken-smime-text-mode.pkpass"

dir="$(variant attached-identical)"; sign "$dir" "$base_leaf" -nodetach
archive zip "$dir" "$PKPASS/attached-identical.pkpass"

dir="$(variant broken-attached-different)"; python3 "$TOOLS" manifest "$dir"
{ cat "$dir/manifest.json"; printf ' '; } > "$STAGE/other-content.json"
openssl cms -sign -binary -in "$STAGE/other-content.json" -signer "$PKI/leaves/$base_leaf.pem" -inkey "$PKI/leaf.key" \
    -certfile "$PKI/wwdr.pem" -md sha256 -outform DER -out "$dir/signature" -nodetach
archive zip "$dir" "$PKPASS/broken-attached-different.pkpass"

dir="$(variant broken-marker-other-id)"; sign "$dir" other-marker
archive zip "$dir" "$PKPASS/broken-marker-other-id.pkpass"

dir="$(variant broken-marker-missing)"; sign "$dir" no-marker
archive zip "$dir" "$PKPASS/broken-marker-missing.pkpass"

dir="$(variant broken-expired-leaf)"; sign "$dir" expired
archive zip "$dir" "$PKPASS/broken-expired-leaf.pkpass"

dir="$(variant broken-uid-mismatch)"; sign "$dir" other-uid
archive zip "$dir" "$PKPASS/broken-uid-mismatch.pkpass"

# drop_key KEY PASS_JSON: remove a top-level "KEY": "…" line, keeping every other byte.
drop_key() {
    python3 - "$1" "$2" <<'PY'
import re, sys
key, path = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(re.sub(r'\n\s*"%s": "[^"]*",' % key, "", text, count=1))
PY
}

for key in teamIdentifier serialNumber; do
    short=$([ "$key" = teamIdentifier ] && echo team || echo serial)
    dir="$(variant "broken-no-$short")"
    drop_key "$key" "$dir/pass.json"
    sign "$dir" "$base_leaf"
    archive zip "$dir" "$PKPASS/broken-no-$short.pkpass"
done

cp "$PKI/root.pem" "$OUT/root.pem"
rm -rf "$STAGE"
