#!/usr/bin/env python3
"""Writes Tests/TrellisElementsTests/Fixtures/chromium-text-screens.json: how headless Chromium lays out
the small screens of cases.py — every element's frame and every text line's box.

    python3 Tools/text-screens/generate.py           # from the package root (needs chromium)

Generation only (never in CI); the Swift test reads the committed JSON. Each case becomes a page
whose divs are the case's elements with Yoga's defaults in CSS (column direction, flex-shrink 0,
no automatic minimum size, border-box), as Tools/listing-html/listing.html does. Fonts are the
Debian files PangoText uses, as @font-face with file:// URLs; fallback (Arabic in Inter, emoji,
Japanese) goes through the profile's own fontconfig file (FONTCONFIG_FILE), one Chromium per
profile. Hinting is off, as in PangoText.

Output, per case: the case itself plus "expected": NODE, where NODE = {"frame": [x, y, w, h]
relative to the parent's border box, "children": [NODE…]} and, for a text, "lines": [{"text",
"x", "y", "width", "height", "top"}] — the visible part of each line relative to the text's border box
(x, y, width, height: its glyph box; top: its line box's top) — and "firstBaseline".
"""
import html
import json
import os
import sys
import tempfile
from pathlib import Path

import cases

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tools/chromium"))
from cdp import Chromium  # noqa: E402  (the path above must be set first)

OUTPUT = ROOT / "Tests/TrellisElementsTests/Fixtures/chromium-text-screens.json"
CONF = {"pinned": ROOT / "Sources/PangoText/Resources/fonts.conf",
        "ios": ROOT / "Sources/PangoText/Resources/ios.conf"}
