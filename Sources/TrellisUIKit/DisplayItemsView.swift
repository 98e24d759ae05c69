#if canImport(UIKit)
import Render
import TrellisElements
import Typesetting
import UIKit

/// The view of a custom leaf that brings no UIKit view of its own (not a ``UIKitLeaf``): it draws
/// the leaf's `displayItems(in:context:)` with Core Graphics, so the phone shows what the PNG host,
/// snapshots and the storybook show.
///
/// The items are laid out in the leaf's screen frame; the view draws them translated by the
/// frame's origin. State changes nest as the display list says (`push…` until `pop`).
final class DisplayItemsView: UIView {
    /// The leaf and its context, as last mounted; `nil` draws nothing.
    var leaf: ResolvedCustomLeaf? {
        didSet { if leaf != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let leaf, let context = UIGraphicsGetCurrentContext() else { return }
        let frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        Self.draw(leaf.leaf.displayItems(in: frame, context: leaf.context), in: context)
    }

    /// Draws `items` into `context` (y down, points). An unbalanced `pop` is ignored, as the
    /// other backends ignore it; pushes left open are closed at the end.
    static func draw(_ items: [DisplayItem], in context: CGContext) {
        var depth = 0
        for item in items {
            switch item {
            case let .fill(rect, radii, color):
                context.addPath(path(rect, radii))
                context.setFillColor(DecorationLayers.cgColor(color))
                context.fillPath()
            case let .stroke(rect, radii, color, lineWidth):
                context.addPath(path(rect, radii))
                context.setStrokeColor(DecorationLayers.cgColor(color))
                context.setLineWidth(lineWidth)
                context.strokePath()
            case let .border(rect, radii, color, width):
                // The band inside the outline: the outer shape minus the inset one, even-odd.
                context.addPath(path(rect, radii))
                let inner = Rect(x: rect.minX + width, y: rect.minY + width,
                                 width: max(0, rect.width - 2 * width), height: max(0, rect.height - 2 * width))
                context.addPath(path(inner, CornerRadii(topLeft: max(0, radii.topLeft - width), topRight: max(0, radii.topRight - width),
                                                        bottomRight: max(0, radii.bottomRight - width),
                                                        bottomLeft: max(0, radii.bottomLeft - width))))
                context.setFillColor(DecorationLayers.cgColor(color))
                context.fillPath(using: .evenOdd)
            case let .borders(rect, borders):
                context.saveGState()
                for (side, band) in [(borders.top, Rect(x: rect.minX, y: rect.minY, width: rect.width, height: borders.top.width)),
                                     (borders.bottom, Rect(x: rect.minX, y: rect.maxY - borders.bottom.width, width: rect.width,
                                                           height: borders.bottom.width)),
                                     (borders.left, Rect(x: rect.minX, y: rect.minY, width: borders.left.width, height: rect.height)),
                                     (borders.right, Rect(x: rect.maxX - borders.right.width, y: rect.minY, width: borders.right.width,
                                                          height: rect.height))] where side.isVisible {
                    context.setFillColor(DecorationLayers.cgColor(side.color))
                    context.fill(cgRect(band))
                }
                context.restoreGState()
            case let .text(text, frame):
                UIGraphicsPushContext(context)
                UIKitHost.attributedString(text).draw(with: cgRect(Rect(x: frame.minX, y: frame.minY, width: frame.width,
                                                                         height: .greatestFiniteMagnitude)),
                                                      options: [.usesLineFragmentOrigin], context: nil)
                UIGraphicsPopContext()
            case let .image(source, frame, _, radii):
                guard let image = image(source) else { continue }
                context.saveGState()
                context.addPath(path(frame, radii))
                context.clip()
                UIGraphicsPushContext(context)
                image.draw(in: cgRect(frame))
                UIGraphicsPopContext()
                context.restoreGState()
            case let .pushClip(rect, radii):
                context.saveGState()
                depth += 1
                context.addPath(path(rect, radii))
                context.clip()
            case .pushOpacity(let opacity):
                context.saveGState()
                depth += 1
                context.setAlpha(opacity)
                context.beginTransparencyLayer(auxiliaryInfo: nil)
            case .pushTransform(let t):
                context.saveGState()
                depth += 1
                context.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            case .pop:
                guard depth > 0 else { continue }
                depth -= 1
                context.restoreGState()
            case let .arc(center, radius, startAngle, endAngle, color, lineWidth, cap):
                let full = ArcGeometry.isFullCircle(startAngle: startAngle, endAngle: endAngle)
                let arc = CGMutablePath()
                arc.addArc(center: CGPoint(x: center.x, y: center.y), radius: radius,
                           startAngle: ArcGeometry.backendAngle(startAngle),
                           endAngle: full ? ArcGeometry.backendAngle(startAngle) + ArcGeometry.fullTurn : ArcGeometry.backendAngle(endAngle),
                           clockwise: endAngle < startAngle)
                if full { arc.closeSubpath() }
                context.addPath(arc)
                context.setStrokeColor(DecorationLayers.cgColor(color))
                context.setLineWidth(lineWidth)
                context.setLineCap(full ? .butt : lineCap(cap))
                context.strokePath()
            case let .shadow(rect, radii, shadow):
                // Only the shadow is painted: the shape is drawn far off the view and its shadow
                // offset back by the same distance, so the shape itself never shows.
                let color = shadow.color
                let shadowColor = DecorationLayers.cgColor(Color(red: color.red, green: color.green, blue: color.blue,
                                                                 alpha: color.alpha * shadow.opacity))
                let away = 10_000.0
                context.saveGState()
                context.setShadow(offset: CGSize(width: shadow.offset.x + away, height: shadow.offset.y), blur: shadow.blur,
                                  color: shadowColor)
                context.addPath(path(Rect(x: rect.minX - away, y: rect.minY, width: rect.width, height: rect.height), radii))
                context.setFillColor(shadowColor)
                context.fillPath()
                context.restoreGState()
            case let .gradient(rect, radii, gradient):
                guard gradient.isValid,
                      let cgGradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                                  colors: gradient.stops.map { DecorationLayers.cgColor($0.color) } as CFArray,
                                                  locations: gradient.stops.map { CGFloat($0.location) }) else { continue }
                let line = gradient.line(in: rect)
                context.saveGState()
                context.addPath(path(rect, radii))
                context.clip()
                context.drawLinearGradient(cgGradient, start: CGPoint(x: line.start.x, y: line.start.y),
                                           end: CGPoint(x: line.end.x, y: line.end.y),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                context.restoreGState()
            case let .fillPath(vector, color, rule):
                context.addPath(DecorationLayers.cgPath(vector))
                context.setFillColor(DecorationLayers.cgColor(color))
                context.fillPath(using: rule == .evenOdd ? .evenOdd : .winding)
            case let .strokePath(vector, color, lineWidth, cap, join):
                context.addPath(DecorationLayers.cgPath(vector))
                context.setStrokeColor(DecorationLayers.cgColor(color))
                context.setLineWidth(lineWidth)
                context.setLineCap(lineCap(cap))
                switch join {
                case .miter: context.setLineJoin(.miter)
                case .round: context.setLineJoin(.round)
                case .bevel: context.setLineJoin(.bevel)
                }
                context.strokePath()
            }
        }
        for _ in 0..<depth { context.restoreGState() }
    }

    private static func cgRect(_ rect: Rect) -> CGRect {
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private static func lineCap(_ cap: LineCap) -> CGLineCap {
        switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }

    /// `rect` with each corner rounded by its radius (elliptical corners are not needed: radii
    /// arrive clamped to half the shorter side by the layout pass).
    private static func path(_ rect: Rect, _ radii: CornerRadii) -> CGPath {
        let path = CGMutablePath()
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + radii.topLeft, y: minY))
        path.addArc(tangent1End: CGPoint(x: maxX, y: minY), tangent2End: CGPoint(x: maxX, y: maxY), radius: radii.topRight)
        path.addArc(tangent1End: CGPoint(x: maxX, y: maxY), tangent2End: CGPoint(x: minX, y: maxY), radius: radii.bottomRight)
        path.addArc(tangent1End: CGPoint(x: minX, y: maxY), tangent2End: CGPoint(x: minX, y: minY), radius: radii.bottomLeft)
        path.addArc(tangent1End: CGPoint(x: minX, y: minY), tangent2End: CGPoint(x: maxX, y: minY), radius: radii.topLeft)
        path.closeSubpath()
        return path
    }

    private static func image(_ source: ImageSource) -> UIImage? {
        switch source {
        case .path(let path): UIImage(contentsOfFile: path)
        case .bytes(let bytes): UIImage(data: Data(bytes))
        case let .asset(name, folder): UIImage(named: name, in: Bundle(path: folder), with: nil)
        }
    }
}
#endif
