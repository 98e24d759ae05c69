import Trellis

/// The car listing screen of talk 001, as the talk builds it: a list made by the list builder
/// (header, banner, characteristics, description, VIN report, separators cleaned by its rules)
/// whose rows are memoized components, so a new price rebuilds and re-measures the header only.
/// The list scrolls lazily above the call bar, which is pinned outside it; both stay inside the
/// safe area.
public struct ListingScreen: Screen {
    /// The catalog name.
    public static let name = "listing"

    /// What the listing shows.
    public let props: ListingProps

    public init(props: ListingProps) { self.props = props }

    /// The scrolling list over the pinned call bar. Rows not laid out yet count as one
    /// characteristic row (a 20 pt line and 12 pt of padding): most rows of a long listing are
    /// characteristics, so its content height and the end it scrolls to are close before the rows
    /// are laid out, and the window, placed by estimates no taller than the rows, is complete after
    /// one round of laying out its rows (taller estimates leave rows of the window still to come).
    public var body: Element {
        let props = self.props
        return Column {
            EnvironmentReader { environment in
                LazyList(Self.model(props, environment: environment), id: "scroll",
                         estimatedRowHeight: CharacteristicsTable.rowHeight)
            }
            .id("scroll")
            CallBar(props.call).id("call-bar")
        }
        .background(.background)
        .paddingSafeArea([.top, .leading, .trailing])
        .id("listing")
    }

    /// The talk's builder-made list: blocks as element cells, separators between them.
    static func model(_ props: ListingProps, environment: Environment) -> ListModel {
        var list = ListBuilder()
        list.add(PriceHeader(PriceHeader.Props(price: props.price, title: props.title)), id: "header", environment: environment)
        list.addSeparator(.medium)
        list.add(BannerCard(props.banner), id: "banner", environment: environment)
        list.addSeparator(.medium)
        CharacteristicsTable.add(title: props.characteristicsTitle, rows: props.characteristics, to: &list,
                                 environment: environment)
        list.addSeparator(.small)
        list.add(SellerDescription(props.description), id: "description", environment: environment)
        list.addSeparator(.medium)
        list.add(VINReportBlock(props.vinReport), id: "vin-report", environment: environment)
        list.addSeparator(.medium)
        return list.build().model
    }
}

/// "360 000 ₽" over "Honda Legend IV, 2006".
struct PriceHeader: PropsComponent {
    struct Props: Equatable, Sendable {
        var price: String
        var title: String
    }

    let props: Props

    var body: Element {
        Column {
            Text(props.price).font(.title1, weight: .bold)
            Text(props.title).font(.body).margin(top: 4)
        }
        .padding(top: 12, leading: 16, bottom: 12, trailing: 16)
    }
}

/// The card with a title, a subtitle and a 120×120 image (the talk's running example).
struct BannerCard: PropsComponent {
    let props: ListingProps.Banner

    private var banner: ListingProps.Banner { props }

    var body: Element {
        Row(alignment: .flexStart) {
            Column {
                Text(banner.title).font(.headline, weight: .semibold).margin(bottom: 8)
                Text(banner.subtitle).font(.footnote).foreground(.secondaryLabel)
            }
            .flex(grow: 1, shrink: 1)
            .margin(trailing: 12)
            Image(banner.image, placeholder: ThemedColor(light: Color(rgb: 0xD6E4F0), dark: Color(rgb: 0x2C3A47)))
                .size(120).cornerRadius(8)
        }
        .padding(12)
        .background(.secondaryBackground)
        .cornerRadius(12)
        .margin(top: 12, leading: 16, bottom: 12, trailing: 16)
        .onTap(banner.open)
    }
}

/// "Характеристики" and a two-column table keyed by row title, as rows of the list rather than one
/// cell: a heading row (`characteristics`), one row per characteristic (`characteristic:` and its
/// title, so a title never takes a block's id) and the table's bottom inset as a space row. The
/// list windows them like any rows, so 10,000 characteristics lay out and mount only those near
/// the viewport; they are data rows, so a row's element is built only when it comes near it. The table looks as one block did: 16 pt insets on the sides and above the
/// heading, 8 pt under it, 10 pt under the last row.
enum CharacteristicsTable {
    /// The inset under the last row.
    static let bottomInset = 10.0
    /// A characteristic's height at the default text size: a `subheadline` line (20 pt) and 6 pt
    /// of padding above and below it.
    static let rowHeight = 32.0

