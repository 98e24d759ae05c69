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

/// `value` rounded to the nearest multiple of 1/64, a half unit away from zero. NaN stays NaN.
@inline(__always)
func roundedToLayoutUnits(_ value: Float) -> Float {
    (value * 64).rounded(.toNearestOrAwayFromZero) / 64
}
