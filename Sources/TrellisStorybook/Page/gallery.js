"use strict";
// Trellis storybook: the gallery page. State lives in the URL (permalinks); every picture comes
// from the server's one render pipeline; controls are generated from the Props JSON Schema.
// Rendering goes through `POST /render.png`; controls cover text, numbers, booleans, objects,
// arrays with add/remove/reorder, optionals and enums with associated values (a case picker;
// Commands read-only), errors shown at the control their JSON path names; taps, the action log
// over server-sent events, the matrix and edge-case views (with the lint's findings beside each
// picture), feature runs, and live screens (edits sent through set/pin).
// `window.storybook` exposes the page's state (what is shown, its bytes' hash, timings) to the
// browser test in `Tools/storybook`.
const $ = (sel, root = document) => root.querySelector(sel);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v === true) node.setAttribute(k, "");
    else if (v !== false && v != null) node.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c != null) node.append(c.nodeType ? c : document.createTextNode(String(c)));
  return node;
};

const story = window.storybook = {
  catalog: null, schema: null, sampleProps: null, props: null, lastGoodProps: null,
  state: { screen: "", sample: "", props: null, device: "iphone-x", landscape: false, scheme: "light", rtl: false,
           textSize: "large", view: "canvas", run: "", scenario: "" },
  renders: 0, shown: 0, image: null, errors: [], actions: [], timings: [], waiters: [],
  /// The live screen edits go to ({app, device, screen}), the ones listed, and the acks they got.
  live: null, liveScreens: [], liveAcks: [],
  /// Resolves with the next picture the canvas shows (tests and latency measurements wait on it).
  nextShown() { return new Promise((resolve) => story.waiters.push(resolve)); },
  /// The shown picture's PNG bytes as base64 (tests compare them across pages).
  imageBase64() { let s = ""; for (const b of story.image.bytes) s += String.fromCharCode(b); return btoa(s); },
};

// ---- URL state -------------------------------------------------------------------------------
function stateQuery(state, withProps) {
  const parts = [["screen", state.screen], ["sample", state.sample]];
  if (withProps && state.props != null) parts.push(["props", JSON.stringify(state.props)]);
  return parts.map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&") + "&" + configurationQuery(state);
}
/// The display configuration's words (`device=…&landscape=1&scheme=dark&rtl=1&textSize=…`), as `trellis run` takes them.
function configurationQuery(state) {
  const parts = [["device", state.device]];
  if (state.landscape) parts.push(["landscape", "1"]);
  if (state.scheme !== "light") parts.push(["scheme", state.scheme]);
  if (state.rtl) parts.push(["rtl", "1"]);
  else if (writingDirection(state.screen, state.sample)) parts.push(["rtl", "0"]);  // a right-to-left sample shown LTR on purpose
  if (state.textSize && state.textSize !== story.catalog.defaultTextSize) parts.push(["textSize", state.textSize]);
  return parts.map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
}
/// The direction the catalog says a sample is written in ("rightToLeft"), or undefined.
function writingDirection(screen, sample) {
  return story.catalog?.screens.find((x) => x.name === screen)?.writingDirections?.[sample];
}
function readURL() {
  const q = new URLSearchParams(location.search), s = story.state;
  s.screen = q.get("screen") || s.screen;
  s.sample = q.get("sample") || "";
  s.device = q.get("device") || s.device;
  s.landscape = q.get("landscape") === "1";
  s.scheme = q.get("scheme") === "dark" ? "dark" : "light";
  s.rtl = q.get("rtl") === "1";
  story.explicitDirection = q.has("rtl");
  s.textSize = q.get("textSize") || story.catalog.defaultTextSize;
  s.view = q.get("view") === "live" ? "canvas" : (q.get("view") || "canvas");   // "live" starts a run once the page is up
  try { s.props = q.get("props") ? JSON.parse(q.get("props")) : null; } catch (e) { s.props = null; showError("permalink props: " + e.message); }
}
function permalink() {
  const view = story.state.view !== "canvas" ? "&view=" + story.state.view : "";
  return location.origin + "/?" + stateQuery(story.state, true) + view;
}
function writeURL() {
  history.replaceState(null, "", permalink());
  $("#permalink").href = permalink();
  $("#png-link").href = "/render.png?" + stateQuery(story.state, true);
}

// ---- server calls ------------------------------------------------------------------------------
async function getJSON(url) {
  const r = await fetch(url);
  const body = await r.json();
  if (!r.ok) throw Object.assign(new Error(body.error || r.statusText), { info: body });
  return body;
}
/// POSTs the state's Props and returns {blob, bytes, ms} or throws with the server's error (path).
async function renderPNG(state, props) {
  const r = await fetch("/render.png?" + stateQuery(state, false), { method: "POST", body: JSON.stringify(props),
                                                                    headers: { "Content-Type": "application/json" } });
  if (!r.ok) {
    let info;
    try { info = await r.json(); } catch (e) { info = { error: r.status + " " + r.statusText }; }
    throw Object.assign(new Error(info.error), { info });
  }
  const buffer = await r.arrayBuffer();
  return { blob: new Blob([buffer], { type: "image/png" }), bytes: new Uint8Array(buffer),
           serverMs: Number(r.headers.get("X-Render-Milliseconds")) };
}
function hashBytes(bytes) {  // FNV-1a, for "did the picture change" checks
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) { h ^= bytes[i]; h = Math.imul(h, 0x01000193) >>> 0; }
  return h.toString(16).padStart(8, "0") + "-" + bytes.length;
}

