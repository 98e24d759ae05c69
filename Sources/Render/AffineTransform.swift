/// A 2-D affine transform mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)` — the same
/// layout as `CGAffineTransform` and `cairo_matrix_t`.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix `[a c tx; b d ty; 0 0 1]`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six matrix components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves points by `(x, y)`.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales points about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians (clockwise on screen, since y grows downwards).
    public static func rotation(_ angle: Double) -> AffineTransform {
        let (sine, cosine) = Trigonometry.sineCosine(angle)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// First `self`, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `point` transformed. O(1).
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// True when every component is finite and the transform is invertible.
    public var isValid: Bool {
        [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && a * d - b * c != 0
    }
}
