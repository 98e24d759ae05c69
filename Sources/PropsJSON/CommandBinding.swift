import Commands
import JSONPaths

/// Where a value sits by element identity: its JSON path with every array position whose element
/// is an object with an `id` member (a string or a number) named by that id instead, so that an
/// element keeps its identity wherever an edit moves it. Elements without an `id` are named by
/// their position.
struct ElementPath: Hashable {
    enum Step: Hashable {
        case key(String)
        case index(Int)
        case id(String)
    }

    private(set) var steps: [Step] = []
    /// How many leading steps name the element that owns the value: up to the last array element
    /// before the value's own step (0: the root owns it).
    private(set) var ownerLength = 0

    /// The element path of `path` in `root`.
    /// - Complexity: O(d · m) for a path of d steps through objects of at most m members.
    init(_ path: JSONPath, in root: JSONValue) {
        var value: JSONValue? = root
        for (position, component) in path.components.enumerated() {
            switch component {
            case .key(let key):
                steps.append(.key(key))
                value = value?[key]
            case .index(let index):
                var element: JSONValue?
                if case .array(let elements)? = value, elements.indices.contains(index) { element = elements[index] }
                steps.append(Self.identity(of: element).map(Step.id) ?? .index(index))
                if position < path.components.count - 1 { ownerLength = steps.count }
                value = element
            }
        }
    }

    private init(steps: [Step]) {
        self.steps = steps
    }

    /// The `id` of an array element, as its JSON text.
    private static func identity(of element: JSONValue?) -> String? {
        switch element?["id"] {
        case .string(let id)?: JSONValue.string(id).jsonText
        case .number(let id)?: JSONValue.number(id).jsonText
        default: nil
        }
    }

    /// The element that owns the value (the root when no array element holds it).
    var owner: ElementPath { ElementPath(steps: Array(steps.prefix(ownerLength))) }

    var isRoot: Bool { steps.isEmpty }

    /// Whether this path lies inside `element` (or is it).
    func isInside(_ element: ElementPath) -> Bool { steps.starts(with: element.steps) }

    /// This path from the member holding its innermost identified element on (`rows[id "c0"].select`
    /// of `sections[1].rows[id "c0"].select`): what names it wherever an edit moved that element
    /// (to another section). Nil when no id names an element on the way.
    var identified: ElementPath? {
        guard let last = steps.prefix(ownerLength).lastIndex(where: { if case .id = $0 { true } else { false } }) else {
            return nil
        }
        var tail = ElementPath(steps: Array(steps[max(0, last - 1)...]))
        tail.ownerLength = ownerLength - max(0, last - 1)
        return tail
    }

    /// Whether `tail` occurs in this path: its steps, in a row, anywhere.
    func holds(_ tail: ElementPath) -> Bool {
        guard tail.steps.count <= steps.count else { return false }
        return (0...(steps.count - tail.steps.count)).contains { steps[$0..<($0 + tail.steps.count)].elementsEqual(tail.steps) }
    }

    /// Whether `root` still holds this element: every key, position and id on the way is there.
    func exists(in root: JSONValue) -> Bool {
        var value = root
        for step in steps {
            switch (step, value) {
            case (.key(let key), _):
                guard let member = value[key] else { return false }
                value = member
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            case (.id(let id), .array(let elements)):
                guard let element = elements.first(where: { Self.identity(of: $0) == id }) else { return false }
                value = element
            default:
                return false
            }
        }
        return true
    }

    /// `$.sections[0].rows[1] (id "c1")`: the owner's JSON path in the decoded document, and its id.
    func description(along path: JSONPath) -> String {
        let text = "\(JSONPath(Array(path.components.prefix(steps.count))))"
        guard case .id(let id)? = steps.last else { return text }
        return "\(text) (id \(id))"
    }
}

/// One place a Command sits in some Props: where, by element identity, and which Command it is.
struct CommandPlace {
    let path: JSONPath
    let element: ElementPath
    /// Equal Commands of one source share it.
    let command: Int
}

/// The Commands one decode may bind, and which it bound: the current Props' first, then the
/// samples', each with its JSON (for element identities), and the names each schema place allows.
///
/// A Command name at a place binds, in this order: a Command of that name inside the same
/// element of the current Props (the one at the same element path when the element holds several);
/// the only Command of that name in the current Props when no other element owns it alone; the
/// same from each sample. It never binds another element's Command, and only where the names
/// allowed at that place (what the samples, their enums' case samples and the current Props hold
/// there) include it.
final class CommandBinder {
    struct Source {
        let catalog: CommandCatalog
        let json: JSONValue
    }

    private let sources: [Source]
    private let allowed: [String: Set<String>]
    private let root: JSONValue
    /// The Commands of the current Props bound so far, by name.
    private var bound: [String: Set<Int>] = [:]
    /// The places of each name, by source (computed once per name).
    private var placesByName: [[String: [CommandPlace]]]

