#!/usr/bin/env python3
"""Lays out listing.html in headless Chromium and writes every div's frame as a tree.

Output (Tests/TrellisScreensTests/Fixtures/listing-chromium.json, and listing-chromium-rtl.json with
`dir="rtl"` on the document — the page uses logical margins, so both directions are one page):
  {"viewport": [375, 812], "root": NODE}
  NODE = {"id": str|null, "frame": [x, y, width, height], "children": [NODE...]}
Frames are relative to the parent div's border box, in CSS px (= points). Generation only: the
Swift test reads the committed JSON; CI never runs Chromium.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "Tools" / "chromium"))
from cdp import Chromium  # noqa: E402

WALK = """
(() => {
  function walk(el, parentRect) {
    const r = el.getBoundingClientRect();
    const children = Array.from(el.children).filter(c => c.tagName === 'DIV')
                          .map(c => walk(c, r));
    return {id: el.id || null,
            frame: [r.left - parentRect.left, r.top - parentRect.top, r.width, r.height],
            children};
  }
  const root = document.getElementById('listing');
  return walk(root, root.getBoundingClientRect());
})()
"""


def main() -> None:
    fixtures = ROOT / "Tests" / "TrellisScreensTests" / "Fixtures"
    html = (HERE / "listing.html").read_text(encoding="utf-8")
    with Chromium() as browser:
        for direction, name in (("ltr", "listing-chromium.json"), ("rtl", "listing-chromium-rtl.json")):
            page = browser.new_page()
            page.set_viewport(375, 812, scale=3)
            page.load_html(html.replace("<html>", f'<html dir="{direction}">', 1), base_dir=HERE)
            tree = page.evaluate(WALK)
            out = fixtures / name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps({"viewport": [375, 812], "direction": direction, "root": tree},
                                      ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
            print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
