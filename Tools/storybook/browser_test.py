#!/usr/bin/env python3
"""The storybook tested as a person uses it, in headless Chromium (Tools/chromium/cdp.py).

Starts `trellis storybook --port 0`, opens the gallery, picks the login screen, switches its
action to `inProgress` in the generated controls and sees the picture change, opens the permalink
in a new page and gets the same PNG bytes (also from the PNG link), then clicks the login button in
the `possible` state and sees the Command arrive in the action log (server-sent events). It also
starts Debian's mosquitto on a free loopback port and `trellis live login` on it, serves the
storybook with `--broker`, and picks the live screen in the Live section: an edit is sent through
`set` and acknowledged; the screen's session (its `session` topic) shows as a timeline in the
panel, and pinning its first revision is acknowledged and makes `trellis live --frames` write a
frame with the first frame's bytes; the stopped screen is listed offline.

    python3 Tools/storybook/browser_test.py --trellis .build/debug/trellis
    python3 Tools/storybook/browser_test.py --trellis .build/release/trellis --measure 50   # figures

Exits non-zero with a message naming the failed step. `--measure N` also times N control edits
(edit → new PNG decoded and shown) and server start → first page, and prints medians and p95.
"""
from __future__ import annotations

import argparse
import json
import os
import select
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "chromium"))
from cdp import Chromium, CDPError, Page  # noqa: E402


class Failure(Exception):
    pass


