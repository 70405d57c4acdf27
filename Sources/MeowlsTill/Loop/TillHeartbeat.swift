import Foundation
import MeowlsAPI
import MeowlsKit

/// The app loop the Kit expects of the till (`RegisterSales.live`): every few seconds the catalogue is refreshed
/// by revision, and the register's queue replayed. A refresh that reaches the server is also how the till learns
/// that the server is back, so the waiting sales go at once rather than at the register's next due retry.
public struct TillHeartbeat: Sendable {
  /// What one beat found.
  public enum Beat: Equatable, Sendable {
    /// The server answered; whatever waited has been sent (or refused and kept for a manager).
    case reachedServer
    /// The server could not be reached; the register retries when its attempt is due.
    case serverAway
    /// The server answered with a refusal (no staff signed in, a session to renew): nothing could be refreshed.
    case refused(APIError)
  }

  /// Seconds between beats.
  public var interval: TimeInterval
  /// Refreshes the catalogue (`TillRegister.refreshCatalogue`).
  public var refresh: @Sendable () async throws(APIError) -> Void
  /// The register's queue.
  public var register: OfflineRegister
  /// Waits between beats (the clock's sleep: tests step it).
  public var sleep: @Sendable (TimeInterval) async throws -> Void

  public init(
    interval: TimeInterval, refresh: @escaping @Sendable () async throws(APIError) -> Void,
    register: OfflineRegister, sleep: @escaping @Sendable (TimeInterval) async throws -> Void
  ) {
    self.interval = interval
    self.refresh = refresh
    self.register = register
    self.sleep = sleep
  }

  /// The heartbeat of `till`, sleeping on the real clock.
  public static func live(_ till: TillRegister, interval: TimeInterval) -> Self {
    Self(
      interval: interval, refresh: { () throws(APIError) in try await till.refreshCatalogue() },
      register: till.register, sleep: { seconds in try await Task.sleep(for: .seconds(seconds)) })
  }

  /// One round: refresh, then replay what waits (at once when the server answered, else when the retry is due).
  @discardableResult
  public func beat() async -> Beat {
    do {
      try await refresh()
    } catch .transport(let failure) where failure != .cancelled {
      await register.tick()
      return .serverAway
    } catch {
      await register.tick()
      return .refused(error)
    }
    if !(await register.stored.waiting.isEmpty) { await register.replay() }
    return .reachedServer
  }

  /// Beats until the task is cancelled; a beat under way when it is finishes first, uncancelled.
  public func run() async {
    while !Task.isCancelled {
      // NB: the beat runs in a task of its own, which the loop's cancellation does not reach. Cancelling a task
      // that awaits URLSession deadlocks swift-corelibs-foundation (the cancel waits on the session's queue while
      // that queue waits for the task's lock to resume it), and hung a till's SIGTERM for good. A beat's requests
      // end by their own time limits; the queue is on the disk, so nothing needs them cut short.
      _ = await Task { await beat() }.value
      do { try await sleep(interval) } catch { return }
    }
  }
}
