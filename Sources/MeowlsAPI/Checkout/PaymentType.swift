/// `payment_type`: how the customer pays on receipt.
public enum PaymentType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `card`.
  case card
  /// `cash`.
  case cash
}
