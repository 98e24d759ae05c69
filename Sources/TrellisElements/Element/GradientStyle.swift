import Render
import Typesetting

/// A themed linear gradient filling an element's (rounded) frame: stops of `ThemedColor`s along
/// two unit points or a CSS angle (see `LinearGradient`).
public struct GradientStyle: Hashable, Sendable {
    /// One themed colour at a location 0...1 along the gradient line.
    public struct Stop: Hashable, Sendable {
        public var color: ThemedColor
        public var location: Double

        public init(_ color: ThemedColor, at location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The colours, in order of location.
    public var stops: [Stop]
    /// The gradient line.
    public var direction: LinearGradient.Direction

    /// Stops along `direction` (top to bottom unless given).
    public init(stops: [Stop], direction: LinearGradient.Direction = .points(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))) {
        self.stops = stops
        self.direction = direction
    }

    /// Colours spread evenly from the unit point `start` to `end` (top to bottom by default).
    public init(_ colors: [ThemedColor], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.init(stops: Self.even(colors), direction: .points(start: start, end: end))
    }

    /// Colours spread evenly along a CSS angle in degrees (`90` runs left to right).
    public init(_ colors: [ThemedColor], angle: Double) {
        self.init(stops: Self.even(colors), direction: .angle(angle))
    }

    private static func even(_ colors: [ThemedColor]) -> [Stop] {
        zip(colors, LinearGradient.evenLocations(colors.count)).map { Stop($0, at: $1) }
    }

    /// The display list's gradient for `scheme`.
    public func resolved(in scheme: ColorScheme) -> LinearGradient {
        LinearGradient(stops: stops.map { GradientStop($0.color.resolved(in: scheme), at: $0.location) }, direction: direction)
    }
}

extension ElementConvertible {
    /// Fills the element's (rounded) frame with a linear gradient, over its background colour.
    ///
    /// ```swift
    /// Header().background(GradientStyle([.accent, ThemedColor(Color(rgb: 0x5E5CE6))], angle: 135))
    /// ```
    public func background(_ gradient: GradientStyle) -> Element {
        modified { $0.appearance.gradient = gradient }
    }
}
