import JSONPaths

/// A Props value that must not leave the screen: a password, a one-time code, a card number.
///
/// The store and the field hold the text; every other place Props go sees only
/// ``Secret/redaction``: JSON encoding (so `--dump`, the `trellis run` log, snapshot sidecars,
/// the storybook and the live Props topics), `String(describing:)`, string interpolation and
/// `dump()` / mirrors. A secret is write-only from JSON: decoding the redaction marker keeps the
/// secret held at the same JSON path of the current Props (collected into the
/// ``CommandCatalog`` like live Commands), so a live edit of another value keeps the password;
/// decoding any other string sets it.
///
/// ```swift
/// struct CodeProps: Codable, Sendable { var code: Secret; var update: CommandWith<String> }
/// ```
public struct Secret: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable {
    /// The text itself: read it only where it is needed (the store, the field).
    public var value: String

    public init(_ value: String) {
        self.value = value
    }

    public init(stringLiteral value: String) {
        self.value = value
    }

    /// What every place outside the store and the field shows instead of the value.
    public static let redaction = "‹secret›"

    /// Whether the secret holds no text.
    public var isEmpty: Bool { value.isEmpty }

    public var description: String { Self.redaction }
    public var debugDescription: String { Self.redaction }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension Secret: Codable {
    /// Encodes ``redaction``, never the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.redaction)
    }

    /// ``redaction`` decodes to the secret held at the same coding path in the current Props
    /// (the ``CommandCatalog`` in `userInfo[.commandCatalog]`), or to an empty secret when none is
    /// held; any other string is the new value.
    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard string == Self.redaction else {
            self.init(string)
            return
        }
        let catalog = decoder.userInfo[.commandCatalog] as? CommandCatalog
        self = catalog?.secret(at: decoder.codingPath) ?? Secret("")
    }
}

extension Secret: CatalogRegistrable {
    func register(in catalog: inout CommandCatalog, at codingPath: [any CodingKey]) {
        catalog.register(self, at: codingPath)
    }
}
