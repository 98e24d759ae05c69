import JSONPaths

/// JSON Merge Patch (RFC 7386): `patch` applied to `target`. An object patch merges member by
/// member (`null` removes a member, objects merge recursively); any other patch replaces the target.
public func mergePatch(_ target: JSONValue, with patch: JSONValue) -> JSONValue {
    guard case .object(let changes) = patch else { return patch }
    var members: [(String, JSONValue)]
    if case .object(let existing) = target { members = existing } else { members = [] }
    for (key, change) in changes {
        let index = members.firstIndex { $0.0 == key }
        if case .null = change {
            if let index { members.remove(at: index) }
        } else if let index {
            members[index].1 = mergePatch(members[index].1, with: change)
        } else {
            members.append((key, mergePatch(.null, with: change)))
        }
    }
    return .object(members)
}
