import MyAppScreens
import Testing
import TrellisCatalog
import TrellisFlows

@Suite("Product card feature: adding to the cart")
struct ProductCardFlowTests {
    @Test("A tap adds after half a second; meanwhile the button shows Adding… and takes no tap")
    func addsToTheCart() async throws {
        let flow = try await Flow.start(Catalog.myApp().feature(named: "product-card"), scenario: "in-stock")
        try await flow.tap("Add to cart")
        #expect(await flow.props(ProductCardScreen.Props.self)?.cart == .adding)
        #expect(await flow.mounted.node(text: "Adding…") != nil)
        await flow.advance(by: .milliseconds(500))
        #expect(await flow.state(ProductCardFeature.State.self)?.inCart == 1)
        #expect(await flow.mounted.node(text: "Add to cart") != nil)
    }

    @Test("The last item sells out once added")
    func lastOneSellsOut() async throws {
        let flow = try await Flow.start(Catalog.myApp().feature(named: "product-card"), scenario: "last-one")
        try await flow.tap("Add to cart")
        await flow.advance(by: .seconds(1))
        #expect(await flow.props(ProductCardScreen.Props.self)?.cart == .soldOut)
        #expect(await flow.mounted.node(text: "Sold out") != nil)
    }
}
