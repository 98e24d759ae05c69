"""The live canvas's accessibility against `trellis accessibility`: for every sample of the
catalog on iPhone X, the sample runs live (`/?screen=NAME&sample=S&view=live&device=iphone-x`),
Chromium's accessibility tree of the page is read over the DevTools protocol
(`Accessibility.getFullAXTree`), and the elements under the canvas's "Screen" region must have the
same roles, names and order as `trellis accessibility NAME --sample S --json` prints.

    python3 Tools/storybook/accessibility_test.py --trellis .build/debug/trellis
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "chromium"))
from browser_test import Failure, start_server, stop_server, wait  # noqa: E402
from canvas_test import at_rest  # noqa: E402
from cdp import Chromium  # noqa: E402
from pixels_test import samples  # noqa: E402

# The Chromium role each `AccessibilityRole` is exposed as (static text is its words).
CHROMIUM_ROLES = {
    "text": "StaticText", "button": "button", "link": "link", "heading": "heading", "text field": "textbox",
    "secure text field": "textbox", "switch": "switch", "adjustable": "slider", "image": "image", "tab": "tab",
    "list": "list", "list item": "listitem", "alert": "alert", "progress": "progressbar", "group": "group",
}


def expected(trellis: str, screen: str, sample: str) -> list[tuple[str, str]]:
    result = subprocess.run([trellis, "accessibility", screen, "--sample", sample, "--device", "iphone-x", "--json"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"trellis accessibility {screen} --sample {sample}: {result.stderr.strip()}")
    return [(CHROMIUM_ROLES[stop["role"]], stop.get("label", "")) for stop in json.loads(result.stdout)]


def browser_elements(nodes: list[dict]) -> list[tuple[str, str]]:
    """The (role, name) of the elements under the canvas's region, in document order: ignored
    nodes (the generic divs around static text) are looked through, inline text boxes skipped."""
    by_id = {node["nodeId"]: node for node in nodes}
    regions = [node for node in nodes if not node.get("ignored") and node.get("role", {}).get("value") == "region"
               and node.get("name", {}).get("value") == "Screen"]
    if len(regions) != 1:
        raise Failure(f"expected one 'Screen' region in the accessibility tree, found {len(regions)}")
    found: list[tuple[str, str]] = []

    def visit(node_id: str) -> None:
        node = by_id.get(node_id)
        if node is None:
            return
        role = node.get("role", {}).get("value", "")
        if node.get("ignored") or role in ("generic", "none"):
            for child in node.get("childIds", []):
                visit(child)
            return
        if role == "InlineTextBox":
            return
        found.append((role, node.get("name", {}).get("value", "")))

    for child in regions[0].get("childIds", []):
        visit(child)
    return found


def run(trellis: str, only: list[str]) -> None:
    proc, url, _, _ = start_server(trellis, None)
    checked = 0
    mismatches: list[str] = []
    try:
        with Chromium() as browser:
            for screen, sample in samples(trellis):
                if only and screen not in only:
                    continue
                want = expected(trellis, screen, sample)
                page = browser.new_page()
                page.set_viewport(1400, 1000)
                page.load_url(f"{url}?screen={screen}&sample={sample}&view=live&device=iphone-x")
                wait(page, f"window.storybook && storybook.live && storybook.live.messages > 0 && storybook.run.status "
                           f"&& storybook.run.status.sample === {json.dumps(sample)}", f"{screen}/{sample} live", timeout=20)
                at_rest(page)
                page.send("Accessibility.enable")
                got = browser_elements(page.send("Accessibility.getFullAXTree")["nodes"])
                page.close()
                checked += 1
                if got != want:
                    first = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
                    mismatches.append(f"{screen}/{sample}: element {first + 1}: browser "
                                      f"{got[first] if first < len(got) else 'nothing'}, trellis "
                                      f"{want[first] if first < len(want) else 'nothing'} ({len(got)} against {len(want)} elements)")
                else:
                    print(f"  {screen}/{sample}: {len(got)} elements match")
    finally:
        stop_server(proc)
    if mismatches:
        raise Failure(f"{len(mismatches)} of {checked} samples differ:\n  " + "\n  ".join(mismatches))
    print(f"storybook accessibility test: passed ({checked} samples: Chromium's accessibility tree of the live canvas "
          "has the roles, names and order of trellis accessibility)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--only", nargs="*", default=[], help="these screens only")
    args = parser.parse_args()
    try:
        run(args.trellis, args.only)
    except Failure as failure:
        print(f"storybook accessibility test: FAILED: {failure}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
