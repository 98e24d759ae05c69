#!/usr/bin/env python3
"""Differential fuzzer for the Flexbox engine: random layout cases (DESIGN.md schema) laid out by
`trellis layout` and by an oracle, compared within a tolerance; disagreements are shrunk to minimal
cases and grouped by the style features they use.

    flexfuzz.py run   --mode yoga|css [--profile corpus|extended] --seed S --cases N
                      [--trellis PATH] [--reference PATH [--yoga-cache PATH --reference-yoga-cache PATH]]
                      [--shrink K] [--out DIR]
    flexfuzz.py shrink --mode yoga|css CASE.json          # shrink one case (or the first of an array)
    flexfuzz.py oracle --mode yoga|css CASES.json         # print the oracle's layouts (fills `expected`)

Modes:
  yoga  Yoga's defaults (useWebDefaults false, the corpus's errata) against the real Yoga:
        ../shared/tools/yoga-oracle/yoga_py_oracle.sh (yoga-python), or --yoga-oracle CMD (any command
        with that interface, e.g. a local build of current Yoga). Tolerance 1e-3.
  css   web defaults with errata "none" against headless Chromium through Tools/chromium/cdp.py and
        the fixture generator's page/rounding rules (Tools/fixtures). Tolerance 0.1 (its README: the
        generator snaps Chromium's 1/64 px layout units to the pixel grid).
Profiles (yoga mode): `corpus` = exactly the feature set of Yoga's corpus (points/%/auto, text leaves
with Yoga's intrinsic text measure, absolute children, wrap, baseline, rtl root, scales 1-3);
`extended` adds intrinsic-size keywords, per-node direction and start/end alignment values.

Output: a summary line per run (cases, equal, disagreeing, oracle-refused), and with --shrink K the
first K disagreements shrunk and grouped by feature signature, written to DIR/shrunk-*.json (each a
case with the oracle's `expected`, ready to become a fixture). Standard-library Python only; the
oracles are tools, never dependencies of the package.
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import copy
import io
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
YOGA_ORACLE = ROOT.parent / "shared" / "tools" / "yoga-oracle" / "yoga_py_oracle.sh"
DEFAULT_TRELLIS = ROOT / ".build" / "release" / "trellis"
YOGA_ERRATA = ["min-size-undefined-instead-of-auto"]  # what every case of Yoga's corpus says

# ---------------------------------------------------------------------------------------------
# Generation


class Gen:
    def __init__(self, rng: random.Random, mode: str, profile: str):
        self.r, self.mode, self.profile = rng, mode, profile
        self.css = mode == "css"
        self.extended = profile == "extended"

    def p(self, prob: float) -> bool:
        return self.r.random() < prob

    def pick(self, *xs):
        return self.r.choice(xs)

    def points(self, lo=0, hi=100):
        v = self.r.randint(lo, hi)
        if self.p(0.15):
            v += self.pick(0.5, 0.25, 1 / 3, 0.7)
            v = round(v, 4)
        return v

    def percent(self):
        return f"{self.pick(5, 10, 20, 25, 30, 33.3, 50, 60, 75, 100)}%"

    def size(self, allow_pct=True):
        x = self.r.random()
        if x < 0.65 or not allow_pct:
            return self.points(0, 120)
        if x < 0.9:
            return self.percent()
        if self.extended and not self.css:
            return self.pick("auto", "max-content", "fit-content", "stretch")
        return "auto"

    def length(self, lo=0, hi=20, pct=0.15, auto=0.0):
        x = self.r.random()
        if x < auto:
            return "auto"
        if x < auto + pct:
            return self.percent()
        return self.points(lo, hi)

    def text(self):
        words = [self.pick("a", "ab", "abc", "abcd", "hello", "x", "wide", "b" * self.r.randint(1, 9))
                 for _ in range(self.r.randint(1, 5))]
        if self.css:
            return "\u200b".join(w.replace("a", "A") for w in words)
        return " ".join(words)

    def style(self, depth: int, is_root: bool, has_children: bool, parent_wraps: bool) -> dict:
        s: dict = {}
        p = self.p
        if has_children:
            if p(0.6):
                s["flexDirection"] = self.pick("row", "column", "row-reverse", "column-reverse")
            if p(0.35):
                s["justifyContent"] = self.pick("flex-start", "center", "flex-end", "space-between",
                                                "space-around", "space-evenly",
                                                *(("start", "end") if self.extended or self.css else ()))
            if p(0.4):
                s["alignItems"] = self.pick("flex-start", "center", "flex-end", "stretch", "baseline",
                                            *(("start", "end") if self.extended or self.css else ()))
            if p(0.3):
                s["flexWrap"] = self.pick("wrap", "wrap", "wrap-reverse", "nowrap")
                if p(0.6):
                    s["alignContent"] = self.pick("flex-start", "center", "flex-end", "stretch", "space-between",
                                                  "space-around", "space-evenly")
            if p(0.15):
                key = self.pick("gap", "rowGap", "columnGap")
                s[key] = self.length(0, 15, pct=0.2)
        if not is_root:
            if p(0.3):
                s["flexGrow"] = self.pick(0, 1, 1, 2, 0.5, 3)
            if p(0.25):
                s["flexShrink"] = self.pick(0, 1, 1, 2, 0.5)
            if p(0.2):
                s["flexBasis"] = self.length(0, 100, pct=0.4, auto=0.15)
            if p(0.2):
                s["alignSelf"] = self.pick("auto", "flex-start", "center", "flex-end", "stretch", "baseline",
                                           *(("start", "end") if self.extended or self.css else ()))
            if p(0.18):
                s["position"] = "absolute"
                for key in ("left", "top", "right", "bottom") + (("start", "end") if p(0.2) else ()):
                    if p(0.3):
                        s[key] = self.length(-10, 30, pct=0.25)
            elif p(0.04):
                s["position"] = "static"
                if p(0.5):
                    s[self.pick("left", "top")] = self.points(0, 20)
            elif p(0.1):
                s[self.pick("left", "top", "right", "bottom")] = self.length(-10, 20, pct=0.2)
            if p(0.04) and not (self.css and has_children):  # Chromium's text check needs visible text
                s["display"] = self.pick("none", "contents") if not self.css else "none"
        if p(0.45):
            s["width"] = self.size(allow_pct=not is_root)
        if p(0.4):
            s["height"] = self.size(allow_pct=not is_root)
        for key in ("minWidth", "minHeight", "maxWidth", "maxHeight"):
            if p(0.08):
                s[key] = self.size(allow_pct=not is_root)
                if s[key] == "auto":
                    del s[key]
        if p(0.06):
            s["aspectRatio"] = self.pick(0.5, 1, 1.5, 2, 3)
        if p(0.25):
            for key in ("marginLeft", "marginTop", "marginRight", "marginBottom"):
                if p(0.4):
                    s[key] = self.length(-5, 15, pct=0.0 if is_root else 0.15, auto=0.0 if is_root else 0.12)
            if p(0.1):
                s[self.pick("marginStart", "marginEnd")] = self.points(0, 10)
        if p(0.25):
            for key in ("paddingLeft", "paddingTop", "paddingRight", "paddingBottom"):
                if p(0.5):
                    s[key] = self.length(0, 15, pct=0.0 if is_root else 0.15)
            if p(0.1):
                s[self.pick("paddingStart", "paddingEnd")] = self.points(0, 10)
        if p(0.12):
            for key in ("borderLeftWidth", "borderTopWidth", "borderRightWidth", "borderBottomWidth"):
                if p(0.5):
                    s[key] = self.r.randint(1, 6)
        if p(0.05):
            s["overflow"] = self.pick("hidden", "scroll")
        if p(0.05):
            s["boxSizing"] = "content-box"
        if self.extended and p(0.08):
            s["direction"] = self.pick("ltr", "rtl")
        return s

    def node(self, budget: list, depth: int, is_root: bool, parent_wraps: bool = False) -> dict:
        budget[0] -= 1
        kids = 0
        if budget[0] > 0 and depth < 5:
            kids = min(budget[0], self.r.choice((0, 1, 2, 2, 3, 3, 4, 5)) if not is_root else self.r.randint(1, 5))
        leaf_text = kids == 0 and self.p(0.35)
        style = self.style(depth, is_root, kids > 0, parent_wraps)
        node: dict = {"style": style}
        if leaf_text:
            node["measure"] = {"type": "ahem-text" if self.css else "yoga-intrinsic-text", "text": self.text()}
        children = []
        wraps = style.get("flexWrap", "nowrap") != "nowrap"
        for _ in range(kids):
            if budget[0] <= 0:
                break
            children.append(self.node(budget, depth + 1, False, wraps))
        node["children"] = children
        return node

    def case(self, name: str, max_nodes: int) -> dict:
        r = self.r
        scale = r.choice((1, 1, 2, 3))
        aw = None if self.p(0.7) else r.randint(50, 400)
        ah = None if (self.css or self.p(0.8)) else r.randint(50, 400)
        root = self.node([r.randint(1, max_nodes)], 0, True)
        return {"name": name,
                "config": {"pointScaleFactor": scale, "useWebDefaults": self.css,
                           "errata": "none" if self.css else YOGA_ERRATA, "experimentalFeatures": []},
                "direction": "rtl" if self.p(0.3) else "ltr",
                "availableWidth": aw, "availableHeight": ah, "root": root}


# ---------------------------------------------------------------------------------------------
# Running trellis and the oracles


def run_trellis(trellis: Path, cases: list[dict]) -> list:
    """Layouts (or None for a case trellis rejects: then every case is run alone)."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(cases, f)
    try:
        out = subprocess.run([str(trellis), "layout", f.name], capture_output=True, text=True)
        if out.returncode == 0:
            return json.loads(out.stdout)
        if len(cases) == 1:
            return [None]
        return [run_trellis(trellis, [c])[0] for c in cases]
    finally:
        os.unlink(f.name)


