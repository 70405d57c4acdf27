import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

/// The fast writers must produce exactly the bytes of the general `Encodable` path.
@Suite struct JSONBodyWritableTests {
  let encoder = JSONBodyEncoder()

  func sameBytes<T: JSONBodyWritable>(_ value: T) throws -> Bool {
    var writer = JSONWriter()
    value.writeJSON(to: &writer)
    return writer.output == (try encoder.encodeThroughEncodable(value))
  }

  static func variant(_ seed: Int, optionals: Bool) -> ProductVariant {
    ProductVariant(
      article: Article("\(10_000 + seed)"),
      availabilityInfo: AvailabilityInfo(count: seed, deliveryDuration: optionals ? 3 : nil, type: .delivery),
      badges: optionals
        ? [Badge(backgroundColor: "#B41D92", text: "Скидка 31% \"на всё\"", tintColor: "#FFFFFF", title: "%")]
        : [Badge(backgroundColor: "#000000", tintColor: "#FFFFFF", title: "Хит")],
      id: ProductVariant.ID(UUID(uuidString: "dcd64987-39d6-468d-ae26-c37eeff894dc")!),
      price: Price(
        discount: optionals ? 26.5 : nil, originalPrice: Money(kopecks: 3900), price: Money(kopecks: 2691)),
      propertyValues: optionals
        ? [PropertyValue(id: PropertyValue.ID(UUID()), propertyID: ProductProperty.ID(UUID()), value: "400 г")] : nil,
      shortName: optionals ? "1,5 кг" : "")
  }

  static func product(optionals: Bool) -> Product {
    Product(
      allowQuickBuy: optionals, code: "felix_sensation", defaultVariantArticle: optionals ? Article("10001") : nil,
      id: Product.ID(UUID()),
      images: optionals
        ? [Image(large: "l", medium: "m", original: "o", small: "s"), Image(original: "only\\original")] : [],
      name: "Felix Sensation Говядина/Сыр\tпауч",
      variants: [variant(1, optionals: optionals), variant(2, optionals: !optionals)])
  }

  @Test func productWithEveryOptionalMatchesEncodable() throws {
    #expect(try sameBytes(Self.product(optionals: true)))
  }

  @Test func productWithoutOptionalsMatchesEncodable() throws {
    #expect(try sameBytes(Self.product(optionals: false)))
  }

  @Test func pageMatchesEncodable() throws {
    let page = Page(
      paginationInfo: PaginationInfo(nextPage: 2, page: 1, perPage: 2, totalCount: 3),
      results: [Self.product(optionals: true), Self.product(optionals: false)])
    #expect(try sameBytes(page))
    let last = Page(paginationInfo: PaginationInfo(page: 2, perPage: 2, totalCount: 3), results: [Product]())
    #expect(try sameBytes(last))
  }

  @Test func encoderTakesTheFastPathForPages() throws {
    let page = Page(
      paginationInfo: PaginationInfo(page: 1, perPage: 1, totalCount: 1), results: [Self.product(optionals: true)])
    #expect(try encoder.encode(page) == encoder.encodeThroughEncodable(page))
  }

  @Test func kopecksPrintLikeTheDoubleOnTheWire() throws {
    let samples: [Int64] = [0, 1, 5, 10, 50, 99, 100, 101, 2691, 3900, 269_031, 399_800, -2691, 123_456_789, 7, 70]
    let spread = (0..<2_000).map { Int64($0 * 37) }
    for kopecks in samples + spread {
      var writer = JSONWriter()
      writer.kopecks(kopecks)
      let wire = try encoder.encodeThroughEncodable(Money(kopecks: kopecks))
      #expect(writer.output == wire, "\(kopecks)")
    }
  }

  @Test func escapingFindsSpecialBytesAnywhereInAWord() throws {
    for position in 0..<20 {
      for special in ["\"", "\\", "\n", "\u{01}"] {
        var text = Array(repeating: "ж", count: 20)
        text[position] = special
        let value = text.joined()
        var writer = JSONWriter()
        writer.string(value)
        let decoded = try JSONDecoder().decode(String.self, from: Data(writer.output))
        #expect(decoded == value)
      }
    }
  }
}
