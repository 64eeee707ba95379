"""What a command spends importing: the top modules by cumulative `python -X importtime` cost.

  python -m tests.bench.importtime [--top 10] [--runs 3] [--tree DIR] [-- ARGS...]

ARGS default to `-m gateway.cli --help`. Each run is a fresh interpreter (cwd DIR, so another
checkout's gateway can be measured); a module's figure is its median over the runs. Nested
modules count inside their importer's cumulative time too, so the list reads as a tree cut
at its most expensive branches: the indent is the import depth.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
LINE = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)\s*$")


def parse(stderr: str) -> dict[str, tuple[int, int, int]]:
    """module -> (self µs, cumulative µs, depth), from one run's -X importtime output."""
    out = {}
    for line in stderr.splitlines():
        m = LINE.match(line)
        if m:
            self_us, cumulative, indent, name = int(m[1]), int(m[2]), len(m[3]), m[4]
            out[name] = (self_us, cumulative, (indent - 1) // 2)
    return out


def measure(args: list[str], tree: Path, runs: int) -> tuple[list[dict[str, tuple[int, int, int]]], list[float]]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)  # the code measured is the one in `tree` (the cwd)
    samples, walls = [], []
    for _ in range(runs):
        t0 = time.monotonic()
        done = subprocess.run([sys.executable, "-X", "importtime", *args], cwd=tree, env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=300)
        walls.append(time.monotonic() - t0)
        samples.append(parse(done.stderr))
    return samples, walls


def top(samples: list[dict[str, tuple[int, int, int]]], n: int) -> list[tuple[str, float, float, int]]:
    """(module, median cumulative ms, median self ms, depth), most expensive first."""
    names = set().union(*samples)
    rows = []
    for name in names:
        seen = [s[name] for s in samples if name in s]
        cumulative = statistics.median(c for _, c, _ in seen) / 1000
        rows.append((name, cumulative, statistics.median(u for u, _, _ in seen) / 1000, seen[0][2]))
    rows.sort(key=lambda r: -r[1])
    return rows[:n]


def main(argv: list[str] | None = None) -> list[tuple[str, float, float, int]]:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.importtime")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tree", type=Path, default=HERE, help="checkout to run in")
    parser.add_argument("args", nargs="*", default=["-m", "gateway.cli", "--help"])
    ns = parser.parse_args([] if argv is None else argv)
    tree = ns.tree.resolve()
    print("load average at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    samples, walls = measure(ns.args, tree, ns.runs)
    print(f"python -X importtime {' '.join(ns.args)}  (in {tree}, {ns.runs} runs)")
    print(f"wall time: median {statistics.median(walls):.2f} s, min {min(walls):.2f} s, max {max(walls):.2f} s; "
          f"modules imported: {statistics.median(len(s) for s in samples):.0f}")
    print(f"{'cumulative ms':>13} {'self ms':>8}  module (indent = import depth)")
    rows = top(samples, ns.top)
    for name, cumulative, self_ms, depth in rows:
        print(f"{cumulative:>13.0f} {self_ms:>8.1f}  {'  ' * depth}{name}")
    return rows


if __name__ == "__main__":
    main(sys.argv[1:])
