#!/usr/bin/env python3
"""Features running in the storybook, tested as a person uses them, in headless Chromium.

Starts `trellis storybook --port 0` and opens `/?run=timer`: a real click on Start makes the
remaining time fall within 4 s of real time; the timeline scrubs back to before Start (revision 0
drawn again is the first frame's bytes, 00:10, and the canvas holds its pixels) and steps forward
(revision 1 drawn as a patch over revision 0: the canvas then holds revision 1's pixels); the session is
exported from the page, the page reloaded and the file imported through the file input: the same
revisions; "continue from here" at revision 0 drops the rest and the timer starts again from
there. Then `/?run=login&scenario=empty`: the username and a password are typed with real key
events and login is clicked; the Props go to inProgress and on to the outcome, and the password is
in no DOM text, export, timeline or revision.

    python3 Tools/storybook/run_test.py --trellis .build/debug/trellis
    python3 Tools/storybook/run_test.py --trellis .build/release/trellis --measure 1000   # scrub figures

`--measure N` types N characters into the login's username (a type step: N revisions) and times 50 scrubs to
random revisions: scrub → revision drawn again and shown on the canvas; the canvas then holds the last
one's pixels.
"""
from __future__ import annotations

import base64
import json
import os
import random
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "chromium"))
from browser_test import Failure, click, percentile, start_server, stop_server, test_main, wait  # noqa: E402
from cdp import Chromium, Page  # noqa: E402


def open_run(browser: Chromium, url: str) -> Page:
    page = browser.new_page()
    page.set_viewport(1400, 1000, scale=1)
    page.load_url(url)
    wait(page, "window.storybook && storybook.run.status && storybook.shown > 0", f"the running feature of {url}")
    return page


def fetch_text(page: Page, path: str) -> str:
    return page.evaluate(f"fetch({json.dumps(path)}).then((r) => r.text())")


def fetch_base64(page: Page, path: str) -> str:
    return page.evaluate(f"""fetch({json.dumps(path)}).then((r) => r.arrayBuffer()).then((b) => {{
        let s = ""; for (const x of new Uint8Array(b)) s += String.fromCharCode(x); return btoa(s); }})""")


def canvas_difference(page: Page, path: str) -> str | None:
    """None when the page's run canvas is shown and holds the pixels of the PNG at `path`, else what differs."""
    return page.evaluate(f"""(async () => {{
        const canvas = document.getElementById('run-canvas');
        if (canvas.hidden) return 'the run canvas is hidden';
        const blob = await (await fetch({json.dumps(path)})).blob();
        const picture = await createImageBitmap(blob, {{premultiplyAlpha: 'none', colorSpaceConversion: 'none'}});
        if (picture.width !== canvas.width || picture.height !== canvas.height)
            return `the canvas is ${{canvas.width}}×${{canvas.height}} px, the PNG ${{picture.width}}×${{picture.height}} px`;
        const other = new OffscreenCanvas(picture.width, picture.height).getContext('2d');
        other.drawImage(picture, 0, 0);
        const a = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        const b = other.getImageData(0, 0, picture.width, picture.height).data;
        let differing = 0;
        for (let i = 0; i < a.length; i += 4)
            if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differing++;
        return differing ? `${{differing}} pixels differ` : null; }})()""")


def click_target(page: Page, key: str) -> None:
    """A real click in the middle of the view keyed `key` on the canvas, once the screen is still
    (a person clicks where the view is, not where an animation, such as the keyboard's reveal of
    a focused field, is taking it)."""
    wait(page, "storybook.run.status && !storybook.run.status.settling", "the screen at rest before a click")
    point = wait(page, f"""fetch('/api/run/targets?id=' + storybook.run.id).then((r) => r.json()).then((views) => {{
        const v = views.find((v) => v.key === {json.dumps(key)}); if (!v) return null;
        const r = document.getElementById('screen').getBoundingClientRect(), k = r.width / storybook.run.status.device.width;
        return {{x: r.left + (v.frame.x + v.frame.width / 2) * k, y: r.top + (v.frame.y + v.frame.height / 2) * k}}; }})""",
                 f"the view keyed {key}")
    click(page, point["x"], point["y"])


def click_point(page: Page, x: float, y: float) -> None:
    """A real click at (x, y) in the screen's points."""
    point = page.evaluate(f"""(() => {{ const r = document.getElementById('screen').getBoundingClientRect();
        const k = r.width / storybook.run.status.device.width; return {{x: r.left + {x} * k, y: r.top + {y} * k}}; }})()""")
    click(page, point["x"], point["y"])


def type_keys(page: Page, text: str) -> None:
    """Real key events, one per character (what a keyboard sends)."""
    for ch in text:
        page.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": ch, "text": ch})
        page.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": ch})


