#!/usr/bin/env python3
"""Minimal DevTools-protocol driver for headless Debian ``chromium``.

Standard library only: Chromium is started with ``--remote-debugging-pipe`` and
the protocol runs over two inherited file descriptors (Chromium reads commands
on fd 3 and writes replies/events on fd 4, each message a JSON text terminated
by a NUL byte). No websocket client is needed.

Typical use::

    from cdp import Chromium
    with Chromium() as browser:
        page = browser.new_page()
        page.set_viewport(400, 300, scale=2)
        page.load_html("<div id=a style='width:33.3px'>x</div>")
        print(page.evaluate("document.getElementById('a').getBoundingClientRect().width"))

Local fonts: ``page.load_html(html, base_dir=DIR)`` writes the document into
``DIR`` and navigates to its ``file://`` URL, so ``@font-face { src:
url(MyFont.ttf) }`` (relative) or an absolute ``file://`` URL both load; the
browser is started with ``--allow-file-access-from-files``. ``load_html`` waits
for the load event and for ``document.fonts.ready``. ``font_face_css(path)``
returns an ``@font-face`` rule that embeds a font file as a data URL, which
works for every way of loading (including ``load_url`` of a data URL).

Used to generate fixtures and by the storybook's browser test (``make test-storybook``, in CI).
"""
from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
import urllib.parse
from pathlib import Path
from typing import Any

__all__ = ["Chromium", "Page", "CDPError", "font_face_css"]


class CDPError(RuntimeError):
    """A DevTools command failed, the page threw, or Chromium went away."""


def font_face_css(path: str | os.PathLike, family: str) -> str:
    """Return an ``@font-face`` rule embedding the font at *path* as a data URL."""
    data = base64.b64encode(Path(path).read_bytes()).decode("ascii")
    fmt = "woff2" if str(path).endswith(".woff2") else "truetype"
    return (f"@font-face {{ font-family: '{family}'; "
            f"src: url(data:font/{'ttf' if fmt == 'truetype' else fmt};base64,{data}) format('{fmt}'); }}")


