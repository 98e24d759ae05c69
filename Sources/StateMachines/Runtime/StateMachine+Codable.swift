extension StateMachine: Encodable where State: Encodable {
    /// Encodes the current state only (`{"state": …}`); the rules live in code, not in data.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
    }
}

extension StateMachine where State: Decodable {
    /// Restores a machine encoded by `encode(to:)` (e.g. after process death) with `definition`.
    ///
    /// A restored state that matches no declared state is kept, and every event is then reported
    /// invalid with `.unknownState`, rather than trapping.
    public convenience init(from decoder: any Decoder, definition: Definition) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(definition, state: try container.decode(State.self, forKey: .state))
    }
}

private enum CodingKeys: String, CodingKey {
    case state
}