def latest(page: Page, member: str) -> object:
    """Member `member` of the run's newest revision's Props."""
    return page.evaluate(f"""(async () => {{ const t = await (await fetch('/api/run/timeline?id=' + storybook.run.id)).json();
        const p = await (await fetch('/api/run/revision?id=' + storybook.run.id + '&revision=' + (t.revisions.length - 1))).json();
        return p[{json.dumps(member)}]; }})()""")


def props_events(session_text: str) -> list:
    return [event["props"] for event in json.loads(session_text)["events"] if "props" in event]


def start_and_see_countdown(page: Page, failure: str) -> float:
    """Clicks Start and waits (at most 4 s of real time) for the remaining time to fall; the seconds it took."""
    click_target(page, "primary")
    started = time.monotonic()
    wait(page, "storybook.run.status.revisions >= 3", "the timer's revisions after Start")
    while latest(page, "title") == "00:10":
        if time.monotonic() - started > 4:
            raise Failure(failure)
        time.sleep(0.05)
    return time.monotonic() - started


def timer(browser: Chromium, url: str, work: str) -> None:
    page = open_run(browser, url + "?run=timer")
    first = fetch_base64(page, "/api/run/frame.png?id=" + page.evaluate("storybook.run.id"))
    if latest(page, "title") != "00:10":
        raise Failure("the timer does not start at 00:10")
    took = start_and_see_countdown(page, "the remaining time did not decrease within 4 s of the click on Start")
    print(f"timer: Start clicked, the remaining time fell to {latest(page, 'title')} after {took:.2f} s of real time")

    # Scrub back to before Start: revision 0, drawn again, is the first frame's bytes, and the
    # canvas holds its pixels; ▶ draws revision 1 as a patch over it: then revision 1's pixels.
    run_id = page.evaluate("storybook.run.id")
    page.evaluate("document.querySelector('#run-revisions li[data-revision=\"0\"]').click()")
    wait(page, "storybook.run.shownRevision === 0 && storybook.run.props.title === '00:10'", "revision 0 on the canvas")
    if fetch_base64(page, f"/api/run/revision.png?id={run_id}&revision=0") != first:
        raise Failure("revision 0 drawn again is not the first frame's PNG")
    if difference := canvas_difference(page, f"/api/run/revision.png?id={run_id}&revision=0"):
        raise Failure(f"the canvas scrubbed to revision 0 is not its picture: {difference}")
    page.evaluate("document.getElementById('run-forward').click()")
    wait(page, "storybook.run.shownRevision === 1 && storybook.run.props.caption === 'Running'", "revision 1 after ▶")
    if difference := canvas_difference(page, f"/api/run/revision.png?id={run_id}&revision=1"):
        raise Failure(f"the canvas stepped to revision 1 (a patch over 0) is not its picture: {difference}")
    print("timeline: scrubbed back to revision 0 (00:10, the first frame's bytes, on the canvas pixel for pixel), "
          "▶ to revision 1 (Running, drawn as a patch: its pixels)")

    # Export from the page, reload, import through the file input: the same revisions.
    exported = fetch_text(page, page.evaluate("document.getElementById('run-export').href"))
    path = Path(work) / "timer.session.json"
    path.write_text(exported)
    page.load_url(url + "?run=timer")
    wait(page, "storybook.run.status && storybook.shown > 0", "the reloaded page")
    document = page.send("DOM.getDocument", {})
    node = page.send("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": "#run-import"})
    page.send("DOM.setFileInputFiles", {"nodeId": node["nodeId"], "files": [str(path)]})
    wait(page, "document.getElementById('run-note').textContent.startsWith('imported')", "the imported session", timeout=30)
    note = page.evaluate("document.getElementById('run-note').textContent")
    imported = fetch_text(page, "/api/run/session?id=" + page.evaluate("storybook.run.id"))
    before, after = props_events(exported), props_events(imported)
    if after[:len(before)] != before:
        raise Failure(f"the imported timeline differs from the exported one ({len(before)} vs {len(after)} revisions)")
    print(f"export/import: {len(before)} revisions exported, the same after reload and import ({note})")

    # Continue from revision 0: the rest is dropped, Start runs again from there.
    page.evaluate("storybook.scrub(0)")
    wait(page, "storybook.run.shownRevision === 0", "revision 0 of the imported timeline")
    page.evaluate("document.getElementById('run-continue').click()")
    wait(page, "storybook.run.scrub === null && storybook.run.status.revisions === 1", "the timeline cut at revision 0")
    start_and_see_countdown(page, "after continue from here, Start did not count down within 4 s")
    print(f"continue from here: cut to revision 0, Start counts down again ({latest(page, 'title')})")
    page.close()


