/// How much of a variant a POS line sells: whole pieces, or a weight in grams for loose goods.
enum POSQuantity: Equatable, Hashable, Sendable {
  /// Loose goods weighed at the counter or on a scale; the unit price is then per kilogram.
  case grams(Int)
  /// Pieces (packs, bags, toys); the unit price is per piece.
  case pieces(Int)

  /// The largest weight one line may carry: what a weight barcode's five digits can hold.
  static let maximumGrams = 99_999
  /// The most pieces one line may carry: far above any counter sale, far below what would overflow its amount.
  static let maximumPieces = 9_999
}