// ---- the canvas ----------------------------------------------------------------------------------
let renderSequence = 0;
async function refresh() {
  writeURL();
  if (story.state.view === "matrix") return showMatrix();
  if (story.state.view === "edges") return showEdgeCases();
  return showCanvas();
}
async function showCanvas() {
  $("#canvas").hidden = false; $("#grid").hidden = true;
  const sequence = ++renderSequence, started = performance.now();
  const state = { ...story.state }, props = story.props;
  story.renders++;
  let result;
  try {
    result = await renderPNG(state, props);
  } catch (error) {
    if (sequence !== renderSequence) return;
    showPropsError(error);  // the last good picture stays
    return;
  }
  if (sequence !== renderSequence) return;  // a newer edit is on its way
  const received = performance.now();
  clearPropsErrors();
  story.lastGoodProps = structuredClone(props);
  const img = $("#screen"), url = URL.createObjectURL(result.blob);
  const device = currentDevice();
  await new Promise((resolve) => {
    img.onload = img.onerror = resolve;
    img.style.width = device.width + "px";
    img.src = url;
  });
  if (story.image) URL.revokeObjectURL(story.image.url);
  story.image = { url, hash: hashBytes(result.bytes), bytes: result.bytes, sequence };
  story.shown++;
  for (const resolve of story.waiters.splice(0)) resolve(story.image);
  story.timings.push({ total: performance.now() - started, server: result.serverMs, received: received - started });
  $("#status").textContent = `${device.width}×${device.height} pt @${device.scale}x · server ${result.serverMs.toFixed(1)} ms · shown ${(performance.now() - started).toFixed(0)} ms`;
  // The hotspots need a second render: only once edits pause, so typing never waits for them.
  clearTimeout(story.tappableTimer);
  story.tappableTimer = setTimeout(() => loadTappable(state, props, sequence), 200);
}
function currentDevice() {
  const d = story.catalog.devices.find((x) => x.name === story.state.device) || story.catalog.devices[0];
  const size = story.state.landscape ? d.landscape : d.portrait;
  return { name: d.name, width: size.width, height: size.height, scale: d.scale };
}
async function loadTappable(state, props, sequence) {
  const r = await fetch("/api/tappable?" + stateQuery(state, false), { method: "POST", body: JSON.stringify(props) });
  if (!r.ok || sequence !== renderSequence) return;
  const views = await r.json(), layer = $("#hotspots");
  layer.replaceChildren(...views.map((v) => el("div", {
    class: "hotspot", title: "⌘ " + v.command, "data-command": v.command,
    style: `left:${v.frame.x}px;top:${v.frame.y}px;width:${v.frame.width}px;height:${v.frame.height}px`,
  })));
  story.tappable = views;
}
async function tapAt(event) {
  const img = $("#screen"), rect = img.getBoundingClientRect(), device = currentDevice();
  const x = (event.clientX - rect.left) * device.width / rect.width, y = (event.clientY - rect.top) * device.height / rect.height;
  const q = stateQuery(story.state, false) + `&x=${x.toFixed(2)}&y=${y.toFixed(2)}`;
  const r = await fetch("/api/tap?" + q, { method: "POST", body: JSON.stringify(story.lastGoodProps ?? story.props) });
  const body = await r.json();
  if (!r.ok) return showError(body.error);
  if (!body.action) logLine({ miss: body.message });
}

// ---- action log (server-sent events) -----------------------------------------------------------
function connectActions() {
  const source = new EventSource("/api/actions");
  source.addEventListener("action", (event) => logLine(JSON.parse(event.data)));
  source.onopen = () => { story.actionsConnected = true; };
}
function logLine(action) {
  story.actions.push(action);
  const list = $("#actions");
  const text = action.miss ? "· " + action.miss
    : `${action.at.slice(11, 23)}  ${action.name}${action.value != null ? "(" + action.value + ")" : ""}  t=${action.time.toFixed(3)} s  ${action.screen}/${action.sample}`;
  list.prepend(el("li", { class: action.miss ? "miss" : "action", "data-command": action.name || "" }, text));
}

// ---- errors --------------------------------------------------------------------------------------
function showError(message) {
  story.errors.push(message);
  $("#error").textContent = message; $("#error").hidden = !message;
}
function clearPropsErrors() {
  for (const node of document.querySelectorAll(".control-error")) node.remove();
  $("#error").hidden = true;
}
function showPropsError(error) {
  clearPropsErrors();
  const info = error.info || {};
  showError(error.message);
  if (!info.path) return;
  // The control whose path is the longest prefix of the error's path gets the message.
  let best = null;
  for (const node of document.querySelectorAll("[data-path]")) {
    const p = node.dataset.path;
    if ((info.path === p || info.path.startsWith(p + ".") || info.path.startsWith(p + "[")) &&
        (!best || p.length > best.dataset.path.length)) best = node;
  }
  if (best) best.append(el("div", { class: "control-error", "data-error-path": info.path }, info.path + ": " + error.message.replace(/^invalid Props: \$[^:]*: /, "")));
}

