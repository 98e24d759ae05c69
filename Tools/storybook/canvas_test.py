#!/usr/bin/env python3
"""The storybook's live canvas — the retained web host — tested in headless Chromium.

Starts `trellis storybook --port 0` and opens `/?run=timer`. The live canvas beside the PNG keeps
one DOM element per mounted view, each keyed by `data-key`, built from the mount instructions the
run streams over its WebSocket. A real click on `data-key="primary"` (Start) makes the text of
`data-key="remaining"` fall within 4 s of real time; while it counts, the ring's element changes
in every frame streamed and stays the same element (a retained host updates, it does not
rebuild); a second click stops it. A dropped socket reconnects and the canvas is rebuilt from the
whole tree, showing the same state, and "continue from here" at revision 0 rebuilds it on the new
runtime (00:10). Then `/?run=inbox`: a row swiped left goes, a row clicked pushes
its message, the back gesture from the leading edge pops it, and a slow 300 px drag scrolls the rows
by as much, and a mouse wheel by its distance. Then `/?run=login&scenario=empty`: clicking a field puts a native input element over it
(of type password over the password field), real key events type the username and a password, a
click on login goes to inProgress and on to the outcome, and the password is in no DOM text or
input value.

    python3 Tools/storybook/canvas_test.py --trellis .build/debug/trellis
"""
from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "chromium"))
from browser_test import Failure, click, start_server, stop_server, test_main, wait  # noqa: E402
from cdp import Chromium, Page  # noqa: E402
from run_test import latest, login_outcome, type_keys  # noqa: E402

LIVE = "#live-canvas"


def keyed(key: str) -> str:
    return f"document.querySelector('{LIVE} [data-key=\"{key}\"]')"


def text_of(page: Page, key: str) -> str:
    return page.evaluate(f"(() => {{ const n = {keyed(key)}; return n ? n.textContent : null; }})()")


def at_rest(page: Page) -> None:
    """Waits until nothing on the screen is on its way somewhere (a person clicks where a view is,
    not where an animation, such as the keyboard's reveal, is taking it): the run not settling, and
    no frame for a quarter of a second unless only an ambient motion (the running timer's ring)
    still draws frames."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        before = page.evaluate("storybook.live.messages")
        time.sleep(0.25)
        status = page.evaluate("storybook.run.status")
        quiet = page.evaluate("storybook.live.messages") == before
        if status and not status.get("settling", True) and (quiet or status.get("animating")):
            return
    raise Failure("the live canvas never came to rest (frames kept arriving for 15 s)")


def click_keyed(page: Page, key: str) -> None:
    """A real click in the middle of the live canvas's view keyed `key`, once the screen is at rest."""
    at_rest(page)
    rect = page.evaluate(f"(() => {{ const n = {keyed(key)}; return n ? n.getBoundingClientRect().toJSON() : null; }})()")
    if not rect:
        raise Failure(f"the live canvas has no view keyed {key}")
    click(page, rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)


def rect_of(page: Page, key: str) -> dict | None:
    return page.evaluate(f"(() => {{ const n = {keyed(key)}; return n ? n.getBoundingClientRect().toJSON() : null; }})()")


def canvas_rect(page: Page) -> dict:
    """Where the live canvas is now (the page around it changes height as the run goes on)."""
    return page.evaluate(f"document.querySelector('{LIVE}').getBoundingClientRect().toJSON()")


def drag(page: Page, start: tuple[float, float], end: tuple[float, float], seconds: float, steps: int = 20,
         hold: float = 0) -> None:
    """A real finger (a touch point, as on a phone) dragged from `start` to `end` (viewport px)
    taking `seconds` of real time, held still at the end for `hold` seconds before it lifts (so
    it does not fling)."""
    def touch(kind: str, points: list[tuple[float, float]]) -> None:
        page.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": 1} for x, y in points]})
    touch("touchStart", [start])
    for i in range(1, steps + 1):
        time.sleep(seconds / steps)
        touch("touchMove", [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)])
    time.sleep(hold)
    touch("touchEnd", [])


