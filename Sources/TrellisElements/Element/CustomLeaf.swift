import Render
import Typesetting

/// A leaf element an app defines without editing Trellis — a chart, a map placeholder, a rating:
/// its natural size, what it draws and what assistive technology reads.
///
/// ```swift
/// struct RatingStars: CustomLeaf {
///     var rating: Double
///     static let kind = "rating-stars"
///     func size(fitting proposal: LeafProposal, in context: LeafContext) -> Size { Size(width: 88, height: 16) }
///     func displayItems(in frame: Rect, context: LeafContext) -> [DisplayItem] { … }
///     var accessibilityLabel: String? { "Rated \(rating) of 5" }
/// }
///
/// Row { RatingStars(rating: 4.5); Text("4.5") }
/// ```
///
/// The leaf is Props-like: equal values draw equally, and the reconciler sends a host a new value
/// only when it changed. The PNG host, the headless host, snapshots and the storybook draw it from
/// ``displayItems(in:context:)``, so one function is the whole drawing; in UIKit a leaf may bring
/// its own view (`UIKitLeaf` in `TrellisUIKit`).
///
/// Threading: every requirement MAY be called off the main thread — `size` during the layout
/// pass, `displayItems` when a host draws — and must be a pure function of the value and its
/// arguments.
public protocol CustomLeaf: Hashable, Sendable, ElementConvertible {
    /// The leaf's kind in dumps and mount logs (`custom(rating-stars)`); unique in the app.
    static var kind: String { get }
    /// The natural size for `proposal` (a side is `nil` where the container leaves it free).
    /// By default a leaf has no natural size (zero): size it with modifiers (`.size(120)`).
    func size(fitting proposal: LeafProposal, in context: LeafContext) -> Size
    /// What the leaf draws in `frame` (its frame in the screen), colours resolved for `context`.
    func displayItems(in frame: Rect, context: LeafContext) -> [DisplayItem]
    /// What assistive technology reads; an `accessibilityLabel(_:)` modifier overrides it.
    var accessibilityLabel: String? { get }
}

extension CustomLeaf {
    public func size(fitting proposal: LeafProposal, in context: LeafContext) -> Size { Size(width: 0, height: 0) }
    public var accessibilityLabel: String? { nil }

    public var element: Element {
        var element = Element(content: .custom(AnyCustomLeaf(self)))
        element.accessibilityLabel = accessibilityLabel
        return element
    }
}

/// The space a container offers a custom leaf: `nil` where a side is free.
public struct LeafProposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// What a custom leaf may depend on besides its own value: resolved by the layout pass, so a
/// host draws the leaf without an environment.
public struct LeafContext: Hashable, Sendable {
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    public var displayScale: Double
    /// The dynamic-type multiplier (1 at the default size).
    public var textSizeMultiplier: Double

    public init(colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
                displayScale: Double = 1, textSizeMultiplier: Double = 1) {
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.textSizeMultiplier = textSizeMultiplier
    }

    init(_ environment: Environment) {
        self.init(colorScheme: environment.colorScheme, layoutDirection: environment.layoutDirection,
                  displayScale: environment.displayScale, textSizeMultiplier: environment.textSizeMultiplier)
    }

    /// `color` in this context's scheme.
    public func resolve(_ color: ThemedColor) -> Color { color.resolved(in: colorScheme) }
}

/// A custom leaf of any type, compared and hashed as its value.
public struct AnyCustomLeaf: Hashable, Sendable {
    /// The leaf's ``CustomLeaf/kind``.
    public let kind: String
    private let value: any Hashable & Sendable
    private let measure: @Sendable (LeafProposal, LeafContext) -> Size
    private let draw: @Sendable (Rect, LeafContext) -> [DisplayItem]

    public init<Leaf: CustomLeaf>(_ leaf: Leaf) {
        kind = Leaf.kind
        value = leaf
        measure = { leaf.size(fitting: $0, in: $1) }
        draw = { leaf.displayItems(in: $0, context: $1) }
    }

    /// The leaf as its own type, when it is one.
    public func leaf<Leaf: CustomLeaf>(as type: Leaf.Type) -> Leaf? { value as? Leaf }

    /// The leaf itself, for a host that asks whether it also conforms to a protocol of its own
    /// (the UIKit host's `UIKitLeaf`).
    public var base: any Hashable & Sendable { value }

    public func size(fitting proposal: LeafProposal, in context: LeafContext) -> Size { measure(proposal, context) }
    public func displayItems(in frame: Rect, context: LeafContext) -> [DisplayItem] { draw(frame, context) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        func open<T: Hashable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return open(lhs.value)
    }

    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

/// A custom leaf as a host draws it: the value and the context the pass resolved.
public struct ResolvedCustomLeaf: Hashable, Sendable {
    public var leaf: AnyCustomLeaf
    public var context: LeafContext

    public init(leaf: AnyCustomLeaf, context: LeafContext) {
        self.leaf = leaf
        self.context = context
    }

    /// What the leaf draws in `frame`.
    public func displayItems(in frame: Rect) -> [DisplayItem] { leaf.displayItems(in: frame, context: context) }
}
