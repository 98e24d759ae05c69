/// One node of a declarative element tree: what to show (content), how to paint its box
/// (appearance), how to lay it out (flex style), who it is (key) and what tapping it does.
///
/// Elements are values: building one does no work beyond storing fields, two equal trees describe
/// the same screen, and the layout pass uses that equality to reuse work for unchanged subtrees.
/// Build them with the DSL (`Row { … }`, `Text("…")`, modifiers) rather than field by field.
public struct Element: Sendable, Equatable, ElementConvertible {
    /// What the element shows; decides its `kind`.
    public enum Content: Sendable, Hashable {
        case box
        case text(TextContent)
        case image(ImageContent)
        case spacer
        case separator
    }

    public var content: Content
    public var appearance: Appearance
    /// Explicit identity among siblings (`.id(_:)`); `nil` means identity by position among siblings
    /// of the same kind.
    public var key: ElementKey?
    /// Read by screen readers; also printed by the headless host.
    public var accessibilityLabel: String?
    public var children: [Element]

    public init(content: Content, appearance: Appearance = .plain, key: ElementKey? = nil,
                accessibilityLabel: String? = nil, children: [Element] = []) {
        self.content = content
        self.appearance = appearance
        self.key = key
        self.accessibilityLabel = accessibilityLabel
        self.children = children
    }

    public var kind: ElementKind {
        switch content {
        case .box: return .box
        case .text: return .text
        case .image: return .image
        case .spacer: return .spacer
        case .separator: return .separator
        }
    }

    public var element: Element { self }
}

/// Anything that can stand where an element is expected in the DSL: elements themselves, the
/// built-in element types (`Row`, `Text`, …) and components.
public protocol ElementConvertible {
    /// The element this value describes. MAY be called off the main thread.
    var element: Element { get }
}
