#!/usr/bin/env python3
"""Generates Tests/PangoTextTests/Fixtures/chromium-text-corpus.json: how headless Chromium lays
out the corpus of cases.py (line breaks, line widths, box height).

    python3 Tools/text-corpus/generate.py            # from the package root

Generation only (never in CI). Chromium sees the same font files as PangoText:
- every family is an @font-face whose src is the file:// path of the Debian font file;
- FONTCONFIG_FILE points at PangoText's pinned fonts.conf, so glyph fallback (Arabic in
  Liberation Sans, say) picks from the same fonts;
- --font-render-hinting=none, like PangoText (no hinting, unrounded advances).

Chromium is driven by the project's DevTools driver, Tools/chromium/cdp.py: the page builds the
cases, waits for document.fonts.ready and returns every measurement as one JSON value.
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

FONTS_CONF = ROOT / "Sources/PangoText/Resources/fonts.conf"
OUTPUT = ROOT / "Tests/PangoTextTests/Fixtures/chromium-text-corpus.json"

FACES = {
    "DejaVu Sans": {(400, "normal"): "dejavu/DejaVuSans.ttf", (700, "normal"): "dejavu/DejaVuSans-Bold.ttf",
                    (400, "italic"): "dejavu/DejaVuSans-Oblique.ttf",
                    (700, "italic"): "dejavu/DejaVuSans-BoldOblique.ttf"},
    "Liberation Sans": {(400, "normal"): "liberation/LiberationSans-Regular.ttf",
                        (700, "normal"): "liberation/LiberationSans-Bold.ttf",
                        (400, "italic"): "liberation/LiberationSans-Italic.ttf",
                        (700, "italic"): "liberation/LiberationSans-BoldItalic.ttf"},
}

SCRIPT = (ROOT / "Tools/chromium/line_boxes.js").read_text(encoding="utf-8") + r"""
// One text node per paragraph with <br> between them, so each paragraph is measured alone
// (built here because the HTML parser drops empty text nodes). Cases with styled runs are one
// paragraph of spans.
const paragraphs = new Map();
for (const box of document.querySelectorAll('.case')) {
  const list = [];
  if (box.dataset.runs) {
    const nodes = [];
    for (const run of JSON.parse(box.dataset.runs)) {
      const span = document.createElement('span');
      span.style.fontFamily = "'Corpus " + run.family + "'";
      span.style.fontWeight = run.weight;
      span.style.fontStyle = run.italic ? 'italic' : 'normal';
      const node = document.createTextNode(run.text);
      span.appendChild(node);
      box.appendChild(span);
      nodes.push(node);
    }
    list.push(nodes);
  } else {
    JSON.parse(box.dataset.text).split('\n').forEach((paragraph, i) => {
      if (i > 0) box.appendChild(document.createElement('br'));
      const node = document.createTextNode(paragraph);
      box.appendChild(node);
      list.push([node]);
    });
  }
  paragraphs.set(box, list);
}
function measureAll() {
  const results = [];
  for (const box of document.querySelectorAll('.case')) {
    const size = parseFloat(box.dataset.size);
    const lines = [];
    const r = box.getBoundingClientRect();
    for (const nodes of paragraphs.get(box)) lines.push(...measureParagraph(nodes, size, r.left));
    results.push({lines: lines.map(l => l.text), lineWidths: lines.map(l => l.width), lineX: lines.map(l => l.x),
                  width: Math.max(0, ...lines.map(l => l.width)), height: r.height});
  }
  return results;
}
"""


def font_faces():
    rules = []
    for family, faces in FACES.items():
        for (weight, style), path in faces.items():
            rules.append(f"@font-face {{ font-family: 'Corpus {family}'; font-weight: {weight}; "
                         f"font-style: {style}; src: url('file:///usr/share/fonts/truetype/{path}'); }}")
    return "\n".join(rules)


def page_html(all_cases):
    boxes = []
    for text, family, size, weight, width, *rest in all_cases:
        extras = rest[0] if rest else {}
        style = ""
        if extras.get("italic"):
            style += "font-style: italic; "
        if "lineHeight" in extras:
            style += f"line-height: {extras['lineHeight']}px; "
        if "lineHeightMultiple" in extras:
            style += f"line-height: {extras['lineHeightMultiple']}; "
        if "alignment" in extras:
            css = {"left": "left", "center": "center", "right": "right", "justified": "justify"}
            style += f"text-align: {css[extras['alignment']]}; "
        if "letterSpacing" in extras:
            style += f"letter-spacing: {extras['letterSpacing']}px; "
        wrap = (f"white-space: pre-wrap; width: {width}px; display: block"
                if width is not None else "white-space: pre; width: max-content; display: block")
        runs = f" data-runs='{html.escape(json.dumps(extras['runs']))}'" if "runs" in extras else ""
        boxes.append(f"<div class='case' data-size='{size}' data-text='{html.escape(json.dumps(text))}'{runs} "
                     f"style=\"font-family: 'Corpus {family}'; font-size: {size}px; font-weight: {weight}; "
                     f"{wrap}; {style}\"></div>")
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
{font_faces()}
body {{ margin: 0 }}
.case {{ line-height: normal; overflow-wrap: break-word; unicode-bidi: plaintext; margin-bottom: 10px;
         font-kerning: normal; padding: 0; border: 0 }}
</style></head><body>
{chr(10).join(boxes)}
<script>{SCRIPT}</script></body></html>"""


def main():
    all_cases = cases.cases()
    # Chromium resolves glyph fallback through fontconfig: give it PangoText's pinned configuration.
    os.environ["FONTCONFIG_FILE"] = str(FONTS_CONF)
    with Chromium(extra_args=("--force-device-scale-factor=1",)) as browser, \
            tempfile.TemporaryDirectory(prefix="text-corpus-") as directory:
        page = browser.new_page()
        page.set_viewport(1200, 800, scale=1)
        page.load_html(page_html(all_cases), base_dir=directory)  # waits for load and fonts
        results = page.evaluate("document.fonts.ready.then(() => measureAll())")
        version = browser.send("Browser.getVersion")["product"]
    if len(results) != len(all_cases):
        sys.exit(f"expected {len(all_cases)} results, got {len(results)}")
    corpus = {
        "generator": "Tools/text-corpus/generate.py",
        "chromium": version,
        "cases": [
            {"id": index, "text": case[0], "family": case[1], "size": case[2], "weight": case[3],
             "width": case[4], **(case[5] if len(case) > 5 else {}), "expected": result}
            for index, (case, result) in enumerate(zip(all_cases, results))
        ],
    }
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(results)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
