#!/usr/bin/env bash
# outside-package.sh: a package outside this repository depends on Passbook by version and builds.
#
# A clone of the repository's HEAD is tagged with a version; a new package beside it names that clone by
# URL and version (`from:`), as a user's package names a release, imports Passbook and runs the library's
# whole path (a pass made, signed with development certificates, read back and verified). SwiftPM refuses
# a dependency by version that uses unsafe flags or names what only a root package may, so this is the
# check that the package stays usable that way.
#
# Usage: Tests/Package/outside-package.sh [VERSION]   (default 99.0.0; make check-package runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=${1:-99.0.0}
SWIFT=${SWIFT:-swift}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

git clone -q . "$WORK/passbook"
git -C "$WORK/passbook" -c user.name=check -c user.email=check@localhost tag -a "$VERSION" -m "$VERSION"

mkdir -p "$WORK/user/Sources/PassUser"
cat >"$WORK/user/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pass-user",
    platforms: [.macOS(.v14)],
    dependencies: [.package(url: "file://$WORK/passbook", from: "$VERSION")],
    targets: [.executableTarget(name: "PassUser", dependencies: [.product(name: "Passbook", package: "passbook")])]
)
EOF
# The library's own example program, unchanged: what the documentation shows a user.
cp Examples/MakeAndVerifyAPass/main.swift "$WORK/user/Sources/PassUser/main.swift"

echo "outside-package: building a package that depends on passbook from: \"$VERSION\""
start=$SECONDS
(cd "$WORK/user" && "$SWIFT" build 2>&1 | grep -E "error|warning: |Build complete" | grep -v "distributed-tracing" || true)
[ -x "$WORK/user/.build/debug/PassUser" ] || { echo "outside-package FAILED: the package did not build"; exit 1; }
(cd "$WORK" && user/.build/debug/PassUser "$WORK/user.pkpass")
[ -s "$WORK/user.pkpass" ] || { echo "outside-package FAILED: the program wrote no pass"; exit 1; }
echo "outside-package passed: resolved passbook $VERSION by version, built and ran in $((SECONDS - start)) s"
