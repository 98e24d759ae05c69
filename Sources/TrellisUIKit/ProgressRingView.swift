#if canImport(UIKit)
import Render
import TrellisElements
import UIKit

/// A progress ring in UIKit: a track and a filled arc, each a `CAShapeLayer` stroking the same
/// circle. The geometry is `ResolvedProgressRing`'s (the largest circle whose line fits the bounds,
/// from 12 o'clock clockwise); `strokeEnd` is the drawn progress.
final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let fillLayer = CAShapeLayer()

    /// What to draw; `nil` draws nothing.
    var ring: ResolvedProgressRing? {
        didSet { updateLayers() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [trackLayer, fillLayer] {
            shape.fillColor = nil
            layer.addSublayer(shape)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateLayers()
    }

    private func updateLayers() {
        // The mount host sets final values (animation frames included); no implicit layer animation.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let radius = ring?.radius(in: Size(width: bounds.width, height: bounds.height)) ?? 0
        guard let ring, radius > 0 else {
            trackLayer.path = nil
            fillLayer.path = nil
            return
        }
        // UIKit's angles start at 3 o'clock and grow clockwise on screen: 12 o'clock is −π/2.
        let circle = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                  startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        for shape in [trackLayer, fillLayer] {
            shape.frame = bounds
            shape.path = circle
            shape.lineWidth = ring.lineWidth
        }
        trackLayer.strokeColor = ring.track.map(DecorationLayers.cgColor)
        fillLayer.strokeColor = DecorationLayers.cgColor(ring.color)
        fillLayer.lineCap = ring.cap == .round ? .round : .butt
        fillLayer.strokeEnd = ring.drawnProgress
        // A round cap would draw a dot at progress 0; the display list draws nothing there.
        fillLayer.isHidden = ring.drawnProgress == 0
    }
}
#endif
