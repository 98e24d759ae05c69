import Trellis

/// Builds a screen as a list of blocks and separators with the list builder's rules (the talk's
/// `TableModelBuilder.cleanupSeparators`, as `Lists.ListBuilder` applies them) and its separator
/// kinds (`SeparatorKind.cleaned`), so blocks can be added or left out independently without
/// doubled or dangling separators.
public struct BlockList {
    private enum Item {
        case block(Element)
        case separator(SeparatorKind)
    }

    private var items: [Item] = []

    public init() {}

    /// Appends a content block.
    public mutating func add(_ block: some ElementConvertible) {
        items.append(.block(block.element))
    }

    /// Appends a separator (subject to the clean-up rules).
    public mutating func addSeparator(_ kind: SeparatorKind) {
        items.append(.separator(kind))
    }

    /// The separator kinds left after clean-up, in order, `nil` for blocks (for tests).
    var cleanedSeparators: [SeparatorKind?] {
        cleaned().map { if case .separator(let kind) = $0 { return kind } else { return nil } }
    }

    private func cleaned() -> [Item] {
        SeparatorKind.cleaned(items) { item in
            if case .separator(let kind) = item { kind } else { nil }
        }
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
            case .separator(let kind):
                return kind.element.id("separator-\(blockIndex)")
            }
        }
    }
}
