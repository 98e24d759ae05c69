// Chromium's layout units (plain CSS only): lengths are stored as fixed-point numbers of 1/64 CSS
// px, a length converted from a float truncated toward zero. Layout from such lengths puts edges
// up to a few units from the exact layout, which decides on which side of a pixel an edge near it
// lies before the pixel grid rounds it (`PixelGrid.swift`).

/// `value` truncated toward zero to a multiple of 1/64; a value within 1/100 of a unit below the
/// next unit (away from zero) counts as on it (the single-precision error of the inputs). NaN
/// stays NaN. Single precision is exact here: scaling by 64 only moves the exponent.
@inline(__always)
func truncatedToLayoutUnits(_ value: Float) -> Float {
    let units = value * 64
    let whole = units.rounded(.towardZero)
    // Whole units (most lengths) and NaN come back unchanged.
    if units == whole || units.isNaN { return value }
    let fraction = abs(units - whole)
    return (fraction > 0.99 ? whole + (units < 0 ? -1 : 1) : whole) / 64
}

/// `value` rounded to the nearest multiple of 1/64, a half unit away from zero; a value within
/// 1/100 of a unit below a half unit (toward zero) counts as on it (the single-precision error of
/// sums of shares: 746.83 + 640 + 1493.67 units comes to 2880.4998). NaN stays NaN.
@inline(__always)
func roundedToLayoutUnits(_ value: Float) -> Float {
    let units = value * 64
    return (units + (units < 0 ? -0.01 : 0.01)).rounded(.toNearestOrAwayFromZero) / 64
}

/// `value` rounded to the nearest multiple of 1/64, a half unit toward −∞: the rounding, seen
/// from the far edge of a whole-unit extent, of a value rounded half up from its near edge
/// (`roundedToLayoutUnits` of the mirrored value). NaN stays NaN.
/// A value within 1/100 of a unit above a half unit counts as on it.
@inline(__always)
func roundedHalfDownToLayoutUnits(_ value: Float) -> Float {
    (value * 64 - 0.51).rounded(.up) / 64
}