def _in_process_yoga():
    """The oracle module itself when this runs under its venv's Python (no process per call)."""
    sys.path.insert(0, str(YOGA_ORACLE.parent))
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            import yoga_py_oracle
        return yoga_py_oracle
    except (ImportError, SystemExit):
        return None


_YOGA = _in_process_yoga()


# --yoga-oracle: another command with yoga_py_oracle.sh's interface (`CMD CASES.json` prints one
# layout or {"error": ...} per case), e.g. a local build of a newer Yoga; None = the shared oracle.
# A command ending in .py is loaded as a module with yoga_py_oracle.py's `run_case` and run in-process.
_YOGA_COMMAND: str | None = None
_YOGA_MODULE = None


def use_yoga_oracle(command: str) -> None:
    global _YOGA_COMMAND, _YOGA_MODULE
    _YOGA_COMMAND = command or None
    if command.endswith(".py"):
        import importlib.util
        spec = importlib.util.spec_from_file_location("flexfuzz_yoga_oracle", command)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))
        _YOGA_MODULE = module


def run_yoga(cases: list[dict]) -> list:
    module = _YOGA_MODULE if _YOGA_COMMAND else _YOGA
    if module is not None:
        out = [json.loads(module.run_case(json.loads(json.dumps(c)), False)) for c in cases]
        return [None if isinstance(x, dict) and "error" in x else x for x in out]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(cases, f)
    try:
        out = subprocess.run([_YOGA_COMMAND or str(YOGA_ORACLE), f.name], capture_output=True, text=True, check=True)
        return [None if isinstance(x, dict) and "error" in x else x for x in json.loads(out.stdout)]
    finally:
        os.unlink(f.name)