    /// Adds the heading, the rows and the bottom inset to `list`.
    static func add(title: String, rows: [ListingProps.Characteristic], to list: inout ListBuilder,
                    environment: Environment) {
        list.add(Heading(title), id: "characteristics", environment: environment)
        list.add(rows, id: { "characteristic:" + $0.id }, environment: environment, row: Characteristic.init)
        list.addSpace(height: bottomInset)
    }

    /// The table's title.
    struct Heading: PropsComponent {
        let props: String

        var body: Element {
            Text(props).font(.title2, weight: .bold).accessibilityHeading(level: 2).margin(top: 16, leading: 16, bottom: 8, trailing: 16)
        }
    }

    /// One characteristic: the title in a 130 pt column, the value beside it.
    struct Characteristic: PropsComponent {
        let props: ListingProps.Characteristic

        var body: Element {
            Row {
                Text(props.title).font(.subheadline).foreground(.secondaryLabel).width(130)
                Text(props.value).font(.subheadline).flex(grow: 1, shrink: 1)
            }
            .padding(vertical: 6)
            .margin(horizontal: 16)
            .accessibilityChildren(.combine)
        }
    }
}

/// The seller's text, four lines until expanded, with "Читать далее".
struct SellerDescription: PropsComponent {
    let props: ListingProps.Description

    private var description: ListingProps.Description { props }

    var body: Element {
        Column {
            Text(description.text).font(.subheadline).lineLimit(description.isExpanded ? nil : 4).id("text")
            if !description.isExpanded {
                Text(description.readMoreTitle ?? "Читать далее").font(.subheadline).foreground(.accent)
                    .margin(top: 4).onTap(description.readMore)
                    .accessibilityState(AccessibilityState(isExpanded: false)).id("read-more")
            }
        }
        .padding(16)
    }
}

/// "Отчёт о проверке по VIN" with a check mark per passed check.
struct VINReportBlock: PropsComponent {
    let props: ListingProps.VINReport

    private var report: ListingProps.VINReport { props }

    var body: Element {
        Column {
            Text(report.title).font(.title3, weight: .semibold)
            Text(report.vin).font(.subheadline).foreground(.secondaryLabel).margin(top: 2)
            ForEach(report.checks, id: \.self) { check in
                Row(alignment: .center) {
                    Text("✓").font(.headline, weight: .bold).foreground(.positive).width(24)
                    Text(check).font(.subheadline).flex(grow: 1, shrink: 1)
                }
                .margin(top: 8)
            }
            Text(report.openReportTitle ?? "Смотреть бесплатный отчёт").font(.subheadline).foreground(.accent)
                .margin(top: 12).onTap(report.openReport).id("open-report")
        }
        .padding(16)
    }
}

/// The green call button with the seller's hours, pinned to the bottom above the home indicator.
struct CallBar: PropsComponent {
    let props: ListingProps.Call

    private var call: ListingProps.Call { props }

    var body: Element {
        Column {
            Column(alignment: .center) {
                // Capped at 44 pt: at the largest sizes "Позвонить" (about 290 pt at 53 pt) is
                // wider than the button's 288 pt line and would break inside the word.
                Text(call.title).font(.headline, weight: .semibold).foreground(.white).maximumScaledSize(44)
                Text(call.hours).font(.footnote).foreground(Color(red: 1, green: 1, blue: 1, alpha: 0.85))
            }
            .padding(vertical: 8)
            .background(.positive)
            .cornerRadius(10)
            .onTap(call.call)
            .accessibilityLabel("\(call.title), \(call.hours)")
            .id("call")
        }
        .padding(top: 8, leading: 16, bottom: 8, trailing: 16)
        .paddingSafeArea(.bottom)
        .background(.background)
    }
}

extension ThemedColor {
    /// The call button's green.
    static let positive = ThemedColor(light: Color(rgb: 0x2FA84F), dark: Color(rgb: 0x30D158))
}
