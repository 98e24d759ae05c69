"use strict";
// The live canvas: a retained web host. It keeps one DOM element per mounted view and applies the
// runtime's mount instructions to them as the UIKit host applies them to UIViews — create, update,
// frame, insert, move, remove — plus `paint` (a text's laid-out lines, a leaf's display items).
// Messages come over the run's WebSocket (`/api/run/socket?id=`, see CanvasSocket.swift); pointer
// events on the canvas go back over it as the run's input.

/// `#RRGGBBAA` → a CSS colour.
function cssColor(hex) {
  if (!hex) return "transparent";
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >>> 24) & 255}, ${(n >>> 16) & 255}, ${(n >>> 8) & 255}, ${((n & 255) / 255).toFixed(4)})`;
}

/// Draws display items (the JSON `trellis draw` reads) on a 2D context, in points.
function drawItems(g, items) {
  const rounded = (rect, radii) => {
    const [x, y, w, h] = rect, r = radii || [0, 0, 0, 0];
    g.beginPath();
    if (g.roundRect) g.roundRect(x, y, w, h, [r[0], r[1], r[2], r[3]]); else g.rect(x, y, w, h);
  };
  const depth = [];
  for (const item of items) {
    switch (item.type) {
      case "fill": rounded(item.rect, item.radii); g.fillStyle = cssColor(item.color); g.fill(); break;
      case "stroke": rounded(item.rect, item.radii); g.strokeStyle = cssColor(item.color); g.lineWidth = item.lineWidth; g.stroke(); break;
      case "border": {
        const w = item.width, [x, y, ww, hh] = item.rect;
        rounded([x + w / 2, y + w / 2, ww - w, hh - w], (item.radii || [0, 0, 0, 0]).map((r) => Math.max(0, r - w / 2)));
        g.strokeStyle = cssColor(item.color); g.lineWidth = w; g.stroke(); break;
      }
      case "arc": {
        // Angles clockwise from 12 o'clock; a sweep of 2π or more is the whole closed circle.
        const sweep = item.endAngle - item.startAngle;
        g.beginPath();
        if (Math.abs(sweep) >= 2 * Math.PI) g.arc(item.center[0], item.center[1], item.radius, 0, 2 * Math.PI);
        else g.arc(item.center[0], item.center[1], item.radius, item.startAngle - Math.PI / 2, item.endAngle - Math.PI / 2, sweep < 0);
        g.strokeStyle = cssColor(item.color); g.lineWidth = item.lineWidth; g.lineCap = item.cap || "butt"; g.stroke(); break;
      }
      case "shadow": {
        // Only the shadow, outside its shape: the view's own background (CSS, under this canvas)
        // is the shape. The shape itself is drawn far off the canvas and its shadow thrown back;
        // shadow offsets and blur are in device pixels, untouched by the context's scale.
        const scale = g.getTransform().a, away = 100000;
        const [x, y, w, h] = item.rect, r = item.radii || [0, 0, 0, 0];
        const outside = new Path2D();
        outside.rect(-away / 10, -away / 10, away / 5, away / 5);
        if (outside.roundRect) outside.roundRect(x, y, w, h, r); else outside.rect(x, y, w, h);
        g.save(); g.clip(outside, "evenodd");
        g.beginPath();
        if (g.roundRect) g.roundRect(x - away, y, w, h, r); else g.rect(x - away, y, w, h);
        g.shadowColor = cssColor(item.color); g.shadowOffsetX = (item.offset[0] + away) * scale; g.shadowOffsetY = item.offset[1] * scale;
        g.shadowBlur = item.blur * scale; g.globalAlpha *= item.opacity; g.fillStyle = "#000"; g.fill(); g.restore(); break;
      }
      case "gradient": {
        const [x, y, w, h] = item.rect;
        let line;
        if (item.angle != null) {
          const a = item.angle * Math.PI / 180, half = (Math.abs(w * Math.sin(a)) + Math.abs(h * Math.cos(a))) / 2;
          const cx = x + w / 2, cy = y + h / 2, dx = Math.sin(a) * half, dy = -Math.cos(a) * half;
          line = [cx - dx, cy - dy, cx + dx, cy + dy];
        } else {
          const s = item.start || [0.5, 0], e = item.end || [0.5, 1];
          line = [x + s[0] * w, y + s[1] * h, x + e[0] * w, y + e[1] * h];
        }
        const gradient = g.createLinearGradient(...line);
        for (const stop of item.stops) gradient.addColorStop(Math.min(Math.max(stop.location, 0), 1), cssColor(stop.color));
        rounded(item.rect, item.radii); g.fillStyle = gradient; g.fill(); break;
      }
      case "borders": {
        const [x, y, w, h] = item.rect;
        const sides = { top: [x, y, w, item.top && item.top.width], bottom: [x, y + h - (item.bottom ? item.bottom.width : 0), w, item.bottom && item.bottom.width],
                        left: [x, y, item.left && item.left.width, h], right: [x + w - (item.right ? item.right.width : 0), y, item.right && item.right.width, h] };
        for (const name of ["top", "right", "bottom", "left"]) {
          const side = item[name]; if (!side || !side.width) continue;
          const r = sides[name]; g.fillStyle = cssColor(side.color);
          g.fillRect(r[0], r[1], name === "left" || name === "right" ? side.width : r[2], name === "top" || name === "bottom" ? side.width : r[3]);
        }
        break;
      }
      case "fillPath": g.fillStyle = cssColor(item.color); g.fill(new Path2D(item.path), item.rule === "evenOdd" ? "evenodd" : "nonzero"); break;
      case "strokePath":
        g.strokeStyle = cssColor(item.color); g.lineWidth = item.lineWidth; g.lineCap = item.cap || "butt"; g.lineJoin = item.join || "miter";
        g.stroke(new Path2D(item.path)); break;
      case "text": {
        const run = item.runs[0] || {}, [x, y] = item.frame;
        g.font = `${run.italic ? "italic " : ""}${run.weight || 400} ${run.size || 17}px ${fontFamily(run.family)}`;
        g.fillStyle = cssColor(run.color || "#000000FF"); g.textBaseline = "top";
        g.fillText(item.runs.map((r) => r.text).join(""), x, y); break;
      }
      case "image": rounded(item.frame, item.radii); g.fillStyle = "rgba(200, 200, 204, 1)"; g.fill(); break;
      case "pushClip": g.save(); depth.push(1); rounded(item.rect, item.radii); g.clip(); break;
      case "pushOpacity": g.save(); depth.push(1); g.globalAlpha *= item.opacity; break;
      case "pushTransform": g.save(); depth.push(1); g.transform(...item.matrix); break;
      case "pop": if (depth.pop()) g.restore(); break;
    }
  }
  while (depth.pop()) g.restore();
}

let fontAliases = {};
function fontFamily(family) {
  const name = fontAliases[family] || family || "sans-serif";
  return `"${name}", sans-serif`;
}

/// The run input for a key event (an editing key, or with `characters` a typed character), or null.
const KEYS = { Backspace: "backspace", Delete: "delete", Enter: "return", ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up",
               ArrowDown: "down", Home: "home", End: "end" };
function keyInput(event, characters) {
  const mod = event.ctrlKey || event.metaKey;
  const lower = event.key.toLowerCase();
  if (mod && ["a", "z", "y", "c", "x", "v"].includes(lower)) {
    return { key: { a: "selectAll", z: event.shiftKey ? "redo" : "undo", y: "redo", c: "copy", x: "cut", v: "paste" }[lower] };
  }
  const name = KEYS[event.key];
  if (name) {
    return { key: event.shiftKey && ["left", "right", "up", "down", "home", "end"].includes(name) ? "shift" + name[0].toUpperCase() + name.slice(1) : name };
  }
  if (characters && !mod && [...event.key].length === 1) return { text: event.key };
  return null;
}

/// ARIA for a view: its role from its kind, its label as the accessible name.
const ROLES = { text: null, image: "img", toggle: "switch", textField: "textbox", activityIndicator: "progressbar", progressRing: "progressbar" };

class WebHost {
  constructor(root) {
    this.root = root;
    this.views = new Map();
    this.operations = 0;
  }

  /// Starts over from an empty canvas of `size` points.
  reset(size) {
    this.views.clear();
    for (const view of [...this.root.children]) if (view.classList.contains("view")) view.remove();
    this.root.style.width = size[0] + "px";
    this.root.style.height = size[1] + "px";
  }

  apply(ops) {
    for (const op of ops) {
      this.operations++;
      const view = this.views.get(op.id);
      switch (op.op) {
        case "create": this.create(op); break;
        case "update": if (view) this.setProps(view, op.props); break;
        case "frame": if (view) this.setFrame(view, op.rect); break;
        case "insert": this.insert(op); break;
        case "move": if (view) { view.remove(); this.insert(op); } break;
        case "remove": if (view) this.discard(view); break;
        case "paint": if (view) this.paint(view, op); break;
      }
    }
  }

  create(op) {
    const view = document.createElement("div");
    view.className = "view";
    view.dataset.id = op.id;
    view.dataset.kind = op.kind;
    if (op.key != null) view.dataset.key = op.key;
    const role = ROLES[op.kind];
    if (role) view.setAttribute("role", role);
    view.frame = [0, 0, 0, 0];
    this.views.set(op.id, view);
    this.setProps(view, op.props);
    if (op.rect) this.setFrame(view, op.rect);
  }

  setProps(view, props) {
    const s = view.style;
    if ("background" in props) s.backgroundColor = cssColor(props.background);
    if ("border" in props) {
      const [width, color] = props.border;
      s.boxShadow = width > 0 && color ? `inset 0 0 0 ${width}px ${cssColor(color)}` : "";
    }
    if ("radii" in props) s.borderRadius = props.radii.map((r) => r + "px").join(" ");
    if ("opacity" in props) s.opacity = props.opacity;
    // `clip`, not `hidden`: a clipping view is no scroll container, so the browser cannot scroll
    // it to reveal the focused input element (the runtime alone moves views).
    if ("clip" in props) s.overflow = props.clip ? "clip" : "visible";
    if ("label" in props) {
      if (props.label != null) view.setAttribute("aria-label", props.label); else view.removeAttribute("aria-label");
    }
  }

  setFrame(view, rect) {
    view.frame = rect;
    const s = view.style;
    s.left = rect[0] + "px"; s.top = rect[1] + "px"; s.width = rect[2] + "px"; s.height = rect[3] + "px";
  }

  insert(op) {
    const view = this.views.get(op.id);
    if (!view) return;
    const parent = op.parent == null ? this.root : this.views.get(op.parent);
    if (!parent) return;
    const siblings = [...parent.children].filter((c) => c.classList.contains("view"));
    parent.insertBefore(view, siblings[op.index] || null);
  }

  discard(view) {
    for (const child of view.querySelectorAll(".view")) this.views.delete(Number(child.dataset.id));
    this.views.delete(Number(view.dataset.id));
    view.remove();
  }

  /// A text's lines as positioned spans (real DOM text, in the fonts the measurer used), and a
  /// leaf's display items on a canvas of the view's size at the device's scale.
  paint(view, op) {
    for (const old of view.querySelectorAll(":scope > .paint")) old.remove();
    const before = view.firstChild;
    if (op.items.length) {
      const [, , w, h] = view.frame, scale = window.devicePixelRatio || 1;
      const canvas = document.createElement("canvas");
      canvas.className = "paint";
      canvas.width = Math.max(1, Math.ceil(w * scale)); canvas.height = Math.max(1, Math.ceil(h * scale));
      canvas.style.width = w + "px"; canvas.style.height = h + "px";
      const g = canvas.getContext("2d");
      g.scale(scale, scale);
      drawItems(g, op.items);
      view.insertBefore(canvas, before);
    }
    for (const line of op.lines) {
      const span = document.createElement("span");
      span.className = "paint line";
      span.dir = line.rtl ? "rtl" : "ltr";
      // The line's own strut has no height (font-size 0): only its runs' fonts decide where the
      // browser puts the baseline, which placeLine moves onto the measurer's baseline.
      span.style.left = line.x + "px"; span.style.top = line.y + "px"; span.style.fontSize = "0";
      span.style.height = line.height + "px"; span.style.lineHeight = line.height + "px";
      span.baselineAt = line.baseline; span.lineBox = line.height;
      if (line.truncated) {
        // The rest of the text, cut at the line's width with an ellipsis where the measurer cut it.
        Object.assign(span.style, { width: Math.ceil(line.width) + "px", overflow: "hidden", textOverflow: "ellipsis" });
      }
      for (const run of line.runs) {
        const part = document.createElement("span");
        part.textContent = run.text;
        const ps = part.style;
        ps.fontFamily = fontFamily(run.family); ps.fontSize = run.size + "px"; ps.fontWeight = run.weight;
        ps.fontStyle = run.italic ? "italic" : "normal"; ps.color = cssColor(run.color || "#000000FF");
        if (run.letterSpacing) ps.letterSpacing = run.letterSpacing + "px";
        const lines = [run.underline ? "underline" : "", run.strikethrough ? "line-through" : ""].filter(Boolean);
        if (lines.length) ps.textDecoration = lines.join(" ");
        span.appendChild(part);
      }
      placeLine(span);
      view.insertBefore(span, before);
    }
  }
}

/// Where CSS puts a line's baseline below its top, for its runs' fonts: each run's box is
/// `lineBox` tall and centres the font's ascent + descent in it (half-leading), and the line box
/// starts at the highest of them. Font metrics come from a 2D canvas (the page's loaded fonts).
const metrics = document.createElement("canvas").getContext("2d");
function baselineOffset(span) {
  let offset = span.lineBox / 2;
  for (const part of span.children) {
    const ps = part.style;
    metrics.font = `${ps.fontStyle} ${ps.fontWeight} ${ps.fontSize} ${ps.fontFamily}`;
    const m = metrics.measureText("Hg");
    offset = Math.max(offset, (span.lineBox + m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2);
  }
  return offset;
}
/// Moves a line so its baseline lies where the text measurer laid it out.
function placeLine(span) {
  if (span.baselineAt == null) return;
  span.style.top = (span.baselineAt - baselineOffset(span)) + "px";
}
// A font that loads after a line was placed changes its metrics: place every line again.
if (document.fonts) document.fonts.addEventListener("loadingdone", () => {
  for (const span of document.querySelectorAll(".paint.line")) placeLine(span);
});

/// Connects the live canvas in `root` to run `id`; reconnects (and starts over from the whole
/// tree) when the socket drops. `onFrame(host)` is told after every message applied.
function connectCanvas(root, id, onFrame) {
  const host = new WebHost(root);
  // `lastInput`: when the page last sent an input (performance.now()), so the page can tell a
  // person's gesture under way from a screen that moves by itself.
  const connection = { host, socket: null, closed: false, messages: 0, lastInput: -Infinity, errors: [] };
  const open = () => {
    const socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/run/socket?id=${encodeURIComponent(id)}`);
    connection.socket = socket;
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.v !== 1) return;
      if (message.type === "reset") {
        fontAliases = message.fonts || {};
        host.reset(message.size);
        host.apply(message.ops);
      } else if (message.type === "batch") {
        host.apply(message.ops);
      } else if (message.type === "error") {
        connection.errors.push(message.message);
      } else if (message.type === "closed") {
        // Another page drives this run now (or it stopped): no reconnecting.
        connection.closed = true;
        connection.errors.push(message.reason);
      }
      connection.messages++;
      if ("focus" in message) connection.focus(message.focus);
      if (onFrame) onFrame(host, message);
    };
    socket.onclose = () => { if (!connection.closed) setTimeout(open, 500); };
  };
  open();
  const point = (event) => {
    const rect = root.getBoundingClientRect();
    return [(event.clientX - rect.left) * root.offsetWidth / rect.width, (event.clientY - rect.top) * root.offsetHeight / rect.height];
  };
  const send = (input) => {
    connection.lastInput = performance.now();
    if (connection.socket && connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify({ v: 1, ...input }));
  };
  let down = false;
  root.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    down = true;
    send({ pointer: "down", at: point(event) });
    // Moves outside the canvas still belong to this finger; a pointer the browser no longer
    // tracks cannot be captured, and the press counts all the same.
    try { root.setPointerCapture(event.pointerId); } catch (_) { /* not capturable */ }
  });
  // Moves as soon as the browser has them: `pointerrawupdate` (where there is one) is not held
  // back to the next animation frame as `pointermove` is, which saves up to a frame of latency.
  const moveEvent = "onpointerrawupdate" in window ? "pointerrawupdate" : "pointermove";
  root.addEventListener(moveEvent, (event) => { if (down) send({ pointer: "move", at: point(event) }); });
  root.addEventListener("pointerup", (event) => { if (down) { down = false; send({ pointer: "up", at: point(event) }); } });
  root.addEventListener("pointercancel", (event) => { if (down) { down = false; send({ pointer: "cancel", at: point(event) }); } });
  // A wheel or a trackpad scrolls the container under the pointer; line and page deltas become
  // points (a line of 16, a page of the canvas's height), and the page itself does not scroll.
  root.addEventListener("wheel", (event) => {
    event.preventDefault();
    const rect = root.getBoundingClientRect();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? root.offsetHeight : root.offsetWidth / rect.width;
    send({ wheel: [event.deltaX * unit, event.deltaY * unit], at: point(event) });
  }, { passive: false });
  // The focused field gets a native input element over it: what the keyboard, an IME and the
  // browser's own editing send is turned into the field's text and keys, and the element keeps
  // nothing (a password is never in the page).
  const field = document.createElement("input");
  field.className = "field-input";
  field.autocomplete = "off";
  field.spellcheck = false;
  field.setAttribute("aria-hidden", "true");
  field.style.cssText = "position: absolute; opacity: 0; border: 0; padding: 0; margin: 0; background: transparent; caret-color: transparent; pointer-events: none;";
  let composing = false;
  field.addEventListener("compositionstart", () => { composing = true; });
  field.addEventListener("compositionend", (event) => {
    composing = false;
    if (event.data) send({ text: event.data });
    field.value = "";
  });
  field.addEventListener("beforeinput", (event) => {
    if (composing || event.isComposing) return;
    if ((event.inputType === "insertText" || event.inputType === "insertReplacementText") && event.data) {
      event.preventDefault();
      send({ text: event.data });
    } else if (event.inputType === "insertFromPaste" && event.data) {
      event.preventDefault();
      send({ text: event.data });
    } else if (event.inputType !== "insertCompositionText") {
      event.preventDefault();
    }
  });
  field.addEventListener("paste", (event) => {
    const text = event.clipboardData && event.clipboardData.getData("text/plain");
    event.preventDefault();
    if (text) send({ text });
  });
  field.addEventListener("keydown", (event) => {
    if (composing || event.isComposing) return;
    const input = keyInput(event, false);
    if (input && input.key !== "paste") { event.preventDefault(); send(input); }
  });
  connection.field = field;
  /// Puts the input element over the focused field (or takes it away).
  connection.focus = (focus) => {
    const view = focus && [...root.querySelectorAll(".view")].find((v) => v.dataset.key === focus.key);
    if (!view) {
      if (field.isConnected) { field.blur(); field.remove(); }
      return;
    }
    field.type = focus.secure ? "password" : "text";
    const r = view.getBoundingClientRect(), base = root.getBoundingClientRect();
    Object.assign(field.style, { left: (r.left - base.left) + "px", top: (r.top - base.top) + "px", width: r.width + "px", height: r.height + "px" });
    if (field.parentNode !== root) root.appendChild(field);
    if (document.activeElement !== field) field.focus({ preventScroll: true });
  };
  connection.send = send;
  connection.close = () => { connection.closed = true; if (connection.socket) connection.socket.close(); };
  return connection;
}

window.trellisHost = { WebHost, connectCanvas, drawItems, keyInput };
