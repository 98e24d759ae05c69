import Flexbox

/// A container: children laid out by its flex style (a column, Yoga's default direction), and a box
/// that can be painted (background, border, corner radii, opacity, clipping).
public struct Box: ElementConvertible, Sendable {
    /// A box element.
    public let element: Element

    public init(@ElementBuilder _ children: () -> [Element] = { [] }) {
        element = Element(content: .box, children: children())
    }
}

/// Children side by side, in reading order (right to left in RTL).
public struct Row: ElementConvertible, Sendable {
    /// A row box.
    public let element: Element

    /// - Parameters:
    ///   - spacing: Gap between neighbours, in points.
    ///   - alignment: Cross-axis (vertical) alignment of the children; Yoga's default stretches.
    public init(spacing: Double = 0, alignment: Align = .stretch, @ElementBuilder _ children: () -> [Element]) {
        var element = Element(content: .box, children: children())
        element.style.flexDirection = .row
        element.style.alignItems = alignment
        if spacing != 0 { element.style.columnGap = .points(Float(spacing)) }
        self.element = element
    }
}

/// Children one under another.
public struct Column: ElementConvertible, Sendable {
    /// A column box.
    public let element: Element

    /// - Parameters:
    ///   - spacing: Gap between neighbours, in points.
    ///   - alignment: Cross-axis (horizontal) alignment of the children; Yoga's default stretches.
    public init(spacing: Double = 0, alignment: Align = .stretch, @ElementBuilder _ children: () -> [Element]) {
        var element = Element(content: .box, children: children())
        element.style.flexDirection = .column
        element.style.alignItems = alignment
        if spacing != 0 { element.style.rowGap = .points(Float(spacing)) }
        self.element = element
    }
}

/// Flexible empty space along the parent's main axis: grows to take what is left, never shrinks
/// below `minLength`. Laid out, never mounted.
public struct Spacer: ElementConvertible, Sendable {
    /// A spacer element.
    public let element: Element

    public init(minLength: Double = 0) {
        var element = Element(content: .spacer)
        element.style.flexGrow = 1
        element.style.flexShrink = 0
        element.style.flexBasis = .points(Float(minLength))
        self.element = element
    }
}

/// A hairline between blocks: one device pixel thick (unless given a thickness), stretched across
/// the parent, optionally indented at the leading edge.
public struct Separator: ElementConvertible, Sendable {
    /// A separator element.
    public let element: Element

    /// - Parameters:
    ///   - thickness: In points; `nil` means one device pixel (resolved by the layout pass).
    ///   - inset: Leading indentation in points.
    public init(color: ThemedColor = .separator, thickness: Double? = nil, inset: Double = 0) {
        var element = Element(content: .separator)
        element.appearance.background = color
        element.style.alignSelf = .stretch
        element.style.flexShrink = 0
        if let thickness { element.style.height = .points(Float(thickness)) }
        if inset != 0 { element.style.margin.start = .points(Float(inset)) }
        self.element = element
    }
}
