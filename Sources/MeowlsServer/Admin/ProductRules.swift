import Foundation
import MeowlsAPI

/// The checks a product draft passes before anything is written, with no database: texts, numbers and money in
/// range, each variant's unit consistent, articles, barcodes and PLUs distinct within the draft. What needs the
/// database (other products' articles, the categories) is `ProductAdminStore`'s.
enum ProductRules {
  /// The dearest price a variant may have: 10,000,000 ₽ (a typo or a barcode typed into the price field is refused).
  static let maximumKopecks: Int64 = 1_000_000_000
  static let maximumVariants = 50
  static let maximumCategories = 20
  static let maximumProperties = 30
  static let maximumPackSize = 10_000
  /// The grams of a loose good's stocked pack: the POS opens packs of this weight (`SaleStock.gramsPerPack`).
  static let weightPackGrams = SaleStock.gramsPerPack

  /// The draft with its texts trimmed and its defaults filled in; throws the first problem found.
  static func validated(_ draft: ProductDraft) throws(AdminError) -> ProductDraft {
    var valid = draft
    valid.name = try text(draft.name, field: "name", limit: 200)
    valid.vatRate = draft.vatRate ?? VATRate.standard
    guard VATRate.all.contains(valid.vatRate ?? "") else {
      throw .invalid(field: "vat_rate", reason: "The VAT rate is one of \(VATRate.all.joined(separator: ", ")).")
    }
    valid.quickBuy = draft.quickBuy ?? true
    var categories: [Category.ID] = []
    for id in draft.categoryIDs where !categories.contains(id) { categories.append(id) }
    guard (1...maximumCategories).contains(categories.count) else {
      throw .invalid(field: "category_ids", reason: "A product is listed in 1 to \(maximumCategories) categories.")
    }
    valid.categoryIDs = categories
    guard (1...maximumVariants).contains(draft.variants.count) else {
      throw .invalid(field: "variants", reason: "A product has 1 to \(maximumVariants) variants.")
    }
    let alone = draft.variants.count == 1
    valid.variants = try draft.variants.enumerated().map { index, variant throws(AdminError) in
      try self.variant(variant, field: "variants[\(index)]", alone: alone)
    }
    try distinct(valid.variants)
    return valid
  }

  /// A product's only variant may be unnamed (the product's name stands for it, as in the demo shop and the wire's
  /// `short_name: ""`); one of several is named, so a shopper can tell them apart.
  private static func variant(_ variant: AdminVariant, field: String, alone: Bool) throws(AdminError) -> AdminVariant {
    var valid = variant
    let article = variant.article.rawValue
    guard (1...32).contains(article.count), article.unicodeScalars.allSatisfy(Self.isCodeCharacter) else {
      throw .invalid(field: "\(field).article", reason: "An article is 1 to 32 Latin letters, digits, '-' or '_'.")
    }
    let unnamed = alone && variant.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    valid.name = unnamed ? "" : try text(variant.name, field: "\(field).name", limit: 100)
    try price(variant.price, field: "\(field).price")
    if let old = variant.oldPrice {
      try price(old, field: "\(field).old_price")
      guard old > variant.price else {
        throw .invalidPrice(field: "\(field).old_price", reason: "The old price must be above the price.")
      }
    }
    if let barcode = variant.barcode {
      guard (try? EAN13(validating: barcode)) != nil else { throw .invalidBarcode(field: "\(field).barcode") }
    }
    if let plu = variant.plu, !(0...99_999).contains(plu) {
      throw .invalid(field: "\(field).plu", reason: "A PLU is 0 to 99999.")
    }
    valid.availability = variant.availability ?? .available
    valid.unit = variant.unit ?? .piece
    valid.packSize = try packSize(of: valid, field: field)
    valid.properties = try properties(variant.properties ?? [], field: "\(field).properties")
    return valid
  }

  /// A weighed good needs a PLU and a price per kilogram and is stocked in the POS's packs; a piece good has no
  /// price per kilogram.
  private static func packSize(of variant: AdminVariant, field: String) throws(AdminError) -> Int {
    switch variant.unit ?? .piece {
    case .piece:
      guard variant.pricePerKilogram == nil else {
        throw .invalid(field: "\(field).price_per_kg", reason: "Only a variant sold by weight has a price per kg.")
      }
      let size = variant.packSize ?? 1
      guard (1...maximumPackSize).contains(size) else {
        throw .invalid(field: "\(field).pack_size", reason: "A pack holds 1 to \(maximumPackSize) pieces.")
      }
      return size
    case .weight:
      guard let perKilogram = variant.pricePerKilogram, variant.plu != nil else {
        throw .invalid(field: "\(field).unit", reason: "A variant sold by weight needs a plu and a price_per_kg.")
      }
      try price(perKilogram, field: "\(field).price_per_kg")
      guard (variant.packSize ?? weightPackGrams) == weightPackGrams else {
        throw .invalid(
          field: "\(field).pack_size", reason: "A loose good is stocked in packs of \(weightPackGrams) g at the POS.")
      }
      return weightPackGrams
    }
  }

  private static func properties(
    _ values: [AdminPropertyValue], field: String
  ) throws(AdminError) -> [AdminPropertyValue] {
    guard values.count <= maximumProperties else {
      throw .invalid(field: field, reason: "A variant has at most \(maximumProperties) property values.")
    }
    var seen: Set<AdminPropertyValue> = []
    var valid: [AdminPropertyValue] = []
    for (index, value) in values.enumerated() {
      let code = try text(value.code, field: "\(field)[\(index)].code", limit: 64)
      let text = try text(value.value, field: "\(field)[\(index)].value", limit: 100)
      let property = AdminPropertyValue(code: code, value: text)
      if seen.insert(property).inserted { valid.append(property) }
    }
    return valid
  }

  /// Articles, barcodes and PLUs are each one variant's.
  private static func distinct(_ variants: [AdminVariant]) throws(AdminError) {
    var articles: Set<Article> = []
    var barcodes: Set<String> = []
    var plus: Set<Int> = []
    for (index, variant) in variants.enumerated() {
      guard articles.insert(variant.article).inserted else {
        throw .articleTaken(field: "variants[\(index)].article", article: variant.article.rawValue)
      }
      if let barcode = variant.barcode, !barcodes.insert(barcode).inserted {
        throw .barcodeTaken(field: "variants[\(index)].barcode", barcode: barcode)
      }
      if let plu = variant.plu, !plus.insert(plu).inserted {
        throw .pluTaken(field: "variants[\(index)].plu", plu: plu)
      }
    }
  }

  /// A price of 0.01 to 10,000,000 ₽.
  static func price(_ money: Money, field: String) throws(AdminError) {
    guard (1...maximumKopecks).contains(money.kopecks) else {
      throw .invalidPrice(field: field, reason: "A price is 0.01 to 10000000 ₽.")
    }
  }

  /// A text trimmed of surrounding spaces, 1 to `limit` characters, without control characters.
  static func text(_ value: String, field: String, limit: Int) throws(AdminError) -> String {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...limit).contains(trimmed.count),
      !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .invalid(field: field, reason: "\(field) is 1 to \(limit) characters.") }
    return trimmed
  }

  /// A Latin letter, a digit, `-` or `_`.
  static func isCodeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
  }
}
