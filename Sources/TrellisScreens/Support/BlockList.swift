import Text
import Trellis

/// How strongly a separator divides two blocks of a screen.
public enum SeparatorWeight: String, Hashable, Sendable {
    /// A hairline, indented at the leading edge (between related blocks).
    case small
    /// An 8 pt band in the grouped background color (between sections).
    case medium
}

/// Builds a screen as a list of blocks and separators, with the talk's clean-up rules
/// (`TableModelBuilder.cleanupSeparators`), so blocks can be added or left out independently
/// without doubled or dangling separators:
/// 1. a separator right after a *small* separator replaces it;
/// 2. a separator right after any other separator is dropped;
/// 3. a separator at the end is removed.
public struct BlockList {
    private enum Item {
        case block(Element)
        case separator(SeparatorWeight)
    }

    private var items: [Item] = []

    public init() {}

    /// Appends a content block.
    public mutating func add(_ block: some ElementConvertible) {
        items.append(.block(block.element))
    }

    /// Appends a separator (subject to the clean-up rules).
    public mutating func addSeparator(_ weight: SeparatorWeight) {
        items.append(.separator(weight))
    }

    /// The separator weights left after clean-up, in order, `nil` for blocks (for tests).
    var cleanedSeparators: [SeparatorWeight?] {
        cleaned().map { if case .separator(let weight) = $0 { return weight } else { return nil } }
    }

    private func cleaned() -> [Item] {
        var result: [Item] = []
        for item in items {
            if case .separator = item, let previous = result.last, case .separator(let previousWeight) = previous {
                if previousWeight == .small {
                    result.removeLast()
                } else {
                    continue
                }
            }
            result.append(item)
        }
        if let last = result.last, case .separator = last { result.removeLast() }
        return result
    }

    /// The blocks and the surviving separators as elements; separators are keyed by their position
    /// among blocks so they keep their views when blocks around them change.
    /// - Complexity: O(n).
    public func build() -> [Element] {
        var blockIndex = 0
        return cleaned().map { item in
            switch item {
            case .block(let element):
                blockIndex += 1
                return element
            case .separator(.small):
                return Separator(inset: 16).id("separator-\(blockIndex)")
            case .separator(.medium):
                return Separator(color: .secondaryBackground, thickness: 8).id("separator-\(blockIndex)")
            }
        }
    }
}
