/// The body of `POST /pos/shifts/{id}/close`: the blind count, `{counted: [{tender, amount}]}`. A tender left out
/// counts as 0.
public struct ShiftCloseRequest: Codable, Hashable, Sendable {
  /// What the cashier counted per tender (cash in the drawer, card slips), each tender at most once.
  public var counted: [TenderAmount]

  /// A closing count.
  public init(counted: [TenderAmount]) {
    self.counted = counted
  }
}
