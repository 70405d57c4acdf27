import Foundation
import MeowlsAPI

/// The register's offline machinery: sales go to the server while it answers; when it cannot be reached, cash sales
/// are priced from the shop's snapshot and stored in the durable queue (`SaleQueue`), then replayed in order when
/// it answers again. The server records each sale once (its id is idempotent), so a replay after a lost answer is
/// harmless. A sale the server refuses on replay is kept, with its reason, until a manager resolves it.
///
/// Rules (Docs/pos.md "Selling offline"): card payments, manager approvals, promo codes and customers need the
/// server; offline selling stops 24 hours after the register lost the server (or after its oldest waiting sale),
/// until the queue reaches it. Time is `dependencies.now`; retries happen on `tick()`, never on a timer of its own.
public actor OfflineRegister {
  /// What the register needs from outside.
  public struct Dependencies: Sendable {
    /// The shop's catalogue (the offline quote's prices).
    public var catalogue: ShopCatalogue
    /// How long offline selling may go on.
    public var offlineLimit: TimeInterval
    /// The time now.
    public var now: @Sendable () -> Date
    /// How long after a failed attempt the next one is made on `tick()` (or on a sale).
    public var retryInterval: TimeInterval
    /// `POST /pos/sales` with an optional manager's approval.
    public var sell: @Sendable (SaleRequest, ManagerApproval?) async throws(APIError) -> Receipt
    /// Where the queue is kept.
    public var storage: any RegisterStorage

    /// Dependencies (24 hours offline at most, a retry every 30 seconds by default).
    public init(
      catalogue: ShopCatalogue, offlineLimit: TimeInterval = 86_400, now: @escaping @Sendable () -> Date,
      retryInterval: TimeInterval = 30,
      sell: @escaping @Sendable (SaleRequest, ManagerApproval?) async throws(APIError) -> Receipt,
      storage: any RegisterStorage
    ) {
      self.catalogue = catalogue
      self.offlineLimit = offlineLimit
      self.now = now
      self.retryInterval = retryInterval
      self.sell = sell
      self.storage = storage
    }
  }

  /// How a manager resolves a refused sale.
  public enum Resolution: Hashable, Sendable {
    /// Drop it: it never reaches the server (the manager takes its cash out of the drawer); recorded on the register.
    case discard(ManagerApproval)
    /// Send it again with the manager's approval; `acceptMissingStock` sells goods the books show as missing.
    case retry(ManagerApproval, acceptMissingStock: Bool)
  }

  private let dependencies: Dependencies
  private var isOnline = true
  private var isReplaying = false
  private var nextAttempt: Date?
  private var queue: SaleQueue
  /// The connection state, now and as it changes.
  public nonisolated let state: StateStream<RegisterConnection>

  /// The register with the queue `dependencies.storage` holds.
  ///
  /// - Throws: `.storage` when a stored queue cannot be read: never started empty over sales that wait.
  public init(dependencies: Dependencies) throws(APIError) {
    self.dependencies = dependencies
    do {
      let stored = try dependencies.storage.read(.saleQueue)
      queue = try stored.map { try JSONCoding.decoder.decode(SaleQueue.self, from: $0) } ?? SaleQueue()
    } catch {
      throw .storage("The register's sale queue cannot be read: \(error)")
    }
    isOnline = queue.offlineSince == nil
    state = StateStream(queue.connection(isOnline: queue.offlineSince == nil))
  }

  /// The queue as stored now.
  public var stored: SaleQueue { queue }

  /// Records a finished sale: on the server while it answers (replaying what waits first, to keep the order);
  /// queued when it cannot be reached and the sale is paid in cash only.
  ///
  /// - Throws: the server's refusal; offline `registerOfflineCard`, `registerOfflineApproval`,
  ///   `registerOfflinePromoCode`, `registerOfflineCustomer`, `registerOfflineTooLong`, the basket's own errors,
  ///   `notEnoughCash`; `.storage` when the queue cannot be written (the sale is then not queued).
  public func submit(_ request: SaleRequest, approval: ManagerApproval?) async throws(APIError) -> SaleSubmission {
    if !queue.waiting.isEmpty, isDue { await replay() }
    if queue.waiting.isEmpty, isOnline || isDue || Self.paysByCard(request) {
      do {
        let receipt = try await dependencies.sell(request, approval)
        wentOnline()
        return .recorded(receipt)
      } catch .transport(let failure) where failure != .cancelled {
        wentOffline()
      }
    }
    return .queued(try await enqueue(request))
  }

  /// Replays the waiting sales when an attempt is due (the app calls it every few seconds, and when the network
  /// comes back).
  public func tick() async {
    guard !queue.waiting.isEmpty, isDue else { return }
    await replay()
  }

  /// Sends the waiting sales in order until one fails to reach the server or none is left; a refusal moves the
  /// sale to `refused` and the next one goes.
  public func replay() async {
    guard !isReplaying else { return }
    isReplaying = true
    defer { isReplaying = false }
    while let sale = queue.waiting.first {
      do {
        _ = try await dependencies.sell(sale.request, nil)
      } catch {
        guard Self.isRefusal(error) else {
          if case .transport = error {
            wentOffline()
          } else {
            nextAttempt = dependencies.now() + dependencies.retryInterval
          }
          return
        }
        do {
          try change { queue in
            queue.waiting.removeFirst()
            queue.refused.append(RefusedSale(error: error, refusedAt: dependencies.now(), sale: sale))
          }
        } catch {
          return
        }
        continue
      }
      // NB: a queue that cannot be written stops the replay: the sale stays first and is sent again later, which
      // the server answers with its first receipt.
      do { try change { $0.waiting.removeFirst() } } catch { return }
    }
    wentOnline()
  }

  /// A manager's decision about the refused sale `id`, recorded in the queue.
  ///
  /// - Throws: `.retry`: the server's answer when it refuses again (the sale stays refused, with the new reason) or
  ///   cannot be reached; `.storage`; a 404-like `barcodeNotFound` never: an unknown id is ignored.
  public func resolve(_ id: Receipt.ID, _ resolution: Resolution) async throws(APIError) {
    guard let refusal = queue.refused.first(where: { $0.id == id }) else { return }
    let action: SaleResolution.Action
    let manager: ManagerApproval
    switch resolution {
    case .discard(let approval):
      (action, manager) = (.discarded, approval)
    case .retry(let approval, let acceptMissingStock):
      var request = refusal.sale.request
      if acceptMissingStock { request.acceptMissingStock = true }
      do {
        _ = try await dependencies.sell(request, approval)
      } catch {
        if Self.isRefusal(error) {
          try change { queue in
            queue.refused = queue.refused.map {
              $0.id == id ? RefusedSale(error: error, refusedAt: dependencies.now(), sale: $0.sale) : $0
            }
          }
        }
        throw error
      }
      (action, manager) = (.recorded, approval)
    }
    try change { queue in
      queue.refused.removeAll { $0.id == id }
      queue.resolutions.append(
        SaleResolution(
          action: action, at: dependencies.now(), managerID: manager.managerID, reason: refusal.error.code,
          saleID: id, total: refusal.sale.total))
    }
  }

  private func enqueue(_ request: SaleRequest) async throws(APIError) -> QueuedSale {
    if Self.paysByCard(request) { throw RegisterRefusal.card }
    let now = dependencies.now()
    let start = [queue.offlineSince, queue.waiting.first?.queuedAt].compactMap { $0 }.min() ?? now
    guard now.timeIntervalSince(start) < dependencies.offlineLimit else { throw RegisterRefusal.tooLong }
    let snapshot = await dependencies.catalogue.snapshot
    guard snapshot.revision != nil else { throw RegisterRefusal.catalogueMissing }
    let priced = try OfflineQuote.priced(request, in: snapshot)
    guard !priced.discountNeedsApproval else { throw RegisterRefusal.approval }
    let cash = request.payment.cash ?? .zero
    guard cash <= OfflineQuote.maximumDiscount, cash >= .zero else {
      throw RegisterRefusal.server(400, .invalidTenderAmount, "A payment must be from 0 to 10000000.00 RUB.")
    }
    guard cash >= priced.quote.total else {
      throw RegisterRefusal.server(
        400, .notEnoughCash, "The cash handed over is \(priced.quote.total - cash) RUB short of the total.")
    }
    // NB: the server records a replayed sale at its own time unless told: the receipt keeps the sale's.
    var stamped = request
    stamped.soldAt = stamped.soldAt ?? now
    let sale = QueuedSale(change: cash - priced.quote.total, queuedAt: now, request: stamped, total: priced.quote.total)
    try change { $0.waiting.append(sale) }
    return sale
  }

  /// Whether the sale charges a card (which needs the server).
  private static func paysByCard(_ request: SaleRequest) -> Bool {
    (request.payment.card ?? .zero) > .zero
  }

  /// Whether the server refused the sale for good (kept for a manager), rather than being unable to take it now
  /// (no answer, its own failure, a session to renew, a PIN lock: tried again later).
  private static func isRefusal(_ error: APIError) -> Bool {
    guard case .server(let status, let body) = error else { return false }
    // NB: `registerLocked`: offline longer than the idle lock, the cashier unlocks again with the PIN first.
    let later: Set<ErrorCode> = [
      .pinLocked, .registerLocked, .requestInProgress, .tooManyAttempts, .tooManyRequests,
    ]
    return (400..<500).contains(status) && status != 401 && status != 408 && !later.contains(body.code)
  }

  private var isDue: Bool {
    guard let nextAttempt else { return true }
    return dependencies.now() >= nextAttempt
  }

  private func wentOnline() {
    nextAttempt = nil
    let wasOffline = !isOnline
    isOnline = true
    if queue.waiting.isEmpty, queue.offlineSince != nil {
      try? change { $0.offlineSince = nil }
    } else if wasOffline {
      publish()
    }
  }

  private func wentOffline() {
    isOnline = false
    nextAttempt = dependencies.now() + dependencies.retryInterval
    guard queue.offlineSince == nil else { return publish() }
    try? change { $0.offlineSince = dependencies.now() }
  }

  /// Changes the queue and stores it before anyone sees the change.
  private func change(_ body: (inout SaleQueue) -> Void) throws(APIError) {
    var next = queue
    body(&next)
    do {
      try dependencies.storage.write(try JSONCoding.encoder.encode(next), to: .saleQueue)
    } catch {
      throw .storage("The register's sale queue cannot be written: \(error)")
    }
    queue = next
    publish()
  }

  private func publish() {
    state.send(queue.connection(isOnline: isOnline))
  }
}
