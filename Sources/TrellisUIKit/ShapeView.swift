#if canImport(UIKit)
import Render
import TrellisElements
import UIKit

/// A vector shape in UIKit: a fill and a stroke `CAShapeLayer` of the same path, placed in the
/// bounds by `ResolvedShape.transform(in:)` (uniform fit, centred), as the display list places it.
final class ShapeView: UIView {
    private let fillLayer = CAShapeLayer()
    private let strokeLayer = CAShapeLayer()

    /// What to draw; `nil` draws nothing.
    var shape: ResolvedShape? {
        didSet { updateLayers() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        strokeLayer.fillColor = nil
        layer.addSublayer(fillLayer)
        layer.addSublayer(strokeLayer)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateLayers()
    }

    private func updateLayers() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        guard let shape, let transform = shape.transform(in: frame) else {
            fillLayer.path = nil
            strokeLayer.path = nil
            return
        }
        let path = DecorationLayers.cgPath(shape.path.applying(transform))
        for layer in [fillLayer, strokeLayer] {
            layer.frame = bounds
            layer.path = path
        }
        fillLayer.fillColor = shape.fill.map(DecorationLayers.cgColor)
        fillLayer.fillRule = shape.fillRule == .evenOdd ? .evenOdd : .nonZero
        strokeLayer.strokeColor = shape.stroke.map(DecorationLayers.cgColor)
        strokeLayer.lineWidth = shape.lineWidth * transform.a
        switch shape.cap {
        case .butt: strokeLayer.lineCap = .butt
        case .round: strokeLayer.lineCap = .round
        case .square: strokeLayer.lineCap = .square
        }
        switch shape.join {
        case .miter: strokeLayer.lineJoin = .miter
        case .round: strokeLayer.lineJoin = .round
        case .bevel: strokeLayer.lineJoin = .bevel
        }
    }
}
#endif
