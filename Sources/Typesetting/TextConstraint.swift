/// A width offer after validation: what every `TextMeasurer` backend actually lays out against.
///
/// Shared by the backends so bad input means the same thing everywhere:
/// - NaN or infinite width → `.undefined` mode (diagnostic `nonFiniteWidth`);
/// - negative width → 0 (diagnostic `negativeWidth`); width 0 wraps at every opportunity;
/// - non-finite or non-positive scale → 1 (diagnostic `invalidScale`).
public struct TextConstraint: Hashable, Sendable {
    /// Validated width in points (ignored when `mode == .undefined`).
    public let width: Double
    /// Validated mode (`.undefined` when the width was not finite).
    public let mode: TextMeasureMode
    /// Validated scale (finite, > 0).
    public let scale: Double
    /// What was replaced, in the order checked.
    public let diagnostics: [TextDiagnostic]

    /// Validates `width`, `mode` and `scale` (see the type's rules). O(1).
    public init(width: Double, mode: TextMeasureMode, scale: Double) {
        var diagnostics: [TextDiagnostic] = []
        var width = width
        var mode = mode
        if mode != .undefined && !width.isFinite {
            diagnostics.append(.nonFiniteWidth(width))
            mode = .undefined
        }
        if mode == .undefined {
            width = .infinity
        } else if width < 0 {
            diagnostics.append(.negativeWidth(width))
            width = 0
        }
        if !(scale.isFinite && scale > 0) { diagnostics.append(.invalidScale(scale)) }
        self.width = width
        self.mode = mode
        self.scale = PixelGrid.validScale(scale)
        self.diagnostics = diagnostics
    }

    /// The width lines wrap at, or nil when they never wrap.
    public var wrapWidth: Double? { mode == .undefined ? nil : width }

    /// The reported box width for content whose widest line is `contentWidth`: the offered
    /// width for `.exactly`, otherwise the content width rounded up to the pixel grid (and, for
    /// `.atMost`, no more than the offered width).
    public func boxWidth(contentWidth: Double) -> Double {
        switch mode {
        case .exactly: width
        case .atMost: min(PixelGrid.roundUp(contentWidth, scale: scale), width)
        case .undefined: PixelGrid.roundUp(contentWidth, scale: scale)
        }
    }

    /// Box height: the content height rounded up to the pixel grid.
    public func boxHeight(contentHeight: Double) -> Double {
        PixelGrid.roundUp(contentHeight, scale: scale)
    }
}