class ChromiumOracle:
    """Lays cases out in headless Chromium like Tools/fixtures/generate.py does (web family)."""

    def __init__(self):
        sys.path.insert(0, str(ROOT / "Tools" / "chromium"))
        sys.path.insert(0, str(ROOT / "Tools" / "fixtures"))
        import cdp  # noqa: F401
        import generate
        import pixel_grid
        self.g = generate
        self.round_options = pixel_grid.round_layout_options
        self.browser = cdp.Chromium()
        self.browser.__enter__()

    def close(self):
        self.browser.__exit__(None, None, None)

    def __call__(self, cases: list[dict]) -> list:
        g = self.g
        body = "".join(case_html(c, f"c{i}") for i, c in enumerate(cases))
        page = self.browser.new_page()
        raws = {}
        try:
            page.set_viewport(*g.VIEWPORT, scale=1)
            # The page's own temporary directory (not a shared file such as /tmp/page.html: fuzzers
            # running at the same time overwrote each other's page between writing and loading it).
            page.load_html(f"<!doctype html><html><head><meta charset=utf-8><style>{g.COMMON_CSS}{g.WEB_CSS}</style>"
                           f"</head><body>{body}</body></html>")
            page.evaluate(g.PREPARE_JS)
            for rc in page.evaluate(g.EXTRACT_JS):
                raws[rc["id"]] = rc
            for scale in sorted({rc["attrs"].get("scale", "1") for rc in raws.values()} - {"1"}, key=float):
                page.set_viewport(*g.VIEWPORT, scale=float(scale))
                raws.update({rc["id"]: rc for rc in page.evaluate(g.EXTRACT_JS) if rc["attrs"].get("scale") == scale})
        finally:
            page.close()
        out = []
        for i, c in enumerate(cases):
            try:
                raw = raws[f"c{i}"]
                # The generator's checks (text lines, root percentages); a value too close to a half
                # pixel, which the generator refuses, is kept here with both of its roundings.
                g.check_texts(raw["tree"], f"c{i}")
                g.check_root_percentages(f"c{i}", raw["tree"], raw["attrs"].get("availableWidth") is not None, True)
                # The root's own offset (its margins) against the wrapper at (0, 0), which is where
                # the engine puts it too; the fixture generator reports roots at 0, 0.
                scale = float(raw["attrs"].get("scale", "1"))
                unrounded = g.relative_layout(raw["tree"], 0.0, 0.0)
                out.append(clean_options(self.round_options(unrounded, scale)))
            except Exception:  # a text line count the measure cannot model, a root percentage of the page
                out.append(None)
        return out


