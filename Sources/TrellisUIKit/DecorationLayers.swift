#if canImport(UIKit)
import Render
import TrellisElements
import Typesetting
import UIKit

/// The UIKit side of gradients and per-edge borders: sublayers of a view's layer that follow its
/// bounds. Geometry comes from `Render` (`LinearGradient.line(in:)`, `Borders.bands(in:)`), so
/// UIKit draws what the display list draws. MUST run on main.
@MainActor
enum DecorationLayers {
    static let gradientName = "trellis.gradient"
    static let bordersName = "trellis.edgeBorders"

    static func cgColor(_ color: Typesetting.Color) -> CGColor {
        uiColor(color).cgColor
    }

    /// The one conversion of a resolved colour to UIKit's (sRGB components).
    static func uiColor(_ color: Typesetting.Color) -> UIColor {
        UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Sets (or removes, for nil) the view's gradient layer, under its subviews.
    static func setGradient(_ gradient: LinearGradient?, on view: UIView) {
        let existing = view.layer.sublayers?.first { $0.name == gradientName } as? GradientDecoration
        guard let gradient else { existing?.removeFromSuperlayer(); return }
        let layer = existing ?? GradientDecoration()
        if existing == nil {
            layer.name = gradientName
            view.layer.insertSublayer(layer, at: 0)
        }
        layer.gradient = gradient
        layout(view)
    }

    /// Sets (or removes) the view's per-edge border layer, over its subviews.
    static func setBorders(_ borders: Borders?, on view: UIView) {
        let existing = view.layer.sublayers?.first { $0.name == bordersName } as? BordersDecoration
        guard let borders else { existing?.removeFromSuperlayer(); return }
        let layer = existing ?? BordersDecoration()
        if existing == nil {
            layer.name = bordersName
            layer.zPosition = 1  // above the subviews' layers, as the display list draws it after children
            view.layer.addSublayer(layer)
        }
        layer.borders = borders
        layout(view)
    }

    /// Fits the decoration layers to the view's bounds (after a frame or corner change).
    static func layout(_ view: UIView) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let bounds = view.bounds
        let rect = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        for layer in view.layer.sublayers ?? [] {
            if let gradient = layer as? GradientDecoration, let value = gradient.gradient {
                gradient.frame = bounds
                gradient.cornerRadius = view.layer.cornerRadius
                gradient.maskedCorners = view.layer.maskedCorners
                gradient.masksToBounds = true
                gradient.colors = value.stops.map { cgColor($0.color) }
                gradient.locations = value.stops.map { NSNumber(value: $0.location) }
                guard rect.width > 0, rect.height > 0 else { continue }
                let line = value.line(in: rect)
                gradient.startPoint = CGPoint(x: line.start.x / rect.width, y: line.start.y / rect.height)
                gradient.endPoint = CGPoint(x: line.end.x / rect.width, y: line.end.y / rect.height)
            } else if let decoration = layer as? BordersDecoration, let borders = decoration.borders {
                decoration.frame = bounds
                decoration.sublayers?.forEach { $0.removeFromSuperlayer() }
                for band in borders.bands(in: rect) {
                    let shape = CAShapeLayer()
                    let path = CGMutablePath()
                    path.addLines(between: band.corners.map { CGPoint(x: $0.x, y: $0.y) })
                    path.closeSubpath()
                    shape.path = path
                    shape.fillColor = cgColor(band.side.color)
                    decoration.addSublayer(shape)
                }
            }
        }
    }

    /// A `CGPath` of a vector path (quadratic and cubic curves map one to one).
    static func cgPath(_ path: VectorPath) -> CGPath {
        let result = CGMutablePath()
        for element in path.elements {
            switch element {
            case .move(let p): result.move(to: CGPoint(x: p.x, y: p.y))
            case .line(let p): result.addLine(to: CGPoint(x: p.x, y: p.y))
            case let .quad(c, p): result.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
            case let .cubic(c1, c2, p):
                result.addCurve(to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
                                control2: CGPoint(x: c2.x, y: c2.y))
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}

/// A gradient sublayer remembering the display-list gradient it shows.
final class GradientDecoration: CAGradientLayer {
    var gradient: LinearGradient?

    override init() { super.init() }

    override init(layer: Any) {
        gradient = (layer as? GradientDecoration)?.gradient
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { return nil }
}

/// A sublayer holding one filled band per visible border side.
final class BordersDecoration: CALayer {
    var borders: Borders?

    override init() { super.init() }

    override init(layer: Any) {
        borders = (layer as? BordersDecoration)?.borders
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { return nil }
}
#endif
