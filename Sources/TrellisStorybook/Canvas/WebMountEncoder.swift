import CairoRender
import JSONPaths
import PangoText
import Render
import TrellisElements
import Typesetting

/// Mount instructions as the web canvas's messages (`Page/host.js` applies them, one DOM element
/// per view): the runtime's own `create / update / setFrame / insert / move / remove`, one JSON
/// object each, plus a `paint` after any view whose look inside its box changed.
///
/// | op | members |
/// |---|---|
/// | `create` | `id`, `kind`, `key` (or null), `props` (below), `rect` (as `frame`'s) |
/// | `update` | `id`, `props` (only the changed members) |
/// | `frame` | `id`, `rect` `[x, y, width, height]` in the parent's points |
/// | `insert` | `id`, `parent` (null: the canvas), `index` |
/// | `move` | `id`, `parent`, `index` |
/// | `remove` | `id` |
/// | `paint` | `id`, `lines` (a text's laid-out lines), `items` (display items in the view's own coordinates, under its children), `over` (items over its children: per-edge borders), `shadow` (`{"color", "offset", "blur"}` or null) |
///
/// `props`: `background`, `border` `[width, color]`, `radii`, `opacity`, `clip`, `label`. What CSS
/// cannot draw as the Cairo host does (shadows, gradients, per-edge borders, every leaf's content)
/// is painted from the same display items the Cairo host draws; texts are placed line by line as
/// the text measurer laid them out, each line's runs with their font, size, weight and colour.
struct WebMountEncoder: Sendable {
    let measurer: PangoMeasurer
    let scale: Double

    /// The ops that build `tree` from nothing (a new or reconnected canvas).
    func ops(building tree: MountedTree) -> [JSONValue] {
        var ops: [JSONValue] = []
        guard let root = tree.root else { return ops }
        tree.walk { build(root, parent: nil, index: 0, into: &ops) }
        return ops
    }

    private func build(_ node: MountedNode, parent: ViewID?, index: Int, into ops: inout [JSONValue]) {
        ops.append(create(node.id, kind: node.kind, key: node.key, props: node.props, frame: node.frame))
        for (childIndex, child) in node.children.enumerated() { build(child, parent: node.id, index: childIndex, into: &ops) }
        if let paint = paint(node) { ops.append(paint) }
        ops.append(insert(node.id, parent: parent, index: index))
    }

    /// The ops of one batch: its instructions in order, then a `paint` for each view created, given
    /// new content or decorations, or resized.
    func ops(of batch: MountBatch) -> [JSONValue] {
        var ops: [JSONValue] = []
        ops.reserveCapacity(batch.instructions.count)
        var repaint: Set<ViewID> = []
        var created: Set<ViewID> = []
        var keys: [ViewID: ElementKey]?
        for instruction in batch.instructions {
            switch instruction {
            case let .create(id, kind, props, frame):
                if keys == nil { keys = batch.tree.walk { Self.keys(of: batch.tree) } }
                ops.append(create(id, kind: kind, key: keys?[id], props: props, frame: frame))
                repaint.insert(id)
                created.insert(id)
            case let .update(id, changes):
                let members = changes.flatMap(Self.members)
                if !members.isEmpty { ops.append(.object([("op", .string("update")), ("id", id.json), ("props", .object(members))])) }
                if changes.contains(where: Self.repaints) { repaint.insert(id) }
            case let .setFrame(id, rect):
                ops.append(frame(id, rect))
                repaint.insert(id)
            case let .insert(id, parent, index):
                ops.append(insert(id, parent: parent, index: index))
            case let .move(id, parent, index):
                ops.append(.object([("op", .string("move")), ("id", id.json), ("parent", parent.json), ("index", .number(Double(index)))]))
            case .remove(let id):
                ops.append(.object([("op", .string("remove")), ("id", id.json)]))
                repaint.remove(id)
            }
        }
        if !repaint.isEmpty {
            batch.tree.walk {
                Self.visit(batch.tree.root) { node in
                    // A view that painted before and paints nothing now is told so (an empty paint).
                    if repaint.contains(node.id), let paint = paint(node, always: !created.contains(node.id)) { ops.append(paint) }
                }
            }
        }
        return ops
    }

