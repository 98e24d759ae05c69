#!/usr/bin/env python3
"""Opens a snapshot report (trellis snapshots report) in headless Chromium and checks it.

    python3 Tools/chromium/check_report.py out/snapshot-report/index.html [--expect-failures]

Checks: the page loads; every <img> loaded (complete, naturalWidth > 0); every failure section
with images shows reference, actual and diff side by side with a non-zero rendered size; the
comparison view reacts to its slider (clip) and onion-skin mode (opacity). With --expect-failures
at least one failure section must exist. Prints a JSON summary on stdout; exit status 1 lists
what failed on stderr.
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cdp import Chromium  # noqa: E402

INSPECT = r"""
(() => {
  const box = el => { const r = el.getBoundingClientRect(); return {width: r.width, height: r.height}; };
  const images = [...document.images].map(img => ({
    src: img.getAttribute('src'), complete: img.complete, naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight}));
  const failures = [...document.querySelectorAll('section.failure')].map(section => {
    const figure = kind => {
      const img = section.querySelector(`figure.${kind} img`);
      return img ? {naturalWidth: img.naturalWidth, ...box(img),
                    caption: section.querySelector(`figure.${kind} figcaption`).textContent} : null;
    };
    const result = {name: section.dataset.name, reference: figure('reference'), actual: figure('actual'),
                    diff: figure('diff'), layout: section.querySelectorAll('ul.layout li').length,
                    lint: section.querySelectorAll('ul.lint li').length, comparison: null};
    const comparison = section.querySelector('.comparison');
    if (comparison) {
      const over = comparison.querySelector('img.over'), range = comparison.querySelector('input.position');
      range.value = '25'; range.dispatchEvent(new Event('input'));
      const slider = {clip: over.style.clipPath, opacity: over.style.opacity};
      const onion = comparison.querySelector('input[value=onion]');
      onion.checked = true; onion.dispatchEvent(new Event('change'));
      const faded = {clip: over.style.clipPath, opacity: over.style.opacity, mode: comparison.dataset.mode};
      result.comparison = {slider, onion: faded};
    }
    return result;
  });
  return {title: document.title, readyState: document.readyState, images, failures,
          lintFindings: document.querySelectorAll('ul.lint li').length};
})()
"""


def check(report: Path, expect_failures: bool) -> tuple[dict, list[str]]:
    with Chromium() as browser:
        page = browser.new_page()
        page.set_viewport(1280, 900)
        page.load_url(report.resolve().as_uri())
        state = page.evaluate(INSPECT)
    problems = []
    if state["readyState"] != "complete":
        problems.append(f"page not loaded: readyState {state['readyState']}")
    if not state["title"].startswith("Snapshot report"):
        problems.append(f"unexpected title {state['title']!r}")
    for image in state["images"]:
        if not image["complete"] or image["naturalWidth"] <= 0:
            problems.append(f"image did not load: {image['src']}")
    if expect_failures and not state["failures"]:
        problems.append("no failure section, but a failing case was expected")
    for failure in state["failures"]:
        shown = [kind for kind in ("reference", "actual", "diff") if failure[kind]]
        if not shown:
            continue  # a failure without images (no reference, lint only)
        for kind in ("reference", "actual", "diff"):
            figure = failure[kind]
            if not figure or figure["naturalWidth"] <= 0 or figure["width"] <= 0 or figure["height"] <= 0:
                problems.append(f"{failure['name']}: the {kind} image is not shown: {figure}")
        comparison = failure["comparison"]
        if not comparison:
            problems.append(f"{failure['name']}: no slider / onion-skin view")
        else:
            if comparison["slider"]["clip"] != "inset(0px 75% 0px 0px)" and comparison["slider"]["clip"] != "inset(0 75% 0 0)":
                problems.append(f"{failure['name']}: the slider did not clip the actual image: {comparison['slider']}")
            if comparison["onion"]["opacity"] != "0.25" or comparison["onion"]["mode"] != "onion":
                problems.append(f"{failure['name']}: onion skin did not fade the actual image: {comparison['onion']}")
    return state, problems


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    report = Path(args[0])
    if not report.is_file():
        print(f"check_report: no such file: {report}", file=sys.stderr)
        return 2
    state, problems = check(report, "--expect-failures" in sys.argv)
    print(json.dumps(state, indent=1))
    for problem in problems:
        print(f"check_report: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
