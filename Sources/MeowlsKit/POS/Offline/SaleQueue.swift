import Foundation
import MeowlsAPI

/// What the register keeps about sales the server has not recorded yet, stored whole as one document
/// (`RegisterDocument.saleQueue`) after every change: the sales waiting, oldest first (replayed in that order), those
/// the server refused with its reason (kept until a manager resolves them), each manager's resolution, and when the
/// register last lost the server.
public struct SaleQueue: Hashable, Sendable {
  /// Since when the register has not reached the server; nil while it does.
  public var offlineSince: Date?
  /// Sales the server refused on replay, oldest first.
  public var refused: [RefusedSale] = []
  /// What managers decided about refused sales, in order.
  public var resolutions: [SaleResolution] = []
  /// Sales waiting to be replayed, in the order they were rung up.
  public var waiting: [QueuedSale] = []

  /// An empty queue.
  public init() {}

  /// The connection state the sale screen shows.
  func connection(isOnline: Bool) -> RegisterConnection {
    RegisterConnection(
      isOnline: isOnline, refused: refused, waiting: waiting.count, waitingSince: waiting.first?.queuedAt)
  }
}

/// A manager's decision about a refused sale: sent again (recorded by the server) or discarded.
public struct SaleResolution: Codable, Hashable, Sendable {
  /// What was decided.
  public enum Action: String, Codable, Hashable, Sendable {
    /// The sale was discarded: it never reaches the server (the drawer holds its cash: count it out).
    case discarded
    /// The sale was sent again with the manager's approval and the server recorded it.
    case recorded
  }

  /// What was decided.
  public var action: Action
  /// When.
  public var at: Date
  /// The manager who decided (nil when the server compared the PIN with every manager of the shop).
  public var managerID: User.ID?
  /// The refusal's code, as the server sent it.
  public var reason: ErrorCode?
  /// The sale's id.
  public var saleID: Receipt.ID
  /// The sale's total.
  public var total: Money

  /// A resolution.
  public init(
    action: Action, at: Date, managerID: User.ID?, reason: ErrorCode?, saleID: Receipt.ID, total: Money
  ) {
    self.action = action
    self.at = at
    self.managerID = managerID
    self.reason = reason
    self.saleID = saleID
    self.total = total
  }

  enum CodingKeys: String, CodingKey {
    case action
    case at
    case managerID = "manager_id"
    case reason
    case saleID = "sale_id"
    case total
  }
}

extension SaleQueue: Codable {
  enum CodingKeys: String, CodingKey {
    case offlineSince = "offline_since"
    case refused
    case resolutions
    case waiting
  }

  /// A queued sale as stored.
  struct StoredSale: Codable {
    var change: Money
    var queuedAt: Date
    var request: SaleRequest
    var total: Money

    init(_ sale: QueuedSale) {
      (change, queuedAt, request, total) = (sale.change, sale.queuedAt, sale.request, sale.total)
    }

    var sale: QueuedSale { QueuedSale(change: change, queuedAt: queuedAt, request: request, total: total) }
  }

  /// A refused sale as stored: the server's status and error body.
  struct StoredRefusal: Codable {
    var error: ErrorResponse
    var refusedAt: Date
    var sale: StoredSale
    var status: Int

    init(_ refusal: RefusedSale) {
      sale = StoredSale(refusal.sale)
      refusedAt = refusal.refusedAt
      switch refusal.error {
      case .server(let status, let body): (self.status, error) = (status, body)
      default: (status, error) = (0, ErrorResponse(code: .unknown("register"), reason: "\(refusal.error)"))
      }
    }

    var refusal: RefusedSale {
      RefusedSale(error: .server(status: status, error), refusedAt: refusedAt, sale: sale.sale)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    offlineSince = try container.decodeIfPresent(Date.self, forKey: .offlineSince)
    refused = try container.decode([StoredRefusal].self, forKey: .refused).map(\.refusal)
    resolutions = try container.decode([SaleResolution].self, forKey: .resolutions)
    waiting = try container.decode([StoredSale].self, forKey: .waiting).map(\.sale)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(offlineSince, forKey: .offlineSince)
    try container.encode(refused.map(StoredRefusal.init), forKey: .refused)
    try container.encode(resolutions, forKey: .resolutions)
    try container.encode(waiting.map(StoredSale.init), forKey: .waiting)
  }
}