    // MARK: - Ops

    private func create(_ id: ViewID, kind: ElementKind, key: ElementKey?, props: ViewProps, frame: Rect) -> JSONValue {
        .object([("op", .string("create")), ("id", id.json), ("kind", .string(kind.rawValue)),
                 ("key", key.map { .string($0.description) } ?? .null), ("props", .object(Self.members(of: props))),
                 ("rect", frame.json)])
    }

    private func frame(_ id: ViewID, _ rect: Rect) -> JSONValue {
        .object([("op", .string("frame")), ("id", id.json), ("rect", rect.json)])
    }

    private func insert(_ id: ViewID, parent: ViewID?, index: Int) -> JSONValue {
        .object([("op", .string("insert")), ("id", id.json), ("parent", parent.map(\.json) ?? .null),
                 ("index", .number(Double(index)))])
    }

    /// What a view paints inside its box, in its own coordinates; nil when it paints nothing
    /// (unless `always`).
    private func paint(_ node: MountedNode, always: Bool = false) -> JSONValue? {
        let props = node.props
        let bounds = Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
        var list = DisplayList(size: bounds.size)
        // The view's own shadow is CSS `box-shadow` on its element (`shadow` below): it reaches
        // beyond the view's box and is not clipped by the view's own `overflow`, as in Cairo.
        let shadow = props.shadow.flatMap { $0.paintedColor.alpha > 0 ? $0 : nil }
        if let gradient = props.gradient { list.append(.gradient(bounds, radii: props.cornerRadii, gradient: gradient)) }
        var lines: [JSONValue] = []
        if case .text(let text) = props.content {
            lines = self.lines(of: text, in: props.contentBox(in: bounds))
        } else {
            DisplayListBuilder().appendContent(of: props, in: bounds, into: &list)
        }
        // Per-edge borders (separators) are drawn over the view's children, as Cairo draws them.
        var over: [JSONValue] = []
        if let borders = props.edgeBorders, borders.sides.contains(where: \.isVisible) { over.append(DisplayItem.borders(bounds, borders).json) }
        guard always || !lines.isEmpty || !list.items.isEmpty || !over.isEmpty || shadow != nil else { return nil }
        return .object([("op", .string("paint")), ("id", node.id.json), ("lines", .array(lines)),
                        ("items", .array(list.items.map(item))), ("over", .array(over)),
                        ("shadow", shadow.map { .object([("color", $0.paintedColor.json), ("offset", $0.offset.json),
                                                         ("blur", .number($0.blur))]) } ?? .null)])
    }

    /// One display item as the page draws it: `DisplayItem.json`, except that a text is its lines
    /// as the measurer laid them out (`{"type": "text", "lines"}`, drawn at their baselines) and an
    /// image carries its pixels (`{"type": "image", "frame", "radii", "placed", "src"}`: a PNG data
    /// URL and the rectangle its content mode puts it in; no `src` when it cannot be read).
    private func item(_ item: DisplayItem) -> JSONValue {
        switch item {
        case let .text(text, frame):
            return .object([("type", .string("text")), ("lines", .array(lines(of: text, in: frame)))])
        case let .image(source, frame, contentMode, radii):
            var members: [(String, JSONValue)] = [("type", .string("image")), ("frame", frame.json), ("radii", radii.json)]
            if let image = WebImage(source, renderScale: scale) {
                members += [("placed", contentMode.placement(of: image.size, in: frame).json), ("src", .string(image.dataURL))]
            }
            return .object(members)
        default:
            return item.json
        }
    }

