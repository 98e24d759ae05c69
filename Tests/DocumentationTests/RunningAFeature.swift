// The code of the article "RunningAFeature" (Sources/Trellis/Trellis.docc/RunningAFeature.md), block by block:
// `ArticleCodeTests` checks that every block of the article is here, in order.
import Testing
import Trellis
import TrellisFlows

struct CheckoutFeature: Feature {
    typealias Content = CheckoutScreen
    struct State: Equatable, Sendable {
        var items: [CheckoutScreen.Item]
        var paying = false
        var paid = false
    }
    enum Intent: Hashable, Sendable { case pay }

    static let name = "checkout"
    static let scenarios = [
        Scenario<CheckoutFeature>("two-items", state: State(items: CheckoutScreen.samples[0].props.items)),
    ]

    let store: Store<State, Never>
    let clock: any Clock<Duration>

    init(state: State, dependencies: FeatureContext) {
        store = Store(initial: state)
        clock = dependencies.clock
    }

    func handle(_ intent: Intent) {
        guard !store.state.paying, !store.state.paid else { return }
        store.intent { [clock] scope in
            scope.reduce { $0.paying = true }
            do { try await clock.sleep(for: .seconds(1)) } catch { return }
            scope.reduce { $0.paying = false; $0.paid = true }
        }
    }

    func props(for state: State, send: Send<Intent>) -> CheckoutScreen.Props {
        CheckoutScreen.Props(items: state.paid ? [] : state.items, total: state.paid ? "Paid" : "9.10 €",
                             pay: state.paying ? .inProgress : .possible(send(.pay)))
    }
}

@Suite struct CheckoutFlowTests {
    @Test func payingShowsProgressThenEmptiesTheCart() async throws {
        let flow = try await Flow.start(Catalog.shop().feature(named: "checkout"), scenario: "two-items")
        try await flow.tap("Pay")
        #expect(await flow.props(CheckoutScreen.Props.self)?.pay == .inProgress)
        #expect(await flow.mounted.node(text: "Paying…") != nil)
        await flow.advance(by: .seconds(1))
        #expect(await flow.state(CheckoutFeature.State.self)?.paid == true)
        #expect(await flow.mounted.node(text: "Paid") != nil)
    }
}
