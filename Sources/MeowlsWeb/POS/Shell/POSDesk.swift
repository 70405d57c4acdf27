import Foundation
import MeowlsAPI
import MeowlsKit

/// The screens' states of one session between its requests: a sale's basket lives across many scans, a lock
/// counts its PIN digits, a return holds its picks. The Kit's states are plain values; the web layer only keeps
/// them here and hands each one back to its screen's reducer on the next form.
///
/// NB: in memory, not in the session's rows: the states are not `Codable`. A restart of the host loses them, never
/// a recorded sale (the server or the till's durable queue holds those) nor the login (the credentials are in the
/// session store); on the till the open sale's basket is also kept in the session (`POSWebEnvironment.keepsBaskets`,
/// `POSSaleScreen.SavedBasket`), so a till killed mid-basket shows it again.
final class POSDesk: @unchecked Sendable {
  // NB: `@unchecked` because `screens` is only touched under `lock`.
  private let lock = NSLock()
  private var screens: [ObjectIdentifier: any Sendable] = [:]
  private var handedOn: Set<ObjectIdentifier> = []

  /// The state kept for `screen`, or `fresh()` (not kept until `keep`).
  func state<State: Sendable>(_ type: State.Type, or fresh: () -> State) -> State {
    lock.withLock { screens[ObjectIdentifier(type)] as? State } ?? fresh()
  }

  /// The state kept for its screen, if any.
  func state<State: Sendable>(_ type: State.Type) -> State? {
    lock.withLock { screens[ObjectIdentifier(type)] as? State }
  }

  func keep<State: Sendable>(_ state: State) {
    lock.withLock { screens[ObjectIdentifier(State.self)] = state }
  }

  /// Keeps a state a form left for the page it redirects to (post/redirect/get): that page draws it as it is, once,
  /// rather than loading its screen afresh.
  func handOn<State: Sendable>(_ state: State) {
    lock.withLock {
      screens[ObjectIdentifier(State.self)] = state
      handedOn.insert(ObjectIdentifier(State.self))
    }
  }

  /// The state a form handed on to this page, once.
  func takeHandedOn<State: Sendable>(_ type: State.Type) -> State? {
    lock.withLock {
      guard handedOn.remove(ObjectIdentifier(type)) != nil else { return nil }
      return screens[ObjectIdentifier(type)] as? State
    }
  }

  func forget<State: Sendable>(_ type: State.Type) {
    _ = lock.withLock { screens.removeValue(forKey: ObjectIdentifier(type)) }
  }

  /// Forgets every screen (a logout).
  func clear() { lock.withLock { screens = [:] } }
}

/// Every session's desk, by session id; the least recently used ones are dropped past `limit` sessions.
final class POSDesks: @unchecked Sendable {
  // NB: `@unchecked` because `desks` and `order` are only touched under `lock`.
  private let lock = NSLock()
  private var desks: [String: POSDesk] = [:]
  private var order: [String] = []
  let limit: Int

  init(limit: Int = 1_000) {
    self.limit = limit
  }

  func desk(for session: String) -> POSDesk {
    lock.withLock {
      if let desk = desks[session] {
        if order.last != session, let index = order.firstIndex(of: session) {
          order.remove(at: index)
          order.append(session)
        }
        return desk
      }
      let desk = POSDesk()
      desks[session] = desk
      order.append(session)
      while order.count > limit { desks[order.removeFirst()] = nil }
      return desk
    }
  }
}