def seconds(text: str) -> int:
    minutes, secs = text.split(":")
    return int(minutes) * 60 + int(secs)


def timer(browser: Chromium, url: str) -> None:
    page = browser.new_page()
    page.set_viewport(1400, 1000, scale=1)
    page.load_url(url + "?run=timer")
    wait(page, f"window.storybook && storybook.live && {keyed('primary')} && {keyed('remaining')}",
         "the live canvas with the timer's Start button and remaining time")
    if text_of(page, "remaining") != "00:10":
        raise Failure(f"the live canvas shows {text_of(page, 'remaining')!r} as the remaining time, not '00:10'")
    # Watch the ring: how many streamed frames change its pixels (its canvas is drawn again in
    # place, not replaced), and whether it stays the same element. Counted after the host applied
    # each message (this listener is registered after the host's handler).
    page.evaluate(f"""(() => {{
        window.ring = {keyed('ring')};
        window.ringChanges = 0; window.ringMessages = 0;
        let last = null;
        storybook.live.socket.addEventListener('message', () => {{
            window.ringMessages++;
            let hash = 2166136261;
            for (const canvas of window.ring.querySelectorAll('canvas')) {{
                const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
                for (let i = 0; i < pixels.length; i++) hash = Math.imul(hash ^ pixels[i], 16777619);
            }}
            if (hash !== last) {{ window.ringChanges++; last = hash; }}
        }});
    }})()""")
    click_keyed(page, "primary")
    started = time.monotonic()
    while seconds(text_of(page, "remaining") or "00:10") >= 10:
        if time.monotonic() - started > 4:
            raise Failure("the remaining time on the live canvas did not decrease within 4 s of the click on Start")
        time.sleep(0.05)
    took = time.monotonic() - started
    # Two and a half seconds of counting: every frame the run streams changes the ring's pixels.
    views = page.evaluate(f"document.querySelectorAll('{LIVE} .view').length")
    before = page.evaluate("[window.ringMessages, window.ringChanges]")
    time.sleep(2.5)
    after = page.evaluate("[window.ringMessages, window.ringChanges]")
    messages, changes = after[0] - before[0], after[1] - before[1]
    if messages < 2:
        raise Failure(f"only {messages} frames reached the live canvas in 2.5 s of counting down")
    if changes < messages:
        raise Failure(f"the ring's pixels changed {changes} times in {messages} streamed frames (they should change in every one)")
    if not page.evaluate(f"window.ring.isConnected && window.ring === {keyed('ring')}"):
        raise Failure("the ring's element was replaced: the live canvas rebuilt views instead of updating them")
    if page.evaluate(f"document.querySelectorAll('{LIVE} .view').length") != views:
        raise Failure("the number of views on the live canvas changed in a second of counting, when only the time and the ring did")
    # Stop it: the remaining time holds still.
    click_keyed(page, "primary")
    time.sleep(0.5)
    held = text_of(page, "remaining")
    time.sleep(2.0)
    if text_of(page, "remaining") != held:
        raise Failure(f"the timer went on after the second click ({held} → {text_of(page, 'remaining')})")
    # A dropped socket reconnects and rebuilds the canvas from the whole tree: the same state.
    page.evaluate("storybook.live.socket.close()")
    wait(page, f"storybook.live.socket.readyState === 1 && window.ring !== {keyed('ring')} && {keyed('remaining')}",
         "the live canvas rebuilt after its socket dropped")
    if text_of(page, "remaining") != held:
        raise Failure(f"after reconnecting the live canvas shows {text_of(page, 'remaining')!r}, not {held!r}")
    # "continue from here" at revision 0 runs on a new runtime: the canvas follows it (00:10 again).
    page.evaluate("fetch('/api/run/continue?id=' + storybook.run.id + '&revision=0', {method: 'POST'})")
    wait(page, f"!storybook.live.closed && storybook.live.socket.readyState === 1 && {keyed('remaining')} "
               f"&& {keyed('remaining')}.textContent === '00:10'", "the live canvas following the run continued from revision 0")
    page.close()
    print(f"  timer on the live canvas: counting {took:.2f} s after Start; {messages} frames in 2.5 s, ring changed in {changes}; "
          f"stopped at {held}; rebuilt after a dropped socket and after continuing from revision 0")


