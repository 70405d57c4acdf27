import Foundation
import MeowlsAPI

/// Where a variant's article comes from: the offer's `id` (default: unique in a feed by the format's rules) or its
/// `vendorCode` (the article of the shop's accounting system, when the feed carries it there).
public enum ImportArticleSource: String, Sendable, CaseIterable {
  case offerID = "id"
  case vendorCode = "vendor_code"
}

/// One offer checked and read into what a variant holds; each problem names the offer's line and the feed's field.
struct YMLOfferRules {
  /// An offer that passed.
  struct Offer {
    var article: Article
    var availability: AvailabilityType
    var barcode: String?
    var category: UUID
    var groupKey: String
    var groupID: String?
    var id: String
    var line: Int
    var name: String
    var oldPrice: Money?
    var pictures: [String]
    var price: Money
    var properties: [AdminPropertyValue]
    /// The units at the import's location: `count`, or 0 for an offer `available="false"` without one; nil leaves
    /// the stock as it is.
    var quantity: Int?
  }

  let articles: ImportArticleSource
  let categories: YMLCategoryPlan
  /// Property code by lower-cased name and by code (`Бренд`, `brand`).
  let properties: [String: String]

  func read(_ offer: YMLFeed.Offer, problems: inout ImportProblems) -> Offer? {
    let before = problems.total
    let line = offer.line
    func fail(_ field: String, _ message: String, at fieldLine: Int? = nil) {
      problems.add(line: fieldLine ?? line, field: field, message)
    }
    if offer.id.isEmpty { fail("id", "an offer needs an id") }
    let articleText = articles == .vendorCode ? offer["vendorCode"]?.value ?? offer.id : offer.id
    let articleField = articles == .vendorCode && offer["vendorCode"] != nil ? "vendorCode" : "id"
    if !(1...32).contains(articleText.count) || !articleText.unicodeScalars.allSatisfy(ProductRules.isCodeCharacter) {
      fail(
        articleField, "\(ImportNumbers.quoted(articleText)) is not an article (1 to 32 Latin letters, digits, - or _)",
        at: offer["vendorCode"]?.line)
    }
    let name =
      offer["name"]?.value
      ?? [offer["typePrefix"], offer["vendor"], offer["model"]].compactMap { $0?.value }
      .filter { !$0.isEmpty }.joined(separator: " ")
    if !(1...200).contains(name.count) {
      fail("name", "an offer's name is 1 to 200 characters", at: offer["name"]?.line)
    }
    var price = Money.zero
    if let field = offer["price"] {
      if let value = ImportNumbers.price(field.value) {
        price = value
      } else {
        fail("price", ImportNumbers.priceProblem(field.value), at: field.line)
      }
    } else {
      fail("price", "an offer needs a price")
    }
    var oldPrice: Money?
    if let field = offer["oldprice"], !field.value.isEmpty {
      if let value = ImportNumbers.price(field.value) {
        if value > price {
          oldPrice = value
        } else if price > .zero {
          fail("oldprice", "the old price \(field.value) is not above the price", at: field.line)
        }
      } else {
        fail("oldprice", ImportNumbers.priceProblem(field.value), at: field.line)
      }
    }
    if let field = offer["currencyId"], !["RUR", "RUB"].contains(field.value.uppercased()) {
      fail("currencyId", "prices are in roubles (RUR or RUB), not \(ImportNumbers.quoted(field.value))", at: field.line)
    }
    var category: UUID?
    if let field = offer["categoryId"] {
      if let id = categories.byFeedID[field.value] {
        if categories.parents.contains(id) {
          fail(
            "categoryId", "category \(field.value) has categories under it; products are listed in the lowest ones",
            at: field.line)
        }
        category = id
      } else {
        fail("categoryId", "no category of the feed has the id \(ImportNumbers.quoted(field.value))", at: field.line)
      }
    } else {
      fail("categoryId", "an offer needs a categoryId")
    }
    let barcode = offer.barcodes.first { !$0.value.isEmpty }
    if let barcode, (try? EAN13(validating: barcode.value)) == nil {
      fail("barcode", "\(ImportNumbers.quoted(barcode.value)) is not an EAN-13 with its check digit", at: barcode.line)
    }
    var quantity: Int?
    if let field = offer["count"] {
      quantity = ImportNumbers.quantity(field.value)
      if quantity == nil { fail("count", ImportNumbers.quantityProblem(field.value), at: field.line) }
    }
    let availability: AvailabilityType
    switch offer.available?.lowercased() {
    case nil, "true", "": availability = .available
    case "false":
      availability = .notAvailable
      quantity = quantity ?? 0
    default:
      fail("available", "available is true or false, not \(ImportNumbers.quoted(offer.available ?? ""))")
      availability = .available
    }
    let values = propertyValues(offer, fail: fail)
    guard problems.total == before, let category else { return nil }
    return Offer(
      article: Article(rawValue: articleText), availability: availability, barcode: barcode?.value,
      category: category, groupKey: offer.groupID.map { "g:" + $0 } ?? "o:" + offer.id, groupID: offer.groupID,
      id: offer.id, line: line, name: name, oldPrice: oldPrice, pictures: offer.pictures.map(\.value), price: price,
      properties: values, quantity: quantity)
  }

  /// `vendor` as the `brand` property and each `param` whose name is a property's name or code; other params are
  /// not filters of this shop and are skipped.
  private func propertyValues(
    _ offer: YMLFeed.Offer, fail: (String, String, Int?) -> Void
  ) -> [AdminPropertyValue] {
    var values: [AdminPropertyValue] = []
    var seen: Set<String> = []
    var named: [(String, YMLFeed.Field, String)] = []
    if let vendor = offer["vendor"], !vendor.value.isEmpty, let code = properties["brand"] {
      named.append((code, vendor, "vendor"))
    }
    for (name, value) in offer.params {
      guard let code = properties[name.lowercased()], !value.value.isEmpty else { continue }
      named.append((code, value, "param \"\(name)\""))
    }
    for (code, value, field) in named {
      guard value.value.count <= 100 else {
        fail(field, "a property value is at most 100 characters", value.line)
        continue
      }
      if seen.insert(code + "\u{0}" + value.value).inserted, values.count < ProductRules.maximumProperties {
        values.append(AdminPropertyValue(code: code, value: value.value))
      }
    }
    return values
  }
}
