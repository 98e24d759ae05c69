import Trellis

/// Everything the car listing screen (talk 001) shows, and the Commands it can send back.
/// A value: equal Props render equal screens; Codable (Commands by name) for `--props FILE.json`.
public struct ListingProps: Equatable, Codable, Sendable {
    /// The "check the car before buying" card.
    public struct Banner: Equatable, Codable, Sendable {
        /// The card's bold title.
        public var title: String
        /// The smaller text under the title.
        public var subtitle: String
        /// Name of the 120×120 image.
        public var image: String
        /// Opens the VIN check offer.
        public var open: Command

        public init(title: String, subtitle: String, image: String, open: Command) {
            self.title = title
            self.subtitle = subtitle
            self.image = image
            self.open = open
        }
    }

    /// One row of the characteristics table. Its title is its identity (rows are keyed by it).
    public struct Characteristic: Equatable, Codable, Sendable, Identifiable {
        /// The left column.
        public var title: String
        /// The right column.
        public var value: String

        public init(_ title: String, _ value: String) {
            self.title = title
            self.value = value
        }

        public var id: String { title }
    }

    /// The seller's text, collapsed to a few lines until "read more".
    public struct Description: Equatable, Codable, Sendable {
        /// The seller's text.
        public var text: String
        /// Whether the whole text shows.
        public var isExpanded: Bool
        /// Expands the text.
        public var readMore: Command
        /// The "read more" link in the sample's language; `nil` is the talk's "Читать далее".
        public var readMoreTitle: String?

        public init(text: String, isExpanded: Bool, readMore: Command, readMoreTitle: String? = nil) {
            self.text = text
            self.isExpanded = isExpanded
            self.readMore = readMore
            self.readMoreTitle = readMoreTitle
        }
    }

    /// The VIN check summary.
    public struct VINReport: Equatable, Codable, Sendable {
        /// The block's title.
        public var title: String
        /// The (masked) VIN.
        public var vin: String
        /// Passed checks, each shown with a check mark.
        public var checks: [String]
        /// Opens the full report.
        public var openReport: Command
        /// The link to the full report in the sample's language; `nil` is the talk's
        /// "Смотреть бесплатный отчёт".
        public var openReportTitle: String?

        public init(title: String, vin: String, checks: [String], openReport: Command, openReportTitle: String? = nil) {
            self.title = title
            self.vin = vin
            self.checks = checks
            self.openReport = openReport
            self.openReportTitle = openReportTitle
        }
    }

    /// The call button with the seller's hours.
    public struct Call: Equatable, Codable, Sendable {
        /// The button's title.
        public var title: String
        /// When the seller answers.
        public var hours: String
        /// Calls the seller.
        public var call: Command

        public init(title: String, hours: String, call: Command) {
            self.title = title
            self.hours = hours
            self.call = call
        }
    }

    /// The price line, e.g. "360 000 ₽".
    public var price: String
    /// The car, e.g. "Honda Legend IV, 2006".
    public var title: String
    /// The VIN-check banner card.
    public var banner: Banner
    /// Heading of the table.
    public var characteristicsTitle: String
    /// Rows of the table, keyed by title.
    public var characteristics: [Characteristic]
    public var description: Description
    /// The VIN check summary.
    public var vinReport: VINReport
    /// The call button.
    public var call: Call

    public init(price: String, title: String, banner: Banner, characteristicsTitle: String,
                characteristics: [Characteristic], description: Description, vinReport: VINReport, call: Call) {
        self.price = price
        self.title = title
        self.banner = banner
        self.characteristicsTitle = characteristicsTitle
        self.characteristics = characteristics
        self.description = description
        self.vinReport = vinReport
        self.call = call
    }
}
