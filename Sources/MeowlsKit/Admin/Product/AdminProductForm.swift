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
    public var price: String
    /// The variant as stored (nil: new); its other fields (unit, PLU, pack size, properties) go back unchanged.
    public var stored: AdminVariant?

    public init(
      article: String = "", barcode: String = "", name: String = "", oldPrice: String = "", price: String = "",
      stored: AdminVariant? = nil
    ) {
      self.article = article
      self.barcode = barcode
      self.name = name
      self.oldPrice = oldPrice
      self.price = price
      self.stored = stored
    }

    /// A new row left empty: not a variant, left out of the draft (the form offers one to fill in).
    public var isBlank: Bool {
      stored == nil
        && [article, barcode, name, oldPrice, price].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The row of a stored variant; prices as `1299.50`, which `MoneyInput` reads back exactly.
    public init(_ variant: AdminVariant) {
      self.init(
        article: variant.article.rawValue, barcode: variant.barcode ?? "", name: variant.name,
        oldPrice: variant.oldPrice.map(Self.text) ?? "", price: Self.text(variant.price), stored: variant)
    }

    static func text(_ money: Money) -> String {
      let kopecks = money.kopecks % 100
      return "\(money.kopecks / 100)." + (kopecks < 10 ? "0" : "") + "\(kopecks)"
    }
  }

  /// A field typed wrong, found before anything is sent.
  public enum Problem: Hashable, Sendable {
    /// No category chosen.
    case category
    /// Variant `index`'s old price is not an amount.
    case oldPrice(Int)
    /// Variant `index`'s price is not an amount.
    case price(Int)
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

  /// The fields typed wrong (empty: the draft can be sent; the API checks the rest).
  public var problems: Set<Problem> {
    var problems: Set<Problem> = categoryIDs.isEmpty ? [.category] : []
    for (index, variant) in variants.enumerated() where !variant.isBlank {
      if MoneyInput.parse(variant.price) == nil { problems.insert(.price(index)) }
      if !variant.oldPrice.trimmingCharacters(in: .whitespaces).isEmpty, MoneyInput.parse(variant.oldPrice) == nil {
        problems.insert(.oldPrice(index))
      }
    }
    return problems
  }

  /// The draft the API is sent, or nil while `problems` is not empty.
  public var draft: ProductDraft? {
    guard problems.isEmpty else { return nil }
    let variants = variants.filter { !$0.isBlank }.compactMap { row -> AdminVariant? in
      guard let price = MoneyInput.parse(row.price) else { return nil }
      var variant =
        row.stored ?? AdminVariant(article: Article(rawValue: ""), name: "", price: price)
      variant.article = Article(rawValue: row.article.trimmingCharacters(in: .whitespaces))
      variant.name = row.name.trimmingCharacters(in: .whitespaces)
      variant.price = price
      let barcode = row.barcode.trimmingCharacters(in: .whitespaces)
      variant.barcode = barcode.isEmpty ? nil : barcode
      variant.oldPrice = MoneyInput.parse(row.oldPrice)
      return variant
    }
    return ProductDraft(
      categoryIDs: categoryIDs, name: name.trimmingCharacters(in: .whitespaces), quickBuy: quickBuy,
      variants: variants, vatRate: vatRate)
  }
}
