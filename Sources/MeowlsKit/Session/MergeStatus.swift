import MeowlsAPI

/// How merging one kind of guest data into the account went.
public enum MergeStatus<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The merge failed; the guest data is kept for the next attempt.
  case failed(APIError)
  /// Merged; the guest data is gone from the device.
  case merged(Value)
  /// There was no guest data.
  case nothingToMerge
}

/// What happened to the guest's favourites and cart after a login or registration.
public struct GuestMergeOutcome: Hashable, Sendable {
  /// The cart: on success, the lines `/cart/merge` had to change (`merge_report`), to show the user.
  public var cart: MergeStatus<[MergeReportEntry]>
  /// The favourites: on success, how many ids were sent.
  public var favorites: MergeStatus<Int>

  /// An outcome.
  public init(cart: MergeStatus<[MergeReportEntry]>, favorites: MergeStatus<Int>) {
    self.cart = cart
    self.favorites = favorites
  }

  /// Whether some guest data is still waiting to be merged.
  public var needsRetry: Bool {
    if case .failed = cart { return true }
    if case .failed = favorites { return true }
    return false
  }
}