def login_outcome(page: Page, password: str) -> object:
    """Once login is clicked: waits for the Props to pass through inProgress to the scenario's
    outcome, checks the password is in no DOM text, input value, export or timeline; the outcome."""
    wait(page, "fetch('/api/run/timeline?id=' + storybook.run.id).then((r) => r.json()).then((t) => "
               "Promise.all(t.revisions.map((r) => fetch('/api/run/revision?id=' + storybook.run.id + '&revision=' + r.index)"
               ".then((x) => x.json())))).then((all) => all.some((p) => p.login === 'inProgress'))", "login inProgress")
    wait(page, "fetch('/api/run/timeline?id=' + storybook.run.id).then((r) => r.json()).then((t) => "
               "fetch('/api/run/revision?id=' + storybook.run.id + '&revision=' + (t.revisions.length - 1))).then((r) => r.json())"
               ".then((p) => p.login !== 'inProgress' && p.login !== undefined)", "the scenario's outcome after inProgress", timeout=20)
    outcome = latest(page, "login")
    texts = [page.evaluate("document.documentElement.outerHTML"),
             page.evaluate("[...document.querySelectorAll('input, textarea')].map((e) => e.value).join('\\n')"),
             fetch_text(page, "/api/run/session?id=" + page.evaluate("storybook.run.id")),
             fetch_text(page, "/api/run/timeline?id=" + page.evaluate("storybook.run.id"))]
    for fragment in (password, password[:6], password[-6:]):
        for text in texts:
            if fragment in text:
                raise Failure(f"the password's characters {fragment!r} appear in the page, an input's value or the export")
    return outcome


def login(browser: Chromium, url: str, password: str) -> None:
    page = open_run(browser, url + "?run=login&scenario=empty")
    click_target(page, "username")
    wait(page, "storybook.run.status.focus === 'username'", "the username field focused by the click")
    type_keys(page, "ada")
    click_target(page, "password")
    wait(page, "storybook.run.status.focus === 'password' && storybook.run.status.secure", "the password field focused")
    type_keys(page, password)
    wait(page, f"storybook.run.status.revisions > 0", "the typed password's revisions")
    if latest(page, "username")["value"] != "ada":
        raise Failure(f"the username is not in the Props: {latest(page, 'username')}")
    # A tap on the form's empty space ends editing: the keyboard goes down and uncovers the button.
    click_point(page, 40, 80)
    wait(page, "storybook.run.status.focus === null && !storybook.run.status.settling", "the keyboard dismissed")
    click_target(page, "login")
    outcome = login_outcome(page, password)
    print(f"login: typed with key events, login clicked → inProgress → {json.dumps(outcome)[:60]}; "
          "the password is in no DOM text, export or timeline")
    page.close()


def measure_scrubs(browser: Chromium, url: str, count: int) -> None:
    page = open_run(browser, url + "?run=login&scenario=empty")
    click_target(page, "username")
    wait(page, "storybook.run.status.focus === 'username'", "the username field")
    text = ("abcdefghij" * (count // 10 + 1))[:count]  # one keystroke, one revision
    page.evaluate(f"storybook.runInput({{step: {{type: {json.dumps(text)}}}}})")
    wait(page, f"fetch('/api/run/timeline?id=' + storybook.run.id).then((r) => r.json()).then((t) => t.revisions.length > {count})",
         f"{count} revisions", timeout=120)
    page.evaluate("storybook.run.ticking = false")
    pick = random.Random(7)
    picks = [pick.randrange(0, count) for _ in range(60)]
    times = page.evaluate(f"""(async () => {{
        await new Promise((r) => setTimeout(r, 300));
        const picks = {json.dumps(picks)}, times = [];
        for (const [i, n] of picks.entries()) {{
            const t0 = performance.now();
            await storybook.scrub(n);
            await new Promise(requestAnimationFrame);
            if (i >= 10) times.push(performance.now() - t0);
        }}
        return times; }})()""")
    if difference := canvas_difference(page, f"/api/run/revision.png?id={page.evaluate('storybook.run.id')}&revision={picks[-1]}"):
        raise Failure(f"after {len(picks)} scrubs the canvas is not revision {picks[-1]}'s picture: {difference}")
    print(f"scrub to a random one of {count} revisions → drawn again and shown (login, iphone-x @3x, {len(times)} scrubs): "
          f"median {percentile(times, 50):.1f} ms, p95 {percentile(times, 95):.1f} ms, max {max(times):.1f} ms")
    page.close()


def run(trellis: str, measure: int) -> None:
    work = tempfile.mkdtemp(prefix="storybook-run-test-")
    proc, url, _, _ = start_server(trellis, None)
    try:
        with Chromium() as browser:
            timer(browser, url, work)
            login(browser, url, "Tr0ub4dor&3-hunter2")
            if measure:
                measure_scrubs(browser, url, measure)
    finally:
        try:
            stop_server(proc)
        finally:
            import shutil
            shutil.rmtree(work, ignore_errors=True)
    print("storybook run test: passed")


def main() -> int:
    return test_main(__doc__, "storybook run test", run, "also time scrubs over N recorded revisions")


if __name__ == "__main__":
    sys.exit(main())
