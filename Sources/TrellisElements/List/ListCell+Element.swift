import Lists

extension SeparatorKind {
    /// The separator as an element: a small one is a device-pixel hairline indented by its
    /// leading inset (whatever its nominal height), the others are bands of their height.
    public var element: Element {
        switch self {
        case .small:
            return Separator(inset: Double(SeparatorKind.small.insets.leading)).element
        default:
            return Separator(color: .secondaryBackground, thickness: Double(height))
                .margin(leading: .points(Float(insets.leading)), trailing: .points(Float(insets.trailing)))
        }
    }
}

/// How a scroll container draws any `ListCell`: element cells as their element, the builder's
/// separators and spaces as separator and empty boxes; any other cell as an empty box of the
/// height it reports (it has no element to draw).
enum RowElement {
    static func element(for cell: any ListCell, width: Double) -> Element {
        switch cell {
        case let cell as ElementCell:
            return cell.element
        case let row as DataRowCell:
            return element(for: row.cell, width: width)
        case let separator as SeparatorCell:
            return separator.kind.element
        default:
            var box = Element(content: .box)
            box.style.height = .points(Float(cell.size(fittingWidth: width).height))
            return box
        }
    }
}
