#!/usr/bin/env python3
"""Two passbook builds against each other on a one-pass `passbook build`, run alternately.

One process at a time, the two binaries (and `openssl version`, the reference) taking turns, so that a
host whose speed drifts by 10% within minutes weighs on both alike. Prints the median, quartile and mean
wall time of each, in milliseconds.

Usage: Tests/Scale/startup-ab.py OLD_PASSBOOK NEW_PASSBOOK [PAIRS]   (release builds; PAIRS default 200)
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run(command, **kwargs):
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, **kwargs)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = (os.path.abspath(path) for path in sys.argv[1:3])
    pairs = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    with tempfile.TemporaryDirectory(prefix="passbook-startup-") as work:
        team, pass_type = "START12345", "pass.com.example.startup"
        run([new, "init", f"{work}/template", "--style", "generic", "--pass-type-id", pass_type, "--team-id", team])
        run([new, "certs", "dev", "--pass-type-id", pass_type, "--team-id", team, "-o", f"{work}/certs"])
        # The template's example pass, unpacked into a pass folder without its manifest and signature.
        run([new, "build", f"{work}/template", "-o", f"{work}/example.pkpass", "--dev-certs", f"{work}/certs"])
        os.mkdir(f"{work}/one.pass")
        run(["unzip", "-q", f"{work}/example.pkpass", "-x", "manifest.json", "signature", "-d", f"{work}/one.pass"])
        commands = {
            "old": [old, "build", f"{work}/one.pass", "-o", f"{work}/one.pkpass", "--dev-certs", f"{work}/certs"],
            "new": [new, "build", f"{work}/one.pass", "-o", f"{work}/one.pkpass", "--dev-certs", f"{work}/certs"],
            "openssl version": ["openssl", "version"],
        }
        times = {name: [] for name in commands}
        for pair in range(pairs):
            order = list(commands) if pair % 2 == 0 else list(reversed(commands))
            for name in order:
                start = time.perf_counter()
                run(commands[name])
                times[name].append((time.perf_counter() - start) * 1000)
    for name, values in times.items():
        values.sort()
        print(f"{name:>16}: median {statistics.median(values):6.2f} ms, first quartile {values[len(values) // 4]:6.2f}, "
              f"mean {statistics.mean(values):6.2f}  ({pairs} runs)")


if __name__ == "__main__":
    main()
