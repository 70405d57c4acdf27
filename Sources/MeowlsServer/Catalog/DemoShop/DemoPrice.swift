/// A variant's price in exact kopecks.
public struct DemoPrice: Equatable, Sendable {
  /// The discount in whole percent, when the variant is discounted.
  public var discountPercent: Int?
  /// The price to pay, in kopecks.
  public var kopecks: Int
  /// The pre-discount price, in kopecks.
  public var originalKopecks: Int

  public init(discountPercent: Int?, kopecks: Int, originalKopecks: Int) {
    self.discountPercent = discountPercent
    self.kopecks = kopecks
    self.originalKopecks = originalKopecks
  }

  /// An undiscounted price.
  static func regular(_ kopecks: Int) -> DemoPrice {
    DemoPrice(discountPercent: nil, kopecks: kopecks, originalKopecks: kopecks)
  }

  /// `originalKopecks` less `percent`, rounded half up to the kopeck.
  static func discounted(_ originalKopecks: Int, percent: Int) -> DemoPrice {
    let kopecks = (originalKopecks * (100 - percent) + 50) / 100
    return DemoPrice(discountPercent: percent, kopecks: kopecks, originalKopecks: originalKopecks)
  }
}
