/// How a variant is sold: by the piece (a pack, a toy), or by weight from a bulk bin (loose goods, priced per kg).
public enum SellingUnit: String, Codable, CaseIterable, Hashable, Sendable {
  /// Whole pieces; `pack_size` is the pieces in one pack.
  case piece
  /// Loose goods weighed at the counter; `pack_size` is the grams in one stocked pack.
  case weight
}
