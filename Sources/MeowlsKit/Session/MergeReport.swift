import MeowlsAPI

/// What a login or registration did with the guest's cart and favourites, as the cart shows it once afterwards:
/// what moved into the account, which lines the stock cut, and what could not be moved (kept for the next login).
///
/// NB: a value apart from `GuestMergeOutcome` because it must outlive the login's screen (the web Store keeps it in
/// the session until the cart is drawn), so it is `Codable` and drops the failures' details, which are not shown.
public struct MergeReport: Codable, Hashable, Sendable {
  /// How one kind of guest data went.
  public enum Outcome: String, Codable, Hashable, Sendable {
    case failed
    case merged
    case nothingToMerge
  }

  /// The guest cart.
  public var cart: Outcome
  /// The lines the cart's merge changed (`merge_report`: fewer units than asked for).
  public var changedLines: [MergeReportEntry]
  /// The guest favourites.
  public var favorites: Outcome
  /// How many favourites were moved.
  public var favoritesMerged: Int

  /// A report.
  public init(cart: Outcome, changedLines: [MergeReportEntry] = [], favorites: Outcome, favoritesMerged: Int = 0) {
    self.cart = cart
    self.changedLines = changedLines
    self.favorites = favorites
    self.favoritesMerged = favoritesMerged
  }

  /// The report of a login's or registration's merge.
  public init(_ outcome: GuestMergeOutcome) {
    switch outcome.cart {
    case .failed: (cart, changedLines) = (.failed, [])
    case .merged(let lines): (cart, changedLines) = (.merged, lines)
    case .nothingToMerge: (cart, changedLines) = (.nothingToMerge, [])
    }
    switch outcome.favorites {
    case .failed: (favorites, favoritesMerged) = (.failed, 0)
    case .merged(let count): (favorites, favoritesMerged) = (count > 0 ? .merged : .nothingToMerge, count)
    case .nothingToMerge: (favorites, favoritesMerged) = (.nothingToMerge, 0)
    }
  }

  /// Whether there is nothing to tell (the guest had neither cart nor favourites).
  public var isEmpty: Bool { cart == .nothingToMerge && favorites == .nothingToMerge }

  /// Whether some guest data could not be moved (it stays on the device for the next login).
  public var hasFailures: Bool { cart == .failed || favorites == .failed }
}