def inbox(browser: Chromium, url: str) -> None:
    page = browser.new_page()
    page.set_viewport(1400, 1000, scale=1)
    page.load_url(url + "?run=inbox")
    wait(page, f"window.storybook && storybook.live && {keyed('m0')} && {keyed('m2')}", "the live inbox with its rows")
    # Swipe the first row left: it is deleted and its element goes.
    row = rect_of(page, "m0")
    y = row["y"] + row["height"] / 2
    drag(page, (row["x"] + row["width"] * 0.8, y), (row["x"] + row["width"] * 0.2, y), 0.12, steps=6)
    wait(page, f"!{keyed('m0')}", "the swiped row gone from the live canvas", timeout=5)
    # Tap a row: its message is pushed and slides in until it covers the canvas.
    click_keyed(page, "m2")
    wait(page, f"{keyed('detail-m2')} && Math.abs({keyed('detail-m2')}.getBoundingClientRect().left - "
               f"document.querySelector('{LIVE}').getBoundingClientRect().left) < 0.5",
         "the pushed message on the live canvas, slid in", timeout=5)
    # The back gesture from the leading edge: the message follows the finger, then pops.
    canvas = canvas_rect(page)
    middle = canvas["y"] + canvas["height"] / 2
    drag(page, (canvas["x"] + 3, middle), (canvas["x"] + canvas["width"] * 0.7, middle), 0.5)
    wait(page, f"!{keyed('detail-m2')} && {keyed('m2')}", "the list back after the edge gesture", timeout=5)
    # Drag-scroll the list up by 300 px, slowly (a scroll, not a fling): the rows move with it.
    # First the mail the scenario delivers 5 s in, so no row is inserted above during the drag.
    wait(page, keyed("new1"), "the new mail at the top of the list", timeout=10)
    at_rest(page)
    before = rect_of(page, "m6")
    canvas = canvas_rect(page)
    start = (canvas["x"] + canvas["width"] / 2, canvas["y"] + canvas["height"] * 0.75)
    drag(page, start, (start[0], start[1] - 300), 1.0, hold=0.3)
    at_rest(page)
    after = rect_of(page, "m6")
    moved = before["y"] - after["y"] if after else None
    if moved is None or abs(moved - 300) > 30:
        raise Failure(f"dragging the live inbox up by 300 px moved row m6 by {moved} px")
    # A mouse wheel over the list scrolls it by the wheel's distance, at once.
    before = rect_of(page, "m10")
    page.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": start[0], "y": start[1], "deltaX": 0, "deltaY": 240})
    wait(page, f"{keyed('m10')} && Math.abs({before['y']} - {keyed('m10')}.getBoundingClientRect().top - 240) < 1",
         "row m10 moved up 240 px by the wheel", timeout=5)
    page.close()
    print(f"  inbox on the live canvas: swiped m0 away, pushed m2 and went back by the edge gesture, a 300 px drag moved the rows {moved:.1f} px, "
          "a 240 px wheel 240 px")


