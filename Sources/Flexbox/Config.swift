/// Layout-wide settings, fixed for one `FlexTree`.
public struct Config: Hashable, Sendable {
    /// Points per physical pixel. Layout edges snap to `1 / pointScaleFactor`; 0 disables rounding.
    public var pointScaleFactor: Float = 1
    /// CSS defaults instead of Yoga's (see `Style.web`); `flexShrink` defaults to 1.
    public var useWebDefaults = false
    /// Yoga's deliberate deviations from CSS that stay switched on.
    public var errata: Errata = .default
    /// Opt-in behaviours not yet on by default.
    public var experimentalFeatures: ExperimentalFeatures = []

    public init(pointScaleFactor: Float = 1, useWebDefaults: Bool = false,
                errata: Errata = .default, experimentalFeatures: ExperimentalFeatures = []) {
        self.pointScaleFactor = pointScaleFactor
        self.useWebDefaults = useWebDefaults
        self.errata = errata
        self.experimentalFeatures = experimentalFeatures
    }

    /// A config that follows `semantics`, refined by `errata` (the errata other than
    /// `minSizeUndefinedInsteadOfAuto`, which `semantics` sets or clears).
    public init(pointScaleFactor: Float = 1, semantics: Semantics, useWebDefaults: Bool = false,
                errata: Errata = [], experimentalFeatures: ExperimentalFeatures = []) {
        self.init(pointScaleFactor: pointScaleFactor, useWebDefaults: useWebDefaults, errata: errata,
                  experimentalFeatures: experimentalFeatures)
        self.semantics = semantics
    }

    /// Which model the engine follows where Yoga and CSS differ: Yoga's (`.yoga`, what Yoga's
    /// `min-size-undefined-instead-of-auto` erratum, on by default, stands for) or plain CSS
    /// (`.css`, what browsers do). The other errata refine either. Stored as that erratum, so
    /// `errata` and the case files' `"errata"` (`"none"` is CSS) keep meaning what they did.
    public var semantics: Semantics {
        get { errata.contains(.minSizeUndefinedInsteadOfAuto) ? .yoga : .css }
        set {
            if newValue == .yoga { errata.insert(.minSizeUndefinedInsteadOfAuto) }
            else { errata.remove(.minSizeUndefinedInsteadOfAuto) }
        }
    }
}

/// The layout model where Yoga and CSS differ (see `Config.semantics`; each divergence is a
/// named rule in `Rules.swift`).
public enum Semantics: Hashable, Sendable {
    /// Yoga's: the whole Yoga corpus passes.
    case yoga
    /// Plain CSS, as Chromium lays it out.
    case css
}

/// Yoga's errata: compatibility switches that keep historical (non-CSS) behaviour.
public struct Errata: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Flex basis of stretched items is not re-measured against the container (`stretch-flex-basis`).
    public static let stretchFlexBasis = Errata(rawValue: 1 << 0)
    /// Absolute children without insets are placed inside the border, not the padding.
    public static let absolutePositionWithoutInsetsExcludesPadding = Errata(rawValue: 1 << 1)
    /// Percentages of absolute children resolve against the padding box minus padding.
    public static let absolutePercentAgainstInnerSize = Errata(rawValue: 1 << 2)
    /// Flex items get no CSS automatic minimum size (`min-width/height: auto` acts as 0). This
    /// erratum selects the semantics: on, `Config.semantics` is `.yoga`; off, `.css`, and the
    /// engine follows plain CSS wherever Yoga differs (every rule of `Rules.swift`).
    public static let minSizeUndefinedInsteadOfAuto = Errata(rawValue: 1 << 3)

    /// Plain CSS behaviour.
    public static let none: Errata = []
    /// Every erratum.
    public static let all: Errata = [.stretchFlexBasis, .absolutePositionWithoutInsetsExcludesPadding,
                                     .absolutePercentAgainstInnerSize, .minSizeUndefinedInsteadOfAuto]
    /// Yoga's classic behaviour: every erratum except absolute-percent-against-inner-size.
    public static let classic: Errata = [.stretchFlexBasis, .absolutePositionWithoutInsetsExcludesPadding,
                                         .minSizeUndefinedInsteadOfAuto]
    /// What Yoga does today.
    public static let `default`: Errata = [.minSizeUndefinedInsteadOfAuto]
}

/// Experimental features of Yoga's config.
public struct ExperimentalFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Flex basis is recomputed on every layout pass (web semantics).
    public static let webFlexBasis = ExperimentalFeatures(rawValue: 1 << 0)
    /// Content-sized flex basis is measured with fit-content in the cross axis.
    public static let fixFlexBasisFitContent = ExperimentalFeatures(rawValue: 1 << 1)
}
