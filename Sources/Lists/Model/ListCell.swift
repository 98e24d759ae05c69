/// A size in points.
public struct ListSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// "W×H".
    public var description: String { "\(width)×\(height)" }
}

/// What one cell shows, as a value, without the view.
///
/// Conformances MAY run off the main thread: the updater precalculates sizes and compares
/// content in the background, so every requirement must be a pure function of the value.
public protocol ListCell: Sendable {
    /// Cells with equal reuse identifiers are drawn by the same kind of view. Default: the type
    /// name.
    var reuseIdentifier: String { get }

    /// Whether `other` shows the same content (no redraw needed). MAY run off the main thread.
    func isContentEqual(to other: any ListCell) -> Bool

    /// The cell's size when laid out in `width` points. MAY run off the main thread; called
    /// once per new or changed cell per width.
    func size(fittingWidth width: Double) -> ListSize

    /// Whether the view currently showing `previous` can be kept and updated with this content
    /// instead of being replaced by a reload (a text that changed in a reused cell). MAY run off the main thread.
    /// Default: false.
    func canUpdateView(showing previous: any ListCell) -> Bool
}

extension ListCell {
    /// The type name.
    public var reuseIdentifier: String { String(describing: Self.self) }

    /// Replace by default.
    public func canUpdateView(showing previous: any ListCell) -> Bool { false }
}

extension ListCell where Self: Equatable {
    /// Equal values of the same type show the same content.
    public func isContentEqual(to other: any ListCell) -> Bool {
        (other as? Self) == self
    }
}