def clean_options(layout: dict) -> dict:
    """The oracle's layout with every value cleaned as the fixture generator does; a field that
    holds the list of values its readings allow (see `pixel_grid.round_layout_options`) counts as
    equal to any one of them."""
    def num(v):
        if isinstance(v, list):
            return [num(x) for x in v]
        v = round(v, 4)
        return int(v) if float(v).is_integer() else v
    return {**{k: num(layout[k]) for k in ("left", "top", "width", "height")},
            "children": [clean_options(c) for c in layout["children"]]}


def resolved(exp: dict, got: dict | None, tol: float) -> dict:
    """An expected layout with one value per field (for a fixture): where the oracle allows both
    roundings, the one Trellis produced if it is one of them, else the first."""
    node = {}
    for k in ("left", "top", "width", "height"):
        options = exp[k] if isinstance(exp[k], list) else [exp[k]]
        node[k] = next((v for v in options if got is not None and abs(v - got[k]) <= tol), options[0])
    kids = got["children"] if got is not None and len(got["children"]) == len(exp["children"]) else [None] * len(exp["children"])
    node["children"] = [resolved(e, g, tol) for e, g in zip(exp["children"], kids)]
    return node


CSS_ENUM = {"flexDirection": "flex-direction", "justifyContent": "justify-content", "alignItems": "align-items",
            "alignSelf": "align-self", "alignContent": "align-content", "flexWrap": "flex-wrap",
            "position": "position", "overflow": "overflow", "boxSizing": "box-sizing", "direction": "direction",
            "display": "display"}
