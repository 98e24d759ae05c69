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

    /// The variant to draw at `renderScale` among the `available` ones, or nil when none is. O(n).
    public static func pick(available: [Int], renderScale: Double) -> Int? {
        available.min { a, b in
            let da = abs(Double(a) - renderScale), db = abs(Double(b) - renderScale)
            return da != db ? da < db : a > b
        }
    }
}
