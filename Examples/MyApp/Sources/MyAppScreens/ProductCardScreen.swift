import Trellis

/// A product card: picture, title, price, rating and a button whose state is an enum (impossible
/// states are unrepresentable: "adding" cannot also be tappable).
public struct ProductCardScreen: Screen {
    public struct Props: Codable, Equatable, Sendable {
        /// `@CasePathable` (through `import Trellis`) gives the prisms the button reads:
        /// `cart.add` is the Command while adding is possible, else `nil`.
        @CasePathable @dynamicMemberLookup
        public enum Cart: Codable, Equatable, Sendable {
            case add(Command)
            case adding
            case soldOut
        }

        public var title: String
        public var price: String
        public var rating: Double
        public var cart: Cart
    }

    public static let name = "product-card"
    public static var samples: [Sample<Props>] {
        let add = Command("addToCart") {}
        let card = Props(title: "Trail running shoes", price: "89,00 €", rating: 4.5, cart: .add(add))
        var adding = card
        adding.cart = .adding
        var soldOut = card
        soldOut.cart = .soldOut
        var long = card
        long.title = "Ultra-lightweight waterproof trail running shoes with a very long product name"
        return [Sample("default", card), Sample("adding", adding), Sample("sold-out", soldOut), Sample("long", long)]
    }

    public let props: Props
    public init(props: Props) { self.props = props }

    public var body: Element {
        let rating = props.rating
        return Column(spacing: 8) {
            Image("shoe", placeholder: .secondaryBackground).height(240).cornerRadius(12)
                .accessibilityLabel("Photo of the product")
            Text(props.title).font(size: 22, weight: .semibold).accessibilityHeading(level: 1)
            Row(spacing: 8) {
                Text(props.price).font(size: 20, weight: .bold).flex(grow: 1)
                // The app's own leaf, in the colours of the shop's theme from the environment.
                EnvironmentReader { environment in
                    let theme = environment[ShopThemeKey.self]
                    return RatingStars(rating: rating, color: theme.star, track: theme.starTrack).id("rating")
                }
            }
            button
        }
        .padding(16)
        .background(.background)
        .paddingSafeArea()
    }

    private var button: Element {
        // The title has one word per case, so it stays a switch: a new case must choose its own.
        let title = switch props.cart {
        case .add: "Add to cart"
        case .adding: "Adding…"
        case .soldOut: "Sold out"
        }
        let add = props.cart.add
        return Row {
            Text(title).font(size: 17, weight: .semibold).foreground(add == nil ? .secondaryLabel : ThemedColor(.white))
        }
        .justifyContent(.center)
        .padding(vertical: 14)
        .cornerRadius(12)
        .background(add == nil ? .secondaryBackground : .accent)
        .onTap(add)
    }
}
