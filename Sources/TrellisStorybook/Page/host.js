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

/// Decoded images by data URL, shared by every canvas: `{image, ready, waiting}` (the repaints
/// to run once it has decoded). `pendingImages` counts those still decoding.
const images = new Map();
let pendingImages = 0;
function decodedImage(src, repaint) {
  let entry = images.get(src);
  if (!entry) {
    entry = { image: new Image(), ready: false, waiting: new Set() };
    images.set(src, entry);
    pendingImages++;
    const settle = () => {
      entry.ready = true; pendingImages--;
      for (const again of entry.waiting) again();
      entry.waiting.clear();
    };
    entry.image.onload = settle; entry.image.onerror = settle;
    entry.image.src = src;
  }
  if (!entry.ready && repaint) entry.waiting.add(repaint);
  return entry.ready && entry.image.naturalWidth > 0 ? entry.image : null;
}

/// Draws display items (the JSON `trellis draw` reads, texts as their laid-out lines and images
/// with their pixels, see WebMountEncoder) on a 2D context, in points, as the Cairo host draws
/// them. `repaint` is called when an image that was still decoding is ready.
function drawItems(context, items, repaint) {
  let g = context;
  const rounded = (rect, radii) => {
    const [x, y, w, h] = rect, r = radii || [0, 0, 0, 0];
    g.beginPath();
    if (g.roundRect) g.roundRect(x, y, w, h, [r[0], r[1], r[2], r[3]]); else g.rect(x, y, w, h);
  };
  // Each push: the context it saved, or for an opacity the layer drawn into until its pop (a
  // group, as Cairo's push_group: overlapping items inside do not show through each other).
  const stack = [];
  const pop = () => {
    const top = stack.pop();
    if (!top) return;
    if (!top.layer) { g.restore(); return; }
    g = top.parent;
    g.save(); g.setTransform(1, 0, 0, 1, 0, 0); g.globalAlpha *= top.opacity;
    g.drawImage(top.layer.canvas, 0, 0); g.restore();
  };
  for (const item of items) {
    switch (item.type) {
      case "fill": rounded(item.rect, item.radii); g.fillStyle = cssColor(item.color); g.fill(); break;
      case "stroke": rounded(item.rect, item.radii); g.strokeStyle = cssColor(item.color); g.lineWidth = item.lineWidth; g.stroke(); break;
      case "border": {
        // The band between the shape and the shape inset by the width (even-odd), as Cairo
        // fills it: the inner corners' radii are the outer ones less the width.
        const [x, y, ww, hh] = item.rect, w = Math.min(item.width, Math.min(ww, hh) / 2), r = item.radii || [0, 0, 0, 0];
        const band = new Path2D();
        band.roundRect(x, y, ww, hh, r);
        if (ww > 2 * w && hh > 2 * w) band.roundRect(x + w, y + w, ww - 2 * w, hh - 2 * w, r.map((c) => Math.max(0, c - w)));
        g.fillStyle = cssColor(item.color); g.fill(band, "evenodd"); break;
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
        // The whole blurred shadow, as Cairo draws it under the shape that follows: the shape is
        // drawn far off the canvas and only its shadow thrown back (shadow offsets and blur are
        // in device pixels, untouched by the context's scale).
        const scale = g.getTransform().a, away = 100000;
        const [x, y, w, h] = item.rect, r = item.radii || [0, 0, 0, 0];
        g.save();
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
      case "borders": drawBorders(g, item); break;
      case "fillPath": g.fillStyle = cssColor(item.color); g.fill(new Path2D(item.path), item.rule === "evenOdd" ? "evenodd" : "nonzero"); break;
      case "strokePath":
        g.strokeStyle = cssColor(item.color); g.lineWidth = item.lineWidth; g.lineCap = item.cap || "butt"; g.lineJoin = item.join || "miter";
        g.stroke(new Path2D(item.path)); break;
      case "text": for (const line of item.lines || []) drawLine(g, line); break;
      case "image": {
        // Clipped to its (rounded) frame and drawn into the rectangle its content mode gave it;
        // one that cannot be read is Cairo's placeholder, a grey box with a cross.
        g.save(); rounded(item.frame, item.radii); g.clip();
        const image = item.src && decodedImage(item.src, repaint);
        if (image) {
          g.imageSmoothingQuality = "high";
          g.drawImage(image, ...item.placed);
        } else if (!item.src) {
          const [x, y, w, h] = item.frame;
          g.fillStyle = "#E5E5EA"; g.fill();
          g.beginPath(); g.moveTo(x, y); g.lineTo(x + w, y + h); g.moveTo(x + w, y); g.lineTo(x, y + h);
          g.strokeStyle = "#8E8E93"; g.lineWidth = Math.max(Math.min(w, h) / 40, 1); g.stroke();
        }
        g.restore(); break;
      }
      case "pushClip": g.save(); stack.push({}); rounded(item.rect, item.radii); g.clip(); break;
      case "pushTransform": g.save(); stack.push({}); g.transform(...item.matrix); break;
      case "pushOpacity": {
        const layer = document.createElement("canvas");
        layer.width = context.canvas.width; layer.height = context.canvas.height;
        const inner = layer.getContext("2d");
        inner.setTransform(g.getTransform());
        stack.push({ layer: inner, parent: g, opacity: item.opacity });
        g = inner; break;
      }
      case "pop": pop(); break;
    }
  }
  while (stack.length) pop();
}

/// Per-edge borders: each visible side a band of its width along its edge.
function drawBorders(g, item) {
  const [x, y, w, h] = item.rect;
  for (const name of ["top", "right", "bottom", "left"]) {
    const side = item[name]; if (!side || !side.width) continue;
    g.fillStyle = cssColor(side.color);
    if (name === "top") g.fillRect(x, y, w, side.width);
    else if (name === "bottom") g.fillRect(x, y + h - side.width, w, side.width);
    else if (name === "left") g.fillRect(x, y, side.width, h);
    else g.fillRect(x + w - side.width, y, side.width, h);
  }
}

/// A laid-out line on a canvas (a painted leaf's text, such as a field's), its runs one after
/// another from its start on its baseline; a right-to-left line is set from its right end.
function drawLine(g, line) {
  g.save();
  g.textBaseline = "alphabetic";
  const font = (run) => `${run.italic ? "italic " : ""}${run.weight || 400} ${run.size || 17}px ${fontFamily(run.family)}`;
  if (line.rtl) {
    const run = line.runs[0] || {};
    g.font = font(run); g.fillStyle = cssColor(run.color || "#000000FF");
    g.direction = "rtl"; g.textAlign = "right";
    g.fillText(line.runs.map((r) => r.text).join(""), line.x + line.width, line.baseline);
  } else {
    let x = line.x;
    for (const run of line.runs) {
      g.font = font(run); g.fillStyle = cssColor(run.color || "#000000FF");
      g.letterSpacing = (run.letterSpacing || 0) + "px";
      g.fillText(run.text, x, line.baseline);
      x += g.measureText(run.text).width;
    }
  }
  g.restore();
}

let fontAliases = {};
/// The fallback chain every family ends with, in the Cairo host's order (PangoText's pinned
/// fonts.conf appends it to every request): a character the family lacks comes from the first of
/// these that has it, so Hebrew and Arabic come from DejaVu Sans and Japanese from Noto Sans CJK
/// JP, as in the PNG, not from the browser's own fallback.
const FALLBACK_FAMILIES = ["DejaVu Sans", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK JP", "Noto Color Emoji"];
/// How far past a view's box its items' shadows reach, in whole points.
function shadowMargin(items) {
  let margin = 0;
  for (const item of items) {
    if (item.type === "shadow") margin = Math.max(margin, 1.5 * item.blur + Math.max(Math.abs(item.offset[0]), Math.abs(item.offset[1])));
  }
  return Math.ceil(margin);
}
function fontFamily(family) {
  const name = fontAliases[family] || family || "sans-serif";
  return [name, ...FALLBACK_FAMILIES.filter((f) => f !== name)].map((f) => `"${f}"`).join(", ") + ", sans-serif";
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

/// ARIA roles of the accessibility tree's roles (`AccessibilityRole`'s names); static text has
/// none: it is its words.
const ARIA = {
  button: "button", link: "link", heading: "heading", "text field": "textbox", "secure text field": "textbox",
  switch: "switch", adjustable: "slider", image: "img", tab: "tab", list: "list", "list item": "listitem",
  alert: "alert", progress: "progressbar", group: "group",
};

/// One element of the accessibility layer for a stop of the tree (`AccessibilityElement`'s JSON),
/// at its frame: role, name, level, value and state as ARIA says them.
function accessibilityElement(stop) {
  const element = document.createElement("div");
  const f = stop.frame;
  Object.assign(element.style, { left: f.x + "px", top: f.y + "px", width: f.width + "px", height: f.height + "px" });
  element.dataset.path = stop.path;
  const role = ARIA[stop.role];
  if (!role) { element.textContent = stop.label || ""; return element; }
  element.setAttribute("role", role);
  element.setAttribute("aria-label", stop.label || "");
  const state = new Set(stop.state || []);
  if (stop.headingLevel) element.setAttribute("aria-level", String(stop.headingLevel));
  if (role === "switch") element.setAttribute("aria-checked", stop.value === "on" ? "true" : "false");
  else if (stop.value != null && (role === "progressbar" || role === "slider")) element.setAttribute("aria-valuetext", stop.value);
  if (state.has("dimmed")) element.setAttribute("aria-disabled", "true");
  if (state.has("busy")) element.setAttribute("aria-busy", "true");
  if (state.has("selected")) element.setAttribute("aria-selected", "true");
  if (state.has("expanded") || state.has("collapsed")) element.setAttribute("aria-expanded", state.has("expanded") ? "true" : "false");
  if (stop.hint) element.setAttribute("aria-description", stop.hint);
  return element;
}

/// Every host on the page (their lines are placed again when a font loads).
const hosts = new Set();

class WebHost {
  constructor(root) {
    this.root = root;
    hosts.add(this);
    this.views = new Map();
    this.operations = 0;
    this.unplaced = new Set();  // lines painted since the last placeLines
    // What assistive technology reads: the accessibility tree's elements in reading order, over
    // their frames and not drawn; the painted views are hidden from it.
    this.layer = document.createElement("div");
    this.layer.className = "accessibility";
    this.layer.setAttribute("role", "region");
    this.layer.setAttribute("aria-label", "Screen");
    root.appendChild(this.layer);
  }

  /// Replaces the accessibility layer's elements with `stops` (`AccessibilityTree`'s JSON).
  accessibility(stops) {
    this.layer.replaceChildren(...stops.map(accessibilityElement));
  }

  /// Starts over from an empty canvas of `size` points.
  reset(size) {
    this.views.clear();
    for (const view of [...this.root.children]) if (view.classList.contains("view")) view.remove();
    this.root.style.width = size[0] + "px";
    this.root.style.height = size[1] + "px";
  }

  apply(ops) {
    const moved = new Set();
    for (const op of ops) {
      this.operations++;
      const view = this.views.get(op.id);
      switch (op.op) {
        case "create": this.create(op); break;
        case "update": if (view) this.setProps(view, op.props); break;
        case "frame": if (view) { this.setFrame(view, op.rect); moved.add(view); } break;
        case "insert": this.insert(op); if (view) moved.add(view); break;
        case "move": if (view) { view.remove(); this.insert(op); moved.add(view); } break;
        case "remove": if (view) this.discard(view); break;
        case "paint": if (view) this.paint(view, op); break;
      }
    }
    if (this.unplaced.size) { placeLines(this.root, this.unplaced); this.unplaced.clear(); }
    // Canvases of views that moved (or whose ancestors did) onto other fractions of a pixel.
    const canvases = new Set();
    for (const view of moved) if (view.isConnected) for (const canvas of view.querySelectorAll("canvas.paint")) canvases.add(canvas);
    for (const canvas of canvases) if (canvas.align) canvas.align();
  }

  create(op) {
    const view = document.createElement("div");
    view.setAttribute("aria-hidden", "true");
    view.className = "view";
    view.dataset.id = op.id;
    view.dataset.kind = op.kind;
    if (op.key != null) view.dataset.key = op.key;
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
      view.borderShadow = width > 0 && color ? `inset 0 0 0 ${width}px ${cssColor(color)}` : "";
      this.setBoxShadow(view);
    }
    if ("radii" in props) s.borderRadius = props.radii.map((r) => r + "px").join(" ");
    if ("opacity" in props) s.opacity = props.opacity;
    // `clip`, not `hidden`: a clipping view is no scroll container, so the browser cannot scroll
    // it to reveal the focused input element (the runtime alone moves views).
    if ("clip" in props) s.overflow = props.clip ? "clip" : "visible";
  }

  /// CSS `box-shadow` holds both the view's border (inset) and its own drop shadow: drawn
  /// outside its box (blur radius 2σ, as Cairo's), not clipped by its own `overflow`.
  setBoxShadow(view) {
    view.style.boxShadow = [view.dropShadow, view.borderShadow].filter(Boolean).join(", ");
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
    parent.insertBefore(view, siblings[op.index] || parent.querySelector(":scope > .over") || null);
  }

  discard(view) {
    for (const child of view.querySelectorAll(".view")) this.views.delete(Number(child.dataset.id));
    this.views.delete(Number(view.dataset.id));
    view.remove();
  }

  /// A text's lines as positioned spans (real DOM text, in the fonts the measurer used), a leaf's
  /// display items on a canvas at the device's scale (as large as the view, and larger by how far
  /// its items' shadows reach), and the view's own shadow as CSS.
  paint(view, op) {
    // A canvas that is painted again keeps its element and its bitmap (a ring drawn every frame
    // allocates nothing); lines are laid out anew.
    const under = view.querySelector(":scope > canvas.paint:not(.over)"), over = view.querySelector(":scope > canvas.paint.over");
    const kept = [this.repainted(under, op.items), this.repainted(over, op.over || [])];
    for (const old of view.querySelectorAll(":scope > .paint")) if (!kept.includes(old)) old.remove();
    const shadow = op.shadow;
    view.dropShadow = shadow ? `${shadow.offset[0]}px ${shadow.offset[1]}px ${shadow.blur}px ${cssColor(shadow.color)}` : "";
    this.setBoxShadow(view);
    const before = kept[0] ? kept[0].nextSibling : view.firstChild;
    if (op.items.length && !kept[0]) view.insertBefore(this.canvas(view, op.items, "paint"), before);
    // Over the children: after every child view (insert keeps new children under it).
    if (op.over && op.over.length && !kept[1]) view.appendChild(this.canvas(view, op.over, "paint over"));
    for (const line of op.lines) {
      const span = document.createElement("span");
      span.className = "paint line";
      span.dir = line.rtl ? "rtl" : "ltr";
      // The line's own strut has no height (font-size 0): only its runs' fonts decide where the
      // browser puts the baseline, which placeLines moves onto the measurer's baseline. A line is
      // one line: it never wraps (a truncated one holds what it shows, ellipsis included).
      span.style.left = line.x + "px"; span.style.top = line.y + "px"; span.style.fontSize = "0";
      span.style.height = line.height + "px"; span.style.lineHeight = line.height + "px"; span.style.whiteSpace = "nowrap";
      span.baselineAt = line.baseline; span.lineBox = line.height;
      // A right-to-left line is held at its right end: its trailing space, in the measurer's
      // width, is at its left and collapses here.
      if (line.rtl) span.rightAt = line.x + line.width;
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
      // An empty inline block sits with its bottom on the baseline: where the browser put it.
      const probe = document.createElement("span");
      probe.className = "baseline";
      probe.style.cssText = "display: inline-block; width: 0; height: 0;";
      span.appendChild(probe);
      view.insertBefore(span, before);
      this.unplaced.add(span);
    }
  }

  /// A canvas drawing `items` for `view`, at the device's scale, as large as the view and larger
  /// by how far the items' shadows reach. Its pixels lie on the device's: the view may sit at a
  /// fraction of a device pixel, where the browser would put a canvas on the nearest whole one
  /// and Cairo draws at the fraction, so the canvas starts at the whole pixel below and its
  /// drawing is moved by the fraction (`align`, again whenever the view has moved).
  canvas(view, items, className) {
    const scale = window.devicePixelRatio || 1;
    const margin = shadowMargin(items);
    const canvas = document.createElement("canvas");
    canvas.className = className;
    canvas.margin = margin;
    const g = canvas.getContext("2d");
    let placed = null;  // [fx, fy, w, h]: the fraction and the size the bitmap was made for
    const draw = () => {
      const [fx, fy] = placed;
      g.setTransform(1, 0, 0, 1, 0, 0); g.clearRect(0, 0, canvas.width, canvas.height);
      g.setTransform(scale, 0, 0, scale, margin * scale + fx, margin * scale + fy);
      drawItems(g, items, () => { if (canvas.isConnected) draw(); });
    };
    canvas.align = (repaint = false) => {
      const [x, y] = this.origin(view), [, , w, h] = view.frame;
      const fx = x * scale - Math.floor(x * scale + 1e-6), fy = y * scale - Math.floor(y * scale + 1e-6);
      const same = placed && Math.abs(placed[0] - fx) < 1e-3 && Math.abs(placed[1] - fy) < 1e-3 && placed[2] === w && placed[3] === h;
      if (same && !repaint) return;
      if (!same) {
        placed = [fx, fy, w, h];
        const width = Math.max(1, Math.ceil((w + 2 * margin) * scale + fx)), height = Math.max(1, Math.ceil((h + 2 * margin) * scale + fy));
        if (canvas.width !== width) canvas.width = width;
        if (canvas.height !== height) canvas.height = height;
        Object.assign(canvas.style, { left: (-margin - fx / scale) + "px", top: (-margin - fy / scale) + "px",
                                      width: width / scale + "px", height: height / scale + "px" });
      }
      draw();
    };
    canvas.repaint = (newItems) => { items = newItems; canvas.align(true); };
    canvas.align();
    return canvas;
  }

  /// `canvas` drawing `items` instead, when it can (the same shadow margin); null when a new
  /// canvas has to take its place (or there is none, or nothing to draw).
  repainted(canvas, items) {
    if (!canvas || !items.length || !canvas.repaint || canvas.margin !== shadowMargin(items)) return null;
    canvas.repaint(items);
    return canvas;
  }

  /// Where a view's origin is on the canvas, in points: its frame and its ancestors'.
  origin(view) {
    let x = 0, y = 0;
    for (let v = view; v && v !== this.root; v = v.parentElement) if (v.frame) { x += v.frame[0]; y += v.frame[1]; }
    return [x, y];
  }
}

/// Moves lines so their baselines lie where the text measurer laid them out: each line's probe
/// says where the browser put its baseline (in its fonts' metrics, after its rounding), and the
/// line moves by the difference. A browser that lays out on whole CSS pixels (Chromium under
/// DevTools' device emulation) would set the glyphs up to half a CSS pixel away, so each line is
/// laid out at a whole CSS pixel of the canvas and moved the rest of the way by a transform,
/// which is honoured to the device pixel, as Cairo places glyphs, whatever the layout's grid.
/// All are read first, then all moved (one layout).
function placeLines(root, spans) {
  const moves = [], base = root.getBoundingClientRect();
  const points = root.offsetWidth > 0 ? base.width / root.offsetWidth : 1;  // screen pixels per point (the canvas's zoom)
  for (const span of spans) {
    if (!span.isConnected || span.baselineAt == null) continue;
    const probe = span.querySelector(":scope > .baseline"), box = span.getBoundingClientRect();
    if (!probe) continue;
    const shift = span.shift || [0, 0];
    const left = parseFloat(span.style.left) || 0, top = parseFloat(span.style.top) || 0;
    // Where the line's box is on the canvas without its transform, and its baseline below its top.
    const x = (box.left - base.left) / points - shift[0], y = (box.top - base.top) / points - shift[1];
    const baseline = (probe.getBoundingClientRect().bottom - box.top) / points;
    const wantedTop = span.baselineAt - baseline;
    const wantedLeft = span.rightAt != null ? span.rightAt - box.width / points : left;
    const ax = x - left + wantedLeft, ay = y - top + wantedTop;  // where it goes on the canvas
    const fx = ax - Math.floor(ax), fy = ay - Math.floor(ay);
    moves.push([span, wantedLeft - fx, wantedTop - fy, [fx, fy]]);
  }
  for (const [span, left, top, shift] of moves) {
    span.style.left = left + "px"; span.style.top = top + "px";
    span.style.transform = `translate(${shift[0]}px, ${shift[1]}px)`; span.shift = shift;
  }
}
// A font that loads after a line was placed changes its metrics: place every line again.
if (document.fonts) document.fonts.addEventListener("loadingdone", () => {
  for (const host of hosts) placeLines(host.root, host.root.querySelectorAll(".paint.line"));
});

/// Connects the live canvas in `root` to run `id`; reconnects (and starts over from the whole
/// tree) when the socket drops. `onFrame(host)` is told after every message applied.
function connectCanvas(root, id, onFrame) {
  const host = new WebHost(root);
  // `lastInput`: when the page last sent an input (performance.now()), so the page can tell a
  // person's gesture under way from a screen that moves by itself.
  const connection = { id, host, socket: null, closed: false, messages: 0, lastInput: -Infinity, errors: [] };
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
        if (message.accessibility) host.accessibility(message.accessibility);
      } else if (message.type === "batch") {
        host.apply(message.ops);
        if (message.accessibility) host.accessibility(message.accessibility);
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

/// Images still decoding (the canvases that use them are drawn again once they have).
const pendingImageCount = () => pendingImages;

window.trellisHost = { WebHost, connectCanvas, drawItems, keyInput, pendingImageCount };
