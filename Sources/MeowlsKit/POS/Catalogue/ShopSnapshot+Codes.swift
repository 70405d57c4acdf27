import MeowlsAPI

/// Codes read as the server's counter reads them (`BarcodeLookup`, Docs/pos.md "Barcodes"): thirteen digits are
/// an EAN-13 (a wrong check digit is refused, never guessed at); prefix 20…29 is a weight barcode `2d PPPPP WWWWW C`
/// found by its PLU; any other text is an article, and failing that, one to five digits a PLU.
extension ShopSnapshot {
  /// A line's item as the sale will price it: one piece, or `grams` of a loose good (a weight barcode's own weight
  /// wins), with the unit price per piece or per kilogram.
  ///
  /// - Throws: the server's answers for the same code: 400 `barcodeCheckDigitInvalid`, `invalidWeight`,
  ///   `productNotSoldByWeight`; 404 `barcodeNotFound`.
  public func line(scanned: String, grams: Int? = nil) throws(APIError) -> (item: RegisterCatalogueItem, grams: Int?) {
    let text = scanned.trimmingCharacters(in: .whitespacesAndNewlines)
    let found: RegisterCatalogueItem
    var weight = grams
    if let code = try Self.barcode(text) {
      if (20...29).contains(code.prefix) {
        let digits = Array(code.rawValue.utf8).map { Int($0) - 48 }
        let plu = digits[2..<7].reduce(0) { $0 * 10 + $1 }
        weight = digits[7..<12].reduce(0) { $0 * 10 + $1 }
        guard weight != 0 else { throw Self.invalidWeight }
        guard let item = item(plu: plu) else { throw Self.notFound }
        found = item
      } else {
        guard let item = item(barcode: code.rawValue) else { throw Self.notFound }
        found = item
      }
    } else {
      guard let item = item(article: text) ?? Self.plu(text).flatMap({ item(plu: $0) }) else { throw Self.notFound }
      found = item
    }
    guard let weight else { return (found, nil) }
    guard found.pricePerKilogram != nil else {
      throw RegisterRefusal.server(400, .productNotSoldByWeight, "This product is sold by the piece, not by weight.")
    }
    guard (1...99_999).contains(weight) else { throw Self.invalidWeight }
    return (found, weight)
  }

  /// What the sale screen shows for a scanned or typed code: a weight barcode's item sold by weight with its
  /// grams; a typed PLU of a loose good sold by weight (the screen asks for the grams); anything else one piece.
  public func resolve(_ scanned: String) throws(APIError) -> ScannedItem {
    let text = scanned.trimmingCharacters(in: .whitespacesAndNewlines)
    let (item, grams) = try line(scanned: text)
    let typedPLU = grams == nil && self.item(article: text) == nil && Self.plu(text) == item.plu
    let byWeight = grams != nil || (typedPLU && item.pricePerKilogram != nil)
    return ScannedItem(code: text, grams: grams, item: Self.registerItem(item, byWeight: byWeight))
  }

  /// The item as the sale screen shows it; loose goods sold by weight show their price per kg and grams in stock.
  static func registerItem(_ item: RegisterCatalogueItem, byWeight: Bool) -> RegisterItem {
    let perKilogram = byWeight ? item.pricePerKilogram : nil
    return RegisterItem(
      article: item.article, id: item.id, isSoldByWeight: perKilogram != nil, name: item.name,
      price: perKilogram ?? item.price,
      stock: perKilogram == nil ? item.stock : item.stock * 1_000 + (item.binGrams ?? 0))
  }

  /// The EAN-13 of thirteen digits; nil for any other text; a wrong check digit is refused.
  private static func barcode(_ text: String) throws(APIError) -> EAN13? {
    do {
      return try EAN13(validating: text)
    } catch .checkDigit {
      throw RegisterRefusal.server(400, .barcodeCheckDigitInvalid, "The barcode's check digit is wrong; scan it again.")
    } catch {
      return nil
    }
  }

  /// One to five characters read as a number, as the server reads a PLU.
  private static func plu(_ text: String) -> Int? {
    (1...5).contains(text.utf8.count) ? Int(text) : nil
  }

  private static let notFound = RegisterRefusal.server(404, .barcodeNotFound, "No product has this barcode or article.")
  private static let invalidWeight = RegisterRefusal.server(
    400, .invalidWeight, "The weight must be from 1 g to 99999 g.")
}