FACES = {
    "DejaVu Sans": {400: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                    700: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"},
    "Inter": {400: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
              500: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
              600: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
              700: "/usr/share/fonts/opentype/inter/Inter-Bold.otf"},
}
ALIGN = {"start": "flex-start", "end": "flex-end", "center": "center", "baseline": "baseline",
         "stretch": "stretch"}

WALK = (ROOT / "Tools/chromium/line_boxes.js").read_text(encoding="utf-8") + r"""
function walk(el, parentRect) {
  const r = el.getBoundingClientRect();
  const node = {frame: [r.left - parentRect.left, r.top - parentRect.top, r.width, r.height]};
  if (el.classList.contains('t')) {
    const size = parseFloat(getComputedStyle(el).fontSize);
    node.lines = [];
    // One text node per paragraph, <br> between them (see page()).
    let paragraph = [];
    const flush = () => { if (paragraph.length) node.lines.push(...measureParagraph(paragraph, size, r.left, r.top)); paragraph = []; };
    for (const child of el.childNodes) { if (child.nodeType === 3) paragraph.push(child); else flush(); }
    flush();
    // The first baseline: an empty inline-block at the start sits on it (its bottom edge is its
    // baseline), taken away again after reading.
    const probe = document.createElement('span');
    probe.style.cssText = 'display: inline-block; width: 0; height: 0';
    el.insertBefore(probe, el.firstChild);
    node.firstBaseline = probe.getBoundingClientRect().top - r.top;
    probe.remove();
    const style = getComputedStyle(el);
    const lineHeight = style.lineHeight === 'normal' ? null : parseFloat(style.lineHeight);
    const content = r.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
                  - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
    const contentTop = parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    node.lines.forEach((line, index) => {
      // A line's top: with an explicit line height every line box is exactly that tall (CSS 2.1
      // §10.8.1; checked below against the element's height), so line i starts i heights down;
      // with 'normal', the line box is its glyph box.
      line.top = lineHeight === null ? line.y : contentTop + index * lineHeight;
    });
    if (lineHeight !== null && Math.abs(content - node.lines.length * lineHeight) > 0.01)
      throw new Error(`line boxes are not ${lineHeight} tall: ${content} for ${node.lines.length} lines`);
  } else {
    node.children = Array.from(el.children).map(c => walk(c, r));
  }
  return node;
}
"""


def font_faces():
    return "\n".join(f"@font-face {{ font-family: 'Screens {family}'; font-weight: {weight}; "
                     f"src: url('file://{path}'); }}"
                     for family, faces in FACES.items() for weight, path in faces.items())


def box_css(style):
    css = []
    if "width" in style:
        css.append(f"width: {style['width']}px")
    if "height" in style:
        css.append(f"height: {style['height']}px")
    padding = style.get("padding")
    if padding is not None:
        top, right, bottom, left = padding if isinstance(padding, list) else [padding] * 4
        css.append(f"padding: {top}px {right}px {bottom}px {left}px")
    if "border" in style:
        css.append(f"border: {style['border']}px solid #888")
    if "grow" in style:
        css.append(f"flex-grow: {style['grow']}")
    if "shrink" in style:
        css.append(f"flex-shrink: {style['shrink']}")
    if "alignItems" in style:
        css.append(f"align-items: {ALIGN[style['alignItems']]}")
    if "gap" in style:
        css.append(f"gap: {style['gap']}px")
    return "; ".join(css)


def node_html(node, family, direction):
    if "text" in node:
        css = [f"font-family: 'Screens {node.get('family', family)}'", f"font-size: {node['size']}px",
               f"font-weight: {node['weight']}"]
        if "lineHeight" in node:
            css.append(f"line-height: {node['lineHeight']}px")
        # Trellis's natural alignment is the leading edge of the layout direction (UILabel's
        # .natural), whatever the paragraph's own direction; the paragraph's direction still
        # orders its runs (unicode-bidi: plaintext).
        css.append(f"text-align: {node.get('align', 'left' if direction == 'ltr' else 'right')}")
        style = "; ".join(css + [box_css(node.get("style", {}))])
        paragraphs = "<br>".join(html.escape(p) for p in node["text"].split("\n"))
        return f'<div class="t" style="{style}">{paragraphs}</div>'
    kind = "row" if "row" in node else "column"
    inner = "".join(node_html(child, family, direction) for child in node[kind])
    return f'<div class="{kind}" style="{box_css(node.get("style", {}))}">{inner}</div>'


def page(case):
    return f"""<!doctype html><html dir="{case['direction']}"><head><meta charset="utf-8"><style>
{font_faces()}
* {{ box-sizing: border-box; margin: 0; padding: 0; }}
body {{ width: {case['width']}px; }}
div {{ display: flex; flex-direction: column; flex-shrink: 0; position: relative; min-width: 0;
       min-height: 0; align-content: flex-start; align-items: stretch; }}
.row {{ flex-direction: row; }}
.t {{ display: block; white-space: pre-wrap; overflow-wrap: break-word; unicode-bidi: plaintext;
      font-kerning: normal; line-height: normal; }}
</style></head><body><div id="root" style="width: {case['width']}px">{node_html(case['root'], case['family'], case['direction'])}</div>
</body></html>"""


def main():
    all_cases = cases.cases()
    results, versions = {}, set()
    with tempfile.TemporaryDirectory(prefix="text-screens-") as directory:
        for profile, conf in CONF.items():
            os.environ["FONTCONFIG_FILE"] = str(conf)
            with Chromium(extra_args=("--force-device-scale-factor=1",)) as browser:
                versions.add(browser.send("Browser.getVersion")["product"])
                for index, case in enumerate(all_cases):
                    if case["profile"] != profile:
                        continue
                    tab = browser.new_page()
                    tab.set_viewport(case["width"], 2000, scale=1)
                    tab.load_html(page(case), base_dir=directory, name=f"case{index}.html")
                    root = tab.evaluate(WALK + "document.fonts.ready.then(() => { const root = "
                                        "document.getElementById('root'); return walk(root.firstElementChild, "
                                        "root.getBoundingClientRect()); })")
                    results[index] = root
                    tab.close()
    corpus = {"generator": "Tools/text-screens/generate.py", "chromium": sorted(versions),
              "cases": [{**case, "expected": results[i]} for i, case in enumerate(all_cases)]}
    OUTPUT.write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    lines = sum(1 for _ in _lines(corpus))
    print(f"wrote {len(all_cases)} cases ({lines} lines) to {OUTPUT.relative_to(ROOT)}")


def _lines(corpus):
    def visit(node):
        yield from node.get("lines", [])
        for child in node.get("children", []):
            yield from visit(child)
    for case in corpus["cases"]:
        yield from visit(case["expected"])


if __name__ == "__main__":
    main()
