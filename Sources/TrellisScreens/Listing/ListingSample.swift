import Trellis

/// The Commands of the listing screen, created once so that Props built again compare equal.
public struct ListingCommands: Sendable {
    /// Opens the banner's offer.
    public let openBanner: Command
    /// Expands the description.
    public let readMore: Command
    /// Opens the VIN report.
    public let openReport: Command
    /// Calls the seller.
    public let call: Command

    /// Commands that report their name to `perform` (a store's intent, a log, a test's recorder).
    public init(perform: @escaping @Sendable (String) -> Void = { _ in }) {
        openBanner = Command("openBanner") { perform("openBanner") }
        readMore = Command("readMore") { perform("readMore") }
        openReport = Command("openReport") { perform("openReport") }
        call = Command("call") { perform("call") }
    }
}

extension ListingProps {
    /// The listing from the talk's slides: Honda Legend IV, 2006, for 360 000 ₽.
    public static func sample(commands: ListingCommands = ListingCommands()) -> ListingProps {
        ListingProps(
            price: "360 000 ₽",
            title: "Honda Legend IV, 2006",
            banner: Banner(title: "Проверьте автомобиль перед покупкой",
                           subtitle: "Залоги, повреждения, ДТП, ограничения и данные о пробеге",
                           image: "banner_history", open: commands.openBanner),
            characteristicsTitle: "Характеристики",
            characteristics: [
                Characteristic("Статус", "В наличии"),
                Characteristic("Год выпуска", "2019"),
                Characteristic("Кузов", "Седан"),
                Characteristic("Цвет", "Черный"),
                Characteristic("Двигатель", "2.0 л / 190 л.с. / Дизель"),
                Characteristic("Налог", "10 241 ₽"),
                Characteristic("КПП", "Автоматическая"),
                Characteristic("Привод", "Полный"),
                Characteristic("Руль", "Левый"),
                Characteristic("ПТС", "Оригинал"),
                Characteristic("Таможня", "Растаможен"),
                Characteristic("Обмен", "Возможен"),
                Characteristic("VIN", "X4X*****"),
            ],
            description: Description(
                text: "Левый Руль! Я собственник, машина стоит на учете на мне. Ограничений нет. "
                    + "Торг у капота и только на бензин. 2 Комплекта дисков: Зима на новой хаккапелите 8, "
                    + "лето на 1 сезон. Причина продажи- переезд в Питер.",
                isExpanded: false, readMore: commands.readMore),
            vinReport: VINReport(title: "Отчёт о проверке по VIN", vin: "X4X*****",
                                 checks: ["Характеристики совпадают с ПТС", "Ограничения не найдены",
                                          "7 владельцев в ПТС"],
                                 openReport: commands.openReport),
            call: Call(title: "Позвонить", hours: "с 9:00 до 21:00", call: commands.call))
    }
}

extension ListingScreen {
    /// The talk's listing, the same with the description expanded, with content far longer than
    /// designed for, with nothing optional filled in, and written in Arabic (right to left) and
    /// Japanese.
    public static var samples: [Sample<ListingProps>] {
        let commands = ListingCommands()
        let talk = ListingProps.sample(commands: commands)
        var expanded = talk
        expanded.description.isExpanded = true
        var long = talk
        long.price = "12 345 678 ₽"
        long.title = "Mercedes-Benz S-Класс 560 4MATIC Long VI (W222, C217) Рестайлинг, 2019, полный комплект"
        long.banner.title = "Проверьте автомобиль перед покупкой: залоги, ограничения, ДТП, пробег и история владения"
        long.characteristics += (1...12).map { .init("Параметр с очень длинным названием \($0)", "Значение, которое не помещается в одну строку \($0)") }
        long.description.text = String(repeating: talk.description.text + " ", count: 4)
        long.description.isExpanded = true
        var empty = talk
        empty.characteristics = []
        empty.description.text = ""
        empty.vinReport.checks = []
        return [Sample("default", talk), Sample("expanded", expanded), Sample("long", long), Sample("empty", empty),
                Sample("arabic", .arabic(commands: commands), writingDirection: .rightToLeft),
                Sample("japanese", .japanese(commands: commands))]
    }
}

