/// The body of `POST /pos/returns`: `{id, register_id, receipt_number, lines?, reason?}`.
///
/// Without `lines` everything not returned yet comes back. The same `id` sent again records nothing new and answers
/// the first return.
public struct ReturnRequest: Codable, Hashable, Sendable {
  /// The id the register generated for this return.
  public var id: ReturnReceipt.ID
  /// What comes back; nil for everything left on the receipt.
  public var lines: [ReturnLineRequest]?
  /// Why the customer brings it back.
  public var reason: String?
  /// The receipt of the sale (required: no receipt, no return).
  public var receiptNumber: ReceiptNumber?
  /// The register that pays the refund (it needs an open shift).
  public var registerID: Register.ID

  /// A return.
  public init(
    id: ReturnReceipt.ID, lines: [ReturnLineRequest]? = nil, reason: String? = nil, receiptNumber: ReceiptNumber?,
    registerID: Register.ID
  ) {
    self.id = id
    self.lines = lines
    self.reason = reason
    self.receiptNumber = receiptNumber
    self.registerID = registerID
  }

  enum CodingKeys: String, CodingKey {
    case id
    case lines
    case reason
    case receiptNumber = "receipt_number"
    case registerID = "register_id"
  }
}