CSS_NUM = {"flexGrow": "flex-grow", "flexShrink": "flex-shrink"}


def css_length_name(key: str) -> str:
    special = {"start": "inset-inline-start", "end": "inset-inline-end", "marginStart": "margin-inline-start",
               "marginEnd": "margin-inline-end", "paddingStart": "padding-inline-start",
               "paddingEnd": "padding-inline-end", "borderStartWidth": "border-inline-start-width",
               "borderEndWidth": "border-inline-end-width", "gap": "gap", "flexBasis": "flex-basis"}
    if key in special:
        return special[key]
    return "".join("-" + ch.lower() if ch.isupper() else ch for ch in key)


def css_value(v) -> str:
    if isinstance(v, str):
        return v
    return f"{v}px"


def node_css(node: dict) -> str:
    decls = []
    style = node["style"]
    if node["children"] and style.get("display") is None:
        decls.append("display:flex")
    elif "measure" not in node and style.get("display") is None:
        decls.append("display:flex")
    logical = []
    for k, v in style.items():
        if k in CSS_ENUM:
            decls.append(f"{CSS_ENUM[k]}:{v}")
        elif k in CSS_NUM:
            decls.append(f"{CSS_NUM[k]}:{v}")
        elif k == "aspectRatio":
            decls.append(f"aspect-ratio:{v}")
        elif k in ("start", "end") or k.endswith(("Start", "End", "StartWidth", "EndWidth")):
            logical.append(f"{css_length_name(k)}:{css_value(v)}")  # after physical: logical wins, as in Yoga
        else:
            decls.append(f"{css_length_name(k)}:{css_value(v)}")
    return ";".join(decls + logical)


def node_html(node: dict, attrs: str = "") -> str:
    inner = node["measure"]["text"] if "measure" in node else "".join(node_html(c) for c in node["children"])
    return f'<div{attrs} style="{node_css(node)}">{inner}</div>'


def case_html(case: dict, ident: str) -> str:
    attrs = f' id="{ident}" data-scale="{case["config"]["pointScaleFactor"]}"'
    if case["direction"] == "rtl":
        attrs += ' data-direction="rtl"'
    if case["availableWidth"] is not None:
        attrs += f' data-available-width="{case["availableWidth"]}"'
    return node_html(case["root"], attrs)


# ---------------------------------------------------------------------------------------------
# Comparison and shrinking


def has_nan(layout: dict) -> bool:
    """Yoga reports NaN (null in JSON) in a few places; Trellis deliberately never does (README)."""
    return any(layout[k] is None or layout[k] != layout[k] for k in ("left", "top", "width", "height")) \
        or any(has_nan(c) for c in layout["children"])


def close(expected, got: float, tol: float) -> bool:
    """`expected` is a value or the list of values the oracle allows (see `clean_options`)."""
    return any(abs(v - got) <= tol for v in (expected if isinstance(expected, list) else [expected]))


def differs(a: dict, b: dict, tol: float) -> bool:
    for k in ("left", "top", "width", "height"):
        if not close(a[k], b[k], tol):
            return True
    if len(a["children"]) != len(b["children"]):
        return True
    return any(differs(x, y, tol) for x, y in zip(a["children"], b["children"]))


def agrees(expected: dict | None, got: dict | None, tol: float) -> bool:
    """Both layouts exist and match within `tol` (`expected` may allow several values)."""
    return expected is not None and got is not None and not differs(expected, got, tol)