    /// `[{"x", "y", "width", "height", "baseline", "rtl", "truncated", "runs": [{"text", "family", "size", "weight", "italic", "color"…}]}]`
    /// in the view's coordinates, as the measurer laid them out in `box`. A truncated line's runs
    /// hold the rest of the text; the page cuts it at the line's width with an ellipsis.
    private func lines(of text: AttributedText, in box: Rect) -> [JSONValue] {
        let layout = measurer.measure(text, width: box.width, mode: .exactly, scale: scale)
        return layout.lines.map { line in
            let slice = line.isTruncated ? visible(text.slice(line.range), width: box.width) : text.slice(line.range)
            return .object([("x", .number(box.minX + line.x)), ("y", .number(box.minY + line.y)),
                            ("width", .number(line.width)), ("height", .number(line.height)),
                            ("baseline", .number(box.minY + line.baseline)), ("rtl", .bool(line.isRightToLeft)),
                            ("truncated", .bool(line.isTruncated)),
                            ("runs", .array(slice.runs.map(\.json)))])
        }
    }

    /// What a truncated line shows: the longest start of `rest` that fits `width` with an
    /// ellipsis after it, the ellipsis in the attributes of the character before it (Pango cuts
    /// at a character boundary and sets "…" there).
    private func visible(_ rest: AttributedText, width: Double) -> AttributedText {
        var single = rest
        single.paragraph.maxLines = 1
        single.paragraph.lineBreakMode = .wordWrap
        let characters = Array(rest.string)
        func shown(_ count: Int) -> AttributedText {
            let bytes = String(characters.prefix(count)).utf8.count
            var text = rest.slice(0..<bytes)
            text.paragraph = single.paragraph
            text.append("\u{2026}", text.runs.last?.attributes ?? rest.leadingAttributes)
            return text
        }
        func fits(_ count: Int) -> Bool {
            let layout = measurer.measure(shown(count), width: width * 4 + 1_000, mode: .atMost, scale: scale)
            return (layout.lines.first?.width ?? 0) <= width + 0.01
        }
        // The widest count that fits, by bisection (the width grows with the count).
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        var result = shown(low)
        result.paragraph = rest.paragraph
        return result
    }

    // MARK: - Props

    private static func members(of props: ViewProps) -> [(String, JSONValue)] {
        [("background", props.background.map(\.json) ?? .null),
         ("border", .array([.number(props.borderWidth), props.borderColor.map(\.json) ?? .null])),
         ("radii", props.cornerRadii.json), ("opacity", .number(props.opacity)), ("clip", .bool(props.clipsContent)),
         ("label", props.accessibilityLabel.map(JSONValue.string) ?? .null)]
    }

    /// The `props` members one change sets (none for what is painted: content, decorations).
    private static func members(_ change: ViewProperty) -> [(String, JSONValue)] {
        switch change {
        case .background(let color): [("background", color.map(\.json) ?? .null)]
        case let .border(width, color): [("border", .array([.number(width), color.map(\.json) ?? .null]))]
        case .cornerRadii(let radii): [("radii", radii.json)]
        case .opacity(let opacity): [("opacity", .number(opacity))]
        case .clipsContent(let clips): [("clip", .bool(clips))]
        case .accessibilityLabel(let label): [("label", label.map(JSONValue.string) ?? .null)]
        case .content, .contentInsets, .shadow, .gradient, .edgeBorders: []
        }
    }

    /// Whether a change alters what the view paints.
    private static func repaints(_ change: ViewProperty) -> Bool {
        switch change {
        case .content, .contentInsets, .shadow, .gradient, .edgeBorders, .cornerRadii: true
        case .background, .border, .opacity, .clipsContent, .accessibilityLabel: false
        }
    }

    private static func keys(of tree: MountedTree) -> [ViewID: ElementKey] {
        var keys: [ViewID: ElementKey] = [:]
        visit(tree.root) { node in if let key = node.key { keys[node.id] = key } }
        return keys
    }

    private static func visit(_ node: MountedNode?, _ body: (MountedNode) -> Void) {
        guard let node else { return }
        body(node)
        for child in node.children { visit(child, body) }
    }
}

extension ViewID {
    var json: JSONValue { .number(Double(rawValue)) }
}