def start_broker(work: str) -> tuple[subprocess.Popen, int]:
    """Debian's mosquitto on a free loopback port (bound and released; mosquitto takes it at once)."""
    import shutil
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    conf = Path(work) / "mosquitto.conf"
    conf.write_text(f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\n")
    binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    proc = subprocess.Popen([binary, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc, port
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise Failure(f"mosquitto did not listen on 127.0.0.1:{port} within 5 s")


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def stop_server(proc: subprocess.Popen, what: str = "trellis storybook", timeout: float = 10) -> None:
    """SIGTERM, then waits; a server still running after `timeout` s is killed and fails the test."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise Failure(f"{what} did not stop within {timeout:.0f} s of SIGTERM")


def start_server(trellis: str, broker: str | None, command: list[str] | None = None,
                 timeout: float = 20) -> tuple[subprocess.Popen, str, float, float]:
    """Starts the server on a free port (with live screens on `broker`, if given) — `trellis
    storybook --port 0`, or `command` — and returns it, its URL, seconds to the printed URL and to
    the first page."""
    started = time.monotonic()
    command = command or [trellis, "storybook", "--port", "0"] + (["--broker", broker] if broker else [])
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = started + timeout
    line = ""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], deadline - time.monotonic())
        if ready:
            line = proc.stdout.readline()
            break
    if not line.startswith("storybook: http://"):
        proc.kill()
        raise Failure(f"{' '.join(command)} did not print its URL (got {line!r}; stderr: {proc.stderr.read()[-800:]!r})")
    url = line.split(" ", 1)[1].strip()
    listening = time.monotonic() - started
    with urllib.request.urlopen(url, timeout=10) as reply:
        if reply.status != 200 or b'<script src="gallery.js">' not in reply.read():
            raise Failure(f"GET {url} did not answer the gallery page")
    with urllib.request.urlopen(url + "gallery.js", timeout=10) as reply:
        if (reply.status != 200 or not reply.headers["Content-Type"].startswith("text/javascript")
                or b"window.storybook" not in reply.read()):
            raise Failure(f"GET {url}gallery.js did not answer the gallery's script")
    return proc, url, listening, time.monotonic() - started


def wait(page: Page, condition: str, what: str, timeout: float = 15) -> object:
    """Polls a JS expression until it is truthy; fails naming `what`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # A DOM node comes back as {} (falsy in Python): report it as true.
        value = page.evaluate(f"(() => {{ const v = ({condition}); return v instanceof Node ? true : v; }})()")
        if value:
            return value
        time.sleep(0.02)
    state = page.evaluate("window.storybook && JSON.stringify({state: storybook.state, errors: storybook.errors,"
                          " shown: storybook.shown})")
    raise Failure(f"timed out after {timeout:.0f} s waiting for {what} ({condition}); page: {state}")


def click(page: Page, x: float, y: float) -> None:
    """A real left click at viewport coordinates (CSS px)."""
    for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
        page.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def click_element(page: Page, selector: str) -> None:
    rect = page.evaluate(f"(() => {{ const n = document.querySelector({json.dumps(selector)});"
                         " if (!n) return null; n.scrollIntoView({block: 'center'}); return n.getBoundingClientRect().toJSON(); })()")
    if not rect:
        raise Failure(f"nothing on the page matches {selector}")
    click(page, rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)


def choose(page: Page, selector: str, label: str) -> None:
    """Picks the option labelled `label` in a <select>, as a user's choice does (value, then change)."""
    ok = page.evaluate(f"""(() => {{
        const s = document.querySelector({json.dumps(selector)});
        if (!s) return 'no control ' + {json.dumps(selector)};
        const o = [...s.options].find((o) => o.textContent === {json.dumps(label)});
        if (!o) return 'no option ' + {json.dumps(label)} + ' in ' + [...s.options].map((o) => o.textContent);
        s.value = o.value; s.dispatchEvent(new Event('change', {{bubbles: true}})); return true; }})()""")
    if ok is not True:
        raise Failure(str(ok))


def search(page: Page, text: str) -> None:
    """Types into the sidebar's search field."""
    page.evaluate(f"(() => {{ const s = document.getElementById('search'); s.value = {json.dumps(text)};"
                  " s.dispatchEvent(new Event('input')); })()")


def open_gallery(browser: Chromium, url: str) -> Page:
    page = browser.new_page()
    page.set_viewport(1400, 1000, scale=1)
    page.load_url(url)
    wait(page, "window.storybook && storybook.shown > 0", "the first picture")
    return page


def check_panel_fits(page: Page) -> int:
    """Every sample of the catalog, shown in a 1,400 px wide window: the Props panel ends inside the
    window, does not scroll sideways, and no control (field, picker, ↑/↓/✕) is cut off. Returns
    how many samples were checked."""
    result = page.evaluate("""(async () => {
        const problems = []; let checked = 0;
        for (const screen of storybook.catalog.screens) for (const sample of screen.samples) {
            await selectSample(screen.name, sample);
            await new Promise(requestAnimationFrame);
            checked += 1;
            const where = screen.name + '/' + sample;
            const aside = document.querySelector('aside'), box = aside.getBoundingClientRect();
            const visibleRight = box.left + aside.clientLeft + aside.clientWidth;
            if (box.right > innerWidth + 0.5) problems.push(`${where}: the panel ends at ${box.right} px, past the window (${innerWidth} px)`);
            if (aside.scrollWidth > aside.clientWidth + 1) problems.push(`${where}: the panel scrolls sideways (${aside.scrollWidth} > ${aside.clientWidth} px)`);
            for (const el of aside.querySelectorAll('#controls input, #controls select, #controls textarea, #controls button')) {
                const r = el.getBoundingClientRect();
                if (r.width === 0) continue;
                if (r.right > visibleRight + 0.5 || r.left < box.left - 0.5) {
                    problems.push(`${where}: ${el.tagName.toLowerCase()} ${el.dataset.path || el.textContent} spans ${r.left}–${r.right} px, outside the panel (${box.left}–${visibleRight} px)`);
                    break;
                }
            }
        }
        return {checked, problems}; })()""")
    if result["problems"]:
        raise Failure("the Props panel does not fit a 1,400 px window:\n  " + "\n  ".join(result["problems"][:20]))
    return result["checked"]


def measure_edits(page: Page, count: int) -> list[float]:
    """Milliseconds from a text edit to its new PNG decoded and shown, `count` times in a row."""
    return page.evaluate(f"""(async () => {{
        const input = document.querySelector('input[data-path="$.username.value"]');
        const times = [];
        for (let i = 0; i < {count}; i++) {{
            const shown = storybook.nextShown(), t0 = performance.now();
            input.value = 'user' + i; input.dispatchEvent(new Event('input', {{bubbles: true}}));
            await shown; await new Promise(requestAnimationFrame);
            times.push(performance.now() - t0);
        }}
        return times; }})()""")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def run(trellis: str, measure: int) -> None:
    import tempfile
    work = tempfile.mkdtemp(prefix="storybook-test-")
    mosquitto, port = start_broker(work)
    broker = f"mqtt://127.0.0.1:{port}"
    # A live login screen (the stand-in for a phone) on that broker.
    frames = os.path.join(work, "frames")
    live = subprocess.Popen([trellis, "live", "login", "--broker", broker, "--app", "talks", "--device", "sim-1",
                             "--frames", frames],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        proc, url, listening, first_page = start_server(trellis, broker)
    except Failure:
        stop(live)
        stop(mosquitto)
        raise
    try:
        with Chromium() as browser:
            started = time.monotonic()
            page = open_gallery(browser, url)
            first_picture = time.monotonic() - started
            checked = check_panel_fits(page)
            print(f"layout: the Props panel of all {checked} samples fits a 1,400 px window, no control cut off")
            # Pick the login screen in the sidebar (its `possible` sample).
            search(page, "log")
            click_element(page, 'a[data-screen="login"][data-sample="possible"]')
            wait(page, "storybook.state.screen === 'login' && storybook.image && "
                       "document.querySelector('select.case[data-path=\"$.login\"]')", "the login screen and its controls")
            wait(page, "storybook.tappable && storybook.tappable.some((v) => v.command === 'login')", "the login button's hotspot")
            possible = page.evaluate("({hash: storybook.image.hash, src: document.getElementById('screen').src})")

            # Switch the action to inProgress in the generated controls: the picture changes.
            choose(page, 'select.case[data-path="$.login"]', "inProgress")
            wait(page, f"storybook.image.hash !== {json.dumps(possible['hash'])}", "a new picture after the edit")
            in_progress = page.evaluate("({hash: storybook.image.hash, src: document.getElementById('screen').src,"
                                        " props: storybook.props})")
            if in_progress["src"] == possible["src"] or in_progress["props"]["login"] != "inProgress":
                raise Failure(f"the edit did not show new Props: {in_progress}")
            print(f"edit: login action possible → inProgress changed the picture ({possible['hash']} → {in_progress['hash']})")

            # The permalink carries the exact state: a new page shows the same PNG bytes, so does the PNG link.
            click_element(page, "#dark")
            wait(page, "storybook.state.scheme === 'dark' && storybook.image.hash !== " + json.dumps(in_progress["hash"]),
                 "the dark picture")
            link = page.evaluate("document.getElementById('permalink').href")
            png_link = page.evaluate("document.getElementById('png-link').href")
            shown = page.evaluate("storybook.imageBase64()")
            other = open_gallery(browser, link)
            wait(other, "storybook.state.scheme === 'dark' && storybook.props.login === 'inProgress'", "the permalink's state")
            if other.evaluate("storybook.imageBase64()") != shown:
                raise Failure(f"the permalink {link} shows other PNG bytes than the page it came from")
            with urllib.request.urlopen(png_link, timeout=10) as reply:
                import base64
                if reply.headers["Content-Type"] != "image/png" or base64.b64encode(reply.read()).decode() != shown:
                    raise Failure(f"GET {png_link} is not the PNG the page shows")
            other.close()
            print(f"permalink: same PNG bytes in a new page and from {png_link[:60]}…")

            # Back to possible, then click the login button on the picture: the action log shows the Command.
            click_element(page, "#dark")
            choose(page, 'select.case[data-path="$.login"]', "possible")
            wait(page, f"storybook.image.hash === {json.dumps(possible['hash'])}", "the possible state's picture again")
            wait(page, "storybook.actionsConnected", "the action log's event stream")
            button = wait(page, """(() => { const v = (storybook.tappable || []).find((v) => v.command === 'login');
                if (!v) return null; const r = document.getElementById('screen').getBoundingClientRect();
                const k = r.width / storybook.catalog.devices.find((d) => d.name === storybook.state.device).portrait.width;
                return {x: r.left + (v.frame.x + v.frame.width / 2) * k, y: r.top + (v.frame.y + v.frame.height / 2) * k}; })()""",
                          "the login button's position")
            click(page, button["x"], button["y"])
            entry = wait(page, "document.querySelector('#actions li[data-command=\"login\"]')?.textContent", "'login' in the action log")
            print(f"tap: the action log shows {entry.strip()!r}")

            # A sample written right to left opens right to left (the RTL box ticked); a sample
            # without a direction of its own goes back to left to right.
            search(page, "hebrew")
            click_element(page, 'a[data-screen="login"][data-sample="hebrew"]')
            wait(page, "storybook.state.sample === 'hebrew' && storybook.state.rtl && document.getElementById('rtl').checked"
                       " && storybook.image && document.getElementById('png-link').href.includes('rtl=1')",
                 "the Hebrew sample right to left")
            search(page, "possible")
            click_element(page, 'a[data-screen="login"][data-sample="possible"]')
            wait(page, "storybook.state.sample === 'possible' && !storybook.state.rtl && !document.getElementById('rtl').checked",
                 "the possible sample left to right again")
            print("direction: the Hebrew sample opened right to left, the next sample left to right")

            # An invalid value: the error shows at its control (JSON path), the last good picture stays.
            search(page, "running")  # the sidebar's search finds samples too
            click_element(page, 'a[data-screen="timer"][data-sample="running"]')
            wait(page, "storybook.state.screen === 'timer' && document.querySelector('input[data-path=\"$.progress\"]')"
                       " && storybook.image && storybook.props.progress !== undefined && storybook.tappable"
                       " && storybook.tappable.every((v) => v.command !== 'login')", "the timer screen")
            good = page.evaluate("storybook.image.hash")
            page.evaluate("(() => { const i = document.querySelector('input[data-path=\"$.progress\"]');"
                          " i.value = ''; i.dispatchEvent(new Event('input', {bubbles: true})); })()")
            error = wait(page, "document.querySelector('[data-path=\"$.progress\"] .control-error')?.textContent",
                         "the error next to the progress control")
            if "$.progress" not in error or page.evaluate("storybook.image.hash") != good:
                raise Failure(f"an invalid value must name $.progress and keep the picture: {error!r}")
            page.evaluate("(() => { const i = document.querySelector('input[data-path=\"$.progress\"]');"
                          " i.value = '0.9'; i.dispatchEvent(new Event('input', {bubbles: true})); })()")
            wait(page, f"storybook.image.hash !== {json.dumps(good)} && !document.querySelector('.control-error')",
                 "the picture of the corrected value")
            print(f"invalid value: {error.strip()!r} shown at the control, the last good picture kept")

            # The edge-case view: every variant's picture with the snapshot lint's findings beside it.
            click_element(page, '[data-view="edges"]')
            rules = wait(page, "(() => { const t = document.querySelectorAll('#grid .tile');"
                               " return t.length === 7 && [...t].every((n) => n.querySelector('img') && n.querySelector('.lint'))"
                               " && [...document.querySelectorAll('#grid .lint li')].map((l) => l.dataset.rule); })()",
                         "the edge cases with their lint findings", timeout=30)
            # The long strings are reported: clipped where their frame holds them, or, since texts
            # are laid out at their full height, running out of the safe area; the captions are in
            # the semantic colours, which pass AA.
            overflow = {"clipped-text", "outside-safe-area"}
            if not overflow.intersection(rules) or "low-contrast" in rules:
                raise Failure(f"the long strings must be reported (clipped or out of the safe area) and no caption low-contrast: {rules}")
            print(f"edge cases: 7 variants drawn, lint findings beside them ({len(rules)}: {', '.join(sorted(set(rules)))})")
            click_element(page, '[data-view="canvas"]')

            # The Live section: the running login screen is listed online; picked, its Props fill the
            # controls, and an edit goes to it through `set` and comes back with a positive ack.
            live_link = 'a[data-live="talks/sim-1/login"]'
            wait(page, f"document.querySelector('{live_link}[data-state=\"online\"]')", "the live login screen, online")
            click_element(page, live_link)
            wait(page, "storybook.live && storybook.state.screen === 'login' && storybook.props.login && storybook.props.login.possible"
                       " && document.querySelector('select.case[data-path=\"$.login\"]')", "the live screen's Props in the controls", timeout=30)
            choose(page, 'select.case[data-path="$.login"]', "inProgress")
            ack = wait(page, "storybook.liveAcks.length && storybook.liveAcks[storybook.liveAcks.length - 1]", "the screen's ack")
            if ack.get("ok") is not True:
                raise Failure(f"the set was not acknowledged: {ack}")
            with urllib.request.urlopen(url + "api/live", timeout=10) as reply:
                listed = json.load(reply)["screens"]
            deadline = time.monotonic() + 5
            while not any(x["screen"] == "login" and (x["props"] or {}).get("login") == "inProgress" for x in listed):
                if time.monotonic() > deadline:
                    raise Failure(f"the live screen's published Props did not change: {listed}")
                time.sleep(0.05)
                with urllib.request.urlopen(url + "api/live", timeout=10) as reply:
                    listed = json.load(reply)["screens"]
            print(f"live: talks/sim-1/login listed online, set login=inProgress acknowledged ({ack}), its props show it")

            # Its session: the timeline in the Live panel has the start and the set; pinning the start
            # is acknowledged, the canvas shows it, and the screen draws a new frame, byte for byte its first.
            labels = wait(page, "(() => { const l = [...document.querySelectorAll('#live-timeline li')].map((li) => li.textContent);"
                                " return l.length >= 2 && l; })()", "the live screen's timeline in the Live panel")
            if "start" not in labels[0] or "live set" not in labels[1]:
                raise Failure(f"the timeline must show the start and the set: {labels}")

            def frame_files() -> list[str]:
                return sorted(name for name in os.listdir(frames) if name.endswith(".png"))
            before = frame_files()
            acks = page.evaluate("storybook.liveAcks.length")
            click_element(page, '#live-timeline button.live-pin[data-revision="0"]')
            pinned = wait(page, f"storybook.liveAcks.length > {acks} && storybook.liveAcks[storybook.liveAcks.length - 1]",
                          "the pin's ack")
            if pinned.get("ok") is not True:
                raise Failure(f"pinning the first revision was not acknowledged: {pinned}")
            wait(page, "storybook.props.login && storybook.props.login.possible"
                       " && document.querySelector('#live-timeline li.pinned[data-revision=\"0\"]')", "the pinned revision on the canvas")
            deadline = time.monotonic() + 10
            while len(frame_files()) <= len(before):
                if time.monotonic() > deadline:
                    raise Failure(f"trellis live wrote no frame after the pin: {frame_files()}")
                time.sleep(0.05)
            time.sleep(0.2)  # the PNG is written whole before the next frame's name appears
            newest = frame_files()[-1]
            first, shown_now = (Path(frames, name).read_bytes() for name in (before[0], newest))
            previous = Path(frames, before[-1]).read_bytes()
            if shown_now != first or shown_now == previous:
                raise Failure(f"the pinned frame {newest} must have the first frame's bytes ({before[0]}), not the set's")
            print(f"live session: timeline {labels}; pinning revision 0 acknowledged ({pinned}), "
                  f"{newest} has the bytes of {before[0]}")
            stop(live)
            wait(page, f"document.querySelector('{live_link}[data-state=\"offline\"]')", "the stopped live screen, offline")
            print("live: the stopped screen is listed offline")

            if measure:
                search(page, "")
                click_element(page, 'a[data-screen="login"][data-sample="possible"]')
                wait(page, "storybook.state.screen === 'login' && document.querySelector('input[data-path=\"$.username.value\"]')",
                     "the login screen again")
                measure_edits(page, 5)  # warm-up
                times = measure_edits(page, measure)
                server = page.evaluate(f"storybook.timings.slice(-{measure}).map((t) => t.server)")
                received = page.evaluate(f"storybook.timings.slice(-{measure}).map((t) => t.received)")
                print(f"control edit → new PNG shown (iphone-x @3x, {measure} edits in Chromium): "
                      f"median {percentile(times, 50):.1f} ms, p95 {percentile(times, 95):.1f} ms, max {max(times):.1f} ms; "
                      f"server render+encode median {percentile(server, 50):.1f} ms, "
                      f"PNG received by the page median {percentile(received, 50):.1f} ms")
                print(f"server start → URL printed {listening * 1000:.0f} ms, → first page {first_page * 1000:.0f} ms; "
                      f"gallery open → first picture in Chromium {first_picture * 1000:.0f} ms")
    finally:
        stop(live)
        try:
            stop_server(proc)
        finally:
            stop(mosquitto)
            import shutil
            shutil.rmtree(work, ignore_errors=True)
    print("storybook browser test: passed")


def test_main(doc: str, name: str, body, measure_help: str) -> int:
    """The command line of a storybook browser test: `--trellis BINARY [--measure N]`; runs `body`
    and answers the exit status, printing the failed step."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--trellis", required=True, help="the trellis binary")
    parser.add_argument("--measure", type=int, default=0, help=measure_help)
    args = parser.parse_args()
    if not os.access(args.trellis, os.X_OK):
        print(f"{name}: FAILED: no executable {args.trellis}", file=sys.stderr)
        return 1
    try:
        body(args.trellis, args.measure)
    except (Failure, CDPError, OSError) as error:
        print(f"{name}: FAILED: {error}", file=sys.stderr)
        return 1
    return 0


def main() -> int:
    return test_main(__doc__, "storybook browser test", run, "also time N control edits and the server start")


if __name__ == "__main__":
    sys.exit(main())
