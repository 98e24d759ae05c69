import CPango
import Synchronization
import Text

/// A `TextMeasurer` backed by Pango with the pinned fonts of `FontConfiguration.pinned`.
///
/// - 1 unit = 1 point (resolution 72); hinting and hint metrics off, grayscale antialiasing,
///   unrounded glyph positions — sizes do not depend on the scale (only their rounding does).
/// - Runs become Pango attributes at UTF-8 byte offsets; `TextLine.range`s are UTF-8 offsets.
/// - Word wrap is `PANGO_WRAP_WORD_CHAR` (a too-long word breaks between characters), char
///   wrap `PANGO_WRAP_CHAR`; truncation is Pango ellipsizing on the last allowed line.
/// - Unknown families fall back to `FontConfiguration.defaultFamily` with a diagnostic.
///
/// Uncached: every call shapes the text (~30–45 µs for a short label). Wrap it in
/// `CachingMeasurer` (see `PangoMeasurer.cached(capacity:)`) for layout passes.
///
/// Threading: MAY run off the main thread, from any number of threads; Pango calls are
/// serialised by a mutex because Pango objects are not thread-safe.
public final class PangoMeasurer: TextMeasurer {
    let engine: Mutex<PangoEngine>
    /// Problems met while loading the font configuration (empty when the pinned file loaded).
    public let configurationDiagnostics: [String]
    public let configuration: FontConfiguration

    public init(configuration: FontConfiguration = .pinned) {
        let engine = PangoEngine(configuration: configuration)
        self.configurationDiagnostics = engine.fonts.diagnostics
        self.configuration = configuration
        self.engine = Mutex(engine)
    }

    /// This measurer behind a thread-safe LRU cache of `capacity` layouts.
    public func cached(capacity: Int = 4096) -> CachingMeasurer<PangoMeasurer> {
        CachingMeasurer(self, capacity: capacity)
    }

    public func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                        scale: Double) -> TextLayout {
        withLayout(text, width: width, mode: mode, scale: scale) { result, _, _ in result }
    }

    /// Lays `text` out and hands the Pango layout and its lines to `body`, under the engine lock
    /// (so `body` may draw the layout). Package-internal: CairoRender draws through this.
    package func withLayout<R>(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                               scale: Double,
                               _ body: (TextLayout, OpaquePointer?, [PangoLine]) -> R) -> R {
        let constraint = TextConstraint(width: width, mode: mode, scale: scale)
        guard !text.isEmpty else {
            var layout = TextLayout.empty
            layout.width = constraint.mode == .exactly ? constraint.width : 0
            layout.diagnostics = constraint.diagnostics
            return body(layout, nil, [])
        }
        return engine.withLock { engine in
            var diagnostics = constraint.diagnostics
            let (layout, bytes) = engine.makeLayout(text, constraint, diagnostics: &diagnostics)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let (result, lines) = readLines(of: layout, text: text, bytes: bytes, constraint: constraint,
                                            diagnostics: diagnostics)
            return body(result, layout, lines)
        }
    }

    /// Every family name the configuration offers, lowercased.
    public var availableFamilies: Set<String> { engine.withLock { $0.fonts.families } }
}
