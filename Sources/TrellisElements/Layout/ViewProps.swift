import Render
import Typesetting

/// An image as a host draws it.
public struct ResolvedImage: Hashable, Sendable {
    /// The image's name.
    public var source: String
    /// How it fills its frame.
    public var contentMode: ContentMode
    /// Drawn where the image is not available.
    public var placeholder: Color
    /// The asset folder `source` is looked up in (`ImageContent.assetFolder`).
    public var assetFolder: String?

    public init(source: String, contentMode: ContentMode, placeholder: Color, assetFolder: String? = nil) {
        self.source = source
        self.contentMode = contentMode
        self.placeholder = placeholder
        self.assetFolder = assetFolder
    }
}

/// Everything a host sets on a view except its frame and children: the unit the reconciler diffs
/// to send only changed properties. A view is a box (background, borders, corners, opacity,
/// clipping, shadow, gradient) around one `content`.
public struct ViewProps: Hashable, Sendable {
    /// Fill of the (rounded) frame; `nil` is transparent.
    public var background: Color?
    /// Border width in points, drawn inside the frame.
    public var borderWidth: Double
    /// Border color.
    public var borderColor: Color?
    /// Corner radii of background, border and clipping.
    public var cornerRadii: CornerRadii
    /// Opacity of the view and its subtree, 0...1.
    public var opacity: Double
    /// Whether children are clipped to the rounded frame.
    public var clipsContent: Bool
    /// What the view draws inside its box.
    public var content: ViewContent
    /// Padding plus layout border of a view whose content is laid out inside them (texts): hosts
    /// draw the content in `contentBox(in:)`, where it was measured.
    public var contentInsets: EdgeInsets
    /// The decorations few views have (shadows, gradients, per-edge borders), out of line: `nil`
    /// when a view has none of them, so the props of the many plain views stay small.
    private var decorations: OutOfLine<Decorations>?
    /// What assistive technology reads.
    public var accessibilityLabel: String?

    public init(background: Color? = nil, borderWidth: Double = 0, borderColor: Color? = nil,
                cornerRadii: CornerRadii = .zero, opacity: Double = 1, clipsContent: Bool = false,
                content: ViewContent = .none, contentInsets: EdgeInsets = .zero,
                shadow: Shadow? = nil, gradient: LinearGradient? = nil, edgeBorders: Borders? = nil,
                accessibilityLabel: String? = nil) {
        self.background = background
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.clipsContent = clipsContent
        self.content = content
        self.contentInsets = contentInsets
        let decorations = Decorations(shadow: shadow, gradient: gradient, edgeBorders: edgeBorders)
        self.decorations = decorations == Decorations() ? nil : .value(decorations)
        self.accessibilityLabel = accessibilityLabel
    }

    /// The text of a text view (`content`'s).
    public var text: AttributedText? { content.text }

    /// Where the content of a view with `frame` is drawn: the frame minus `contentInsets`, never
    /// smaller than empty.
    public func contentBox(in frame: Rect) -> Rect {
        let insets = contentInsets
        guard insets != .zero else { return frame }
        return Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                    width: max(0, frame.width - insets.left - insets.right),
                    height: max(0, frame.height - insets.top - insets.bottom))
    }

    /// The properties whose values differ from `old`, with their new values, in a fixed order.
    /// - Complexity: O(1) comparisons (text strings compare in O(length)).
    public func changes(from old: ViewProps) -> [ViewProperty] {
        var changes: [ViewProperty] = []
        if background != old.background { changes.append(.background(background)) }
        if borderWidth != old.borderWidth || borderColor != old.borderColor {
            changes.append(.border(width: borderWidth, color: borderColor))
        }
        if cornerRadii != old.cornerRadii { changes.append(.cornerRadii(cornerRadii)) }
        if opacity != old.opacity { changes.append(.opacity(opacity)) }
        if clipsContent != old.clipsContent { changes.append(.clipsContent(clipsContent)) }
        if content != old.content { changes.append(.content(content)) }
        if contentInsets != old.contentInsets { changes.append(.contentInsets(contentInsets)) }
        if decorations != old.decorations {
            if shadow != old.shadow { changes.append(.shadow(shadow)) }
            if gradient != old.gradient { changes.append(.gradient(gradient)) }
            if edgeBorders != old.edgeBorders { changes.append(.edgeBorders(edgeBorders)) }
        }
        if accessibilityLabel != old.accessibilityLabel { changes.append(.accessibilityLabel(accessibilityLabel)) }
        return changes
    }

    /// These props with one changed property applied (what a host does on `update`).
    public func applying(_ change: ViewProperty) -> ViewProps {
        var props = self
        switch change {
        case .background(let value): props.background = value
        case .border(let width, let color): props.borderWidth = width; props.borderColor = color
        case .cornerRadii(let value): props.cornerRadii = value
        case .opacity(let value): props.opacity = value
        case .clipsContent(let value): props.clipsContent = value
        case .content(let value): props.content = value
        case .contentInsets(let value): props.contentInsets = value
        case .shadow(let value): props.shadow = value
        case .gradient(let value): props.gradient = value
        case .edgeBorders(let value): props.edgeBorders = value
        case .accessibilityLabel(let value): props.accessibilityLabel = value
        }
        return props
    }
}

extension ViewProps {
    /// A drop shadow under the (rounded) frame.
    public var shadow: Shadow? {
        get { self[decoration: \.shadow] }
        set { self[decoration: \.shadow] = newValue }
    }
    /// A gradient over the background.
    public var gradient: LinearGradient? {
        get { self[decoration: \.gradient] }
        set { self[decoration: \.gradient] = newValue }
    }
    /// Borders on single edges, physical sides.
    public var edgeBorders: Borders? {
        get { self[decoration: \.edgeBorders] }
        set { self[decoration: \.edgeBorders] = newValue }
    }

    /// One out-of-line decoration; setting keeps `decorations` nil for "none", so equal props
    /// compare equal.
    private subscript<Value>(decoration field: WritableKeyPath<Decorations, Value?>) -> Value? {
        get { decorations?.value[keyPath: field] }
        set {
            var value = decorations?.value ?? Decorations()
            value[keyPath: field] = newValue
            decorations = value == Decorations() ? nil : .value(value)
        }
    }
}

/// The decorations few views have, stored together out of line (see `ViewProps.decorations`).
struct Decorations: Hashable, Sendable {
    var shadow: Shadow?
    var gradient: LinearGradient?
    var edgeBorders: Borders?
}

/// A value boxed on the heap (an indirect enum copies on write), so the struct holding it stays small.
indirect enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)

    var value: Value {
        switch self { case .value(let value): value }
    }
}

/// One changed view property with its new value: the payload of `MountInstruction.update`.
public enum ViewProperty: Hashable, Sendable {
    case background(Color?)
    case border(width: Double, color: Color?)
    case cornerRadii(CornerRadii)
    case opacity(Double)
    case clipsContent(Bool)
    case content(ViewContent)
    case contentInsets(EdgeInsets)
    case shadow(Shadow?)
    case gradient(LinearGradient?)
    case edgeBorders(Borders?)
    case accessibilityLabel(String?)
}
