import Commands
import TrellisCatalog

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
    /// designed for, and with nothing optional filled in.
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
        return [Sample("default", talk), Sample("expanded", expanded), Sample("long", long), Sample("empty", empty)]
    }
}
