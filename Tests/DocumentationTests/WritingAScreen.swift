// The code of the article "WritingAScreen" (Sources/Trellis/Trellis.docc/WritingAScreen.md), block by block:
// `ArticleCodeTests` checks that every block of the article is here, in order.
import Trellis

struct CheckoutScreen: Screen {
    struct Props: Codable, Equatable, Sendable {
        enum Pay: Codable, Equatable, Sendable {
            case possible(Command)
            case inProgress
        }

        var items: [Item]
        var total: String
        var pay: Pay
    }

    struct Item: Codable, Equatable, Sendable, Identifiable {
        var id: String
        var title: String
        var price: String
    }

    static let name = "checkout"
    static var samples: [Sample<Props>] {
        let items = [Item(id: "tea", title: "Green tea", price: "3.20 €"),
                     Item(id: "cake", title: "Cheesecake", price: "5.90 €")]
        return [
            Sample("ready", Props(items: items, total: "9.10 €", pay: .possible(Command("pay") {}))),
            Sample("paying", Props(items: items, total: "9.10 €", pay: .inProgress)),
        ]
    }

    let props: Props

    var body: Element {
        Column(spacing: 12) {
            ForEach(props.items) { item in
                Row {
                    Text(item.title).flex(grow: 1)
                    Text(item.price).foreground(.secondaryLabel)
                }
            }
            Separator()
            Row {
                Text("Total").flex(grow: 1)
                Text(props.total)
            }
            .font(size: 17, weight: .semibold)
            payButton
        }
        .padding(16)
        .paddingSafeArea()
    }

    var payButton: Element {
        switch props.pay {
        case .possible(let pay):
            Text("Pay").foreground(.white).alignment(.center)
                .padding(vertical: 14).background(.accent).cornerRadius(12).onTap(pay)
        case .inProgress:
            Text("Paying…").foreground(.secondaryLabel).alignment(.center)
                .padding(vertical: 14).background(.secondaryBackground).cornerRadius(12)
        }
    }
}

extension Catalog {
    static func shop() -> Catalog {
        var catalog = Catalog()
        try? catalog.register(CheckoutScreen.self)
        try? catalog.register(feature: CheckoutFeature.self)
        return catalog
    }
}
