/// A rectangle of device pixels (origin top-left), as a ``Bitmap`` addresses them.
public struct PixelRect: Sendable, Equatable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)×\(height) px at (\(x), \(y))" }
}