def first_difference(exp: dict, got: dict, tol: float, path="root"):
    for k in ("left", "top", "width", "height"):
        if not close(exp[k], got[k], tol):
            return f"{path}.{k}: expected {exp[k]}, got {got[k]}"
    for i, (x, y) in enumerate(zip(exp["children"], got["children"])):
        d = first_difference(x, y, tol, f"{path}.children[{i}]")
        if d:
            return d
    return None


def nodes(node: dict, path=()):
    yield path, node
    for i, c in enumerate(node["children"]):
        yield from nodes(c, path + (i,))


def at(case: dict, path) -> dict:
    n = case["root"]
    for i in path:
        n = n["children"][i]
    return n


def candidates(case: dict):
    """One-step simplifications, biggest first."""
    for path, _ in list(nodes(case["root"]))[1:]:
        c = copy.deepcopy(case)
        parent = at(c, path[:-1])
        del parent["children"][path[-1]]
        yield c
    for path, n in nodes(case["root"]):
        if n["children"]:
            c = copy.deepcopy(case)
            at(c, path)["children"] = []
            yield c
    for path, n in nodes(case["root"]):
        for key in list(n["style"]):
            c = copy.deepcopy(case)
            del at(c, path)["style"][key]
            yield c
        if "measure" in n:
            c = copy.deepcopy(case)
            del at(c, path)["measure"]
            yield c
            words = n["measure"]["text"].split(" " if " " in n["measure"]["text"] else "\u200b")
            if len(words) > 1:
                c = copy.deepcopy(case)
                sep = " " if " " in n["measure"]["text"] else "\u200b"
                at(c, path)["measure"]["text"] = sep.join(words[:-1])
                yield c
        for key, v in n["style"].items():
            if isinstance(v, float):
                c = copy.deepcopy(case)
                at(c, path)["style"][key] = round(v)
                yield c
            if isinstance(v, str) and v.endswith("%") and v != "50%":
                c = copy.deepcopy(case)
                at(c, path)["style"][key] = "50%"
                yield c
    if case["config"]["pointScaleFactor"] != 1:
        c = copy.deepcopy(case)
        c["config"]["pointScaleFactor"] = 1
        yield c
    if case["direction"] != "ltr":
        c = copy.deepcopy(case)
        c["direction"] = "ltr"
        yield c
    for key in ("availableWidth", "availableHeight"):
        if case[key] is not None:
            c = copy.deepcopy(case)
            c[key] = None
            yield c


class Runner:
    def __init__(self, mode: str, trellis: Path):
        self.mode, self.trellis = mode, trellis
        self.tol = 1e-3 if mode == "yoga" else 0.1
        self._chromium = None

    def oracle(self, cases):
        if self.mode == "yoga":
            return run_yoga(cases)
        if self._chromium is None:
            self._chromium = ChromiumOracle()
        out = []
        for i in range(0, len(cases), 200):
            out += self._chromium(cases[i:i + 200])
        return out

    def close(self):
        if self._chromium:
            self._chromium.close()

    def compare(self, cases):
        """[(status, expected, got)] with status equal | differ | refused."""
        exp, got = self.oracle(cases), run_trellis(self.trellis, cases)
        res = []
        for e, g in zip(exp, got):
            if e is None or g is None:
                res.append(("refused", e, g))
            elif has_nan(e):
                res.append(("nan", e, g))
            else:
                res.append(("differ" if differs(e, g, self.tol) else "equal", e, g))
        return res

    def shrink(self, case: dict, max_rounds: int = 60) -> dict:
        for _ in range(max_rounds):
            cands = list(candidates(case))
            if not cands:
                break
            found = None
            for i in range(0, len(cands), 150):
                chunk = cands[i:i + 150]
                for cand, (status, _, _) in zip(chunk, self.compare(chunk)):
                    if status == "differ":
                        found = cand
                        break
                if found:
                    break
            if not found:
                break
            case = found
        return case


