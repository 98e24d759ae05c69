import Foundation
import JSONPaths
import PropsJSON
import TrellisElements
import TrellisCatalog

/// What one gallery URL names, the state a permalink carries: a screen, its Props (a sample's, or
/// Props JSON decoded against that sample's Commands) and a display configuration.
///
/// `screen=login&sample=possible&device=iphone-x&landscape=1&scheme=dark&rtl=1&textSize=AX2`, plus
/// `props=JSON` in a permalink (or the request body of a `POST`).
struct GalleryState: Sendable {
    var entry: CatalogEntry
    /// The sample whose Props (or whose Commands, with Props JSON) are shown.
    var sample: String
    var props: ScreenProps
    var configuration: DisplayConfiguration

    /// The state of `query`; `body` (Props JSON) wins over a `props` parameter.
    /// - Throws: `GalleryError` — 404 for an unknown screen or sample, 400 for a bad device, scheme or
    ///   text size, 413 for Props over the limits, 422 with the JSON path for Props that do not decode.
    init(query: [String: String], body: [UInt8]?, catalog: Catalog, limits: GalleryLimits) throws(GalleryError) {
        guard let screen = query["screen"], !screen.isEmpty else {
            throw GalleryError(.badRequest, "missing 'screen' (one of: \(catalog.entries.map(\.name).joined(separator: ", ")))")
        }
        do {
            entry = try catalog.entry(named: screen)
        } catch {
            throw GalleryError(.notFound, error.description)
        }
        sample = query["sample"].flatMap { $0.isEmpty ? nil : $0 } ?? entry.defaultSample.name
        let sampleProps: ScreenProps
        do {
            sampleProps = try entry.sample(named: sample)
        } catch {
            throw GalleryError(.notFound, error.description)
        }
        configuration = try Self.configuration(query, catalog: catalog)
        // Without an explicit `rtl`, a sample is shown in the direction it is written in.
        if query["rtl"] == nil {
            configuration = configuration.showing(writingDirection: entry.writingDirection(ofSample: sample))
        }
        if let body, !body.isEmpty {
            props = try Self.decode(body, of: entry, commandsOf: sampleProps, limit: limits.maxBodyBytes, limits: limits)
        } else if let json = query["props"], !json.isEmpty {
            props = try Self.decode(Array(json.utf8), of: entry, commandsOf: sampleProps, limit: limits.maxQueryPropsBytes,
                                    limits: limits)
        } else {
            props = sampleProps
        }
    }

    /// The display configuration of the query's `device`, `landscape`, `scheme`, `rtl` and `textSize`.
    static func configuration(_ query: [String: String], catalog: Catalog) throws(GalleryError) -> DisplayConfiguration {
        let device: Device
        do {
            device = try catalog.device(named: query["device"] ?? "iphone-x")
        } catch {
            throw GalleryError(.badRequest, "device: \(error.description)")
        }
        var configuration = DisplayConfiguration(device: device)
        configuration.orientation = try flag(query, "landscape") ? .landscape : .portrait
        configuration.layoutDirection = try flag(query, "rtl") ? .rightToLeft : .leftToRight
        switch query["scheme"] ?? "light" {
        case "light": configuration.colorScheme = .light
        case "dark": configuration.colorScheme = .dark
        case let other: throw GalleryError(.badRequest, "scheme: '\(other)' is neither 'light' nor 'dark'")
        }
        if let name = query["textSize"], !name.isEmpty {
            guard let category = TextSizeCategory(named: name) else {
                let known = TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw GalleryError(.badRequest, "textSize: no category '\(name)' (known: \(known), or iOS's short names)")
            }
            configuration.textSize = category
        }
        return configuration
    }

    /// `1`/`true` or `0`/`false`/absent.
    private static func flag(_ query: [String: String], _ name: String) throws(GalleryError) -> Bool {
        switch query[name] ?? "0" {
        case "1", "true": return true
        case "0", "false", "": return false
        case let other: throw GalleryError(.badRequest, "\(name): '\(other)' is not 1 or 0")
        }
    }

    /// Props JSON decoded strictly against the sample's Commands, within the limits.
    private static func decode(_ bytes: [UInt8], of entry: CatalogEntry, commandsOf sample: ScreenProps, limit: Int,
                               limits: GalleryLimits) throws(GalleryError) -> ScreenProps {
        guard bytes.count <= limit else {
            throw GalleryError(.contentTooLarge, "Props JSON of \(bytes.count) bytes is over the limit of \(limit) bytes")
        }
        // Before any parser recurses into it: nesting deeper than the limit would exhaust the stack.
        if let depth = PropsSize.nesting(of: bytes, over: limits.maxPropsDepth) {
            throw GalleryError(.contentTooLarge, "Props nest \(depth) deep, over the limit of \(limits.maxPropsDepth)")
        }
        // Malformed JSON falls through to the decoder, whose error names the line and column.
        if let value = try? JSONValue(parsing: bytes) {
            var size = PropsSize()
            size.measure(value, depth: 1)
            if size.depth > limits.maxPropsDepth {
                throw GalleryError(.contentTooLarge, "Props nest \(size.depth) deep, over the limit of \(limits.maxPropsDepth)")
            }
            if size.elements > limits.maxPropsElements {
                throw GalleryError(.contentTooLarge,
                                   "Props hold \(size.elements) array elements, over the limit of \(limits.maxPropsElements)")
            }
        }
        do {
            return try entry.props(fromJSON: Data(bytes), commandsOf: sample, strict: true)
        } catch {
            throw GalleryError(props: error)
        }
    }
}

/// How big a JSON value is: array elements in all, and the deepest nesting.
struct PropsSize {
    var elements = 0
    var depth = 0

    /// The nesting of `[` and `{` in JSON text (outside strings) once it exceeds `limit`, else nil.
    /// A scan of the bytes, no parsing: it runs before the recursive parsers see the text.
    /// - Complexity: O(n) in the bytes, stops at the first level over the limit.
    static func nesting(of bytes: [UInt8], over limit: Int) -> Int? {
        var depth = 0, inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return depth }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// - Complexity: O(n) in the values of the tree.
    mutating func measure(_ value: JSONValue, depth level: Int) {
        depth = max(depth, level)
        switch value {
        case .array(let items):
            elements += items.count
            for item in items { measure(item, depth: level + 1) }
        case .object(let members):
            for (_, member) in members { measure(member, depth: level + 1) }
        case .null, .bool, .number, .string:
            break
        }
    }
}
