import PangoText
import Typesetting

/// Issue 34's row "caret hit test in a 5-line mixed-script paragraph ≤ 50 µs": `CaretMap.offset(atX:y:)`
/// on a map Pango built, over a grid of points covering the paragraph (every line, and beyond its
/// ends), plus what building the map costs next to measuring the same text. Returns a value that
/// depends on every result, so nothing is optimised away.
func caretBenchmarks(measurer: PangoMeasurer) -> Double {
    var sink = 0.0
    let attributes = TextAttributes(family: "DejaVu Sans", size: 17)
    let paragraph = AttributedText(
        "Deliver to מרים כהן at شارع الملك فهد 12, Riyadh: order 42 of 3 boxes 📦, "
            + "call محمد علي or דוד on arrival, Tuesday between 9 and 11 — שלום and شكرا!",
        attributes)
    let width = 300.0
    let map = measurer.caretMap(paragraph, width: width, mode: .exactly, scale: 3)
    let height = map.lines.last.map { $0.y + $0.height } ?? 0
    report("  paragraph: lines", Double(map.lines.count), unit: "lines")
    report("  paragraph: grapheme clusters", Double(map.clusters.count), unit: "clusters")
    // 41 × 25 points from 10 pt left of the box to 10 pt right of it, above the first line to below the last.
    var points: [(x: Double, y: Double)] = []
    for row in 0..<25 {
        let y: Double = -5 + Double(row) * (height + 10) / 24
        for column in 0..<41 { points.append((-10 + Double(column) * (width + 20) / 40, y)) }
    }
    let hits = median(runs: 21) {
        for point in points { sink += Double(map.offset(atX: point.x, y: point.y)) }
    }
    report("caret hit test, 5-line mixed-script paragraph, per tap", hits.wall / Double(points.count) * 1e9, unit: "ns",
           cpu: hits.cpu / Double(points.count) * 1e9, best: hits.best / Double(points.count) * 1e9, target: "≤ 50 µs")
    let build = median(runs: 21) { sink += Double(measurer.caretMap(paragraph, width: width, mode: .exactly, scale: 3).utf16Count) }
    report("  building its caret map (Pango)", build.wall * 1e6, unit: "µs", cpu: build.cpu * 1e6, best: build.best * 1e6)
    let measure = median(runs: 21) { sink += measurer.measure(paragraph, width: width, mode: .exactly, scale: 3).height }
    report("  measuring it (uncached), for comparison", measure.wall * 1e6, unit: "µs", cpu: measure.cpu * 1e6,
           best: measure.best * 1e6)
    let moves = median(runs: 21) {
        for offset in 0...map.utf16Count { sink += Double(map.visualMove(from: offset, toRight: true)) }
    }
    report("  visual arrow move, per move", moves.wall / Double(map.utf16Count + 1) * 1e9, unit: "ns",
           cpu: moves.cpu / Double(map.utf16Count + 1) * 1e9)
    return sink
}
