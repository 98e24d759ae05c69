#!/usr/bin/env python3
"""The live canvas against the PNG, pixel by pixel: for every sample of the catalog on iPhone X,
the sample runs live (`/?screen=NAME&sample=S&view=live&device=iphone-x`), the live canvas — the
retained web host's DOM, drawn by Chromium — is captured at the device's 3x, and the PNG of the
same state (`/api/run/frame.png`, drawn by Cairo) is compared with it by the snapshot pipeline's
perceptual comparison (`trellis compare`: CIEDE2000, anti-aliasing forgiven). At most
`--max-percent` (0.5) of the pixels may differ. Prints each sample's residual, largest first.

    python3 Tools/storybook/pixels_test.py --trellis .build/debug/trellis
"""
from __future__ import annotations

import argparse
import base64
import json
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "chromium"))
from browser_test import Failure, start_server, stop_server, wait  # noqa: E402
from canvas_test import LIVE, at_rest  # noqa: E402
from cdp import Chromium  # noqa: E402


SCALE = 3  # iPhone X


def samples(trellis: str) -> list[tuple[str, str]]:
    listing = json.loads(subprocess.run([trellis, "list", "--json"], check=True, capture_output=True, text=True).stdout)
    return [(entry["name"], sample) for entry in listing if entry["kind"] == "screen" for sample in entry["samples"]]


def compare(trellis: str, reference: Path, actual: Path, max_percent: float) -> dict:
    result = subprocess.run([trellis, "compare", str(reference), str(actual), "--json", "--max-changed-percent", str(max_percent)],
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise Failure(f"trellis compare {reference} {actual}: {result.stderr.strip()}")
    return json.loads(result.stdout)


def run(trellis: str, max_percent: float, keep: Path | None, only: list[str]) -> None:
    proc, url, _, _ = start_server(trellis, None)
    rows: list[tuple[float, str, dict]] = []
    try:
        # The device's 3x is the browser's own scale factor, as on a phone, not DevTools' device
        # emulation: emulated, Chromium lays boxes out on whole CSS pixels (a third of a device
        # pixel off at 3x, edges and clips up to a device pixel and a half away); with its own
        # scale factor it lays them out on device pixels, as Cairo draws them.
        with Chromium(extra_args=(f"--force-device-scale-factor={SCALE}",)) as browser, tempfile.TemporaryDirectory() as scratch:
            directory = keep or Path(scratch)
            directory.mkdir(parents=True, exist_ok=True)
            for screen, sample in samples(trellis):
                if only and screen not in only:
                    continue
                page = browser.new_page()
                page.set_viewport(1400, 1000, scale=0)  # 0: no emulated scale, the browser's own
                if page.evaluate("window.devicePixelRatio") != SCALE:
                    raise Failure(f"the browser draws at {page.evaluate('window.devicePixelRatio')}x, not the device's {SCALE}x")
                page.load_url(f"{url}?screen={screen}&sample={sample}&view=live&device=iphone-x")
                wait(page, f"window.storybook && storybook.live && storybook.live.messages > 0 && storybook.run.status "
                           f"&& storybook.run.status.sample === {json.dumps(sample)}", f"{screen}/{sample} live", timeout=20)
                at_rest(page)
                # Images decode and fonts load after the frame that uses them: the picture is done
                # once neither is pending (their canvases and lines are drawn again by then).
                wait(page, "trellisHost.pendingImageCount() === 0 && document.fonts.status === 'loaded'",
                     f"{screen}/{sample} images and fonts", timeout=10)
                # Lifted to the page's top-left corner, so its points fall on whole device pixels
                # (the gallery's layout may place it at a fraction of one).
                page.evaluate(f"Object.assign(document.querySelector('{LIVE}').style, "
                              "{position: 'fixed', left: '0px', top: '0px', zIndex: 1000, boxShadow: 'none'})")
                rect = page.evaluate(f"document.querySelector('{LIVE}').getBoundingClientRect().toJSON()")
                shot = page.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": {
                    "x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1}})
                name = f"{screen}-{sample}"
                live = directory / f"{name}-live.png"
                live.write_bytes(base64.b64decode(shot["data"]))
                run_id = page.evaluate("storybook.run.id")
                reference = directory / f"{name}-png.png"
                with urllib.request.urlopen(f"{url}api/run/frame.png?id={run_id}", timeout=20) as reply:
                    reference.write_bytes(reply.read())
                page.close()
                difference = compare(trellis, reference, live, max_percent)
                rows.append((difference.get("changedPercent", 100.0), name, difference))
    finally:
        stop_server(proc)
    rows.sort(key=lambda row: -row[0])
    for percent, name, difference in rows:
        block = difference.get("largestBlockBounds")
        print(f"  {name:<34} {percent:6.3f} % changed ({difference['changedPixels']} px, {difference['antialiasedPixels']} anti-aliasing)"
              + (f", largest block {difference['largestBlock']} px at {block}" if block else "")
              + (f"  {difference['sizeMismatch']}" if "sizeMismatch" in difference else ""))
    failed = [name for percent, name, difference in rows if not difference["passes"]]
    if failed:
        raise Failure(f"{len(failed)} of {len(rows)} samples differ in more than {max_percent} % of their pixels: {', '.join(failed)}")
    print(f"storybook pixels test: passed ({len(rows)} samples, live canvas vs PNG, at most {max_percent} % changed)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--max-percent", type=float, default=0.5)
    parser.add_argument("--keep", type=Path, help="write the pictures to this directory")
    parser.add_argument("--only", nargs="*", default=[], help="these screens only")
    args = parser.parse_args()
    try:
        run(args.trellis, args.max_percent, args.keep, args.only)
    except Failure as failure:
        print(f"storybook pixels test: FAILED: {failure}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
