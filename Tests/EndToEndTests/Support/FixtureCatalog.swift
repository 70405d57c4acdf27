import Foundation
import MeowlsServer
import MeowlsTestSupport

/// A small catalogue whose every answer a test can predict.
///
/// Кошки (has children) → Корма (has children) → Сухие, Влажные; Кошки → Игрушки; Собаки (a leaf, empty).
/// Products in catalogue order, with the default variant's price:
///
/// | # | name | leaf | brand | default price | other variants | age |
/// |---|---|---|---|---|---|---|
/// | 1 | Brit Care сухой | Сухие | Brit | 400 г 500 ₽ | 1,5 кг 1500 ₽ | взрослые (1-6) |
/// | 2 | Acana Kitten | Сухие (+ Влажные) | Acana | 1,5 кг 2500 ₽ | — | котята |
/// | 3 | Мираторг Pro Meat | Влажные | Мираторг | 400 г 240 ₽ (300 ₽ −20 %) | 10 кг 5000 ₽ | взрослые (1-6) |
/// | 4 | Acana Adult | Влажные | Acana | 10 кг 4000 ₽ | — | взрослые (1-6) |
/// | 5 | Мячик | Игрушки | Brit | 100 ₽ | — | — |
/// | 6 | Brit Premium сухой | Сухие | Brit | 10 кг 3000 ₽ | 400 г 200 ₽ (first) | взрослые (1-6) |
/// | 7 | Витамины | Корма itself (never listed) | Brit | 50 ₽ | — | — |
///
/// Product 4 is in the online sale «Весна» (ends in 10 days); the offline sale «Зима» ended yesterday.
enum FixtureCatalog {
  static func id(_ kind: String, _ number: Int) -> UUID {
    UUID(
      uuidString: String(
        format: "%08X-0000-4000-8000-%012d", kind.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF, number))!
  }

  static let koshki = id("category", 1)
  static let korma = id("category", 2)
  static let sukhie = id("category", 3)
  static let vlazhnye = id("category", 4)
  static let igrushki = id("category", 5)
  static let sobaki = id("category", 6)
  static let spring = id("sale", 1)
  static let winter = id("sale", 2)
  static let warehouse = id("location", 1)
  static let newBadge = id("badge", 1)
  static let saleBadge = id("badge", 2)

  static func product(_ number: Int) -> UUID { id("product", number) }
  static func variant(_ product: Int, _ index: Int) -> UUID { id("variant", product * 10 + index) }

  static let properties = [
    DemoProperty(code: "brand", id: id("property", 1), name: "Бренд", selectable: false),
    DemoProperty(code: "weight", id: id("property", 2), name: "Вес", selectable: true),
    DemoProperty(code: "age", id: id("property", 3), name: "Возраст", selectable: false),
  ]

  static let values: [(code: String, text: String)] = [
    ("brand", "Acana"), ("brand", "Brit"), ("brand", "Мираторг"), ("weight", "400 г"), ("weight", "1,5 кг"),
    ("weight", "10 кг"), ("age", "взрослые (1-6)"), ("age", "котята"),
  ]

  static func value(_ code: String, _ text: String) -> UUID {
    id("value", values.firstIndex { $0 == (code, text) }!)
  }