def signature(case: dict) -> str:
    feats = set()
    for _, n in nodes(case["root"]):
        for k, v in n["style"].items():
            kind = v if isinstance(v, str) and not v.endswith("%") else ("%" if isinstance(v, str) else "n")
            feats.add(f"{k}={kind}" if kind != "n" else k)
        if "measure" in n:
            feats.add("text")
    if case["config"]["pointScaleFactor"] != 1:
        feats.add("scale")
    if case["direction"] == "rtl":
        feats.add("rtl")
    if case["availableWidth"] is not None:
        feats.add("availableWidth")
    if case["availableHeight"] is not None:
        feats.add("availableHeight")
    return " ".join(sorted(feats)) or "(empty)"


# ---------------------------------------------------------------------------------------------


def cmd_run(a) -> int:
    gen = Gen(random.Random(a.seed), a.mode, a.profile)
    max_nodes = a.max_nodes or (30 if a.mode == "css" else 20)
    cases = [gen.case(f"fuzz-{a.mode}-{a.profile}-s{a.seed}-{i}", max_nodes) for i in range(a.cases)]
    runner = Runner(a.mode, Path(a.trellis))
    try:
        res = runner.compare(cases)
        counts = collections.Counter(s for s, _, _ in res)
        decided = counts["equal"] + counts["differ"]
        # A disagreement that a reference build (e.g. Trellis without an upstream fix the oracle
        # lacks) does not have is that fix's class, not one of ours.
        upstream_names: set[str] = set()
        classes: dict[str, int] = {}
        if a.reference:
            differing = [(c, e, g) for c, (s, e, g) in zip(cases, res) if s == "differ"]
            ref = run_trellis(Path(a.reference), [c for c, _, _ in differing]) if differing else []
            upstream_names = {c["name"] for (c, e, _), r in zip(differing, ref) if agrees(e, r, runner.tol)}
            if a.yoga_cache and a.reference_yoga_cache:
                # Two more builds split the rest: Trellis with Yoga's container cache (a container
                # reuses only the very same constraints), with and without the upstream fix. A
                # tree the fix's reference matches only with that cache, where the cache alone
                # changes nothing of Trellis's output, is the fix's class too; a tree the cache
                # alone matches is the compatible-reuse class (kept for speed).
                rest = [(c, e, g) for c, e, g in differing if c["name"] not in upstream_names]
                cached = run_trellis(Path(a.yoga_cache), [c for c, _, _ in rest]) if rest else []
                cached_ref = run_trellis(Path(a.reference_yoga_cache), [c for c, _, _ in rest]) if rest else []
                classes = {"differUpstreamFixWithYogaCache": 0, "differCompatibleReuse": 0, "differOther": 0}
                for (c, e, g), y, yr in zip(rest, cached, cached_ref):
                    if agrees(e, yr, runner.tol) and agrees(g, y, runner.tol):
                        upstream_names.add(c["name"])
                        classes["differUpstreamFixWithYogaCache"] += 1
                    elif agrees(e, y, runner.tol):
                        classes["differCompatibleReuse"] += 1
                    else:
                        classes["differOther"] += 1
        upstream = len(upstream_names)
        small = [(c, s) for c, (s, _, _) in zip(cases, res) if s in ("equal", "differ") and sum(1 for _ in nodes(c["root"])) <= 4]
        small_eq = sum(1 for _, s in small if s == "equal")
        print(json.dumps({"mode": a.mode, "profile": a.profile, "seed": a.seed, "cases": len(cases),
                          "equal": counts["equal"], "differ": counts["differ"], "refused": counts["refused"], "oracleNaN": counts["nan"],
                          "agreement": round(100.0 * counts["equal"] / max(decided, 1), 2),
                          **({"differUpstreamFix": upstream,
                              "agreementExceptUpstreamFix": round(100.0 * counts["equal"] / max(decided - upstream, 1), 2)}
                             if a.reference else {}),
                          **classes,
                          "agreementSmall": round(100.0 * small_eq / max(len(small), 1), 2)}), flush=True)
        if a.shrink:
            out = Path(a.out)
            out.mkdir(parents=True, exist_ok=True)
            groups = collections.defaultdict(list)
            # The upstream fix's class is not ours to shrink: only disagreements the reference shares.
            failing = [c for c, (s, _, _) in zip(cases, res)
                       if s == "differ" and c["name"] not in upstream_names][:a.shrink]
            for k, c in enumerate(failing):
                m = runner.shrink(c)
                print(f"  shrunk {k + 1}/{len(failing)}", file=sys.stderr, flush=True)
                (status, exp, got), = runner.compare([m])
                m["expected"] = resolved(exp, got, runner.tol) if exp else exp
                groups[signature(m)].append((m, first_difference(exp, got, runner.tol) if exp and got else status))
            for n, (sig, items) in enumerate(sorted(groups.items(), key=lambda kv: -len(kv[1]))):
                print(f"{len(items):4d}  {sig}\n      e.g. {items[0][1]}", flush=True)
                (out / f"shrunk-{a.mode}-s{a.seed}-{n:03d}.json").write_text(
                    json.dumps([m for m, _ in items], indent=1) + "\n")
    finally:
        runner.close()
    return 0


