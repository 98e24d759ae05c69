import Trellis

extension Catalog {
    /// The demo catalog: the listing, login and timer screens, the inbox and the primitives screen
    /// (controls), on every catalog device, and the features that run
    /// on them (timer, login, inbox):
    /// what `trellis list`, the goldens and `make demo` read.
    public static func demo() -> Catalog {
        var catalog = Catalog()
        // The listing's banners are pictures an app loads at run time: drawn as placeholders here.
        catalog.images = .placeholders
        // The names are distinct and valid and every screen has samples: registration cannot fail.
        try? catalog.register(ListingScreen.self)
        try? catalog.register(LoginScreen.self)
        try? catalog.register(TimerScreen.self)
        try? catalog.register(InboxScreen.self)
        try? catalog.register(ControlsScreen.self)
        try? catalog.register(feature: TimerScreenFeature.self)
        try? catalog.register(feature: LoginFeature.self)
        try? catalog.register(feature: InboxFeature.self)
        return catalog
    }
}
