import CPango
import Foundation
import Typesetting

/// The fontconfig configuration PangoText measures and draws with.
///
/// By default the `fonts.conf` shipped in this module's resources is loaded into a private
/// `FcConfig` (the host's `/etc/fonts`, `FONTCONFIG_FILE` and user configs are never read), so
/// the same text measures the same on every machine with the Debian font packages it names.
public struct FontConfiguration: Sendable, Hashable {
    /// Path of the fontconfig XML file, or nil for fontconfig's own default configuration.
    public var file: String?
    /// Used for runs whose family the configuration does not know.
    public var defaultFamily: String

    /// A configuration read from `file` (nil: fontconfig's system configuration).
    public init(file: String?, defaultFamily: String = TextAttributes.defaultFamily) {
        self.file = file
        self.defaultFamily = defaultFamily
    }

    /// The shipped, pinned configuration (nil `file` if the resource bundle cannot be found, in
    /// which case measurers fall back to the system configuration and say so in `diagnostics`).
    public static var pinned: FontConfiguration {
        FontConfiguration(file: bundledFile)
    }

    /// The shipped configuration of a font profile (`pinned` for `.pinned`).
    public static func profile(_ profile: FontProfile) -> FontConfiguration {
        switch profile {
        case .pinned: return .pinned
        case .iOS: return FontConfiguration(file: bundledFile.map { sibling($0, "ios.conf") })
        case .android: return FontConfiguration(file: bundledFile.map { sibling($0, "android.conf") })
        }
    }

    /// The file `name` next to `path`.
    private static func sibling(_ path: String, _ name: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Path of the shipped `fonts.conf`. Looked up without `Bundle.module`, whose accessor traps
    /// when the bundle is missing (e.g. a `trellis` binary copied without its resources).
    public static let bundledFile: String? = {
        let bundleName = "Trellis_PangoText.resources"
        var directories = [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            directories.append(executable.deletingLastPathComponent())
        }
        for directory in directories {
            for candidate in [directory.appendingPathComponent(bundleName).appendingPathComponent("fonts.conf"),
                              directory.appendingPathComponent(bundleName)
                                  .appendingPathComponent("Resources").appendingPathComponent("fonts.conf")]
            where FileManager.default.isReadableFile(atPath: candidate.path) {
                return candidate.path
            }
        }
        return nil
    }()
}

/// Which fonts set the default family (DejaVu Sans) and `sans-serif`; every profile has the pinned
/// fallbacks (Noto Sans, Arabic, Hebrew, CJK, Color Emoji).
public enum FontProfile: String, Hashable, Sendable, CaseIterable {
    /// DejaVu Sans, as pinned by `fonts.conf`.
    case pinned
    /// Inter (`fonts-inter`), the closest open match to San Francisco (`ios.conf`).
    case iOS = "ios"
    /// Roboto (`fonts-roboto-unhinted`), Android's UI font (`android.conf`).
    case android

    /// The family this profile sets the default family and `sans-serif` in (nil: DejaVu Sans
    /// itself): what another renderer of the same text, a browser, asks for by name.
    public var uiFamily: String? {
        switch self {
        case .pinned: nil
        case .iOS: "Inter"
        case .android: "Roboto"
        }
    }
}

/// A loaded `FcConfig` plus the families it offers. Owns the config reference.
final class LoadedFontConfig {
    let config: OpaquePointer
    /// Lowercased family names (every name of every face, e.g. "dejavu sans", "dejavu sans light").
    let families: Set<String>
    /// Problems met while loading (the file missing or invalid).
    let diagnostics: [String]
    /// Paths of the font files the configuration offers, sorted.
    let files: [String]
    /// What decides the glyphs drawn with this configuration, as a digest (see
    /// `PangoMeasurer.fontFingerprint`).
    let fingerprint: String

    init(_ configuration: FontConfiguration) {
        var diagnostics: [String] = []
        var loaded: OpaquePointer?
        if let file = configuration.file, !FileManager.default.isReadableFile(atPath: file) {
            diagnostics.append("fontconfig file '\(file)' is missing or unreadable, using the system configuration")
        } else if let file = configuration.file {
            let config = FcConfigCreate()
            if let config, FcConfigParseAndLoad(config, file, 1) != 0, FcConfigBuildFonts(config) != 0 {
                loaded = config
            } else {
                if let config { FcConfigDestroy(config) }
                diagnostics.append("cannot load fontconfig file '\(file)', using the system configuration")
            }
        } else {
            diagnostics.append("pinned fonts.conf not found, using the system configuration")
        }
        // FcInitLoadConfigAndFonts returns a new reference we own.
        self.config = loaded ?? FcInitLoadConfigAndFonts()
        self.families = LoadedFontConfig.familyNames(in: config)
        self.diagnostics = diagnostics
        self.files = LoadedFontConfig.fileNames(in: config)
        self.fingerprint = LoadedFontConfig.fingerprint(configuration, files: files)
    }

    deinit { FcConfigDestroy(config) }

    private static func fileNames(in config: OpaquePointer) -> [String] {
        var paths = Set<String>()
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return [] }
        for index in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if let pattern = set.pointee.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch,
               let value {
                paths.insert(String(cString: value))
            }
        }
        return paths.sorted()
    }

    /// The configuration file's bytes, the default family, each font file's path, size and
    /// modification time (a package upgrade or a replaced font changes them; dpkg keeps a
    /// package's times, so equal packages agree across machines) and the Pango, HarfBuzz, cairo
    /// and fontconfig versions. O(font files): one `stat` each, no font is read.
    private static func fingerprint(_ configuration: FontConfiguration, files: [String]) -> String {
        var hasher = StableHasher()
        hasher.combine(configuration.file.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) } ?? [])
        hasher.combine(configuration.defaultFamily)
        for version in [pango_version_string(), hb_version_string(), cairo_version_string()] {
            hasher.combine(version.map { String(cString: $0) } ?? "")
        }
        hasher.combine(Int(FcGetVersion()))
        hasher.combine(files.count)
        for path in files {
            var info = stat()
            let found = stat(path, &info) == 0
            hasher.combine(path)
            hasher.combine(found ? Int(info.st_size) : -1)
            hasher.combine(found ? Int(info.st_mtim.tv_sec) : 0)
            hasher.combine(found ? Int(info.st_mtim.tv_nsec) : 0)
        }
        return hasher.finalized()
    }

    private static func familyNames(in config: OpaquePointer) -> Set<String> {
        var names: Set<String> = []
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return names }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
                names.insert(String(cString: value).lowercased())
                n += 1
            }
        }
        return names
    }
}