def login(browser: Chromium, url: str, password: str) -> None:
    page = browser.new_page()
    page.set_viewport(1400, 1000, scale=1)
    page.load_url(url + "?run=login&scenario=empty")
    wait(page, f"window.storybook && storybook.live && {keyed('username')} && {keyed('login')}", "the live login form")
    click_keyed(page, "username")
    wait(page, "document.activeElement === storybook.live.field && storybook.live.field.type === 'text'",
         "the live canvas's input element focused over the username field")
    type_keys(page, "ada")
    wait(page, "storybook.run.status.revisions >= 3", "the username's revisions")
    if latest(page, "username")["value"] != "ada":
        raise Failure(f"typing on the live canvas did not reach the username: {latest(page, 'username')}")
    click_keyed(page, "password")
    wait(page, "document.activeElement === storybook.live.field && storybook.live.field.type === 'password'",
         "the live canvas's input element, of type password, focused over the password field")
    type_keys(page, password)
    wait(page, f"storybook.run.status.revisions >= {3 + len(password)}", "the password's revisions")
    # A click on the form's empty space ends editing (the keyboard uncovers the button).
    at_rest(page)
    canvas = canvas_rect(page)
    click(page, canvas["x"] + 40, canvas["y"] + 80)
    wait(page, "storybook.run.status.focus === null && !storybook.run.status.settling && !storybook.live.field.isConnected",
         "editing ended and the input element gone")
    click_keyed(page, "login")
    outcome = login_outcome(page, password)
    page.close()
    print(f"  login on the live canvas: typed with key events through its input element, login clicked → inProgress → "
          f"{str(outcome)[:50]}; the password is in no DOM text or input value")


