/// Sine and cosine for `AffineTransform.rotation` without importing the C library (core modules
/// are stdlib-only). Quadrant reduction to `|r| ≤ π/4`, then Taylor series to the 15th power:
/// error below 1e-13 for angles within a few thousand radians.
enum Trigonometry {
    static func sineCosine(_ angle: Double) -> (sine: Double, cosine: Double) {
        guard angle.isFinite else { return (.nan, .nan) }
        let halfPi = Double.pi / 2
        let quadrant = (angle / halfPi).rounded()
        let r = angle - quadrant * halfPi
        let r2 = r * r
        var sine = r, cosine = 1.0
        var sineTerm = r, cosineTerm = 1.0
        for n in stride(from: 1, through: 7, by: 1) {
            let k = Double(2 * n)
            sineTerm *= -r2 / (k * (k + 1))
            cosineTerm *= -r2 / ((k - 1) * k)
            sine += sineTerm
            cosine += cosineTerm
        }
        switch Int(quadrant.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (sine, cosine)
        case 1: return (cosine, -sine)
        case 2: return (-sine, -cosine)
        default: return (-cosine, sine)
        }
    }
}
