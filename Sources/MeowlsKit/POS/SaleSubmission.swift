import Foundation
import MeowlsAPI

/// What became of a finished sale: the server recorded it, or (cash only, server unreachable) it waits in the
/// register's durable queue and is replayed in order later. A refusal by the server is an `APIError` thrown.
public enum SaleSubmission: Hashable, Sendable {
  /// The server recorded the sale and answered its receipt.
  case recorded(Receipt)
  /// The server could not be reached: the sale is stored on the register and waits to be replayed.
  case queued(QueuedSale)
}

/// A sale stored on the register while the server could not be reached.
public struct QueuedSale: Hashable, Sendable, Identifiable {
  /// The change the cashier gave (cash handed over minus the total).
  public var change: Money
  /// The sale's own id (`SaleRequest.id`): replaying it twice records it once.
  public var id: Receipt.ID { request.id }
  /// When the sale was rung up on the register.
  public var queuedAt: Date
  /// The sale as it will be sent.
  public var request: SaleRequest
  /// The total the register computed from its catalogue snapshot.
  public var total: Money

  /// A queued sale.
  public init(change: Money, queuedAt: Date, request: SaleRequest, total: Money) {
    self.change = change
    self.queuedAt = queuedAt
    self.request = request
    self.total = total
  }
}

/// A queued sale the server refused on replay (a price changed, the goods are gone): kept, with the server's
/// reason, until a manager resolves it; never dropped silently.
public struct RefusedSale: Hashable, Sendable, Identifiable {
  /// The server's reason.
  public var error: APIError
  /// The sale's id.
  public var id: Receipt.ID { sale.id }
  /// When the server refused it.
  public var refusedAt: Date
  /// The sale as it was queued.
  public var sale: QueuedSale

  /// A refused sale.
  public init(error: APIError, refusedAt: Date, sale: QueuedSale) {
    self.error = error
    self.refusedAt = refusedAt
    self.sale = sale
  }
}

/// Whether the register reaches the server, and what waits: the sale screen shows it and disables what needs the
/// server (card payments, returns, customer lookup, closing the shift) while offline.
public struct RegisterConnection: Hashable, Sendable {
  /// True while the server answers.
  public var isOnline: Bool
  /// Sales the server refused on replay, oldest first, until a manager resolves them.
  public var refused: [RefusedSale]
  /// How many sales wait to be replayed.
  public var waiting: Int
  /// When the oldest waiting sale was rung up; nil when none waits.
  public var waitingSince: Date?

  /// A connection state (online with nothing waiting by default).
  public init(isOnline: Bool = true, refused: [RefusedSale] = [], waiting: Int = 0, waitingSince: Date? = nil) {
    self.isOnline = isOnline
    self.refused = refused
    self.waiting = waiting
    self.waitingSince = waitingSince
  }
}
