import Trellis

extension Catalog {
    /// The app's screens and features: what its tools and tests read.
    public static func myApp() -> Catalog {
        var catalog = Catalog()
        // Product photos come from the shop's server at run time: placeholders in pictures.
        catalog.images = .placeholders
        // The names are distinct and valid and every entry has samples or scenarios.
        try? catalog.register(SettingsScreen.self)
        try? catalog.register(ProductCardScreen.self)
        try? catalog.register(feature: ProductCardFeature.self)
        return catalog
    }
}
