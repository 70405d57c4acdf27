import MeowlsAPI

/// The product form's fields as typed: texts until they are sent, so a price typed wrong stays on the form with
/// its message rather than vanishing.
public struct AdminProductForm: Equatable, Sendable {
  /// One variant's row.
  public struct Variant: Equatable, Sendable {
    public var article: String
    public var barcode: String
    public var name: String
    public var oldPrice: String
    /// Pieces in a pack, or grams in a loose good's stocked pack; empty for the API's default.
    public var packSize: String
    /// The scales' PLU; empty for none.
    public var plu: String
    public var price: String
    /// Empty for none (a piece good has none).
    public var pricePerKilogram: String
    /// The filter values, one `code: value` a line (`brand: Acana`).
    public var properties: String
    /// The variant as stored (nil: new); its other fields (availability) go back unchanged.
    public var stored: AdminVariant?
    public var unit: SellingUnit

    public init(
      article: String = "", barcode: String = "", name: String = "", oldPrice: String = "", price: String = "",
      unit: SellingUnit = .piece, plu: String = "", packSize: String = "", pricePerKilogram: String = "",
      properties: String = "", stored: AdminVariant? = nil
    ) {
      self.article = article
      self.barcode = barcode
      self.name = name
      self.oldPrice = oldPrice
      self.packSize = packSize
      self.plu = plu
      self.price = price
      self.pricePerKilogram = pricePerKilogram
      self.properties = properties
      self.stored = stored
      self.unit = unit
    }

    /// A new row left empty: not a variant, left out of the draft (the form offers one to fill in).
    public var isBlank: Bool {
      stored == nil
        && [article, barcode, name, oldPrice, price, plu, packSize, pricePerKilogram, properties].allSatisfy {
          $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
    }

    /// The row of a stored variant; prices as `1299.50`, which `MoneyInput` reads back exactly.
    public init(_ variant: AdminVariant) {
      self.init(
        article: variant.article.rawValue, barcode: variant.barcode ?? "", name: variant.name,
        oldPrice: variant.oldPrice.map(Self.text) ?? "", price: Self.text(variant.price), unit: variant.unit ?? .piece,
        plu: variant.plu.map(String.init) ?? "", packSize: variant.packSize.map(String.init) ?? "",
        pricePerKilogram: variant.pricePerKilogram.map(Self.text) ?? "",
        properties: (variant.properties ?? []).map { "\($0.code): \($0.value)" }.joined(separator: "\n"),
        stored: variant)
    }

    static func text(_ money: Money) -> String {
      let kopecks = money.kopecks % 100
      return "\(money.kopecks / 100)." + (kopecks < 10 ? "0" : "") + "\(kopecks)"
    }

    /// The filter values typed, or nil when a line is not `code: value`.
    var propertyValues: [AdminPropertyValue]? {
      var values: [AdminPropertyValue] = []
      for line in properties.split(whereSeparator: \.isNewline) {
        guard !line.allSatisfy(\.isWhitespace) else { continue }
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let code = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, !value.isEmpty else { return nil }
        values.append(AdminPropertyValue(code: code, value: value))
      }
      return values
    }
  }

  /// A field typed wrong, found before anything is sent.
  public enum Problem: Hashable, Sendable {
    /// No category chosen.
    case category
    /// Variant `index`'s old price is not an amount.
    case oldPrice(Int)
    /// Variant `index`'s pack size is not a whole number.
    case packSize(Int)
    /// Variant `index`'s PLU is not a whole number.
    case plu(Int)
    /// Variant `index`'s price is not an amount.
    case price(Int)
    /// Variant `index`'s price per kilogram is not an amount.
    case pricePerKilogram(Int)
    /// A line of variant `index`'s filter values is not `code: value`.
    case properties(Int)
  }

  public var categoryIDs: [Category.ID]
  public var name: String
  public var quickBuy: Bool
  public var variants: [Variant]
  public var vatRate: String

  public init(
    categoryIDs: [Category.ID] = [], name: String = "", quickBuy: Bool = true, variants: [Variant] = [Variant()],
    vatRate: String = "20%"
  ) {
    self.categoryIDs = categoryIDs
    self.name = name
    self.quickBuy = quickBuy
    self.variants = variants
    self.vatRate = vatRate
  }

