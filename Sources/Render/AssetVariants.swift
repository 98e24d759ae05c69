/// The rule for image assets in a folder, shared by every backend: an asset `star` is the files
/// `star.png` (1×), `star@2x.png` and `star@3x.png`; a render at scale `s` uses the variant whose
/// scale is nearest to `s`, the larger one on a tie (so a 2.5× render takes `@3x`), and draws it at
/// its pixel size divided by the variant's scale (a 72 px `@3x` icon is 24 pt).
public enum AssetVariants {
    /// The variant scales looked for, in order.
    public static let scales = [1, 2, 3]

    /// The file name of `name`'s variant at `scale` (`star.png`, `star@2x.png`).
    public static func fileName(_ name: String, scale: Int) -> String {
        scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
    }

    /// The file of asset `name` to draw at `renderScale` and its variant scale, asking `exists`
    /// which variant files there are (`exists` gets file names, e.g. `star@2x.png`); nil when none
    /// does or `name` is not a plain name (empty, or with a `/`).
    public static func file(of name: String, renderScale: Double, exists: (String) -> Bool) -> (name: String, scale: Int)? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let available = scales.filter { exists(fileName(name, scale: $0)) }
        return pick(available: available, renderScale: renderScale).map { (fileName(name, scale: $0), $0) }
    }

    /// The variant to draw at `renderScale` among the `available` ones, or nil when none is. O(n).
    public static func pick(available: [Int], renderScale: Double) -> Int? {
        available.min { a, b in
            let da = abs(Double(a) - renderScale), db = abs(Double(b) - renderScale)
            return da != db ? da < db : a > b
        }
    }
}
