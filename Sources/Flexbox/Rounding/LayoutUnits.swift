// Chromium's layout units (plain CSS only): lengths are stored as fixed-point numbers of 1/64 CSS
// px, a length converted from a float truncated toward zero. Layout from such lengths puts edges
// up to a few units from the exact layout, which decides on which side of a pixel an edge near it
// lies before the pixel grid rounds it (`PixelGrid.swift`).

/// `value` truncated toward zero to a multiple of 1/64; a value within 1/100 of a unit above a
/// unit counts as on it (the single-precision error of the inputs). NaN stays NaN.
@inline(__always)
func truncatedToLayoutUnits(_ value: Float) -> Float {
    let units = Double(value) * 64
    return Float((units + (units < 0 ? -0.01 : 0.01)).rounded(.towardZero) / 64)
}