// ---- controls generated from the JSON Schema ------------------------------------------------------
function resolve(schema) {
  while (schema && schema.$ref) schema = story.schema.$defs[schema.$ref.replace("#/$defs/", "")];
  return schema || {};
}
function childPath(path, key) {
  return typeof key === "number" ? `${path}[${key}]`
    : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
const isCommand = (s) => resolve(s)["x-trellis-command"] === true;
function optionalInner(schema) {  // anyOf [X, {type: null}] → X
  const s = resolve(schema), branches = s.anyOf || s.oneOf;
  if (!branches || branches.length !== 2) return null;
  const nonNull = branches.filter((b) => resolve(b).type !== "null");
  return nonNull.length === 1 && branches.some((b) => resolve(b).type === "null") ? nonNull[0] : null;
}
/// A value for `schema` to start a new array element or enum case with (Commands: their first name).
function defaultValue(schema) {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (optionalInner(s)) return null;
  if (s.oneOf) return caseDefault(s.oneOf[0]);
  switch (s.type) {
    case "string": return "";
    case "number": case "integer": return 0;
    case "boolean": return false;
    case "array": return [];
    case "null": return null;
    case "object": {
      const out = {};
      for (const [k, v] of Object.entries(s.properties || {})) if ((s.required || []).includes(k)) out[k] = defaultValue(v);
      return out;
    }
  }
  return null;
}
function caseDefault(branch) { return defaultValue(branch); }
function caseIndex(schema, value) {  // which oneOf branch a value is
  const s = resolve(schema);
  return s.oneOf.findIndex((b) => {
    const r = resolve(b);
    if (r.const !== undefined) return value === r.const;
    if (r.type === "object" && value && typeof value === "object") {
      const keys = Object.keys(r.properties || {});
      return (r.required || keys).every((k) => k in value) && Object.keys(value).every((k) => keys.includes(k));
    }
    return false;
  });
}

/// Sets the value at `path` (array of keys) in story.props and re-renders.
function edit(keys, value) {
  if (keys.length === 0) story.props = value;
  else {
    let target = story.props;
    for (const k of keys.slice(0, -1)) target = target[k];
    if (value === undefined) delete target[keys[keys.length - 1]];
    else target[keys[keys.length - 1]] = value;
  }
  story.state.props = story.props;
  story.editStarted = performance.now();
  refresh();
  if (story.live) sendLive($("#live-mode").value, story.props);
}
function valueAt(keys) { return keys.reduce((v, k) => (v == null ? v : v[k]), story.props); }
function rebuildControls() {
  $("#controls").replaceChildren(control(story.schema, story.props, "$", [], "Props"));
}

function control(schema, value, path, keys, label) {
  const s = resolve(schema);
  const box = el("div", { class: "control", "data-path": path });
  const title = el("label", { class: "name" }, label);
  if (isCommand(s)) {
    box.append(el("div", { class: "row" }, title, el("span", { class: "command", title: "Commands are not editable; performed ones appear in the action log" }, "⌘ " + value)));
    return box;
  }
  const inner = optionalInner(s);
  if (inner) {
    if (isCommand(inner)) {
      box.append(el("div", { class: "row" }, title, el("span", { class: "command" }, value == null ? "— none" : "⌘ " + value)));
      return box;
    }
    const toggle = el("input", { type: "checkbox", class: "optional", "data-path": path, checked: value != null,
      onchange: () => { edit(keys, toggle.checked ? defaultValue(inner) : null); rebuildControls(); } });
    box.append(el("div", { class: "row" }, toggle, title, value == null ? el("span", { class: "null" }, "nil") : null));
    if (value != null) box.append(control(inner, value, path, keys, "value"));
    return box;
  }
  if (s.oneOf) {  // an enum with associated values: a case picker and the case's fields
    const index = caseIndex(s, value);
    const picker = el("select", { class: "case", "data-path": path, onchange: () => {
      const branch = s.oneOf[Number(picker.value)];
      edit(keys, caseDefault(branch)); rebuildControls();
    } }, s.oneOf.map((b, i) => el("option", { value: String(i), selected: i === index }, resolve(b).title || resolve(b).const || "case " + i)));
    box.append(el("div", { class: "row" }, title, picker));
    const branch = resolve(s.oneOf[index] || {});
    if (branch.type === "object" && value && typeof value === "object") {
      const fields = el("div", { class: "fields" });
      for (const [k, sub] of Object.entries(branch.properties || {})) fields.append(control(sub, value[k], childPath(path, k), [...keys, k], k));
      box.append(fields);
    }
    return box;
  }
  if (s.enum) {
    const select = el("select", { "data-path": path, onchange: () => edit(keys, s.enum[Number(select.value)]) },
      s.enum.map((v, i) => el("option", { value: String(i), selected: v === value }, String(v))));
    box.append(el("div", { class: "row" }, title, select));
    return box;
  }
  if (s.const !== undefined) {
    box.append(el("div", { class: "row" }, title, el("code", {}, JSON.stringify(s.const))));
    return box;
  }
  switch (s.type) {
    case "object": {
      const fields = el("fieldset", { class: "fields" }, label ? el("legend", {}, label) : null);
      for (const [k, sub] of Object.entries(s.properties || {})) {
        const required = (s.required || []).includes(k);
        if (!required && (value == null || !(k in value))) {
          fields.append(el("div", { class: "control", "data-path": childPath(path, k) }, el("div", { class: "row" },
            el("input", { type: "checkbox", class: "optional", onchange: () => { edit([...keys, k], defaultValue(sub)); rebuildControls(); } }),
            el("label", { class: "name" }, k), el("span", { class: "null" }, "absent"))));
        } else fields.append(control(sub, value[k], childPath(path, k), [...keys, k], k));
      }
      box.append(fields);
      return box;
    }
    case "array": {
      const items = Array.isArray(value) ? value : [];
      const list = el("ol", { class: "items" });
      items.forEach((item, i) => {
        const move = (to) => { const a = valueAt(keys); a.splice(to, 0, a.splice(i, 1)[0]); edit(keys, a); rebuildControls(); };
        list.append(el("li", {},
          el("div", { class: "item-tools" },
            el("button", { type: "button", title: "move up", disabled: i === 0, onclick: () => move(i - 1) }, "↑"),
            el("button", { type: "button", title: "move down", disabled: i === items.length - 1, onclick: () => move(i + 1) }, "↓"),
            el("button", { type: "button", title: "remove", onclick: () => { const a = valueAt(keys); a.splice(i, 1); edit(keys, a); rebuildControls(); } }, "✕")),
          control(s.items || {}, item, childPath(path, i), [...keys, i], "[" + i + "]")));
      });
      const add = el("button", { type: "button", class: "add", onclick: () => {
        const a = valueAt(keys) || [];
        // A copy of the last element keeps its Commands (names the server knows); else the schema's default.
        a.push(a.length ? structuredClone(a[a.length - 1]) : defaultValue(s.items || {}));
        edit(keys, a); rebuildControls();
      } }, "+ add");
      box.append(el("div", { class: "row" }, title, el("span", { class: "count" }, items.length + " items"), add), list);
      return box;
    }
    case "boolean": {
      const input = el("input", { type: "checkbox", "data-path": path, checked: value === true, onchange: () => edit(keys, input.checked) });
      box.append(el("div", { class: "row" }, input, title));
      return box;
    }
    case "number": case "integer": {
      const input = el("input", { type: "number", "data-path": path, value: value ?? "", step: s.type === "integer" ? "1" : "any",
        oninput: () => edit(keys, input.value === "" || !isFinite(Number(input.value)) ? input.value : Number(input.value)) });
      box.append(el("div", { class: "row" }, title, input));
      return box;
    }
    case "string": {
      const input = el("input", { type: "text", "data-path": path, value: value ?? "", oninput: () => edit(keys, input.value) });
      box.append(el("div", { class: "row" }, title, input));
      return box;
    }
    case "null":
      box.append(el("div", { class: "row" }, title, el("span", { class: "null" }, "null")));
      return box;
  }
  // Anything else: raw JSON.
  const area = el("textarea", { "data-path": path, rows: 3, oninput: () => {
    try { edit(keys, JSON.parse(area.value)); } catch (e) { showError(path + ": " + e.message); }
  } }, JSON.stringify(value, null, 1));
  box.append(title, area);
  return box;
}

// ---- matrix and edge cases --------------------------------------------------------------------------
async function renderTiles(tiles) {
  $("#canvas").hidden = true;
  const grid = $("#grid");
  grid.hidden = false;
  const sequence = ++renderSequence;
  grid.replaceChildren(...tiles.map((t) => t.node = el("figure", { class: "tile" }, el("div", { class: "pending" }, "…"), el("figcaption", {}, t.caption))));
  let next = 0;
  const worker = async () => {
    while (next < tiles.length && sequence === renderSequence) {
      const tile = tiles[next++];
      try {
        const result = await renderPNG(tile.state, tile.props);
        const img = el("img", { src: URL.createObjectURL(result.blob), alt: tile.caption, "data-hash": hashBytes(result.bytes) });
        img.style.width = (tile.width * tile.zoom) + "px";
        tile.node.firstChild.replaceWith(img);
        if (tile.lint) tile.node.append(lintList(await lintFindings(tile.state, tile.props)));
      } catch (error) {
        tile.node.firstChild.replaceWith(el("div", { class: "control-error" }, error.message));
      }
    }
  };
  await Promise.all([worker(), worker()]);
  story.tilesShown = tiles.length;
}
/// The snapshot lint's findings on that state's laid-out tree (POST /api/lint).
async function lintFindings(state, props) {
  const r = await fetch("/api/lint?" + stateQuery(state, false), { method: "POST", body: JSON.stringify(props),
                                                                   headers: { "Content-Type": "application/json" } });
  const info = await r.json();
  if (!r.ok) throw new Error(info.error);
  return info.findings;
}
function lintList(findings) {
  if (!findings.length) return el("div", { class: "lint lint-clean" }, "lint: no findings");
  return el("ul", { class: "lint" }, findings.map((f) => el("li", { "data-rule": f.rule, title: f.message },
    el("b", {}, f.rule), " ", el("code", {}, f.path), ": " + f.message)));
}
function showMatrix() {
  const tiles = [];
  for (const d of story.catalog.devices) for (const scheme of ["light", "dark"]) for (const rtl of [false, true]) {
    const size = story.state.landscape ? d.landscape : d.portrait;
    tiles.push({ state: { ...story.state, device: d.name, scheme, rtl }, props: story.props, width: size.width, zoom: 0.5,
                 caption: `${d.name} ${scheme} ${rtl ? "RTL" : "LTR"}` });
  }
  return renderTiles(tiles);
}
/// Variants of the Props from the schema: every string empty, very long, pseudo-localised, RTL;
/// every array empty and long; and the largest text size.
function edgeCases() {
  const strings = (fn) => transform(story.schema, structuredClone(story.props), (kind, v) => kind === "string" ? fn(v) : v);
  const arrays = (fn) => transform(story.schema, structuredClone(story.props), (kind, v) => kind === "array" ? fn(v) : v);
  const largest = story.catalog.textSizes[story.catalog.textSizes.length - 1].name;
  return [
    ["strings empty", strings(() => ""), {}],
    ["strings very long", strings((v) => (v || "Lorem ipsum") .repeat(Math.ceil(120 / Math.max(1, (v || "Lorem ipsum").length))).slice(0, 160)), {}],
    ["strings pseudo-localised", strings(pseudoLocalise), {}],
    ["strings right-to-left", strings((v) => rtlText(v.length)), {}],
    ["arrays empty", arrays(() => []), {}],
    ["arrays long", arrays((a) => a.length ? Array.from({ length: Math.max(30, a.length * 3) }, (_, i) => structuredClone(a[i % a.length])) : a), {}],
    [`largest text size (${largest})`, structuredClone(story.props), { textSize: largest }],
  ];
}
const ACCENTS = { a: "àáâ", e: "éèê", i: "íîï", o: "óôö", u: "úûü", c: "ç", n: "ñ", y: "ýÿ", A: "ÀÁ", E: "ÉÈ", I: "ÍÎ", O: "ÓÖ", U: "ÚÜ", C: "Ç", N: "Ñ", s: "š", z: "ž", S: "Š" };
function pseudoLocalise(v) {
  if (!v) return v;
  let out = "";
  for (const ch of v) out += ACCENTS[ch] ? ACCENTS[ch][out.length % ACCENTS[ch].length] : ch;
  const pad = Math.ceil(v.length * 0.4);  // ~40% longer, like German or Finnish
  return "[" + out + "·".repeat(Math.max(1, pad - 2)) + "]";
}
function rtlText(length) {
  const words = "مرحبا بالعالم هذا نص تجريبي طويل ";
  return length ? words.repeat(Math.ceil(length / words.length)).slice(0, Math.max(length, 4)).trim() : "";
}
/// Walks `value` along `schema`, replacing strings/arrays via fn(kind, v); Commands and enums untouched.
function transform(schema, value, fn) {
  const s = resolve(schema);
  if (value == null || isCommand(s) || s.enum || s.const !== undefined) return value;
  const inner = optionalInner(s);
  if (inner) return transform(inner, value, fn);
  if (s.oneOf) {
    const branch = resolve(s.oneOf[caseIndex(s, value)] || {});
    return branch.type === "object" ? transform(branch, value, fn) : value;
  }
  if (s.type === "string" && typeof value === "string") return fn("string", value);
  if (s.type === "array" && Array.isArray(value)) return fn("array", value.map((item) => transform(s.items || {}, item, fn)));
  if (s.type === "object" && typeof value === "object") {
    for (const [k, sub] of Object.entries(s.properties || {})) if (k in value) value[k] = transform(sub, value[k], fn);
  }
  return value;
}
function showEdgeCases() {
  const device = currentDevice();
  return renderTiles(edgeCases().map(([caption, props, overrides]) => ({
    state: { ...story.state, ...overrides }, props, width: device.width, zoom: 0.6, caption, lint: true })));
}

// ---- running features and their timeline (POST /api/run/…) ----------------------------------------
/// A feature runs on the server, recorded as a session; the canvas shows its frames (or, scrubbed,
/// a past revision drawn again). Pointer events and keys go to it as they happen; ticks move its
/// clock with real time while the page is open.
const run = story.run = { id: null, status: null, timeline: null, scrub: null, frame: -1, queue: Promise.resolve(),
                          ticking: false, pointerDown: false, props: null, diff: null, shownRevision: null };
async function runCall(path, options = {}) { return runResponse(await fetch(path, options)); }
/// A run call's JSON body, or an error with the server's message.
async function runResponse(r) {
  const body = (r.headers.get("Content-Type") || "").startsWith("application/json") ? await r.json() : null;
  if (!r.ok) throw Object.assign(new Error((body && body.error) || r.status + " " + r.statusText), { info: body || {} });
  return body;
}
function runQuery() { return "id=" + encodeURIComponent(run.id); }
/// Starts feature `name` in `scenario` (with `kind` "screen": the plain screen `name` showing its
/// sample `scenario`) with the toolbar's configuration and shows it.
/// `starting`: the start already asked for (a run's link starts it before the catalog is in).
async function startRun(name, scenario, kind = "feature", starting = null) {
  if (!starting) await stopRun();  // a pending start is the page's first run
  story.state.run = name; story.state.scenario = scenario || ""; story.state.runKind = kind;
  let status;
  try {
    status = await (starting ?? runCall(`/api/run/start?${runWhat(name, scenario, kind)}&${configurationQuery(story.state)}`, { method: "POST" }));
  } catch (error) {
    // The sidebar stays there to pick another (a link naming no feature opens on it).
    buildSidebar();
    return showError(error.message);
  }
  // The live canvas connects first: the PNG beside it waits for the canvas's tree.
  run.id = status.id; run.status = status;
  enterRunMode();
  showRunStatus(status);
}
/// The start call's words for what runs: `run=…&scenario=…`, or for a plain screen `screen=…&sample=…`.
function runWhat(name, scenario, kind) {
  return kind === "screen" ? `screen=${encodeURIComponent(name)}&sample=${encodeURIComponent(scenario || "")}`
                           : `run=${encodeURIComponent(name)}&scenario=${encodeURIComponent(scenario || "")}`;
}
/// Imports a session file: the server plays it again to its end and the page shows its timeline.
async function importSession(file) {
  const text = typeof file === "string" ? file : await file.text();
  await stopRun();
  try {
    const status = await runCall("/api/run/import", { method: "POST", body: text, headers: { "Content-Type": "application/json" } });
    story.state.run = status.feature || status.screen; story.state.scenario = status.scenario || status.sample || "";
    story.state.runKind = status.feature ? "feature" : "screen";
    showRunStatus(status);
    $("#run-note").textContent = status.divergence ? "imported; the feature now differs: " + status.divergence : "imported: replayed to its end";
  } catch (error) { return showError("import: " + error.message); }
  enterRunMode();
}
async function stopRun() {
  run.ticking = false;
  if (run.live) { run.live.close(); run.live = story.live = null; $("#live-canvas").hidden = true; }
  $("#difference-toggle").hidden = true;
  if (run.id) { const id = run.id; run.id = null; fetch("/api/run/stop?id=" + encodeURIComponent(id), { method: "POST" }); }
  run.status = null; run.timeline = null; run.scrub = null; run.frame = -1;
  forgetScrubCanvas();
  showScrubCanvas(false);
}
/// Connects the live canvas to the run `run.id`, unless it is connected to it already.
function connectLiveCanvas() {
  const live = $("#live-canvas");
  live.hidden = false;
  if (run.live && run.live.id === run.id && !run.live.closed) return;
  if (run.live) run.live.close();
  let drawn;
  const firstTree = new Promise((resolve) => { drawn = resolve; });
  run.live = story.live = window.trellisHost.connectCanvas(live, run.id, () => drawn());
  run.live.firstTree = firstTree;  // resolves once the canvas has had its first message
}
function enterRunMode() {
  story.state.view = "run";
  // The live canvas beside the PNG: the same run, its views kept in the DOM (host.js).
  connectLiveCanvas();
  $("#difference-toggle").hidden = false;
  $("#grid").hidden = true; $("#canvas").hidden = false; $("#timeline").hidden = false;
  $("#controls").replaceChildren(el("pre", { id: "run-props" }));
  buildSidebar(); writeRunURL();
  run.ticking = true;
  tickLoop();
  loadTimeline();
}
function leaveRunMode() {
  stopRun();
  story.state.run = ""; story.state.scenario = "";
  $("#timeline").hidden = true;
  if (story.state.view === "run") story.state.view = "canvas";
}
function writeRunURL() {
  const q = configurationQuery(story.state);
  const url = location.origin + (story.state.runKind === "screen"
    ? `/?screen=${encodeURIComponent(story.state.run)}&sample=${encodeURIComponent(story.state.scenario)}&view=live`
    : `/?run=${encodeURIComponent(story.state.run)}` + (story.state.scenario ? `&scenario=${encodeURIComponent(story.state.scenario)}` : ""))
    + (q ? "&" + q : "");
  history.replaceState(null, "", url);
  $("#permalink").href = url;
}
function showRunStatus(status) {
  const first = !run.id || run.id !== status.id;
  run.id = status.id; run.status = status;
  if (first) run.frame = -1;
  const named = status.scenario || status.sample;
  $("#status").textContent = `${status.feature || status.screen}${named ? " · " + named : ""} · t=${status.time.toFixed(2)} s · ` +
    `${status.revisions} revisions${status.focus ? " · editing " + status.focus : ""}` +
    ((status.warnings || []).length ? " · warning: " + status.warnings.join("; ") : "");
  if (run.scrub == null && status.frame !== run.frame) showRunFrame(status.frame);
  // The timeline is fetched again only when it grew (an animation's frames do not change it),
  // whatever the picture is doing: while something moves by itself, the PNG loop never ends.
  if (!run.timeline || run.timeline.revisions.length !== status.revisions) loadTimeline();
}
/// Loads the picture at `src` into the canvas; resolves true once it is shown, false when a newer
/// picture took its place first (or it failed).
let pictureSuperseded = null;
function showRunPicture(src, what) {
  const img = $("#screen"), device = run.status.device;
  if (pictureSuperseded) pictureSuperseded();
  return new Promise((resolve) => {
    pictureSuperseded = () => resolve(false);
    img.onload = () => {
      pictureSuperseded = null;
      // Back from scrubbing, the live picture replaces the canvas once it is there to be seen.
      if (run.scrub == null) showScrubCanvas(false);
      story.shown++;
      story.image = { url: src, hash: what, bytes: null };
      for (const r of story.waiters.splice(0)) r(story.image);
      resolve(true);
    };
    img.onerror = () => { pictureSuperseded = null; resolve(false); };
    img.style.width = device.width + "px";
    // Decoded off the page's main thread: a 3x picture would hold up the live canvas's frames.
    img.decoding = "async";
    img.src = src;
  });
}
/// Shows the running screen's frame `frame` (one picture loading at a time; the newest wins).
let frameLoading = false;
/// Resolves once `live` has its tree and has had no message for `quiet` ms, or after `most` ms in which nobody
/// sent it input for `quiet` ms (a screen that moves by itself, such as the running timer's ring,
/// still gets its PNG; a drag under way does not share the CPU with one).
async function liveCanvasRest(live, quiet, most) {
  const began = performance.now();
  let count = live.messages, since = began;
  for (;;) {
    await new Promise((r) => setTimeout(r, 30));
    const now = performance.now();
    if (live.messages !== count) { count = live.messages; since = now; }
    else if (now - since >= quiet && count > 0) return;   // a canvas that has its tree
    if (now - began >= most && now - live.lastInput >= quiet) return;
  }
}
async function showRunFrame(frame) {
  run.frame = frame;
  run.shownRevision = null;
  if (frameLoading) return;
  frameLoading = true;
  let shown = -1;
  while (run.scrub == null && shown !== run.frame) {
    // While the live canvas moves, it is the picture: the PNG (drawn at 3x, decoded here) waits
    // until it has rested 120 ms, or (with no gesture under way) a second has gone, so the two
    // do not share the CPU per frame.
    if (run.live) await liveCanvasRest(run.live, 120, 1000);
    shown = run.frame;
    await showRunPicture(`/api/run/frame.png?${runQuery()}&frame=${shown}`, "frame-" + shown);
  }
  frameLoading = false;
}
async function tickLoop() {
  while (run.ticking && run.id) {
    const started = performance.now();
    try {
      const id = run.id;
      const status = await runCall("/api/run/tick?" + runQuery(), { method: "POST" });
      if (id === run.id) await showRunStatus(status);
    } catch (error) { showError(error.message); run.ticking = false; break; }
    // With a live canvas the run's socket keeps its clock; this loop only follows its status.
    const period = run.live && run.live.socket && run.live.socket.readyState === 1 ? 100 : 33;
    await new Promise((r) => setTimeout(r, Math.max(0, period - (performance.now() - started))));
  }
}
/// Sends one input (in order, after those before it) and shows what it changed.
function runInput(input) {
  run.queue = run.queue.then(async () => {
    if (!run.id) return;
    try { await showRunStatus(await runCall("/api/run/input?" + runQuery(), { method: "POST", body: JSON.stringify(input) })); }
    catch (error) { showError(error.message); }
  });
  return run.queue;
}
story.runInput = runInput;
function canvasPoint(event) {
  const img = $("#screen"), rect = img.getBoundingClientRect(), device = run.status.device;
  return [(event.clientX - rect.left) * device.width / rect.width, (event.clientY - rect.top) * device.height / rect.height];
}
function runPointer(phase, event) {
  if (story.state.view !== "run" || !run.status || run.scrub != null) return false;
  event.preventDefault();
  runInput({ pointer: phase, at: canvasPoint(event) });
  return true;
}
function runKey(event) {
  if (story.state.view !== "run" || !run.status || !run.status.focus || run.scrub != null) return;
  if (event.target.closest && event.target.closest("input, textarea, select")) return;
  const input = window.trellisHost.keyInput(event, true);
  if (!input) return;
  event.preventDefault();
  runInput(input);
}

// ---- the timeline -----------------------------------------------------------------------------------
let timelineLoading = null;
async function loadTimeline() {
  if (!run.id || timelineLoading) return timelineLoading;
  timelineLoading = (async () => {
    try {
      run.timeline = await runCall("/api/run/timeline?" + runQuery());
      buildTimeline();
    } catch (error) { showError(error.message); }
    timelineLoading = null;
  })();
  return timelineLoading;
}
/// Marks the shown revision in the timeline (the list is rebuilt only when the timeline grows).
function markTimeline() {
  const revisions = run.timeline.revisions, slider = $("#run-slider");
  slider.value = run.scrub ?? revisions.length - 1;
  $("#run-position").textContent = run.scrub == null ? `live · ${revisions.length} revisions` : `revision ${run.scrub} of ${revisions.length - 1}`;
  $("#run-live").disabled = run.scrub == null;
  $("#run-continue").disabled = run.scrub == null;
  for (const li of document.querySelectorAll("#run-revisions li.current")) li.classList.remove("current");
  const current = run.scrub != null && document.querySelector(`#run-revisions li[data-revision="${run.scrub}"]`);
  if (current) { current.classList.add("current"); revealInList($("#run-revisions"), current); }
}
function buildTimeline() {
  const revisions = run.timeline.revisions, slider = $("#run-slider");
  slider.max = Math.max(0, revisions.length - 1);
  slider.value = run.scrub ?? revisions.length - 1;
  $("#run-position").textContent = run.scrub == null ? `live · ${revisions.length} revisions` : `revision ${run.scrub} of ${revisions.length - 1}`;
  $("#run-live").disabled = run.scrub == null;
  $("#run-continue").disabled = run.scrub == null;
  $("#run-export").href = "/api/run/session?" + runQuery();
  const list = $("#run-revisions"), shownFrom = Math.max(0, revisions.length - 300);
  list.replaceChildren(...revisions.slice(shownFrom).map((r) => el("li", {
    value: r.index, "data-revision": r.index, class: r.index === run.scrub ? "current" : "",
    onclick: () => scrub(r.index) }, `t=${r.time.toFixed(2)} s  ${r.causes.join(" · ")}`)));
  if (run.scrub == null) list.scrollTop = list.scrollHeight;
}
/// Scrolls `list` (only it, not the page around it: the canvas stays where the hand is) so that
/// `item` is inside it.
function revealInList(list, item) {
  const top = item.offsetTop - list.offsetTop, bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
// ---- scrubbed revisions, drawn as patches on a canvas ---------------------------------------------------
/// A scrubbed revision is drawn on `#run-canvas` as a patch over the revision the canvas shows:
/// the server sends only the pixels that differ (`/api/run/revision.patch`), one request at a
/// time, the newest revision asked for winning. The canvas then holds that revision's picture,
/// pixel for pixel the PNG `/api/run/revision.png` gives.
const scrubCanvas = story.scrubCanvas = { revision: null, wanted: null, drawing: null };
/// The canvas lies over the picture of the running screen, which stays where it is (and takes
/// the pointer: input is ignored while scrubbing, and the live picture is there on the way back).
function showScrubCanvas(shown) {
  const canvas = $("#run-canvas");
  if (shown && run.status) canvas.style.width = run.status.device.width + "px";
  canvas.hidden = !shown;
}
/// The canvas's revision no longer names what it shows (a new run, or a timeline cut).
function forgetScrubCanvas() { scrubCanvas.revision = null; scrubCanvas.wanted = null; }
/// Brings the canvas to revision `index`; resolves true once it shows it, false when a newer
/// revision was asked for first (or drawing failed).
function drawRevision(index) {
  scrubCanvas.wanted = index;
  if (!scrubCanvas.drawing) scrubCanvas.drawing = (async () => {
    const canvas = $("#run-canvas"), context = canvas.getContext("2d");
    try {
      while (run.id && scrubCanvas.wanted != null && scrubCanvas.wanted !== scrubCanvas.revision) {
        const want = scrubCanvas.wanted, id = run.id, over = scrubCanvas.revision;
        const response = await fetch(`/api/run/revision.patch?${runQuery()}&revision=${want}` + (over == null ? "" : `&over=${over}`));
        if (!response.ok) {
          const body = await response.json().catch(() => null);
          throw new Error((body && body.error) || `revision ${want}: ${response.status} ${response.statusText}`);
        }
        const [x, y, width, height, fullWidth, fullHeight] = response.headers.get("Trellis-Patch").split(" ").map(Number);
        const bytes = await response.blob();
        if (id !== run.id || over !== scrubCanvas.revision) continue;  // the canvas moved on meanwhile
        if (canvas.width !== fullWidth || canvas.height !== fullHeight) {
          if (width !== fullWidth || height !== fullHeight) { scrubCanvas.revision = null; continue; }
          canvas.width = fullWidth; canvas.height = fullHeight;
        }
        if (width > 0 && height > 0) {
          const picture = await createImageBitmap(bytes, { premultiplyAlpha: "none", colorSpaceConversion: "none" });
          context.clearRect(x, y, width, height);
          context.drawImage(picture, x, y);
          picture.close();
        }
        scrubCanvas.revision = want;
      }
    } finally { scrubCanvas.drawing = null; }
  })();
  return scrubCanvas.drawing.then(() => scrubCanvas.revision === index, (error) => { showError(error.message); return false; });
}
/// Shows revision `index` (drawn again from its Props), its Props and what changed from the one before.
async function scrub(index) {
  if (!run.timeline) return;
  const last = run.timeline.revisions.length - 1;
  index = Math.max(0, Math.min(last, index));
  run.scrub = index;
  const id = run.id, started = performance.now();
  const shown = drawRevision(index);
  const [props, diff] = await Promise.all([
    runCall(`/api/run/revision?${runQuery()}&revision=${index}`),
    index > 0 ? runCall(`/api/run/diff?${runQuery()}&from=${index - 1}&to=${index}`) : Promise.resolve([]),
  ]).catch((error) => { showError(error.message); return [null, []]; });
  if (!(await shown) || id !== run.id || run.scrub !== index) return;
  showScrubCanvas(true);
  run.shownRevision = index; run.props = props; run.diff = diff;
  (story.scrubTimings = story.scrubTimings || []).push(performance.now() - started);
  $("#run-props").textContent = JSON.stringify(props, null, 2);
  $("#run-diff").replaceChildren(...diff.map((d) => el("li", {}, el("code", {}, d.path), `: ${JSON.stringify(d.old)} → ${JSON.stringify(d.new)}`)));
  markTimeline();
}
story.scrub = scrub;
async function backToLive() {
  run.scrub = null; run.shownRevision = null;
  $("#run-diff").replaceChildren();
  await showRunFrame(run.status.frame);
}
async function continueHere() {
  if (run.scrub == null) return;
  try {
    const status = await runCall(`/api/run/continue?${runQuery()}&revision=${run.scrub}`, { method: "POST" });
    run.scrub = null; run.timeline = null;
    forgetScrubCanvas();  // the revisions after this one are gone: its numbers mean others now
    $("#run-diff").replaceChildren();
    $("#run-note").textContent = "continued from that revision; what came after it is gone";
    await showRunStatus(status);
    await showRunFrame(status.frame);
  } catch (error) { showError("continue: " + error.message); }
}
function setUpTimeline() {
  $("#run-slider").addEventListener("input", (e) => scrub(Number(e.target.value)));
  $("#run-back").addEventListener("click", () => scrub((run.scrub ?? run.timeline.revisions.length - 1) - 1));
  $("#run-forward").addEventListener("click", () => scrub((run.scrub ?? run.timeline.revisions.length - 1) + 1));
  $("#run-live").addEventListener("click", backToLive);
  $("#run-continue").addEventListener("click", continueHere);
  $("#run-import").addEventListener("change", (e) => e.target.files[0] && importSession(e.target.files[0]));
  const zone = $("#timeline");
  zone.addEventListener("dragover", (e) => { e.preventDefault(); zone.classList.add("drop"); });
  zone.addEventListener("dragleave", () => zone.classList.remove("drop"));
  zone.addEventListener("drop", (e) => { e.preventDefault(); zone.classList.remove("drop"); if (e.dataTransfer.files[0]) importSession(e.dataTransfer.files[0]); });
  const img = $("#screen");
  img.draggable = false;
  img.addEventListener("pointerdown", (e) => { if (runPointer("down", e)) { run.pointerDown = true; img.setPointerCapture(e.pointerId); } });
  img.addEventListener("pointermove", (e) => { if (run.pointerDown) runPointer("move", e); });
  img.addEventListener("pointerup", (e) => { if (run.pointerDown) { run.pointerDown = false; runPointer("up", e); } });
  img.addEventListener("pointercancel", (e) => { if (run.pointerDown) { run.pointerDown = false; runPointer("cancel", e); } });
  document.addEventListener("keydown", runKey);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) run.ticking = false;
    else if (run.id && !run.ticking) { run.ticking = true; tickLoop(); }
  });
}

