import Foundation

/// `POST /admin/orders/{id}/refund`: `{amount?, reason}`: gives `amount` (all that is left when omitted) of a paid
/// order's payment back the way it came.
public struct OrderRefundRequest: Codable, Hashable, Sendable {
  /// What to give back: 0.01 ₽ up to what was paid less what was given back before.
  public var amount: Money?
  /// Why (1–200 characters), for the audit log.
  public var reason: String

  /// A refund request.
  public init(amount: Money? = nil, reason: String) {
    self.amount = amount
    self.reason = reason
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case reason
  }
}

/// A refund of an order: `{amount, authorization_code?, created_at, decline_reason?, id, method, reason, staff_id?,
/// status}`.
public struct AdminOrderRefund: Codable, Hashable, Sendable {
  public var amount: Money
  /// The card terminal's code of an approved card refund.
  public var authorizationCode: String?
  public var createdAt: Date
  /// What the terminal said when it declined.
  public var declineReason: String?
  public var id: Int
  public var method: AdminPaymentMethod
  public var reason: String
  /// Who asked; nil for the `meowls` command.
  public var staffID: User.ID?
  public var status: Status

  /// `pending` while the card terminal has not answered (it counts against what is left to refund), then
  /// `approved` or `declined` (which gives nothing back and counts for nothing).
  public enum Status: String, Codable, CaseIterable, Hashable, Sendable {
    case approved
    case declined
    case pending
  }

  /// A refund.
  public init(
    amount: Money, authorizationCode: String? = nil, createdAt: Date, declineReason: String? = nil, id: Int,
    method: AdminPaymentMethod, reason: String, staffID: User.ID? = nil, status: Status
  ) {
    self.amount = amount
    self.authorizationCode = authorizationCode
    self.createdAt = createdAt
    self.declineReason = declineReason
    self.id = id
    self.method = method
    self.reason = reason
    self.staffID = staffID
    self.status = status
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case authorizationCode = "authorization_code"
    case createdAt = "created_at"
    case declineReason = "decline_reason"
    case id
    case method
    case reason
    case staffID = "staff_id"
    case status
  }
}

/// `POST /admin/orders/{id}/status`: `{status_code}`, the status the order moves to.
public struct OrderStatusChange: Codable, Hashable, Sendable {
  public var statusCode: OrderStatusCode

  /// A status change.
  public init(statusCode: OrderStatusCode) {
    self.statusCode = statusCode
  }

  enum CodingKeys: String, CodingKey {
    case statusCode = "status_code"
  }
}
