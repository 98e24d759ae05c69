#!/usr/bin/env python3
"""An app's own catalog in the storybook, started through the SwiftPM command plugin.

Runs `swift package --package-path APP trellis storybook --port 0` (the plugin builds the app's
tool and runs it on the app's catalog), opens the gallery in headless Chromium
(Tools/chromium/cdp.py), checks that the sidebar lists the app's screens and none of the demo's,
picks the settings screen, edits its title in the generated controls and sees the picture change,
edits the product card's rating (drawn only by the app's own leaf element, `RatingStars`) and sees
the stars redrawn, then stops `swift package` with SIGTERM and checks that the server is gone.

    python3 Tools/storybook/app_test.py --package-path Examples/MyApp

Exits non-zero with a message naming the failed step.
"""
from __future__ import annotations

import argparse
import json
import socket
import sys
import time
import urllib.parse

from browser_test import (CDPError, Chromium, Failure, check_panel_fits, click_element, open_gallery, start_server,
                          stop_server, wait)


def serving(url: str) -> bool:
    parts = urllib.parse.urlsplit(url)
    try:
        with socket.create_connection((parts.hostname, parts.port), timeout=1):
            return True
    except OSError:
        return False


def edit_until(page, path: str, value: str, condition: str, what: str) -> None:
    """Types `value` into the control of `path` until `condition` holds (the controls are rebuilt
    once after a screen opens, which can swallow an edit made just before)."""
    for attempt in range(3):
        page.evaluate(f"""(() => {{ const i = document.querySelector('input[data-path={json.dumps(path)}]');
            i.value = {json.dumps(value)}; i.dispatchEvent(new Event('input', {{bubbles: true}})); }})()""")
        try:
            wait(page, condition, what, timeout=5)
            return
        except Failure:
            if attempt == 2:
                raise


def run(package: str, screen: str, sample: str, demo_screen: str) -> None:
    command = ["swift", "package", "--package-path", package, "trellis", "storybook", "--port", "0"]
    # The first run through the plugin may build the app's tool.
    proc, url, listening, _ = start_server("", None, command=command, timeout=600)
    print(f"plugin: {' '.join(command)} served {url} after {listening:.1f} s")
    try:
        with Chromium() as browser:
            page = open_gallery(browser, url)
            screens = page.evaluate("[...new Set([...document.querySelectorAll('a[data-screen]')].map((a) => a.dataset.screen))]")
            if screen not in screens or demo_screen in screens:
                raise Failure(f"the sidebar lists {screens}: expected the app's '{screen}' and not the demo's '{demo_screen}'")
            print(f"sidebar: the app's screens {screens}")
            checked = check_panel_fits(page)
            print(f"layout: the Props panel of all {checked} app samples fits a 1,400 px window")
            click_element(page, f'a[data-screen="{screen}"][data-sample="{sample}"]')
            wait(page, f"storybook.state.screen === {json.dumps(screen)} && storybook.image && "
                       "document.querySelector('input[data-path=\"$.title\"]')", f"the {screen} screen and its title control")
            # The rows' hotspots arrive with the rendered picture; the controls are final by then.
            wait(page, "storybook.tappable && storybook.tappable.length > 0", f"the {screen} screen's hotspots")
            before = page.evaluate("storybook.image.hash")
            edit_until(page, "$.title", "Réglages", f"storybook.image.hash !== {json.dumps(before)} && storybook.props.title === 'Réglages'",
                       "a new picture after editing the title")
            print(f"edit: $.title → 'Réglages' changed the picture ({before} → {page.evaluate('storybook.image.hash')})")

            # The product card's rating is drawn by the app's own leaf element (RatingStars) alone:
            # a new rating changes the picture only through it.
            click_element(page, 'a[data-screen="product-card"][data-sample="default"]')
            wait(page, "storybook.state.screen === 'product-card' && storybook.tappable && storybook.tappable.length > 0 && "
                       "document.querySelector('input[data-path=\"$.rating\"]')", "the product card and its rating control")
            before = page.evaluate("storybook.image.hash")
            edit_until(page, "$.rating", "1", f"storybook.image.hash !== {json.dumps(before)} && storybook.props.rating === 1",
                       "a new picture of the stars after editing the rating")
            print(f"custom leaf: $.rating 4.5 → 1 redrew the stars ({before} → {page.evaluate('storybook.image.hash')})")
    finally:
        stop_server(proc, "swift package trellis storybook", timeout=30)
    # The tool the plugin started exits once `swift package` is gone.
    deadline = time.monotonic() + 10
    while serving(url) and time.monotonic() < deadline:
        time.sleep(0.2)
    if serving(url):
        raise Failure(f"{url} still answers 10 s after swift package was stopped")
    print("stop: the app's storybook stopped with swift package")
    print("app storybook test: passed")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package-path", required=True, help="the app package")
    parser.add_argument("--screen", default="settings", help="an app screen to open")
    parser.add_argument("--sample", default="default", help="its sample")
    parser.add_argument("--not-screen", default="login", help="a demo screen the app's catalog must not list")
    args = parser.parse_args()
    try:
        run(args.package_path, args.screen, args.sample, args.not_screen)
    except (Failure, CDPError, OSError) as error:
        print(f"app storybook test: FAILED: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
