import JSONPaths
import TrellisElements
import TrellisCatalog

extension Catalog {
    /// `GET /api/catalog`: the screens with their samples (and the writing direction of each sample
    /// that has one: `"writingDirections": {"arabic": "rightToLeft"}`), the features with their screen and
    /// scenarios (the same names as `trellis run NAME --scenario S`), the devices (sizes in points, scale), the
    /// text size categories with iOS's short names, and the color schemes — all the page's menus.
    var galleryDescription: JSONValue {
        let screens = entries.map { entry in
            JSONValue.object([("name", .string(entry.name)), ("samples", .array(entry.sampleNames.map(JSONValue.string))),
                              ("writingDirections", .object(entry.samples.compactMap { sample in
                                  sample.writingDirection.map { (sample.name, .string($0.rawValue)) }
                              }))])
        }
        let features = features.map { feature in
            JSONValue.object([("name", .string(feature.name)), ("screen", .string(feature.screen.name)),
                              ("scenarios", .array(feature.scenarioNames.map(JSONValue.string)))])
        }
        let devices = devices.map { device -> JSONValue in
            let portrait = device.configuration(.portrait), landscape = device.configuration(.landscape)
            return .object([
                ("name", .string(device.name)),
                ("scale", .number(device.scale)),
                ("portrait", .object([("width", .number(portrait.size.width)), ("height", .number(portrait.size.height))])),
                ("landscape", .object([("width", .number(landscape.size.width)), ("height", .number(landscape.size.height))])),
            ])
        }
        let textSizes = zip(TextSizeCategory.allCases, TextSizeCategory.shortNames).map { category, short in
            JSONValue.object([("name", .string(category.rawValue)), ("short", .string(short)),
                              ("multiplier", .number(category.multiplier))])
        }
        return .object([
            ("screens", .array(screens)),
            ("features", .array(features)),
            ("devices", .array(devices)),
            ("textSizes", .array(textSizes)),
            ("defaultTextSize", .string(TextSizeCategory.default.rawValue)),
            ("schemes", .array([.string("light"), .string("dark")])),
        ])
    }
}
