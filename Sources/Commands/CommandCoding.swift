extension CodingUserInfoKey {
    /// The `userInfo` key under which a decoder finds the ``CommandCatalog`` that decoded commands
    /// are looked up in.
    public static let commandCatalog = CodingUserInfoKey(rawValue: "trellis.commandCatalog")!
}

extension CommandWith: Codable {
    /// Encodes the command as its name only (a JSON string); behaviour is never serialised.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Decodes a command by name, re-attaching the live command of the same name (and the same
    /// value type) from the ``CommandCatalog`` in `decoder.userInfo[.commandCatalog]`.
    ///
    /// Throws `DecodingError.dataCorrupted` naming the coding path when there is no catalog, when
    /// no live command has that name, or when the name is ambiguous (several different commands
    /// share it and none sits at the same coding path).
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let catalog = decoder.userInfo[.commandCatalog] as? CommandCatalog else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "cannot decode Command '\(name)': decoding Props needs the current Props' "
                    + "CommandCatalog in userInfo[.commandCatalog]"))
        }
        self = try catalog.command(named: name, at: decoder.codingPath)
    }
}