def abuse(browser: Chromium, url: str, server_pid: int) -> None:
    """A second page taking a run's canvas, a flood of inputs, a malformed and a 10 MB message: the
    other canvas keeps working and the server's memory stays bounded."""
    page = browser.new_page()
    page.set_viewport(1400, 1000, scale=1)
    page.load_url(url + "?run=timer")
    wait(page, f"window.storybook && storybook.live && {keyed('primary')}", "the live timer")
    rss_before = resident_kib(server_pid)
    # The server's resident memory sampled while the abuse runs: its peak is reported.
    peak = [rss_before]
    sampling = threading.Event()
    def sample() -> None:
        while not sampling.wait(0.05):
            peak[0] = max(peak[0], resident_kib(server_pid))
    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    report = page.evaluate("""(async () => {
        const socket = (id) => new Promise((resolve) => {
            const s = new WebSocket(`ws://${location.host}/api/run/socket?id=${id}`);
            s.got = []; s.onmessage = (e) => s.got.push(JSON.parse(e.data)); s.onopen = () => resolve(s);
            s.onclose = () => { s.closedAt = performance.now(); };
        });
        const pause = (ms) => new Promise((r) => setTimeout(r, ms));
        const start = async (name = 'timer') => (await (await fetch(`/api/run/start?run=${name}`, {method: 'POST'})).json()).id;
        // 100 sessions at once (a run and its canvas socket each, of the three demo features):
        // every one is sent its whole tree, and a canvas opened beside them is served.
        const opened = performance.now();
        const many = await Promise.all(Array.from({length: 100}, async (_, i) => {
            const id = await start(['timer', 'inbox', 'login'][i % 3]);
            return {id, socket: await socket(id)};
        }));
        let waited = 0;
        while (waited < 10000 && !many.every((m) => m.socket.got.some((g) => g.type === 'reset'))) { await pause(50); waited += 50; }
        const manyReset = many.filter((m) => m.socket.got.some((g) => g.type === 'reset' && g.ops.length > 10)).length;
        const manyMs = performance.now() - opened;
        const manyFresh = await socket(await start());
        await pause(300);
        const servedBesideMany = manyFresh.got.length > 0 && manyFresh.got[0].type === 'reset';
        manyFresh.close();
        for (const m of many) { m.socket.close(); await fetch(`/api/run/stop?id=${m.id}`, {method: 'POST'}); }
        // Another socket on this page's run takes its canvas: the page is told and stays closed.
        const taker = await socket(storybook.run.id);
        await pause(800);
        const takenOver = storybook.live.closed && storybook.live.errors.some((e) => e.includes('another page'));
        taker.close();
        // A flood of 10,000 inputs on a run of its own: one message says the rest is dropped.
        const floodRun = await start(), flood = await socket(floodRun);
        for (let i = 0; i < 10000; i++) flood.send(JSON.stringify({v: 1, pointer: 'move', at: [10, 10]}));
        flood.send('{"v": 1, "pointer": ');
        await pause(1500);
        const dropped = flood.got.filter((m) => m.type === 'error' && m.message.includes('messages a second')).length;
        const floodOpen = flood.readyState === 1;
        // A malformed frame: an error naming it, the socket stays. On a socket of its own: the
        // flood's socket may still be inside a second whose input is dropped.
        const garbled = await socket(await start());
        garbled.send('not json at all');
        await pause(300);
        const malformed = garbled.got.filter((m) => m.type === 'error').map((m) => m.message);
        garbled.close();
        // A 10 MB message: that socket is closed, nothing else.
        const big = await socket(await start());
        big.send('x'.repeat(10 << 20));
        await pause(1000);
        const bigClosed = big.readyState === 3;
        flood.close();
        // Meanwhile a fresh canvas on a new run is served as before.
        // A socket for a run that does not exist is told so, once, and closed.
        const unknown = await socket('no-such-run');
        await pause(300);
        const unknownTold = unknown.got.length === 1 && unknown.got[0].type === 'closed' && unknown.got[0].reason.includes('no-such-run')
            && unknown.readyState === 3;
        const fresh = await socket(await start());
        await pause(300);
        const served = fresh.got.length > 0 && fresh.got[0].type === 'reset' && fresh.got[0].ops.length > 10;
        fresh.close();
        return {manyReset, manyMs, servedBesideMany, takenOver, dropped, floodOpen, malformed, bigClosed, served, unknownTold};
    })()""")
    sampling.set()
    sampler.join()
    if report["manyReset"] != 100 or not report["servedBesideMany"]:
        raise Failure(f"100 sessions at once: {report['manyReset']} sent their whole tree, another canvas served {report['servedBesideMany']}")
    if not report["takenOver"]:
        raise Failure("a second socket on the run did not take its canvas (or the page was not told and closed)")
    if report["dropped"] < 1 or not report["floodOpen"]:
        raise Failure(f"a flood of 10,000 inputs: {report['dropped']} notices of dropped input, socket open {report['floodOpen']}")
    if not report["malformed"] or not any("input" in m for m in report["malformed"]):
        raise Failure(f"a malformed frame was not answered with an error naming the input: {report['malformed']}")
    if not report["bigClosed"]:
        raise Failure("a 10 MB message did not close its socket")
    if not report["unknownTold"]:
        raise Failure("a socket for an unknown run was not told (closed, naming the run) and closed")
    if not report["served"]:
        raise Failure("after the abuse a new live canvas was not served its whole tree")
    rss_after = resident_kib(server_pid)
    page.close()
    print(f"  abuse: 100 sessions opened at once, all sent their tree in {report['manyMs']:.0f} ms, another canvas served beside them; takeover told, 10,000 inputs flooded ({report['dropped']} drop notice), malformed frame → "
          f"{report['malformed'][0][:60]!r}, 10 MB message closed its socket, new canvases served; "
          f"server RSS {rss_before // 1024} → {rss_after // 1024} MiB (peak {peak[0] // 1024} MiB)")


def resident_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def run(trellis: str, measure: int) -> None:
    proc, url, _, _ = start_server(trellis, None)
    try:
        with Chromium() as browser:
            timer(browser, url)
            inbox(browser, url)
            login(browser, url, "Tr0ub4dor&3-hunter2")
            abuse(browser, url, proc.pid)
    finally:
        stop_server(proc)
    print("storybook canvas test: passed")


def main() -> int:
    return test_main(__doc__, "storybook canvas test", run, "(unused)")


if __name__ == "__main__":
    sys.exit(main())
