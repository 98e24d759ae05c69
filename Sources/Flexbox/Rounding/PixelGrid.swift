// Snapping layout to the device pixel grid: edges are rounded in absolute coordinates so
// adjacent boxes never overlap or leave gaps, and sizes are derived from rounded edges.

/// How close (in device pixels) a value must be to a grid line to count as on it: 1e-4 (Yoga).
let yogaGridTolerance = 0.0001

/// Plain CSS: Chromium lays out in layout units of 1/64 CSS px, truncating each length, so its
/// edges lie up to a few units (0.047 device px each at scale 3) from the exact layout; a value
/// within 0.05 device px of a pixel is on it there, and a text edge that close is not floored or
/// ceiled past it (the reading of Chromium's layout that `Tools/fixtures/pixel_grid.py` documents).
let layoutUnitGridTolerance = 0.05

/// Rounds `value` (points) to the nearest multiple of `1 / scale`, or up/down when forced.
/// Values within `tolerance` device pixels of a grid line snap to it.
func roundToGrid(_ value: Double, scale: Float, forceCeil: Bool, forceFloor: Bool,
                 tolerance: Double = yogaGridTolerance) -> Float {
    var scaled = value * Double(scale)
    // The distance above the grid line below (also for negative values).
    let fraction = scaled - scaled.rounded(.down)
    if abs(fraction) < tolerance {
        scaled -= fraction
    } else if abs(fraction - 1) < tolerance {
        scaled = scaled - fraction + 1
    } else if forceCeil {
        scaled = scaled - fraction + 1
    } else if forceFloor {
        scaled -= fraction
    } else {
        scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || abs(fraction - 0.5) < 0.0001) ? 1 : 0)
    }
    if scaled.isNaN || scale.isNaN { return .nan }
    return Float(scaled / Double(scale))
}

/// Whether a size in pixels is off the grid by more than `tolerance`, judged in double precision
/// (in single precision 63.9999 px, a size of 21.3333 pt at scale 3, would pass for 64 px).
@inline(__always)
func hasFraction(_ pixels: Double, tolerance: Double = yogaGridTolerance) -> Bool {
    let fraction = pixels.truncatingRemainder(dividingBy: 1)
    return !(abs(fraction) < tolerance) && !(abs(fraction - 1) < tolerance)
}

extension LayoutEngine {
    /// Writes each node's rounded frame from its unrounded layout (and its subtree overflow).
    /// Measured (text) nodes never round their size down, so text is not clipped.
    func roundToPixelGrid(_ i: Int32, absoluteLeft: Double, absoluteTop: Double) {
        let scale = config.pointScaleFactor
        let left = Double(node(i).layout.position.left), top = Double(node(i).layout.position.top)
        let width = Double(node(i).layout.width), height = Double(node(i).layout.height)
        let absLeft = absoluteLeft + left, absTop = absoluteTop + top
        if scale != 0 {
            let tolerance = rules.usesLayoutUnits ? layoutUnitGridTolerance : yogaGridTolerance
            let isText = node(i).hasMeasure
            let absRight = absLeft + width, absBottom = absTop + height
            // Only measured nodes round their far edge up or down depending on a fractional size.
            let fractionalWidth = isText && hasFraction(width * Double(scale), tolerance: tolerance)
            let fractionalHeight = isText && hasFraction(height * Double(scale), tolerance: tolerance)
            node(i).layout.left = roundToGrid(left, scale: scale, forceCeil: false, forceFloor: isText,
                                                    tolerance: tolerance)
            node(i).layout.top = roundToGrid(top, scale: scale, forceCeil: false, forceFloor: isText,
                                                   tolerance: tolerance)
            node(i).layout.roundedWidth = roundToGrid(absRight, scale: scale, forceCeil: isText && fractionalWidth,
                                                            forceFloor: isText && !fractionalWidth, tolerance: tolerance)
                - roundToGrid(absLeft, scale: scale, forceCeil: false, forceFloor: isText, tolerance: tolerance)
            node(i).layout.roundedHeight = roundToGrid(absBottom, scale: scale,
                                                             forceCeil: isText && fractionalHeight,
                                                             forceFloor: isText && !fractionalHeight, tolerance: tolerance)
                - roundToGrid(absTop, scale: scale, forceCeil: false, forceFloor: isText, tolerance: tolerance)
        } else {
            node(i).layout.left = Float(left)
            node(i).layout.top = Float(top)
            node(i).layout.roundedWidth = Float(width)
            node(i).layout.roundedHeight = Float(height)
        }
        var overflow = node(i).layout.hadOverflow
        var child = node(i).firstChild
        while child != -1 {
            roundToPixelGrid(child, absoluteLeft: absLeft, absoluteTop: absTop)
            overflow = overflow || node(child).layout.subtreeOverflow
            child = node(child).nextSibling
        }
        // Reported overflow covers the subtree, gathered here from the final layout.
        node(i).layout.subtreeOverflow = overflow
    }
}
