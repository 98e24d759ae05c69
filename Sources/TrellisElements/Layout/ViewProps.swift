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
/// to send only changed properties.
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
    /// The text of a text view, resolved for the environment.
    public var text: AttributedText?
    /// Padding plus layout border of a view whose content is laid out inside them (texts): hosts
    /// draw the content in `contentBox(in:)`, where it was measured.
    public var contentInsets: EdgeInsets
    /// The image of an image view.
    public var image: ResolvedImage?
    /// The ring of a progress-ring view.
    public var progressRing: ResolvedProgressRing?
    /// The props few views have (shadows, gradients, per-edge borders, shapes, switches,
    /// activity indicators, text fields), out of line: `nil` when a view has none of them, so the
    /// props of the many plain views stay small to copy and compare.
    private var rare: OutOfLine<RareProps>?
    /// What assistive technology reads.
    public var accessibilityLabel: String?

    public init(background: Color? = nil, borderWidth: Double = 0, borderColor: Color? = nil,
                cornerRadii: CornerRadii = .zero, opacity: Double = 1, clipsContent: Bool = false,
                text: AttributedText? = nil, contentInsets: EdgeInsets = .zero, image: ResolvedImage? = nil,
                progressRing: ResolvedProgressRing? = nil, shadow: Shadow? = nil, gradient: LinearGradient? = nil,
                edgeBorders: Borders? = nil, shape: ResolvedShape? = nil, toggle: ResolvedToggle? = nil,
                activityIndicator: ResolvedActivityIndicator? = nil, textField: ResolvedTextField? = nil,
                accessibilityLabel: String? = nil) {
        self.background = background
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.clipsContent = clipsContent
        self.text = text
        self.contentInsets = contentInsets
        self.image = image
        self.progressRing = progressRing
        let rare = RareProps(shadow: shadow, gradient: gradient, edgeBorders: edgeBorders, shape: shape, toggle: toggle,
                             activityIndicator: activityIndicator, textField: textField)
        self.rare = rare == RareProps() ? nil : .value(rare)
        self.accessibilityLabel = accessibilityLabel
    }

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
        if text != old.text { changes.append(.text(text)) }
        if contentInsets != old.contentInsets { changes.append(.contentInsets(contentInsets)) }
        if image != old.image { changes.append(.image(image)) }
        if progressRing != old.progressRing { changes.append(.progressRing(progressRing)) }
        if rare != old.rare {
            if shadow != old.shadow { changes.append(.shadow(shadow)) }
            if gradient != old.gradient { changes.append(.gradient(gradient)) }
            if edgeBorders != old.edgeBorders { changes.append(.edgeBorders(edgeBorders)) }
            if shape != old.shape { changes.append(.shape(shape)) }
            if toggle != old.toggle { changes.append(.toggle(toggle)) }
            if activityIndicator != old.activityIndicator { changes.append(.activityIndicator(activityIndicator)) }
            if textField != old.textField { changes.append(.textField(textField)) }
            if custom != old.custom { changes.append(.custom(custom)) }
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
        case .text(let value): props.text = value
        case .contentInsets(let value): props.contentInsets = value
        case .image(let value): props.image = value
        case .progressRing(let value): props.progressRing = value
        case .shadow(let value): props.shadow = value
        case .gradient(let value): props.gradient = value
        case .edgeBorders(let value): props.edgeBorders = value
        case .shape(let value): props.shape = value
        case .toggle(let value): props.toggle = value
        case .activityIndicator(let value): props.activityIndicator = value
        case .textField(let value): props.textField = value
        case .custom(let value): props.custom = value
        case .accessibilityLabel(let value): props.accessibilityLabel = value
        }
        return props
    }
}

extension ViewProps {
    /// A drop shadow under the (rounded) frame.
    public var shadow: Shadow? {
        get { self[rare: \.shadow] }
        set { self[rare: \.shadow] = newValue }
    }
    /// A gradient over the background.
    public var gradient: LinearGradient? {
        get { self[rare: \.gradient] }
        set { self[rare: \.gradient] = newValue }
    }
    /// Borders on single edges, physical sides.
    public var edgeBorders: Borders? {
        get { self[rare: \.edgeBorders] }
        set { self[rare: \.edgeBorders] = newValue }
    }
    /// The path of a shape view.
    public var shape: ResolvedShape? {
        get { self[rare: \.shape] }
        set { self[rare: \.shape] = newValue }
    }
    /// The state of a switch.
    public var toggle: ResolvedToggle? {
        get { self[rare: \.toggle] }
        set { self[rare: \.toggle] = newValue }
    }
    /// The frame of an activity indicator.
    public var activityIndicator: ResolvedActivityIndicator? {
        get { self[rare: \.activityIndicator] }
        set { self[rare: \.activityIndicator] = newValue }
    }
    /// The state of a text field.
    public var textField: ResolvedTextField? {
        get { self[rare: \.textField] }
        set { self[rare: \.textField] = newValue }
    }

    /// What a custom leaf draws (`CustomLeaf`).
    public var custom: ResolvedCustomLeaf? {
        get { self[rare: \.custom] }
        set { self[rare: \.custom] = newValue }
    }

    /// One out-of-line prop; setting keeps `rare` nil for "none", so equal props compare equal.
    private subscript<Value>(rare field: WritableKeyPath<RareProps, Value?>) -> Value? {
        get { rare?.value[keyPath: field] }
        set {
            var value = rare?.value ?? RareProps()
            value[keyPath: field] = newValue
            rare = value == RareProps() ? nil : .value(value)
        }
    }
}

/// The props few views have, stored together out of line (see `ViewProps.rare`).
struct RareProps: Hashable, Sendable {
    var shadow: Shadow?
    var gradient: LinearGradient?
    var edgeBorders: Borders?
    var shape: ResolvedShape?
    var toggle: ResolvedToggle?
    var activityIndicator: ResolvedActivityIndicator?
    var textField: ResolvedTextField?
    var custom: ResolvedCustomLeaf?
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
    case text(AttributedText?)
    case contentInsets(EdgeInsets)
    case image(ResolvedImage?)
    case progressRing(ResolvedProgressRing?)
    case shadow(Shadow?)
    case gradient(LinearGradient?)
    case edgeBorders(Borders?)
    case shape(ResolvedShape?)
    case toggle(ResolvedToggle?)
    case activityIndicator(ResolvedActivityIndicator?)
    case textField(ResolvedTextField?)
    case custom(ResolvedCustomLeaf?)
    case accessibilityLabel(String?)
}
