import Trellis

/// The product card as a running feature: "Add to cart" goes `adding`, the cart answers after
/// half a second on the feature's clock, and the last item sells out.
public struct ProductCardFeature: Feature {
    public typealias Content = ProductCardScreen
    public struct State: Equatable, Sendable { public var stock: Int; public var adding = false; public var inCart = 0 }
    public enum Intent: Hashable, Sendable { case addToCart }

    public static let name = "product-card"
    public static let scenarios: [Scenario<ProductCardFeature>] = [
        Scenario("in-stock", state: State(stock: 5)), Scenario("last-one", state: State(stock: 1)),
    ]

    public let store: Store<State, Never>
    let clock: any Clock<Duration>
    public init(state: State, dependencies: FeatureContext) { store = Store(initial: state); clock = dependencies.clock }

    public func handle(_ intent: Intent) {
        guard !store.state.adding, store.state.stock > 0 else { return }
        store.intent { [clock] scope in
            scope.reduce { $0.adding = true }
            do { try await clock.sleep(for: .milliseconds(500)) } catch { return }
            scope.reduce { $0.adding = false; $0.stock -= 1; $0.inCart += 1 }
        }
    }

    public func props(for state: State, send: Send<Intent>) -> ProductCardScreen.Props {
        let cart: ProductCardScreen.Props.Cart = state.adding ? .adding : state.stock == 0 ? .soldOut : .add(send(.addToCart))
        return .init(title: "Trail running shoes", price: "89,00 €", rating: 4.5, cart: cart)
    }
}
