// Release-build benchmark executable: `swift build -c release --product TextBenchmarks` then
// `.build/release/TextBenchmarks`. Prints medians; timing is never asserted in tests.
import CairoRender
import Glibc
import PangoText
import Render
import Typesetting

/// Medians of `runs` timings of `body`, in seconds: wall clock, and CPU time of the calling
/// thread — on this shared 2-core machine other jobs stretch the wall clock; the CPU time shows
/// what the work itself costs.
struct Timing {
    let wall: Double
    let cpu: Double
    /// Fastest run (wall clock): what the work takes when no other job preempts it.
    let best: Double
}

func median(runs: Int, _ body: () -> Void) -> Timing {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let start = threadCPUTime()
        let elapsed = clock.measure(body)
        cpu.append(threadCPUTime() - start)
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return Timing(wall: samples.sorted()[samples.count / 2], cpu: cpu.sorted()[cpu.count / 2],
                  best: samples.min() ?? 0)
}

func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// One row: wall-clock median, then the CPU-time median and the fastest run (same unit).
func report(_ name: String, _ value: Double, unit: String, cpu: Double? = nil, best: Double? = nil,
            target: String = "") {
    let padded = name + String(repeating: " ", count: max(1, 62 - name.count))
    let cpuColumn = cpu.map { "   (CPU \(format6($0)) \(unit))" } ?? ""
    let bestColumn = best.map { "   (best \(format6($0)) \(unit))" } ?? ""
    print(padded + format6(value) + " " + unit + cpuColumn + bestColumn + (target.isEmpty ? "" : "   target \(target)"))
}

/// `value` with 3 decimals, without Foundation's String(format:).
func format6(_ value: Double) -> String {
    let scaled = (value * 1000).rounded()
    let whole = Int(scaled / 1000)
    let fraction = Int(abs(scaled).truncatingRemainder(dividingBy: 1000))
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
}