extension ListingProps {
    /// The talk's listing written in Arabic (right to left, with digits and an emoji).
    public static func arabic(commands: ListingCommands = ListingCommands()) -> ListingProps {
        ListingProps(
            price: "٣٦٠٠٠ ر.س",
            title: "هوندا ليجند الجيل الرابع، ٢٠٠٦",
            banner: Banner(title: "افحص السيارة قبل الشراء",
                           subtitle: "الرهون والأضرار والحوادث والقيود وبيانات عداد المسافات",
                           image: "banner_history", open: commands.openBanner),
            characteristicsTitle: "المواصفات",
            characteristics: [
                Characteristic("الحالة", "متوفرة"),
                Characteristic("سنة الصنع", "2019"),
                Characteristic("الهيكل", "سيدان"),
                Characteristic("اللون", "أسود"),
                Characteristic("المحرك", "2.0 لتر / 190 حصان / ديزل"),
                Characteristic("ناقل الحركة", "أوتوماتيكي"),
                Characteristic("الدفع", "رباعي"),
                Characteristic("VIN", "X4X*****"),
            ],
            description: Description(
                text: "المقود على اليسار! أنا المالك والسيارة مسجلة باسمي. لا توجد قيود. "
                    + "مجموعتان من العجلات: شتوية وصيفية 🚗. سبب البيع: الانتقال إلى مدينة أخرى.",
                isExpanded: false, readMore: commands.readMore, readMoreTitle: "اقرأ المزيد"),
            vinReport: VINReport(title: "تقرير الفحص حسب رقم الهيكل", vin: "X4X*****",
                                 checks: ["المواصفات مطابقة لشهادة التسجيل", "لم يتم العثور على قيود",
                                          "٧ ملاك في شهادة التسجيل"],
                                 openReport: commands.openReport, openReportTitle: "عرض التقرير المجاني"),
            call: Call(title: "اتصال", hours: "من 9:00 إلى 21:00", call: commands.call))
    }

    /// The talk's listing written in Japanese (CJK line breaking, with emoji).
    public static func japanese(commands: ListingCommands = ListingCommands()) -> ListingProps {
        ListingProps(
            price: "¥ 980,000",
            title: "ホンダ レジェンド IV、2006年",
            banner: Banner(title: "購入前に車両をチェックしましょう 🔍",
                           subtitle: "担保、損傷、事故、制限、走行距離のデータ",
                           image: "banner_history", open: commands.openBanner),
            characteristicsTitle: "仕様",
            characteristics: [
                Characteristic("状態", "在庫あり"),
                Characteristic("年式", "2019"),
                Characteristic("ボディ", "セダン"),
                Characteristic("色", "ブラック"),
                Characteristic("エンジン", "2.0 L / 190 馬力 / ディーゼル"),
                Characteristic("トランスミッション", "オートマチック"),
                Characteristic("駆動方式", "四輪駆動"),
                Characteristic("VIN", "X4X*****"),
            ],
            description: Description(
                text: "左ハンドル！私がオーナーで、車は私の名義で登録されています。制限はありません。"
                    + "ホイールは冬用と夏用の2セット付き 🚗✨。売却理由は引っ越しのためです。",
                isExpanded: false, readMore: commands.readMore, readMoreTitle: "続きを読む"),
            vinReport: VINReport(title: "VIN による検査レポート", vin: "X4X*****",
                                 checks: ["仕様は車検証と一致しています", "制限は見つかりませんでした", "車検証上の所有者は7名"],
                                 openReport: commands.openReport, openReportTitle: "無料レポートを見る"),
            call: Call(title: "電話する", hours: "9:00〜21:00", call: commands.call))
    }
}
