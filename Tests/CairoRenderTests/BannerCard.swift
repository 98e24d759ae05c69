import CairoRender
import PangoText
import Render
import Typesetting

/// A banner card ("Проверьте автомобиль перед покупкой"): rounded background, border,
/// title, subtitle and an image, laid out by hand with the Pango measurer like the
/// "manual layout" slide. Shared by the rendering tests and the golden file.
struct BannerCard {
    static let background = Color(rgb: 0xF2F2F7)
    static let cardColor = Color.white
    static let borderColor = Color(rgb: 0xC7C7CC)
    static let titleColor = Color(rgb: 0x1C1C1E)
    static let subtitleColor = Color(rgb: 0x6E6E73)
    static let imageTop = Color(rgb: 0x0A84FF)
    static let imageBottom = Color(rgb: 0xFF9F0A)

    let card = Rect(x: 16, y: 16, width: 343, height: 136)
    let image = Rect(x: 247, y: 36, width: 96, height: 96)
    let title: Rect
    let subtitle: Rect
    let list: DisplayList

    init(renderer: CairoRenderer) {
        let titleText = AttributedText("Проверьте автомобиль перед покупкой",
                                       TextAttributes(size: 17, weight: .semibold, color: BannerCard.titleColor))
        let subtitleText = AttributedText("Залоги, повреждения, ДТП, ограничения и данные о пробеге",
                                          TextAttributes(size: 13, color: BannerCard.subtitleColor))
        let labelWidth = 343 - 2 * 12 - 96 - 12.0
        let titleSize = renderer.measurer.measure(titleText, width: labelWidth, mode: .atMost, scale: 2)
        let subtitleSize = renderer.measurer.measure(subtitleText, width: labelWidth, mode: .atMost, scale: 2)
        title = Rect(x: 28, y: 28, width: titleSize.width, height: titleSize.height)
        subtitle = Rect(x: 28, y: title.maxY + 8, width: subtitleSize.width, height: subtitleSize.height)

        var list = DisplayList(size: Size(width: 375, height: 168), background: BannerCard.background)
        list.append(.fill(card, radii: CornerRadii(12), color: BannerCard.cardColor))
        list.append(.border(card, radii: CornerRadii(12), color: BannerCard.borderColor, width: 1))
        list.append(.text(titleText, frame: title))
        list.append(.text(subtitleText, frame: subtitle))
        list.append(.image(.bytes(BannerCard.imagePNG(renderer)), frame: image, contentMode: .aspectFill,
                           radii: CornerRadii(8)))
        self.list = list
    }

    /// A 40×60 px PNG, blue over orange, drawn with the renderer itself (no binary fixture needed).
    static func imagePNG(_ renderer: CairoRenderer) -> [UInt8] {
        let list = DisplayList(size: Size(width: 40, height: 60), items: [
            .fill(Rect(x: 0, y: 0, width: 40, height: 30), color: imageTop),
            .fill(Rect(x: 0, y: 30, width: 40, height: 30), color: imageBottom),
        ])
        return renderer.renderPNG(list, scale: 1).png
    }
}
