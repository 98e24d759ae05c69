import Flexbox
import Testing

/// Config switches: pixel grid, web defaults, errata.
@Suite("Config")
struct ConfigTests {
    /// A 100-wide row holding three growing children of a third each.
    private func thirds(scale: Float) -> (FlexTree, [NodeID]) {
        let tree = FlexTree(config: Config(pointScaleFactor: scale))
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.width = 100; $0.height = 10 })
        let children = (0..<3).map { _ in tree.makeNode(style: .with { $0.flexGrow = 1 }) }
        for child in children { tree.appendChild(child, to: root) }
        tree.calculateLayout(root)
        return (tree, children)
    }

    @Test("semantics is Yoga's min-size erratum: .yoga by default, .css without it, errata refine it")
    func semanticsIsTheMinSizeErratum() {
        #expect(Config().semantics == .yoga)
        #expect(Config(errata: .none).semantics == .css)
        #expect(Config(errata: .classic).semantics == .yoga)
        #expect(Config(semantics: .css).errata == .none)
        #expect(Config(semantics: .yoga) == Config())
        #expect(Config(semantics: .css, errata: [.stretchFlexBasis]).errata == [.stretchFlexBasis])
        var config = Config(errata: .all)
        config.semantics = .css
        #expect(config.errata == [.stretchFlexBasis, .absolutePositionWithoutInsetsExcludesPadding,
                                  .absolutePercentAgainstInnerSize])
        config.semantics = .yoga
        #expect(config.errata == .all)
    }

    @Test("a point scale factor of 0 disables rounding")
    func noRounding() {
        let (tree, children) = thirds(scale: 0)
        #expect(abs(tree.layout(of: children[1]).left - 100.0 / 3) < 1e-4)
        #expect(tree.layout(of: children[1]).width == tree.layout(of: children[1]).rawWidth)
    }

    @Test("at scale 3 edges land on thirds of a point")
    func scaleThree() {
        let (tree, children) = thirds(scale: 3)
        for child in children {
            let layout = tree.layout(of: child)
            #expect(abs(layout.left * 3 - (layout.left * 3).rounded()) < 1e-3)
            #expect(abs(layout.width * 3 - (layout.width * 3).rounded()) < 1e-3)
        }
    }

    @Test("a measured node is never rounded below its measured size")
    func textNeverShrinks() {
        let tree = FlexTree(config: Config(pointScaleFactor: 1))
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.alignItems = .flexStart })
        let spacer = tree.makeNode(style: .with { $0.width = 0.4 })
        let text = tree.makeNode(measure: { _, _, _, _ in Size(width: 10.2, height: 10.2) })
        tree.appendChild(spacer, to: root)
        tree.appendChild(text, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: text).width >= 10.2)
        #expect(tree.layout(of: text).height >= 10.2)
    }

    @Test("web defaults make items shrink by default")
    func webDefaultsShrink() {
        let tree = FlexTree(config: Config(useWebDefaults: true))
        var rowStyle = Style.web
        rowStyle.width = 100
        let root = tree.makeNode(style: rowStyle)
        let wide = tree.makeNode(style: .with { $0 = .web; $0.width = 150; $0.minWidth = 0 })
        tree.appendChild(wide, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: wide).width == 100)
    }

    @Test("the absolute-position erratum places inset-less absolute children inside the border, not the padding")
    func absolutePaddingErratum() {
        func left(_ errata: Errata) -> Float {
            let tree = FlexTree(config: Config(errata: errata))
            let root = tree.makeNode(style: .with { $0.width = 100; $0.height = 100; $0.padding = Edges(all: 10) })
            let child = tree.makeNode(style: .with { $0.position = .absolute; $0.width = 10; $0.height = 10 })
            tree.appendChild(child, to: root)
            tree.calculateLayout(root)
            return tree.layout(of: child).left
        }
        #expect(left(.default) == 10)
        #expect(left(.absolutePositionWithoutInsetsExcludesPadding) == 0)
    }

    @Test("with errata none a row of unbreakable text keeps its automatic minimum size")
    func automaticMinimumSize() {
        func width(_ errata: Errata) -> Float {
            let tree = FlexTree(config: Config(useWebDefaults: true, errata: errata))
            var rowStyle = Style.web
            rowStyle.width = 50
            let root = tree.makeNode(style: rowStyle)
            let text = tree.makeNode(style: .web) { width, widthMode, _, _ in
                Size(width: widthMode == .exactly ? width : 80, height: 10)
            }
            tree.appendChild(text, to: root)
            tree.calculateLayout(root)
            return tree.layout(of: text).width
        }
        #expect(width(.none) == 80)
        #expect(width(.default) == 50)
    }
}