    /// - Parameters:
    ///   - sources: The current Props first, then the samples.
    ///   - allowed: The Command names allowed by schema place (`ProbePlace.commandKey`).
    ///   - root: The JSON being decoded.
    init(sources: [Source], allowed: [String: Set<String>], root: JSONValue) {
        self.sources = sources
        self.allowed = allowed
        self.root = root
        placesByName = Array(repeating: [:], count: sources.count)
    }

    /// Where the Commands named `name` sit in source `index`.
    /// - Complexity: O(k · d) the first time, for k places of paths d long; O(1) after.
    private func places(named name: String, in index: Int) -> [CommandPlace] {
        if let known = placesByName[index][name] { return known }
        let source = sources[index]
        let places = source.catalog.occurrences(named: name).map {
            CommandPlace(path: $0.path, element: ElementPath($0.path, in: source.json), command: $0.command)
        }
        placesByName[index][name] = places
        return places
    }

    /// The catalog and path the Command named `name` at `place` is bound from. A name no source
    /// has is left to the current catalog, whose error lists the names it knows.
    /// - Throws: `PropsJSONError` at `place` when the name is not allowed there, or when no
    ///   Command of that name belongs to its element.
    /// - Complexity: O(k) in the places of Commands named `name` (O(k · d) the first time).
    func bind(_ name: String, at place: ProbePlace) throws(PropsJSONError) -> (catalog: CommandCatalog, path: JSONPath) {
        guard sources.contains(where: { !$0.catalog.occurrences(named: name).isEmpty }) else {
            return (sources[0].catalog, place.path)
        }
        let names = allowed[place.commandKey, default: []]
        guard names.contains(name) else {
            throw PropsJSONError(path: place.path, reason: "'\(name)' cannot be bound here (allowed at this place: "
                                 + "\(names.isEmpty ? "none" : names.sorted().joined(separator: ", ")))")
        }
        let element = ElementPath(place.path, in: root)
        guard let (source, found) = find(name, for: element) else {
            throw PropsJSONError(path: place.path, reason: unbound(name, at: place.path, element: element, allowed: names))
        }
        if source == 0 { bound[name, default: []].insert(found.command) }
        return (sources[source].catalog, found.path)
    }

    private func find(_ name: String, for element: ElementPath) -> (source: Int, place: CommandPlace)? {
        let owner = element.owner
        for index in sources.indices {
            let all = places(named: name, in: index)
            // Inside the same element where it is, else (by its id) wherever it was.
            var scopes: [(inside: (ElementPath) -> Bool, exact: (ElementPath) -> Bool)] = [
                ({ $0.isInside(owner) }, { $0 == element }),
            ]
            if let tail = element.identified {
                scopes.append(({ $0.holds(tail.owner) }, { $0.steps.reversed().starts(with: tail.steps.reversed()) }))
            }
            for scope in scopes {
                let inside = all.filter { scope.inside($0.element) }
                if Set(inside.map(\.command)).count == 1 { return (index, inside[0]) }
                if let exact = inside.first(where: { scope.exact($0.element) }) { return (index, exact) }
            }
            // One Command shared by several elements (or held outside any) is the screen's, not an element's.
            let owners = Set(all.map(\.element.owner))
            if !owner.isRoot, Set(all.map(\.command)).count == 1, owners.count > 1 || owners.contains(where: \.isRoot) {
                return (index, all[0])
            }
        }
        return nil
    }

    /// Why `name` binds nowhere at `path`, and which of the allowed names would.
    private func unbound(_ name: String, at path: JSONPath, element: ElementPath, allowed: Set<String>) -> String {
        let owner = element.owner
        let here = owner.isRoot ? "is at \(path)" : "belongs to \(owner.description(along: path))"
        let current = places(named: name, in: 0)
        var reason = switch Set(current.map(\.command)).count {
        case 0: "no Command named '\(name)' \(here)"
        case 1: "the one Command named '\(name)' belongs to \(current[0].element.owner.description(along: current[0].path)), "
            + "and none \(here)"
        case let count: "\(count) different Commands are named '\(name)' and none \(here)"
        }
        let binding = allowed.sorted().filter { $0 != name && find($0, for: element) != nil }
        if binding.isEmpty {
            reason += ", in the current Props or a sample (allowed at this place: \(allowed.sorted().joined(separator: ", ")))"
        } else {
            reason += "; names that bind here: \(binding.joined(separator: ", "))"
        }
        return reason
    }

    /// The current Props' Commands that the decoded Props bind nowhere and whose element the
    /// decoded JSON no longer holds, in path order.
    func dropped() -> [DroppedCommand] {
        var result: [DroppedCommand] = []
        for name in sources[0].catalog.names {
            for place in places(named: name, in: 0)
            where !bound[name, default: []].contains(place.command) && !place.element.owner.isRoot
                && !place.element.owner.exists(in: root) {
                result.append(DroppedCommand(path: place.path, name: name))
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
