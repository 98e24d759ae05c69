import MyAppScreens
import Testing
import Trellis

/// The app's own leaf element (`RatingStars`, a `CustomLeaf`) and its theme key: the stars are
/// drawn in the colours the environment holds where the screen stands.
@Suite("Rating stars: a leaf of the app's own, coloured from an environment key")
struct RatingStarsTests {
    private static let environment = Environment(textMeasurer: FixedAdvanceMeasurer())
    private static var card: ProductCardScreen { ProductCardScreen(props: ProductCardScreen.samples[0].props) }

    private static func stars(in node: LayoutNode) -> LayoutNode? {
        node.key == "rating" ? node : node.children.lazy.compactMap(stars).first
    }

    private static func fills(_ element: Element) throws -> [Color] {
        let node = try #require(stars(in: LayoutSession.layout(element, in: Size(width: 375, height: 667), environment: environment)))
        let leaf = try #require(node.props.content.custom)
        #expect(leaf.leaf.kind == "rating-stars")
        #expect(node.frame.size.width == 88)
        #expect(node.props.accessibilityLabel == "Rated 4.5 of 5")
        return leaf.displayItems(in: node.frame).compactMap { if case .fillPath(_, let color, _) = $0 { color } else { nil } }
    }

    @Test("Without a theme set, 4.5 stars are filled in the standard amber over five grey ones")
    func standardTheme() throws {
        let fills = try Self.fills(Self.card.element)
        let amber = ShopTheme.standard.star.resolved(in: .light)
        #expect(fills.count == 10)
        #expect(fills.filter { $0 == amber }.count == 5, "four whole stars and half of the fifth")
    }

    @Test("A theme set around the screen reaches the stars through the EnvironmentReader")
    func themeFromTheEnvironment() throws {
        let night = ShopTheme(star: ThemedColor(.white), starTrack: ThemedColor(.black))
        let fills = try Self.fills(Self.card.environment(ShopThemeKey.self, night).element)
        #expect(fills.filter { $0 == .white }.count == 5)
        #expect(fills.filter { $0 == .black }.count == 5)
    }
}
