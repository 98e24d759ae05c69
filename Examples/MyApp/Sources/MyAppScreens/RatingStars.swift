import Foundation
import Trellis

/// The shop's colours, kept in the environment (`environment[ShopThemeKey.self]`) rather than in
/// every screen's Props.
public struct ShopTheme: Equatable, Sendable {
    /// The filled part of rating stars.
    public var star: ThemedColor
    /// The empty part.
    public var starTrack: ThemedColor

    public init(star: ThemedColor, starTrack: ThemedColor) {
        self.star = star
        self.starTrack = starTrack
    }

    /// Amber stars on a grey track.
    public static let standard = ShopTheme(star: ThemedColor(light: Color(rgb: 0xF5A623), dark: Color(rgb: 0xFFC145)),
                                           starTrack: .separator)
}

/// The key of the shop's theme; a subtree sets another with `.environment(ShopThemeKey.self, …)`.
public enum ShopThemeKey: EnvironmentKey {
    public static let defaultValue = ShopTheme.standard
}

/// Five stars filled up to `rating` (0…5, partly for a fraction): the app's own leaf element,
/// drawn from its display items by every host.
public struct RatingStars: CustomLeaf {
    public var rating: Double
    public var color: ThemedColor
    public var track: ThemedColor

    public init(rating: Double, color: ThemedColor, track: ThemedColor) {
        self.rating = rating
        self.color = color
        self.track = track
    }

    public static let kind = "rating-stars"
    static let side = 16.0
    static let spacing = 2.0

    public func size(fitting proposal: LeafProposal, in context: LeafContext) -> Size {
        Size(width: 5 * Self.side + 4 * Self.spacing, height: Self.side)
    }

    public func displayItems(in frame: Rect, context: LeafContext) -> [DisplayItem] {
        let side = min(frame.height, (frame.width - 4 * Self.spacing) / 5)
        guard side > 0 else { return [] }
        let filled = rating.isFinite ? min(max(rating, 0), 5) : 0
        // Filled from the leading edge: the right in a right-to-left layout.
        let rtl = context.layoutDirection == .rightToLeft
        var items: [DisplayItem] = []
        for index in 0..<5 {
            let x = rtl ? frame.maxX - Double(index + 1) * side - Double(index) * Self.spacing
                : frame.minX + Double(index) * (side + Self.spacing)
            let star = Self.star(in: Rect(x: x, y: frame.minY + (frame.height - side) / 2, width: side, height: side))
            items.append(.fillPath(star, color: context.resolve(track)))
            let share = min(max(filled - Double(index), 0), 1)
            guard share > 0 else { continue }
            let width = side * share
            items.append(.pushClip(Rect(x: rtl ? x + side - width : x, y: frame.minY, width: width, height: frame.height)))
            items.append(.fillPath(star, color: context.resolve(color)))
            items.append(.pop)
        }
        return items
    }

    public var accessibilityLabel: String? { "Rated \(rating) of 5" }

    /// A five-pointed star filling `box`, its top point up.
    static func star(in box: Rect) -> VectorPath {
        let center = Point(x: box.midX, y: box.midY + box.height * 0.05)
        let outer = box.width / 2, inner = outer * 0.42
        var path = VectorPath()
        for point in 0..<10 {
            let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
            let radius = point.isMultiple(of: 2) ? outer : inner
            let vertex = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.line(to: vertex) }
        }
        path.close()
        return path
    }
}
