/// The gallery page: one self-contained HTML document — markup and style here, the script in
/// `GalleryScript` — served at `GET /` and written by the static export's live link. No CDN, no
/// bundle resources: the binary carries it.
enum GalleryPage {
    static let html = markup + GalleryScript.source + "</script>\n</body>\n</html>\n"

    /// Header toolbar, sidebar, canvas, controls and action log; ends inside the `<script>` tag.
    static let markup = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Trellis storybook</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
:root { --line: #d9dce1; --muted: #6b7280; --accent: #2563eb; --bad: #b91c1c; font: 13px/1.4 system-ui, sans-serif; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; display: grid; grid-template-columns: 220px 1fr 340px; grid-template-rows: auto 1fr; height: 100vh; color: #111827; }
header { grid-column: 1 / 4; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; padding: 6px 10px; border-bottom: 1px solid var(--line); background: #f8fafc; }
header h1 { font-size: 14px; margin: 0 8px 0 0; }
header label { display: inline-flex; gap: 4px; align-items: center; }
header button.current { background: var(--accent); color: white; }
nav { overflow: auto; border-right: 1px solid var(--line); padding: 8px; }
nav input { width: 100%; margin-bottom: 8px; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav ul ul { padding-left: 10px; margin-bottom: 8px; }
nav .screen-name { font-weight: 600; }
nav a { color: inherit; text-decoration: none; display: block; padding: 1px 4px; border-radius: 3px; }
nav a.current { background: var(--accent); color: white; }
main { overflow: auto; padding: 12px; background: repeating-conic-gradient(#f3f4f6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
#canvas { position: relative; display: inline-block; }
#screen { display: block; box-shadow: 0 1px 6px rgba(0,0,0,.25); cursor: crosshair; image-rendering: auto; }
#run-canvas { position: absolute; left: 0; top: 0; pointer-events: none; }
#hotspots { position: absolute; inset: 0; pointer-events: none; }
.hotspot { position: absolute; outline: 1px dashed rgba(37,99,235,.0); }
#canvas:hover .hotspot { outline-color: rgba(37,99,235,.8); }
#status { color: var(--muted); margin: 6px 0; font-variant-numeric: tabular-nums; }
#grid { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
.tile { margin: 0; background: white; padding: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
.tile figcaption { color: var(--muted); margin-top: 4px; }
.tile .lint { margin: 4px 0 0; padding-left: 16px; max-width: 260px; font-size: 11px; color: #b3261e; }
.tile .lint-clean { padding: 0; color: var(--muted); }
.tile .pending { width: 120px; height: 80px; display: grid; place-items: center; color: var(--muted); }
aside { overflow: auto; border-left: 1px solid var(--line); padding: 8px; display: flex; flex-direction: column; gap: 8px; }
aside h2 { font-size: 12px; text-transform: uppercase; color: var(--muted); margin: 4px 0; }
#controls { flex: 1 1 auto; }
.control { margin: 3px 0; }
.control .row { display: flex; gap: 6px; align-items: center; }
.control .name { min-width: 70px; color: #374151; }
.control input[type=text], .control input[type=number], .control textarea { flex: 1; min-width: 0; }
.control .command { color: var(--muted); font-family: ui-monospace, monospace; }
.control .null { color: var(--muted); font-style: italic; }
fieldset.fields, div.fields { border: 1px solid var(--line); border-radius: 4px; padding: 2px 6px 4px; margin: 2px 0; }
ol.items { margin: 2px 0; padding-left: 18px; }
.item-tools { float: right; }
.item-tools button { padding: 0 4px; }
.control-error, #error { color: var(--bad); font-size: 12px; white-space: pre-wrap; }
#actions { font-family: ui-monospace, monospace; font-size: 11px; max-height: 30vh; overflow: auto; margin: 0; padding-left: 16px; }
#actions li.miss { color: var(--muted); }
#live-screens { padding-left: 0; list-style: none; }
#live-screens a.current { font-weight: bold; }
#live-screens .offline { color: var(--muted); }
#live-ack { font-size: 12px; white-space: pre-wrap; }
#live-ack.rejected { color: var(--bad); }
#timeline { margin-top: 10px; background: white; padding: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.2); max-width: 900px; }
#timeline.drop { outline: 2px dashed var(--accent); }
#timeline .bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
#run-slider { flex: 1 1 240px; }
#run-revisions { font-family: ui-monospace, monospace; font-size: 11px; max-height: 22vh; overflow: auto; margin: 6px 0 0; padding-left: 40px; }
#run-revisions li { cursor: pointer; }
#run-revisions li.current { background: var(--accent); color: white; }
#run-diff { font-size: 12px; margin: 4px 0 0; padding-left: 16px; }
#run-note { color: var(--muted); font-size: 12px; }
#run-props { font-size: 11px; white-space: pre-wrap; word-break: break-all; margin: 0; }
</style>
</head>
<body>
<header>
  <h1>Trellis storybook</h1>
  <label>device <select id="device"></select></label>
  <label><input type="checkbox" id="landscape"> landscape</label>
  <label><input type="checkbox" id="dark"> dark</label>
  <label><input type="checkbox" id="rtl"> RTL</label>
  <label>text size <select id="textSize"></select></label>
  <span>view
    <button type="button" data-view="canvas">canvas</button>
    <button type="button" data-view="matrix">matrix</button>
    <button type="button" data-view="edges">edge cases</button></span>
  <button type="button" id="reset" title="back to the sample's Props">reset Props</button>
  <a id="permalink" href="#">permalink</a>
  <a id="png-link" href="#" target="_blank">PNG</a>
</header>
<nav>
  <input id="search" type="search" placeholder="search screens and samples">
  <ul id="features"></ul>
  <ul id="screens"></ul>
  <section id="live" hidden>
    <h2>Live</h2>
    <label>edits go by <select id="live-mode"><option value="set">set</option><option value="pin">pin</option></select></label>
    <button type="button" id="live-release" title="end a pin: the app's own Props again">release</button>
    <ul id="live-screens"></ul>
    <div id="live-ack"></div>
  </section>
</nav>
<main>
  <div id="error" hidden></div>
  <div id="status"></div>
  <div id="canvas"><img id="screen" alt="the rendered screen; click to tap"><canvas id="run-canvas" hidden aria-label="a past revision of the running screen"></canvas><div id="hotspots"></div></div>
  <section id="timeline" hidden>
    <div class="bar">
      <button type="button" id="run-back" title="one revision back">◀</button>
      <input type="range" id="run-slider" min="0" max="0" value="0" aria-label="revision">
      <button type="button" id="run-forward" title="one revision forward">▶</button>
      <span id="run-position"></span>
      <button type="button" id="run-live" title="back to the running feature">live</button>
      <button type="button" id="run-continue" title="run on from this revision; what came after it is dropped">continue from here</button>
      <a id="run-export" href="#" download>export</a>
      <label>import <input type="file" id="run-import" accept=".json,application/json"></label>
    </div>
    <div id="run-note"></div>
    <ul id="run-diff"></ul>
    <ol id="run-revisions" start="0"></ol>
  </section>
  <div id="grid" hidden></div>
</main>
<aside>
  <h2>Props</h2>
  <div id="controls"></div>
  <h2>Action log</h2>
  <ol id="actions" reversed></ol>
</aside>
<script>
"""#
}