def cmd_shrink(a) -> int:
    data = json.loads(Path(a.file).read_text())
    case = data[0] if isinstance(data, list) else data
    runner = Runner(a.mode, Path(a.trellis))
    try:
        m = runner.shrink(case)
        (status, exp, got), = runner.compare([m])
        m["expected"] = resolved(exp, got, runner.tol) if exp else exp
        print(json.dumps(m, indent=1))
        print(status, first_difference(exp, got, runner.tol) if exp and got else "", file=sys.stderr)
    finally:
        runner.close()
    return 0


def cmd_oracle(a) -> int:
    data = json.loads(Path(a.file).read_text())
    runner = Runner(a.mode, Path(a.trellis))
    try:
        exp = runner.oracle(data)
    finally:
        runner.close()
    for c, e in zip(data, exp):
        if e is not None:
            c["expected"] = resolved(e, None, 0)
    print(json.dumps(data, indent=1))
    return 0


def main(argv) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("run", "shrink", "oracle"):
        sp = sub.add_parser(name)
        sp.add_argument("--mode", choices=("yoga", "css"), required=True)
        sp.add_argument("--trellis", default=str(DEFAULT_TRELLIS))
        sp.add_argument("--yoga-oracle", default="",
                        help="yoga mode: an oracle command with yoga_py_oracle.sh's interface instead of the "
                             "shared yoga-python one (e.g. a local build of current Yoga)")
        if name == "run":
            sp.add_argument("--profile", choices=("corpus", "extended"), default="corpus")
            sp.add_argument("--seed", type=int, default=1)
            sp.add_argument("--cases", type=int, default=1000)
            sp.add_argument("--max-nodes", type=int, default=0)
            sp.add_argument("--shrink", type=int, default=0)
            sp.add_argument("--reference", default="",
                            help="a trellis build without an upstream fix the oracle lacks: disagreements it "
                                 "does not have are counted as that fix's class (differUpstreamFix)")
            sp.add_argument("--yoga-cache", default="",
                            help="a trellis build whose Yoga-mode containers reuse only the very same "
                                 "constraints (Yoga's container cache); with --reference-yoga-cache it splits "
                                 "the disagreements --reference leaves")
            sp.add_argument("--reference-yoga-cache", default="",
                            help="the --reference build with Yoga's container cache as in --yoga-cache")
            sp.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "flexfuzz"))
        else:
            sp.add_argument("file")
    a = ap.parse_args(argv)
    use_yoga_oracle(a.yoga_oracle)
    return {"run": cmd_run, "shrink": cmd_shrink, "oracle": cmd_oracle}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