/// `TextBenchmarks [cached|uncached|unbreakable|screen|caret] [--fonts pinned|ios|android]` runs one section (for
/// profiling; default all) with a font profile (default pinned: DejaVu Sans; ios: Inter; android:
/// Roboto — the texts ask for the default family, which the profile maps).
var arguments = Array(CommandLine.arguments.dropFirst())
let profile: FontProfile = {
    guard let index = arguments.firstIndex(of: "--fonts") else { return .pinned }
    let name = arguments.indices.contains(index + 1) ? arguments[index + 1] : ""
    arguments.removeSubrange(index...min(index + 1, arguments.count - 1))
    guard let profile = FontProfile(rawValue: name) else {
        print("TextBenchmarks: --fonts takes \(FontProfile.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        exit(2)
    }
    return profile
}()
let only = arguments.first
func section(_ name: String) -> Bool { only == nil || only == name }
print("font profile: \(profile.rawValue)")

let measurer = PangoMeasurer(configuration: .profile(profile))
let title = TextAttributes(family: "DejaVu Sans", size: 17, weight: .semibold)
let body = TextAttributes(family: "DejaVu Sans", size: 13)
var sink = 0.0

// 1. Cached measurement: one label asked again and again (a layout pass re-measuring a leaf).
if section("cached") {
    let cached = measurer.cached(capacity: 4096)
    let text = AttributedText("Проверьте автомобиль перед покупкой", title)
    _ = cached.measure(text, width: 184, mode: .atMost, scale: 3)
    let iterations = 200_000
    let seconds = median(runs: 7) {
        for _ in 0..<iterations { sink += cached.measure(text, width: 184, mode: .atMost, scale: 3).height }
    }
    report("cached measurement (hit), per call", seconds.wall / Double(iterations) * 1e9, unit: "ns",
           cpu: seconds.cpu / Double(iterations) * 1e9, best: seconds.best / Double(iterations) * 1e9,
           target: "< 1000 ns")
}

// 2. Uncached measurement of 10,000 distinct strings (a list precalculating row sizes).
if section("uncached") {
    // Short one-line labels, and list rows of ~75 characters wrapping onto 2–3 lines.
    let labels = (0..<10_000).map { AttributedText("Дилеры на связи! \($0)", title) }
    let rows = (0..<10_000).map { index in
        AttributedText("Объявление \(index): BMW 5 Series G30, пробег \(index * 7) км, цена \(index * 1000) ₽", body)
    }
    for (name, texts) in [("labels, 1 line", labels), ("list rows, 2-3 lines", rows)] {
        let seconds = median(runs: 3) {
            for text in texts { sink += measurer.measure(text, width: 200, mode: .atMost, scale: 3).height }
        }
        report("uncached, 10,000 distinct \(name): total", seconds.wall * 1e3, unit: "ms", cpu: seconds.cpu * 1e3)
        report("uncached, 10,000 distinct \(name): per string", seconds.wall / 10_000 * 1e6, unit: "µs",
               cpu: seconds.cpu / 10_000 * 1e6)
    }
    // The bad-input case: one 1 MB paragraph (laid out in segments, see TextSegments).
    let huge = AttributedText(String(repeating: "lorem ipsum dolor sit amet ", count: 37_038), body)
    let hugeSeconds = median(runs: 3) { sink += measurer.measure(huge, width: 300, mode: .atMost, scale: 3).height }
    report("uncached, one 1 MB paragraph at width 300", hugeSeconds.wall * 1e3, unit: "ms", cpu: hugeSeconds.cpu * 1e3)
}

// 2b. Runs without break opportunities: a pasted token (base64, a URL) breaks between
// characters on every line; measurement stays near-linear in its length and a line limit bounds it.
if section("unbreakable") {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    func token(_ count: Int) -> String { String((0..<count).map { alphabet[($0 * 7 + $0 / 64) % alphabet.count] }) }
    let limited = ParagraphStyle(lineBreakMode: .truncateTail, maxLines: 3)
    for count in [30_000, 100_000] {
        let text = AttributedText(token(count), body)
        let seconds = median(runs: 5) { sink += measurer.measure(text, width: 300, mode: .atMost, scale: 3).height }
        report("uncached, \(count) characters without spaces at width 300", seconds.wall * 1e3, unit: "ms",
               cpu: seconds.cpu * 1e3, best: seconds.best * 1e3, target: count == 100_000 ? "≤ 50 ms" : "")
    }
    for (name, style) in [("3 lines", ParagraphStyle(maxLines: 3)), ("3 lines, tail truncation", limited)] {
        let limitedText = AttributedText(token(100_000), body, paragraph: style)
        let limitedSeconds = median(runs: 5) {
            sink += measurer.measure(limitedText, width: 300, mode: .atMost, scale: 3).height
        }
        report("uncached, 100000 characters without spaces, \(name)", limitedSeconds.wall * 1e3, unit: "ms",
               cpu: limitedSeconds.cpu * 1e3, best: limitedSeconds.best * 1e3)
    }
    let words = AttributedText(String(String(repeating: "lorem ipsum dolor sit amet ", count: 3_704).prefix(100_000)), body)
    let wordSeconds = median(runs: 5) { sink += measurer.measure(words, width: 300, mode: .atMost, scale: 3).height }
    report("uncached, 100000 characters with spaces at width 300", wordSeconds.wall * 1e3, unit: "ms",
           cpu: wordSeconds.cpu * 1e3, best: wordSeconds.best * 1e3)
}

// 3. A full 375×812 pt screen at scale 3 with 30 text blocks, drawn and PNG-encoded.
func screen() -> DisplayList {
    var list = DisplayList(size: Size(width: 375, height: 812), background: Color(rgb: 0xF2F2F7))
    for row in 0..<15 {
        let y = 8 + Double(row) * 53.5
        let card = Rect(x: 8, y: y, width: 359, height: 49)
        list.append(.fill(card, radii: CornerRadii(10), color: .white))
        list.append(.border(card, radii: CornerRadii(10), color: Color(rgb: 0xC7C7CC), width: 0.5))
        list.append(.fill(Rect(x: 16, y: y + 6, width: 37, height: 37), radii: CornerRadii(6),
                          color: Color(rgb: 0x0A84FF)))
        list.append(.text(AttributedText("Проверьте автомобиль \(row + 1)", title),
                          frame: Rect(x: 61, y: y + 5, width: 290, height: 20)))
        list.append(.text(AttributedText("Залоги, повреждения, ДТП, ограничения и данные о пробеге",
                                         TextAttributes(family: "DejaVu Sans", size: 13, color: Color(rgb: 0x6E6E73)),
                                         paragraph: ParagraphStyle(lineBreakMode: .truncateTail, maxLines: 1)),
                          frame: Rect(x: 61, y: y + 27, width: 290, height: 16)))
    }
    return list
}
if section("screen") {
    let renderer = CairoRenderer(measurer: measurer)
    let list = screen()
    var bytes = 0
    let drawOnly = median(runs: 31) { sink += Double(renderer.render(list, scale: 3).bitmap.width) }
    report("screen 375×812 @3x, 30 text blocks: draw (+ pixel copy)", drawOnly.wall * 1e3, unit: "ms",
           cpu: drawOnly.cpu * 1e3, best: drawOnly.best * 1e3)
    let drawAndEncode = median(runs: 31) { bytes = renderer.renderPNG(list, scale: 3).png.count }
    // CPU time of the calling thread only: the second PNG band is compressed on another thread.
    report("screen 375×812 @3x, 30 text blocks: draw + PNG encode", drawAndEncode.wall * 1e3, unit: "ms",
           cpu: drawAndEncode.cpu * 1e3, best: drawAndEncode.best * 1e3, target: "< 30 ms")
    report("  PNG size", Double(bytes) / 1024, unit: "KiB")
}

// 4. Caret geometry for editing (issue 34): see CaretBenchmarks.swift.
if section("caret") { sink += caretBenchmarks(measurer: measurer) }

if sink.isNaN { print(sink) }
