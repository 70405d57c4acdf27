import MeowlsAPI

/// A basket priced on the register from its catalogue snapshot, exactly as the server prices the sale
/// (Docs/pos.md "Basket pricing", `BasketArithmetic` shared with it): each line's gross (price × pieces, or price per
/// kg × grams half up), its own discount, then the basket discount spread over the lines in proportion; approvals
/// for a cashier discount above 10 % and for goods the snapshot shows as missing. Promo codes and customers need
/// the server and are refused.
public enum OfflineQuote {
  /// A discount amount's upper bound, as the server's (`POSAmount.maximum`, 10,000,000 ₽).
  static let maximumDiscount = Money(rubles: 10_000_000)

  /// A priced line before the basket discount.
  struct Line {
    var gross: Money
    var grams: Int?
    var item: RegisterCatalogueItem
    var lineDiscount: Money
    var pieces: Int?
    var total: Money
  }

  /// The quote the server would answer for `request` (its `payment` is ignored).
  ///
  /// - Throws: the server's code for the same basket (`invalidSaleLine`, `invalidDiscount`, `invalidQuantity`,
  ///   `invalidWeight`, `basketIsEmpty`, `barcode…`, `productNotSoldByWeight`), or `registerOfflinePromoCode` /
  ///   `registerOfflineCustomer`.
  public static func price(_ request: SaleRequest, in snapshot: ShopSnapshot) throws(APIError) -> SaleQuote {
    let priced = try priced(request, in: snapshot)
    var quote = priced.quote
    quote.needsManagerApproval = priced.discountNeedsApproval || priced.isShort
    return quote
  }

  /// The quote, and apart: whether a cashier discount needs a manager, and whether the snapshot is short of goods.
  static func priced(_ request: SaleRequest, in snapshot: ShopSnapshot) throws(APIError) -> (
    quote: SaleQuote, discountNeedsApproval: Bool, isShort: Bool
  ) {
    let lines = try request.lines.map { (line) throws(APIError) in try Self.line(line, in: snapshot) }
    guard request.customerPhone == nil else { throw RegisterRefusal.customer }
    guard request.promoCode == nil else { throw RegisterRefusal.promoCode }
    guard !lines.isEmpty else { throw RegisterRefusal.server(400, .basketIsEmpty, "The basket is empty.") }
    var priced = lines
    var approval = false
    for (index, line) in lines.enumerated() {
      let gross = try gross(line)
      let (taken, needs) = try discount(request.lines[index].discount, of: gross)
      approval = approval || needs
      priced[index].gross = gross
      priced[index].lineDiscount = taken
      priced[index].total = gross - taken
    }
    let base = priced.reduce(Money.zero) { $0 + $1.total }
    let (basketDiscount, basketNeeds) = try discount(request.discount, of: base)
    for (index, share) in BasketArithmetic.spread(basketDiscount, over: priced.map(\.total)).enumerated() {
      priced[index].total = priced[index].total - share
    }
    let lineDiscounts = priced.reduce(Money.zero) { $0 + $1.lineDiscount }
    var discounts: [ReceiptDiscount] = []
    if lineDiscounts > .zero {
      discounts.append(ReceiptDiscount(amount: lineDiscounts, kind: .line, title: ReceiptDiscount.lineTitle))
    }
    if basketDiscount > .zero {
      discounts.append(ReceiptDiscount(amount: basketDiscount, kind: .basket, title: ReceiptDiscount.basketTitle))
    }
    let quote = SaleQuote(
      discounts: discounts, lines: priced.map(receiptLine), needsManagerApproval: false,
      subtotal: priced.reduce(Money.zero) { $0 + $1.gross }, total: priced.reduce(Money.zero) { $0 + $1.total })
    return (quote, approval || basketNeeds, isShort(priced))
  }

  private static func line(_ line: SaleLineRequest, in snapshot: ShopSnapshot) throws(APIError) -> Line {
    guard (line.code == nil) != (line.variantID == nil), line.count == nil || line.grams == nil else {
      throw RegisterRefusal.server(
        400, .invalidSaleLine, "Give each line a code or a variant id, and a count or a weight, not both.")
    }
    var code = line.code ?? ""
    if let variant = line.variantID {
      guard let item = snapshot.items[variant] else {
        throw RegisterRefusal.server(404, .barcodeNotFound, "No product has this barcode or article.")
      }
      code = item.article.rawValue
    }
    let (item, grams) = try snapshot.line(scanned: code, grams: line.grams)
    if line.count != nil, grams != nil {
      throw RegisterRefusal.server(
        400, .invalidSaleLine, "Give each line a code or a variant id, and a count or a weight, not both.")
    }
    return Line(
      gross: .zero, grams: grams, item: item, lineDiscount: .zero, pieces: grams == nil ? line.count ?? 1 : nil,
      total: .zero)
  }

  private static func gross(_ line: Line) throws(APIError) -> Money {
    if let grams = line.grams, let perKilogram = line.item.pricePerKilogram {
      guard (1...99_999).contains(grams) else {
        throw RegisterRefusal.server(400, .invalidWeight, "The weight must be from 1 g to 99999 g.")
      }
      return BasketArithmetic.gross(pricePerKilogram: perKilogram, grams: grams)
    }
    let pieces = line.pieces ?? 1
    guard (1...9_999).contains(pieces) else {
      throw RegisterRefusal.server(400, .invalidQuantity, "A line must hold from 1 to 9999 pieces.")
    }
    return line.item.price * pieces
  }

  /// What `discount` takes off `base` and whether it needs a manager.
  private static func discount(_ discount: SaleDiscount?, of base: Money) throws(APIError) -> (Money, Bool) {
    guard let discount else { return (.zero, false) }
    let invalid = RegisterRefusal.server(
      400, .invalidDiscount, "A discount must be an amount from 0 to 10000000.00 RUB or a percentage from 0 to 100.")
    let taken: Money
    switch (discount.amount, discount.percent) {
    case (let amount?, nil):
      guard (Money.zero...maximumDiscount).contains(amount) else { throw invalid }
      taken = min(amount, max(base, .zero))
    case (nil, let percent?):
      guard (0...100).contains(percent) else { throw invalid }
      taken = BasketArithmetic.percent(percent, of: max(base, .zero))
    default:
      throw RegisterRefusal.server(400, .invalidDiscount, "Give a discount as an amount or a percent.")
    }
    return (taken, BasketArithmetic.needsApproval(percent: discount.percent, taking: taken, of: base))
  }

  /// Whether the snapshot's stock is short for the lines taken in order (the server's rule: pieces come from whole
  /// units; grams from the bulk bin first, then whole 1 kg packs).
  private static func isShort(_ lines: [Line]) -> Bool {
    var left: [ProductVariant.ID: (units: Int, bin: Int)] = [:]
    for line in lines {
      var stock = left[line.item.id] ?? (line.item.stock, line.item.binGrams ?? 0)
      var units = line.pieces ?? 0
      if let grams = line.grams {
        units = (max(grams - stock.bin, 0) + 999) / 1_000
        stock.bin += units * 1_000 - grams
      }
      guard stock.units >= units else { return true }
      stock.units -= units
      left[line.item.id] = stock
    }
    return false
  }

  private static func receiptLine(_ line: Line) -> ReceiptLine {
    ReceiptLine(
      article: line.item.article, count: line.pieces, discount: line.gross - line.total, grams: line.grams,
      gross: line.gross, name: line.item.name, total: line.total,
      unitPrice: line.grams == nil ? line.item.price : line.item.pricePerKilogram ?? line.item.price,
      vat: line.item.vat)
  }
}