  /// The form of a stored product.
  public init(_ product: AdminProduct) {
    self.init(
      categoryIDs: product.categoryIDs, name: product.name, quickBuy: product.quickBuy,
      variants: product.variants.map(Variant.init), vatRate: product.vatRate)
  }

  /// The most categories a product is listed in (the API's limit).
  public static let categoryLimit = 20

  /// Lists the product in `first` (the form's main choice; nil: none), then in `others` it is kept in, then in
  /// `added`: each once, in that order, at most `categoryLimit`. Nothing chosen leaves the form with no category,
  /// which `problems` refuses, so a product keeps at least one.
  public mutating func chooseCategories(first: Category.ID?, others: [Category.ID], added: Category.ID?) {
    var chosen: [Category.ID] = []
    for id in [first].compactMap(\.self) + others + [added].compactMap(\.self) where !chosen.contains(id) {
      chosen.append(id)
    }
    categoryIDs = Array(chosen.prefix(Self.categoryLimit))
  }

  /// The fields typed wrong (empty: the draft can be sent; the API checks the rest: ranges, the unit's rules,
  /// the properties' codes).
  public var problems: Set<Problem> {
    var problems: Set<Problem> = categoryIDs.isEmpty ? [.category] : []
    for (index, variant) in variants.enumerated() where !variant.isBlank {
      if MoneyInput.parse(variant.price) == nil { problems.insert(.price(index)) }
      if !Self.isEmpty(variant.oldPrice), MoneyInput.parse(variant.oldPrice) == nil {
        problems.insert(.oldPrice(index))
      }
      if !Self.isEmpty(variant.pricePerKilogram), MoneyInput.parse(variant.pricePerKilogram) == nil {
        problems.insert(.pricePerKilogram(index))
      }
      if !Self.isEmpty(variant.plu), Self.number(variant.plu) == nil { problems.insert(.plu(index)) }
      if !Self.isEmpty(variant.packSize), Self.number(variant.packSize) == nil { problems.insert(.packSize(index)) }
      if variant.propertyValues == nil { problems.insert(.properties(index)) }
    }
    return problems
  }

  /// The draft the API is sent, or nil while `problems` is not empty.
  public var draft: ProductDraft? {
    guard problems.isEmpty else { return nil }
    let variants = variants.filter { !$0.isBlank }.compactMap { row -> AdminVariant? in
      guard let price = MoneyInput.parse(row.price), let properties = row.propertyValues else { return nil }
      var variant =
        row.stored ?? AdminVariant(article: Article(rawValue: ""), name: "", price: price)
      variant.article = Article(rawValue: row.article.trimmingCharacters(in: .whitespaces))
      variant.name = row.name.trimmingCharacters(in: .whitespaces)
      variant.price = price
      let barcode = row.barcode.trimmingCharacters(in: .whitespaces)
      variant.barcode = barcode.isEmpty ? nil : barcode
      variant.oldPrice = MoneyInput.parse(row.oldPrice)
      // NB: a stored variant without a unit is a piece one: it stays as stored unless the row says weight.
      variant.unit = row.unit == (row.stored?.unit ?? .piece) ? row.stored?.unit : row.unit
      variant.plu = Self.number(row.plu)
      variant.packSize = Self.number(row.packSize)
      variant.pricePerKilogram = MoneyInput.parse(row.pricePerKilogram)
      variant.properties = properties.isEmpty && row.stored?.properties == nil ? nil : properties
      return variant
    }
    return ProductDraft(
      categoryIDs: categoryIDs, name: name.trimmingCharacters(in: .whitespaces), quickBuy: quickBuy,
      variants: variants, vatRate: vatRate)
  }

  private static func isEmpty(_ text: String) -> Bool { text.trimmingCharacters(in: .whitespaces).isEmpty }

  /// A whole number typed (digits only, at most 9 of them so it cannot overflow); the API checks its range.
  private static func number(_ text: String) -> Int? {
    let digits = text.trimmingCharacters(in: .whitespaces)
    guard (1...9).contains(digits.count), digits.allSatisfy(\.isASCIIDigit) else {
      return nil
    }
    return Int(digits)
  }
}
