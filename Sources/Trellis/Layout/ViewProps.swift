import Render
import Text

/// An image as a host draws it.
public struct ResolvedImage: Hashable, Sendable {
    public var source: String
    public var contentMode: ContentMode
    public var placeholder: Color

    public init(source: String, contentMode: ContentMode, placeholder: Color) {
        self.source = source
        self.contentMode = contentMode
        self.placeholder = placeholder
    }
}

/// Everything a host sets on a view except its frame and children: the unit the reconciler diffs
/// to send only changed properties.
public struct ViewProps: Hashable, Sendable {
    public var background: Color?
    public var borderWidth: Double
    public var borderColor: Color?
    public var cornerRadii: CornerRadii
    public var opacity: Double
    public var clipsContent: Bool
    public var text: AttributedText?
    public var image: ResolvedImage?
    public var accessibilityLabel: String?

    public init(background: Color? = nil, borderWidth: Double = 0, borderColor: Color? = nil,
                cornerRadii: CornerRadii = .zero, opacity: Double = 1, clipsContent: Bool = false,
                text: AttributedText? = nil, image: ResolvedImage? = nil, accessibilityLabel: String? = nil) {
        self.background = background
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.clipsContent = clipsContent
        self.text = text
        self.image = image
        self.accessibilityLabel = accessibilityLabel
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
        if image != old.image { changes.append(.image(image)) }
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
        case .image(let value): props.image = value
        case .accessibilityLabel(let value): props.accessibilityLabel = value
        }
        return props
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
    case image(ResolvedImage?)
    case accessibilityLabel(String?)
}