class Chromium:
    """One headless Chromium process driven over ``--remote-debugging-pipe``.

    Use as a context manager (or call :meth:`close`). Not thread-safe: one
    caller sends one command at a time and waits for its reply.
    """

    def __init__(self, executable: str | None = None, extra_args: tuple[str, ...] = (),
                 timeout: float = 30.0):
        exe = executable or shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            raise CDPError("chromium not found on PATH (Debian: apt-get install chromium)")
        self.timeout = timeout
        self._profile = tempfile.mkdtemp(prefix="cdp-profile-")
        # Parent writes commands into to_child_w; Chromium reads them on fd 3.
        to_child_r, to_child_w = os.pipe()
        # Chromium writes on fd 4; parent reads from from_child_r.
        from_child_r, from_child_w = os.pipe()

        def wire_fds() -> None:  # runs in the child before exec
            # Move both ends above 4 first so the dup2s below cannot clobber each other.
            r, w = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(r, 3)  # dup2 targets are inheritable
            os.dup2(w, 4)

        args = [exe, "--headless", "--remote-debugging-pipe", "--no-sandbox",
                "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking",
                "--disable-sync", "--mute-audio", "--hide-scrollbars",
                "--font-render-hinting=none", "--allow-file-access-from-files",
                f"--user-data-dir={self._profile}", *extra_args, "about:blank"]
        self._proc = subprocess.Popen(args, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      pass_fds=(3, 4),  # kept open past close_fds; set by wire_fds
                                      preexec_fn=wire_fds)
        os.close(to_child_r)
        os.close(from_child_w)
        self._w = to_child_w
        self._r = from_child_r
        self._buf = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        try:
            self.send("Browser.getVersion")  # fails fast if the pipe is not up
        except CDPError:
            self.close()  # never leave a half-started browser behind
            raise

    # -- protocol ---------------------------------------------------------
    def send(self, method: str, params: dict | None = None,
             session_id: str | None = None) -> dict:
        """Send one command and return its ``result`` (raises CDPError on error)."""
        self._next_id += 1
        msg: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session_id:
            msg["sessionId"] = session_id
        try:
            os.write(self._w, json.dumps(msg).encode() + b"\0")
        except BrokenPipeError:
            raise CDPError(f"{method}: chromium is not running (DevTools pipe closed)") from None
        while True:
            reply = self._read_message()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise CDPError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_event(self, method: str, session_id: str | None = None) -> dict:
        """Block until an event named *method* (for *session_id*) arrives; return its params."""
        while True:
            for i, ev in enumerate(self.events):
                if ev["method"] == method and (session_id is None or ev.get("sessionId") == session_id):
                    del self.events[i]
                    return ev.get("params", {})
            self.events.append(self._read_message())

    def _read_message(self) -> dict:
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise CDPError(f"no reply from chromium within {self.timeout}s")
            ready, _, _ = select.select([self._r], [], [], left)
            if ready:
                chunk = os.read(self._r, 1 << 16)
                if not chunk:
                    raise CDPError("chromium closed the DevTools pipe (crashed or exited)")
                self._buf += chunk
        raw, self._buf = self._buf.split(b"\0", 1)
        return json.loads(raw)

    # -- pages ------------------------------------------------------------
    def new_page(self) -> "Page":
        """Open a fresh tab and attach to it (flattened session)."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        page.send("Page.enable")
        page.send("Runtime.enable")
        return page

    def close(self) -> None:
        """Ask Chromium to quit, then make sure it is gone and clean the profile."""
        if self._proc.poll() is None:
            try:
                self._next_id += 1
                os.write(self._w, json.dumps({"id": self._next_id, "method": "Browser.close"}).encode() + b"\0")
                self._proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self._proc.kill()
                self._proc.wait()
        for fd in (self._w, self._r):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> "Chromium":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Page:
    """One tab: viewport, loading, JavaScript evaluation."""

    def __init__(self, browser: Chromium, target_id: str, session_id: str):
        self.browser = browser
        self.target_id = target_id
        self.session_id = session_id
        self._tmpdir: str | None = None

    def send(self, method: str, params: dict | None = None) -> dict:
        return self.browser.send(method, params, self.session_id)

    def set_viewport(self, width: int, height: int, scale: float = 1.0) -> None:
        """Exact CSS-pixel viewport and device scale factor (no scrollbars, not mobile)."""
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
        self.send("Emulation.setScrollbarsHidden", {"hidden": True})

    def load_url(self, url: str) -> None:
        """Navigate and wait for the load event and for web fonts."""
        self.browser.events = [e for e in self.browser.events
                               if not (e["method"] == "Page.loadEventFired" and e.get("sessionId") == self.session_id)]
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise CDPError(f"navigate {url[:80]}: {result['errorText']}")
        self.browser.wait_event("Page.loadEventFired", self.session_id)
        self.evaluate("document.fonts.ready.then(() => true)")

    def load_html(self, html: str, base_dir: str | os.PathLike | None = None,
                  name: str = "page.html") -> None:
        """Load *html*. With *base_dir*, the file is written there so relative
        (and file://) URLs such as local fonts resolve; otherwise into a
        private temp directory."""
        if base_dir is None:
            if self._tmpdir is None:
                self._tmpdir = tempfile.mkdtemp(prefix="cdp-page-")
            base_dir = self._tmpdir
        path = Path(base_dir, name).resolve()
        path.write_text(html, encoding="utf-8")
        self.load_url(path.as_uri())

    def load_data_url(self, html: str) -> None:
        """Load *html* as a data: URL (relative URLs will not resolve)."""
        self.load_url("data:text/html;charset=utf-8," + urllib.parse.quote(html))

    def evaluate(self, expression: str) -> Any:
        """Evaluate JS (promises awaited) and return its JSON value."""
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError(f"JS exception: {text}")
        return result["result"].get("value")

    def close(self) -> None:
        self.browser.send("Target.closeTarget", {"targetId": self.target_id})
        if self._tmpdir:
            shutil.rmtree(self._tmpdir, ignore_errors=True)
            self._tmpdir = None


if __name__ == "__main__":  # smoke test: python3 Tools/chromium/cdp.py
    with Chromium() as b:
        p = b.new_page()
        p.set_viewport(300, 200, scale=2)
        p.load_html("<body style='margin:0'><div id=a style='width:100.5px;height:20px'></div></body>")
        print(json.dumps({"dpr": p.evaluate("devicePixelRatio"),
                          "viewport": p.evaluate("[innerWidth, innerHeight]"),
                          "box": p.evaluate("document.getElementById('a').getBoundingClientRect().toJSON()")}))
