import MeowlsAPI

/// A weight-embedded EAN-13 that a shop's scale prints on a bag of loose goods.
///
/// Layout (13 digits): `2d PPPPP WWWWW C`
/// - `2d`: the prefix 20…29 (GS1 "restricted circulation": codes that mean something only inside the shop);
///   every prefix of the range is read the same way;
/// - `PPPPP`: the PLU, five digits (`00000`…`99999`), naming the variant on the shop's scales;
/// - `WWWWW`: the net weight in grams, five digits (1 g…99.999 kg);
/// - `C`: the EAN-13 check digit of the twelve digits before it.
///
/// NB: many scales can also print the price instead of the weight; MEOWLS reads weight only and computes the price
/// itself from the price per kilogram, so a stale price on the scale can never undercharge.
struct WeightBarcode: Equatable, Sendable {
  /// The net weight in grams (1…99,999).
  var grams: Int
  /// The five-digit PLU.
  var plu: Int

  /// Whether `code` is in the range 20…29 that carries weight barcodes.
  static func isWeightBarcode(_ code: EAN13) -> Bool {
    (20...29).contains(code.prefix)
  }

  /// Reads a weight barcode; nil when `code` is outside the 20…29 range.
  ///
  /// - Throws: `BarcodeError.invalidWeight` when the weight digits say 0 g.
  init?(_ code: EAN13) throws(BarcodeError) {
    guard Self.isWeightBarcode(code) else { return nil }
    let digits = Array(code.rawValue.utf8).map { Int($0 - 48) }
    plu = digits[2..<7].reduce(0) { $0 * 10 + $1 }
    grams = digits[7..<12].reduce(0) { $0 * 10 + $1 }
    guard grams > 0 else { throw .invalidWeight(grams) }
  }

  init(grams: Int, plu: Int) {
    self.grams = grams
    self.plu = plu
  }

  /// The barcode a scale prints for this weight and PLU under `prefix` (20…29); nil when a field does not fit.
  func code(prefix: Int = 21) -> EAN13? {
    guard (20...29).contains(prefix), (0...99_999).contains(plu), (1...99_999).contains(grams) else { return nil }
    return EAN13(body: String(prefix) + Self.fiveDigits(plu) + Self.fiveDigits(grams))
  }

  private static func fiveDigits(_ value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: 5 - text.count) + text
  }
}
