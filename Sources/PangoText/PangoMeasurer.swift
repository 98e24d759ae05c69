import CPango
import Synchronization
import Typesetting

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
    /// The font configuration this measurer was created with.
    public let configuration: FontConfiguration
    /// Paths of the font files the configuration offers, sorted.
    public let fontFiles: [String]
    /// A digest of everything besides the texts that decides the glyphs this measurer draws: the
    /// configuration file's contents, the default family, each font file's path, size and time,
    /// and the Pango, HarfBuzz, cairo and fontconfig versions. Same in every process; changes
    /// when a font is added, removed or replaced, or the profile or a library changes.
    public let fontFingerprint: String

    /// Wrapped texts longer than this many UTF-8 bytes are laid out a few lines at a time
    /// (`TextWindows`); shorter ones in one Pango layout.
    let windowThreshold: Int

    /// Loads the fonts of `configuration` (tens of milliseconds: share one measurer).
    public convenience init(configuration: FontConfiguration = .pinned) {
        self.init(configuration: configuration, windowThreshold: 1_024)
    }

    /// A measurer that lays out wrapped texts longer than `windowThreshold` bytes in windows
    /// (tests compare both ways of laying out).
    init(configuration: FontConfiguration, windowThreshold: Int) {
        let engine = PangoEngine(configuration: configuration)
        self.configurationDiagnostics = engine.fonts.diagnostics
        self.fontFiles = engine.fonts.files
        self.fontFingerprint = engine.fonts.fingerprint
        self.configuration = configuration
        self.windowThreshold = windowThreshold
        self.engine = Mutex(engine)
    }

    /// This measurer behind a thread-safe LRU cache of `capacity` layouts.
    public func cached(capacity: Int = 4096) -> CachingMeasurer<PangoMeasurer> {
        CachingMeasurer(self, capacity: capacity)
    }

    /// See `TextMeasurer.measure`. Shapes and breaks the text every time (~25–100 µs).
    public func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                        scale: Double) -> TextLayout {
        withLayout(text, width: width, mode: mode, scale: scale) { result, _ in result }
    }

    /// Lays `text` out and hands the result and its lines (with their Pango layouts) to `body`,
    /// under the engine lock, so `body` may draw them. Package-internal: CairoRender draws
    /// through this. Wrapped texts longer than `windowThreshold` bytes are laid out in windows
    /// (`TextWindows`), unwrapped ones longer than `TextSegments.maxBytes` in segments.
    package func withLayout<R>(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                               scale: Double, _ body: (TextLayout, [PangoLine]) -> R) -> R {
        let constraint = TextConstraint(width: width, mode: mode, scale: scale)
        guard !text.isEmpty else {
            var layout = TextLayout.empty
            layout.width = constraint.mode == .exactly ? constraint.width : 0
            layout.diagnostics = constraint.diagnostics
            return body(layout, [])
        }
        let limit = text.paragraph.effectiveMaxLines ?? Int.max
        let byteCount = text.runs.reduce(0) { $0 + $1.text.utf8.count }
        let maxBytes = TextSegments.maxBytes(for: text)
        let spacing = LetterSpacing(text)
        return engine.withLock { engine in
            var diagnostics = constraint.diagnostics
            let fixed = engine.fixedLineBox(for: text, diagnostics: &diagnostics)
            let wraps = constraint.wrapWidth != nil
            if wraps && byteCount > windowThreshold {
                let (lines, hasMore, layouts) = engine.windowedLines(text, constraint: constraint, limit: limit,
                                                                     spacing: spacing, fixed: fixed, maxBytes: maxBytes,
                                                                     diagnostics: &diagnostics)
                defer { for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) } }
                let (result, placed) = assemble(lines, style: text.paragraph, constraint: constraint,
                                                totalLines: lines.count + (hasMore ? 1 : 0), diagnostics: diagnostics)
                return body(result, placed)
            }
            if byteCount <= maxBytes {
                let (layout, bytes) = engine.makeLayout(text, constraint, diagnostics: &diagnostics)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                let (lines, total) = collectLines(of: layout, bytes: bytes, byteOffset: 0, top: 0, limit: limit,
                                                  spacing: spacing, fixed: fixed)
                let (result, placed) = assemble(lines, style: text.paragraph, constraint: constraint,
                                                totalLines: total, diagnostics: diagnostics)
                return body(result, placed)
            }
            var layouts: [OpaquePointer] = []
            defer { for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) } }
            var lines: [PangoLine] = []
            var total = 0
            var top = 0.0
            let source = WindowSource(text)
            let gap = text.paragraph.lineSpacing.isFinite ? max(text.paragraph.lineSpacing, 0) : 0
            for range in TextSegments.ranges(of: source.bytes, maxBytes: maxBytes) {
                let segment = source.slice(range, paragraph: text.paragraph)
                let (layout, bytes) = engine.makeLayout(segment, constraint, diagnostics: &diagnostics)
                layouts.append(layout)
                let (segmentLines, segmentTotal) = collectLines(of: layout, bytes: bytes, byteOffset: range.lowerBound,
                                                                top: top, limit: limit - lines.count,
                                                                spacing: spacing, fixed: fixed)
                lines += segmentLines
                total += segmentTotal
                top = (lines.last.map { $0.line.y + $0.line.height } ?? top) + gap
                if lines.count >= limit { total += 1; break }
            }
            let (result, placed) = assemble(lines, style: text.paragraph, constraint: constraint,
                                            totalLines: total, diagnostics: diagnostics)
            return body(result, placed)
        }
    }

    /// Every family name the configuration offers, lowercased.
    public var availableFamilies: Set<String> { engine.withLock { $0.fonts.families } }
}
