import Foundation
import MeowlsAPI

/// Turns what the cashier scanned or typed into a basket line: an EAN-13 from a pack, a weight barcode from the
/// shop's scale (see `WeightBarcode`), an article, or a PLU.
///
/// Reading order: thirteen digits are a barcode (a wrong check digit is refused, never guessed at); a barcode with
/// prefix 20…29 is a weight barcode, found by its PLU; any other text is an article, and failing that, up to five
/// digits are a PLU. `grams` (a weight typed or read from the counter's scale) sells the variant by weight; it needs
/// a variant with a price per kilogram. A weight barcode carries its own weight and ignores `grams`.
enum BarcodeLookup {
  /// The item `scanned` names, with `grams` when the cashier weighed it.
  ///
  /// - Throws: `BarcodeError`.
  static func item(
    scanned: String, grams: Int? = nil, in connection: any DatabaseConnection
  ) throws -> ScannedItem {
    let text = scanned.trimmingCharacters(in: .whitespacesAndNewlines)
    if let code = try barcode(text) {
      if let weighed = try WeightBarcode(code) {
        guard let found = try find("p.plu = $1", .integer(Int64(weighed.plu)), connection) else {
          throw BarcodeError.notFound(text)
        }
        return try weigh(found, grams: weighed.grams)
      }
      guard let found = try find("v.barcode = $1", .text(code.rawValue), connection) else {
        throw BarcodeError.notFound(text)
      }
      return try grams.map { try weigh(found, grams: $0) } ?? found.item
    }
    var found = try find("v.article = $1", .text(text), connection)
    if found == nil, (1...5).contains(text.utf8.count), let plu = Int(text) {
      found = try find("p.plu = $1", .integer(Int64(plu)), connection)
    }
    guard let found else { throw BarcodeError.notFound(text) }
    return try grams.map { try weigh(found, grams: $0) } ?? found.item
  }

  /// The EAN-13 of thirteen digits; nil for any other text.
  private static func barcode(_ text: String) throws(BarcodeError) -> EAN13? {
    do {
      return try EAN13(validating: text)
    } catch .checkDigit {
      throw .invalidCheckDigit(text)
    } catch {
      return nil
    }
  }

  private static func weigh(_ found: Found, grams: Int) throws(BarcodeError) -> ScannedItem {
    guard let pricePerKilogram = found.pricePerKilogram else { throw .notSoldByWeight(found.item.article) }
    guard (1...POSQuantity.maximumGrams).contains(grams) else { throw .invalidWeight(grams) }
    var item = found.item
    item.quantity = .grams(grams)
    item.unitPrice = pricePerKilogram
    return item
  }

  /// A variant as one piece, with its price per kilogram when it is also sold by weight.
  private struct Found {
    var item: ScannedItem
    var pricePerKilogram: Money?
  }

  private static func find(_ condition: String, _ value: SQLValue, _ connection: any DatabaseConnection) throws
    -> Found?
  {
    guard
      let row = try connection.first(
        """
        SELECT v.id, v.article, v.barcode, v.short_name, pr.id, pr.name, vp.price_kopecks, p.price_per_kg_kopecks
        FROM product_variants v
        JOIN products pr ON pr.id = v.product_id
        JOIN variant_prices vp ON vp.variant_id = v.id
        LEFT JOIN variant_plu_codes p ON p.variant_id = v.id
        WHERE \(condition)
        """, [value])
    else { return nil }
    let item = ScannedItem(
      article: Article(try row.string(1)), barcode: try row.optionalString(2).flatMap(EAN13.init(rawValue:)),
      productID: Product.ID(try CatalogStorage.uuid(row, 4)), productName: try row.string(5), quantity: .pieces(1),
      unitPrice: Money(kopecks: Int64(try row.int(6))), variantID: ProductVariant.ID(try CatalogStorage.uuid(row, 0)),
      variantName: try row.string(3))
    return Found(item: item, pricePerKilogram: try row.optionalInt(7).map { Money(kopecks: Int64($0)) })
  }
}
