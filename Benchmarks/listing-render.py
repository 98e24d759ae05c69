#!/usr/bin/env python3
"""Issue 28's listing target: the listing with 10,000 characteristics through `trellis render`
(iPhone X viewport, release build), timed as a whole process, start-up and JSON decoding included.

    swift build -c release --product trellis
    Benchmarks/listing-render.py                       # .build/release/trellis, 15 runs, 10,000 rows
    Benchmarks/listing-render.py --trellis PATH --runs 9 --rows 10000 --vs OTHER_TRELLIS

The Props are the listing's default sample (`trellis props listing`) with its characteristics
replaced by ROWS rows "Параметр i" / "Значение i"; each run is
`trellis render listing --props FILE -o OUT.png`. Every run's wall time (a monotonic clock around
the child) and peak resident set (the kernel's accounting of the reaped child, as `/usr/bin/time -v`
reports it) are collected; the script prints min, median and max. With --vs, the two binaries run
in turn (A B A B ...), so drift of a shared machine falls on both alike.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def props_file(trellis: str, rows: int, directory: Path) -> Path:
    """The default listing with `rows` characteristics, written as JSON to `directory`."""
    sample = json.loads(subprocess.run([trellis, "props", "listing"], check=True, capture_output=True).stdout)
    sample["characteristics"] = [{"title": f"Параметр {i}", "value": f"Значение {i}"} for i in range(1, rows + 1)]
    path = directory / f"listing-{rows}.json"
    path.write_text(json.dumps(sample, ensure_ascii=False), encoding="utf-8")
    return path


def run_once(trellis: str, props: Path, output: Path) -> tuple[float, float, str]:
    """One render: (wall seconds, peak RSS in MB, what it printed)."""
    start = time.monotonic()
    child = subprocess.Popen([trellis, "render", "listing", "--props", str(props), "-o", str(output)],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    printed = child.stdout.read().decode("utf-8", "replace") if child.stdout else ""
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{trellis} failed: {printed}")
    return wall, usage.ru_maxrss / 1024, printed.strip()


def summary(name: str, runs: list[tuple[float, float, str]]) -> None:
    walls = [run[0] for run in runs]
    peaks = [run[1] for run in runs]
    print(f"{name}: {runs[-1][2]}")
    print(f"  wall  min {min(walls):.3f} s  median {statistics.median(walls):.3f} s  max {max(walls):.3f} s"
          f"   (target ≤ 0.5 s)")
    print(f"  peak  min {min(peaks):.0f} MB  median {statistics.median(peaks):.0f} MB  max {max(peaks):.0f} MB"
          f"   (target ≤ 150 MB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trellis", default=str(ROOT / ".build" / "release" / "trellis"))
    parser.add_argument("--vs", help="a second trellis binary, run in turn with the first")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--rows", type=int, default=10_000)
    arguments = parser.parse_args()
    binaries = [arguments.trellis] + ([arguments.vs] if arguments.vs else [])
    with tempfile.TemporaryDirectory() as scratch:
        directory = Path(scratch)
        props = props_file(arguments.trellis, arguments.rows, directory)
        results: dict[str, list[tuple[float, float, str]]] = {binary: [] for binary in binaries}
        for binary in binaries:  # one warm-up each (page cache, font cache)
            run_once(binary, props, directory / "warm-up.png")
        for _ in range(arguments.runs):
            for binary in binaries:
                results[binary].append(run_once(binary, props, directory / "listing.png"))
    print(f"trellis render listing --props <{arguments.rows} characteristics> -o listing.png "
          f"(iPhone X), {arguments.runs} runs")
    for binary in binaries:
        summary(binary, results[binary])


if __name__ == "__main__":
    main()
