import Foundation

/// Real-shaped YML feeds for the import tests and the import benchmark.
public enum SampleFeed {
  /// A real-shaped feed: 20 categories in two levels, `offers` offers, every third one of a group of three
  /// variants, with prices, old prices, barcodes, brands, params, counts and pictures; `bad` replaces one offer's
  /// price text.
  public static func yml(
    offers: Int, bad: (index: Int, price: String)? = nil, price: (Int) -> Int = { 100 + $0 % 5000 }
  )
    -> Data
  {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <yml_catalog date="2026-12-01T10:00+03:00">
      <shop><name>Зоомагазин</name><company>ООО Зоо</company><url>https://zoo.example</url>
      <currencies><currency id="RUR" rate="1"/></currencies>
      <categories>
      <category id="1">Кошкам</category>
      <category id="2">Собакам</category>

      """
    for leaf in 0..<18 {
      text += "<category id=\"\(10 + leaf)\" parentId=\"\(leaf % 2 + 1)\">Раздел \(leaf) &amp; товары</category>\n"
    }
    text += "</categories>\n<offers>\n"
    for index in 0..<offers {
      let group = index % 3 == 0 || index % 3 == 1 ? " group_id=\"\(900_000 + index / 3)\"" : ""
      let name = group.isEmpty ? "Игрушка Мячик номер \(index)" : "Корм Мурлыка \(index / 3) вкус \(index % 3 + 1) кг"
      let value = bad?.index == index ? bad?.price ?? "" : "\(price(index)).50"
      text += """
        <offer id="A\(index)" available="\(index % 7 == 0 ? "false" : "true")"\(group)>
        <url>https://zoo.example/p/\(index)</url>
        <price>\(value)</price>
        <oldprice>\(price(index) + 100)</oldprice>
        <currencyId>RUR</currencyId>
        <categoryId>\(10 + index % 18)</categoryId>
        <picture>https://zoo.example/img/\(index).jpg</picture>
        <name>\(name)</name>
        <vendor>Бренд \(index % 11)</vendor>
        <vendorCode>V-\(index)</vendorCode>
        <barcode>\(ean(index))</barcode>
        <description><![CDATA[<p>Описание</p>]]></description>
        <param name="Цвет">синий</param>
        <count>\(index % 7 == 0 ? 0 : index % 50 + 1)</count>
        </offer>

        """
    }
    text += "</offers>\n</shop>\n</yml_catalog>\n"
    return Data(text.utf8)
  }

  /// An EAN-13 with its check digit, unique per index (prefix 46 → 2 for the tests).
  public static func ean(_ index: Int) -> String {
    let body = "2" + String(format: "%011d", index)
    let digits = body.compactMap(\.wholeNumberValue)
    let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
    return body + String((10 - sum % 10) % 10)
  }
}
