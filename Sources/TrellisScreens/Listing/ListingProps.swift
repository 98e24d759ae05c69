import Store

/// Everything the car listing screen (talk 001) shows, and the Commands it can send back.
/// A value: equal Props render equal screens; Codable (Commands by name) for `--props FILE.json`.
public struct ListingProps: Equatable, Codable, Sendable {
    /// The "check the car before buying" card.
    public struct Banner: Equatable, Codable, Sendable {
        public var title: String
        public var subtitle: String
        public var image: String
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
        public var title: String
        public var value: String

        public init(_ title: String, _ value: String) {
            self.title = title
            self.value = value
        }

        public var id: String { title }
    }

    /// The seller's text, collapsed to a few lines until "read more".
    public struct Description: Equatable, Codable, Sendable {
        public var text: String
        public var isExpanded: Bool
        public var readMore: Command

        public init(text: String, isExpanded: Bool, readMore: Command) {
            self.text = text
            self.isExpanded = isExpanded
            self.readMore = readMore
        }
    }

    /// The VIN check summary.
    public struct VINReport: Equatable, Codable, Sendable {
        public var title: String
        public var vin: String
        /// Passed checks, each shown with a check mark.
        public var checks: [String]
        public var openReport: Command

        public init(title: String, vin: String, checks: [String], openReport: Command) {
            self.title = title
            self.vin = vin
            self.checks = checks
            self.openReport = openReport
        }
    }

    /// The call button with the seller's hours.
    public struct Call: Equatable, Codable, Sendable {
        public var title: String
        public var hours: String
        public var call: Command

        public init(title: String, hours: String, call: Command) {
            self.title = title
            self.hours = hours
            self.call = call
        }
    }

    public var price: String
    public var title: String
    public var banner: Banner
    public var characteristicsTitle: String
    public var characteristics: [Characteristic]
    public var description: Description
    public var vinReport: VINReport
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
