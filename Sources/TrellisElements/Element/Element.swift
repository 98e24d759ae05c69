import Flexbox
import Commands

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
        /// A circular progress indicator (`ProgressRing`).
        case progressRing(ProgressRingContent)
        /// A vector path filled and/or stroked (`Shape`).
        case shape(ShapeContent)
        /// An on/off switch (`Toggle`).
        case toggle(ToggleContent)
        /// A spinner drawn at a given time (`ActivityIndicator`).
        case activityIndicator(ActivityIndicatorContent)
        /// A one-line text input (`TextField`).
        case textField(TextFieldContent)
        /// Built by the layout pass: a memoized `PropsComponent` or an `EnvironmentReader`.
        case deferred(DeferredContent)
        /// A scroll container (`LazyList`, `ScrollView`): a box whose rows the runtime windows.
        case scroll(ScrollContent)
        /// A leaf the app defines (`CustomLeaf`).
        case custom(AnyCustomLeaf)
    }

    /// What the element shows; decides its `kind`.
    public var content: Content
    /// How its box is painted.
    public var appearance: Appearance
    /// How the element lays out: the flex engine's own style value (Yoga defaults: column,
    /// no shrinking, stretch).
    public var style: Style
    /// Explicit identity among siblings (`.id(_:)`); `nil` means identity by position among siblings
    /// of the same kind.
    public var key: ElementKey?
    /// Read by screen readers; also printed by the headless host.
    public var accessibilityLabel: String?
    /// Performed when a tap lands on this element and no deeper element takes it.
    public var onTap: Command?
    /// What the element does under a finger besides a tap (long press, drag, swipe actions, its
    /// pressed look, disabled); `nil`: nothing more.
    public var interaction: Interaction?
    /// Edges whose padding grows by the environment's safe-area inset.
    public var safeAreaEdges: SafeAreaEdges
    /// Children of a container; leaves (text, image, spacer, separator) ignore them.
    public var children: [Element]
    /// Which children of a row give way first (`layoutPriority(_:)`); 0 by default.
    public var layoutPriority: Double = 0
    /// For a text: whether a row may shrink it below its longest word (`shrinksBelowLongestWord()`).
    public var shrinksBelowLongestWord = false
    /// The app's environment values this element sets for itself and its subtree
    /// (`environment(_:_:)`); `nil` sets none.
    public var environmentValues: EnvironmentValues?

    public init(content: Content, style: Style = Style(), appearance: Appearance = .plain, key: ElementKey? = nil,
                accessibilityLabel: String? = nil, onTap: Command? = nil, safeAreaEdges: SafeAreaEdges = [],
                children: [Element] = []) {
        self.content = content
        self.style = style
        self.appearance = appearance
        self.key = key
        self.accessibilityLabel = accessibilityLabel
        self.onTap = onTap
        self.safeAreaEdges = safeAreaEdges
        self.children = children
    }

    /// The view kind hosts create for this element. A deferred element (memoized component,
    /// environment reader) counts as a box among its siblings until the layout pass builds it.
    public var kind: ElementKind {
        switch content {
        case .box, .deferred, .scroll: return .box
        case .text: return .text
        case .image: return .image
        case .spacer: return .spacer
        case .separator: return .separator
        case .progressRing: return .progressRing
        case .shape: return .shape
        case .toggle: return .toggle
        case .activityIndicator: return .activityIndicator
        case .textField: return .textField
        case .custom: return .custom
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

/// A set of box edges, for safe-area padding. `leading`/`trailing` follow the layout direction.
public struct SafeAreaEdges: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Pad the top edge.
    public static let top = SafeAreaEdges(rawValue: 1 << 0)
    /// Pad the leading edge (left in LTR, right in RTL).
    public static let leading = SafeAreaEdges(rawValue: 1 << 1)
    /// Pad the bottom edge.
    public static let bottom = SafeAreaEdges(rawValue: 1 << 2)
    /// Pad the trailing edge.
    public static let trailing = SafeAreaEdges(rawValue: 1 << 3)
    /// Every edge.
    public static let all: SafeAreaEdges = [.top, .leading, .bottom, .trailing]
}