// ---- sidebar and toolbar ------------------------------------------------------------------------------
function buildSidebar() {
  const list = $("#screens"), filter = $("#search").value.trim().toLowerCase();
  $("#features").replaceChildren(...story.catalog.features.map((feature) => {
    const scenarios = feature.scenarios.filter((s) => !filter || feature.name.toLowerCase().includes(filter) || s.toLowerCase().includes(filter));
    if (!scenarios.length) return null;
    return el("li", {}, el("div", { class: "screen-name" }, "▶ " + feature.name), el("ul", {}, scenarios.map((scenario) =>
      el("li", {}, el("a", { href: "#", class: story.state.view === "run" && feature.name === story.state.run && scenario === (story.state.scenario || feature.scenarios[0]) ? "current" : "",
        "data-run": feature.name, "data-scenario": scenario,
        onclick: (e) => { e.preventDefault(); story.live = null; startRun(feature.name, scenario); } }, scenario)))));
  }).filter(Boolean));
  list.replaceChildren(...story.catalog.screens.map((screen) => {
    const samples = screen.samples.filter((s) => !filter || screen.name.toLowerCase().includes(filter) || s.toLowerCase().includes(filter));
    if (!samples.length) return null;
    return el("li", {}, el("div", { class: "screen-name" }, screen.name), el("ul", {}, samples.map((sample) =>
      el("li", {}, el("a", { href: "#", class: screen.name === story.state.screen && sample === story.state.sample ? "current" : "",
        "data-screen": screen.name, "data-sample": sample,
        onclick: (e) => { e.preventDefault(); story.live = null; leaveRunMode(); selectSample(screen.name, sample); } }, sample)))));
  }).filter(Boolean));
}
// ---- live screens over MQTT (trellis storybook --broker) ---------------------------------------------
/// Polls GET /api/live; without a broker (404) the Live section stays hidden.
async function pollLive() {
  const r = await fetch("/api/live");
  if (r.status === 404) return;
  if (r.ok) {
    story.liveScreens = (await r.json()).screens;
    $("#live").hidden = false;
    const key = (x) => `${x.app}/${x.device}/${x.screen}`, current = story.live && key(story.live);
    $("#live-screens").replaceChildren(...story.liveScreens.map((x) => el("li", { class: x.state },
      el("a", { href: "#", class: key(x) === current ? "current" : "", "data-live": key(x), "data-state": x.state,
                onclick: (e) => { e.preventDefault(); selectLive(x); } }, x.screen),
      ` ${x.app}/${x.device} · ${x.state}`)));
    if (story.live) loadLiveTimeline(); else $("#live-timeline")?.remove();
  }
  setTimeout(pollLive, 1000);
}
/// Shows a live screen: its catalog screen's controls with the Props it published; edits go to it.
async function selectLive(live) {
  const screen = story.catalog.screens.find((x) => x.name === live.screen);
  if (!screen) return showError(`live screen ${live.screen}: not in this storybook's catalog`);
  if (!live.props) return showError(`live screen ${live.screen}: no Props published yet`);
  story.live = { app: live.app, device: live.device, screen: live.screen };
  await selectSample(screen.name, screen.samples[0], structuredClone(live.props));
  buildLiveCurrent();
  loadLiveTimeline();
}
/// Sends Props (or a release) to the live screen, in edit order, and shows its ack.
function sendLive(mode, props) {
  story.livePinned = undefined;
  const live = story.live, q = `app=${encodeURIComponent(live.app)}&device=${encodeURIComponent(live.device)}` +
    `&screen=${encodeURIComponent(live.screen)}&mode=${mode}`;
  story.liveQueue = (story.liveQueue || Promise.resolve()).then(async () => {
    const r = await fetch("/api/live/set?" + q, { method: "POST", body: mode === "release" ? "" : JSON.stringify(props),
                                                  headers: { "Content-Type": "application/json" } });
    const body = await r.json(), ack = body.ack;
    story.liveAcks.push(ack ?? { error: body.error });
    const box = $("#live-ack");
    box.className = ack && ack.ok ? "accepted" : "rejected";
    box.textContent = ack ? (ack.ok ? `${mode}: accepted as revision ${ack.revision}` : `${mode}: rejected at ${ack.path}: ${ack.reason}`)
      : `${mode}: ${body.error}`;
  });
  return story.liveQueue;
}
function buildLiveCurrent() {
  const current = story.live && `${story.live.app}/${story.live.device}/${story.live.screen}`;
  for (const a of document.querySelectorAll("#live-screens a")) a.classList.toggle("current", a.dataset.live === current);
}
// ---- the live screen's remote timeline (its `session` topic, GET /api/live/session) ------------------
/// Loads the picked live screen's timeline: every revision it published, what led to it, a pin button.
async function loadLiveTimeline() {
  const live = story.live;
  if (!live) return;
  const q = `app=${encodeURIComponent(live.app)}&device=${encodeURIComponent(live.device)}&screen=${encodeURIComponent(live.screen)}`;
  let r, body;
  try {
    r = await fetch("/api/live/session?" + q);
    body = await r.json();
  } catch (error) { body = { error: `the timeline did not load: ${error.message}` }; }
  if (story.live !== live) return;
  story.liveTimeline = r && r.ok ? body : { error: body.error, revisions: [] };
  buildLiveTimeline();
}
function buildLiveTimeline() {
  let box = $("#live-timeline");
  if (!box) {
    box = el("div", { id: "live-timeline" }, el("h3", {}, "timeline"), el("div", { class: "live-timeline-note" }), el("ol", { start: 0, style: "padding-left: 1.5em; font-size: 12px" }));
    $("#live").append(box);
  }
  const t = story.liveTimeline, key = t.error ?? `${t.dropped}/${t.events}/${t.revisions.length}/${story.livePinned ?? ""}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  $(".live-timeline-note", box).textContent = t.error ?? (t.dropped ? `${t.dropped} older events not kept` : "");
  $("ol", box).replaceChildren(...t.revisions.map((r) => el("li", { "data-revision": r.index, class: r.index === story.livePinned ? "pinned" : "",
                                                        style: r.index === story.livePinned ? "font-weight: bold" : null },
    el("button", { type: "button", class: "live-pin", "data-revision": r.index, title: "show this revision on the screen until release",
                   onclick: () => pinLiveRevision(r) }, "pin"),
    ` ${r.t.toFixed(2)} s · ${r.label}`)));
}
/// Pins a past revision on the live screen (`pin` with its Props); the canvas and controls show it too.
async function pinLiveRevision(revision) {
  story.props = structuredClone(revision.props);
  story.state.props = story.props;
  rebuildControls();
  refresh();
  const sent = sendLive("pin", revision.props);
  story.livePinned = revision.index;
  await sent;
  buildLiveTimeline();
}
function buildToolbar() {
  const s = story.state, c = story.catalog;
  const device = $("#device"); device.replaceChildren(...c.devices.map((d) => el("option", { value: d.name, selected: d.name === s.device }, `${d.name} (${d.portrait.width}×${d.portrait.height} @${d.scale}x)`)));
  const text = $("#textSize"); text.replaceChildren(...c.textSizes.map((t) => el("option", { value: t.name, selected: t.name === s.textSize }, `${t.short} · ${t.name}`)));
  $("#landscape").checked = s.landscape; $("#dark").checked = s.scheme === "dark"; $("#rtl").checked = s.rtl;
  for (const b of document.querySelectorAll("[data-view]")) b.classList.toggle("current", b.dataset.view === s.view);
}
async function selectSample(screen, sample, props) {
  const s = story.state;
  const screenChanged = screen !== s.screen || !story.schema;
  // A sample is shown in the direction it is written in (unless the link set one); leaving such
  // a sample for one without a direction goes back to left to right.
  const direction = writingDirection(screen, sample);
  if (story.explicitDirection) story.explicitDirection = false;
  else if (direction) s.rtl = direction === "rightToLeft";
  else if (writingDirection(s.screen, s.sample)) s.rtl = false;
  $("#rtl").checked = s.rtl;
  s.screen = screen; s.sample = sample;
  try {
    if (screenChanged) story.schema = await getJSON("/api/schema?screen=" + encodeURIComponent(screen));
    story.sampleProps = await getJSON(`/api/props?screen=${encodeURIComponent(screen)}&sample=${encodeURIComponent(sample)}`);
  } catch (error) { return showError(error.message); }
  story.props = props ?? structuredClone(story.sampleProps);
  s.props = props ?? null;
  s.sample = sample;
  buildSidebar(); rebuildControls();
  await refresh();
}

async function start() {
  // A run's link started its run before this script loaded (gallery.html): its live canvas
  // connects as soon as the run is there, while the page sets itself up.
  const starting = window.linkStart ? window.linkStart.then(runResponse) : null;
  if (starting) starting.then((status) => { if (!run.id) { run.id = status.id; run.status = status; connectLiveCanvas(); } }, () => {});  // startRun reports a failure
  story.catalog = await getJSON("/api/catalog");
  // The running screen is what the link is for: the rest of the page is set up once its live
  // canvas has drawn (or half a second has gone), so the two do not share the first frames.
  if (starting) {
    await starting.catch(() => null);
    if (run.live) await Promise.race([run.live.firstTree, new Promise((resolve) => setTimeout(resolve, 500))]);
  }
  readURL();
  const first = story.catalog.screens.find((x) => x.name === story.state.screen) || story.catalog.screens[0];
  buildToolbar();
  $("#search").addEventListener("input", buildSidebar);
  // In run mode a new configuration starts the feature again on it.
  const changed = () => story.state.view === "run" ? startRun(story.state.run, story.state.scenario, story.state.runKind) : refresh();
  $("#device").addEventListener("change", (e) => { story.state.device = e.target.value; changed(); });
  $("#textSize").addEventListener("change", (e) => { story.state.textSize = e.target.value; changed(); });
  $("#landscape").addEventListener("change", (e) => { story.state.landscape = e.target.checked; changed(); });
  $("#dark").addEventListener("change", (e) => { story.state.scheme = e.target.checked ? "dark" : "light"; changed(); });
  $("#rtl").addEventListener("change", (e) => { story.state.rtl = e.target.checked; changed(); });
  $("#reset").addEventListener("click", () => story.state.view === "run" ? startRun(story.state.run, story.state.scenario, story.state.runKind)
                                                                          : selectSample(story.state.screen, story.state.sample));
  $("#difference").addEventListener("change", (e) => $("#canvas").classList.toggle("difference", e.target.checked));
  for (const b of document.querySelectorAll("[data-view]")) b.addEventListener("click", async () => {
    // "live": the sample on screen runs, its live canvas beside its PNG.
    if (b.dataset.view === "live") return startRun(story.state.screen, story.state.sample, "screen");
    if (story.state.view === "run") { leaveRunMode(); story.state.view = b.dataset.view; await selectSample(story.state.screen, story.state.sample); }
    story.state.view = b.dataset.view; buildToolbar(); refresh(); });
  $("#screen").addEventListener("click", (e) => { if (story.state.view !== "run") tapAt(e); });
  setUpTimeline();
  $("#live-release").addEventListener("click", () => story.live && sendLive("release"));
  connectActions();
  pollLive();
  const q = new URLSearchParams(location.search);
  if (q.get("run")) {
    // A run's link: the screen's schema first (its controls come back when leaving run mode).
    const feature = story.catalog.features.find((f) => f.name === q.get("run"));
    // Fetched beside the run's start, not before it: the first frame does not wait for it.
    if (feature) {
      story.state.screen = feature.screen;
      getJSON("/api/schema?screen=" + encodeURIComponent(feature.screen)).then((schema) => { story.schema = schema; },
                                                                              (error) => showError(error.message));
    }
    story.state.sample = story.catalog.screens.find((x) => x.name === story.state.screen)?.samples[0] || "";
    return startRun(q.get("run"), q.get("scenario") || "", "feature", starting);
  }
  if (q.get("view") === "live" && q.get("screen")) {
    // A live sample's link: the sample's schema and controls first, then its run.
    await selectSample(q.get("screen"), q.get("sample") || first.samples[0]);
    return startRun(story.state.screen, story.state.sample, "screen");
  }
  await selectSample(first.name, story.state.sample || first.samples[0], story.state.props ?? undefined);
}
story.ready = start().catch((error) => showError("the gallery did not start: " + error.message));