  static func make(now: Date = TestServer.defaultNow) -> DemoCatalog {
    let category = { (id: UUID, code: String, name: String, parent: UUID?, hasChildren: Bool) in
      DemoCategory(
        code: code, color: "#F4A259", hasChildren: hasChildren, id: id, imageKey: "", name: name, parentID: parent,
        path: parent == nil ? code : "koshki/\(code)", petKind: .cat)
    }
    let region = DemoRegion(id: id("region", 1), name: "Новосибирская область")
    let city = DemoCity(
      id: UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!, latitude: 55.028141, longitude: 82.921117,
      name: "Новосибирск", regionID: region.id, timeZone: "Asia/Novosibirsk")
    let location = DemoLocation(
      address: "улица Станционная, 38", cityID: city.id, code: "warehouse", id: warehouse, kind: .warehouse,
      latitude: 55.0, longitude: 82.85, name: "Склад",
      openingHours: (1...7).map { DemoOpeningHours(closes: "22:00", opens: "08:00", weekday: $0) }, phone: "+7")
    let products = makeProducts()
    let day: (Int) -> Date = {
      Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400 + Double($0) * 86_400)
    }
    return DemoCatalog(
      badges: [
        DemoBadge(backgroundColor: "#2E9E5B", id: newBadge, text: nil, tintColor: "#FFFFFF", title: "Новинка"),
        DemoBadge(backgroundColor: "#B41D92", id: saleBadge, text: "Весна", tintColor: "#FFFFFF", title: "%"),
      ],
      banners: [],
      categories: [
        category(koshki, "koshki", "Кошки", nil, true), category(korma, "korma", "Корма", koshki, true),
        category(sukhie, "sukhie", "Сухие", korma, false), category(vlazhnye, "vlazhnye", "Влажные", korma, false),
        category(igrushki, "igrushki", "Игрушки", koshki, false), category(sobaki, "sobaki", "Собаки", nil, false),
      ],
      cities: [city], deliveryIntervals: [DemoDeliveryInterval(from: "10:00", id: id("interval", 1), to: "14:00")],
      locations: [location], products: products, properties: properties,
      propertyValues: values.enumerated().map { index, value in
        DemoPropertyValue(
          id: id("value", index), propertyID: properties.first { $0.code == value.code }!.id, value: value.text)
      },
      regions: [region],
      sales: [
        DemoSale(
          badgeID: saleBadge, code: "vesna", disclaimer: "*Весной", discountPercent: 20, endDate: day(10),
          id: spring, imageKey: "sales/vesna", productIDs: [product(4)], redirectID: nil, startDate: day(-3),
          title: "Весна", type: .online),
        DemoSale(
          badgeID: saleBadge, code: "zima", disclaimer: "*Зимой", discountPercent: 10, endDate: day(-1),
          id: winter, imageKey: "sales/zima", productIDs: [], redirectID: nil, startDate: day(-30), title: "Зима",
          type: .offline),
      ],
      stock: products.flatMap { product in
        product.variants.map {
          DemoStockLevel(locationID: warehouse, quantity: $0.availability.count, variantID: $0.id)
        }
      })
  }

  /// (name, leaf, brand, age, variants as (weight or "", rubles, original rubles))
  static let productRows: [(String, UUID, String, String?, [(String, Int, Int)])] = [
    ("Brit Care сухой", sukhie, "Brit", "взрослые (1-6)", [("400 г", 500, 500), ("1,5 кг", 1500, 1500)]),
    ("Acana Kitten", sukhie, "Acana", "котята", [("1,5 кг", 2500, 2500)]),
    ("Мираторг Pro Meat", vlazhnye, "Мираторг", "взрослые (1-6)", [("400 г", 240, 300), ("10 кг", 5000, 5000)]),
    ("Acana Adult", vlazhnye, "Acana", "взрослые (1-6)", [("10 кг", 4000, 4000)]),
    ("Мячик", igrushki, "Brit", nil, [("", 100, 100)]),
    ("Brit Premium сухой", sukhie, "Brit", "взрослые (1-6)", [("400 г", 200, 200), ("10 кг", 3000, 3000)]),
    ("Витамины", korma, "Brit", nil, [("", 50, 50)]),
  ]

  private static func makeProducts() -> [DemoProduct] {
    productRows.enumerated().map { offset, row in
      let number = offset + 1
      let (name, leaf, brand, age, variantRows) = row
      let variants = variantRows.enumerated().map { index, row in
        var values = [value("brand", brand)]
        if let age { values.append(value("age", age)) }
        if !row.0.isEmpty { values.append(value("weight", row.0)) }
        return DemoVariant(
          article: String(1_000 + number * 10 + index),
          availability: DemoAvailability(
            count: number * 10 + index, deliveryDurationDays: index == 1 ? 3 : nil,
            kind: index == 1 ? .delivery : .available),
          badgeIDs: number == 1 ? [newBadge] : number == 4 ? [saleBadge] : [], id: variant(number, index),
          price: DemoPrice(
            discountPercent: row.1 == row.2 ? nil : 20, kopecks: row.1 * 100, originalKopecks: row.2 * 100),
          propertyValueIDs: values, shortName: row.0)
      }
      let defaultIndex = number == 6 ? 1 : 0
      return DemoProduct(
        allowQuickBuy: number != 5, brand: brand, brandColor: "#E2001A", categoryID: leaf, code: "product_\(number)",
        defaultVariantArticle: variants[defaultIndex].article, id: product(number), imageKey: "", name: name,
        petKind: .cat, saleID: number == 4 ? spring : nil,
        sections: [
          DemoSection(link: nil, text: "<p>\(name)</p>", title: "Описание", type: .textExpandable),
          DemoSection(
            link: "https://meowls.example/feeding", text: "<p>2 раза в день</p>", title: "Кормление", type: .textModal),
        ], variants: variants)
    }
  }

  /// Also lists product 2 under Влажные, so Корма reaches it through two leaves.
  static let secondLink =
    "INSERT INTO product_categories (category_id, product_id) VALUES ('\(vlazhnye)', '\(product(2))')"
}
