import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The deadlines libmicrohttpd does not keep. Its connection timeout restarts with every byte, so a client sending
/// one header line every few seconds ("slowloris") held its connection for ever, and about 1,025 of them stopped
/// the server. Here every connection has a deadline for the phase it is in: its head must arrive within the head
/// timeout of its opening (or, on a kept-alive connection, of its next request line), its body within the body
/// timeout of its head, and a kept-alive connection's next request line within the idle timeout.
///
/// A reaper thread shuts down the socket of a connection past its deadline. NB: `shutdown(2)`, never `close(2)`:
/// libmicrohttpd owns the descriptor; it sees the end of the stream and closes the connection itself. Watches are
/// removed under the same lock before libmicrohttpd closes a descriptor, so the reaper never touches a reused one.
final class ConnectionDeadlines: Sendable {
  private let timeouts: ConnectionWatch.Timeouts
  private let open = Mutex<[ObjectIdentifier: ConnectionWatch]>([:])
  private let stopping = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(headTimeout: Double, bodyTimeout: Double, idleTimeout: Double) {
    timeouts = ConnectionWatch.Timeouts(
      head: ConnectionWatch.nanoseconds(headTimeout), body: ConnectionWatch.nanoseconds(bodyTimeout),
      idle: ConnectionWatch.nanoseconds(idleTimeout))
    // NB: a tenth of the shortest deadline: a connection lives at most 10% past it, and a 10 s head timeout costs
    // ten wake-ups a second.
    let tick = max(0.005, min(headTimeout, bodyTimeout, idleTimeout, 1) / 10)
    let thread = Thread { [self] in
      while stopping.wait(timeout: .now() + tick) == .timedOut { reap() }
      finished.signal()
    }
    thread.name = "meowls-deadlines"
    thread.start()
  }

  /// A connection was accepted: its head deadline starts now.
  func opened(descriptor: Int32) -> ConnectionWatch {
    let watch = ConnectionWatch(descriptor: descriptor, timeouts: timeouts)
    open.withLock { $0[ObjectIdentifier(watch)] = watch }
    return watch
  }

  /// libmicrohttpd is about to close the connection's descriptor.
  func closed(_ watch: ConnectionWatch) {
    _ = open.withLock { $0.removeValue(forKey: ObjectIdentifier(watch)) }
  }

  /// Stops the reaper and waits for it.
  func stop() {
    stopping.signal()
    finished.wait()
  }

  private func reap() {
    let now = ConnectionWatch.now()
    open.withLock { watches in
      for watch in watches.values where watch.takeOverdue(now: now) {
        Glibc.shutdown(watch.descriptor, Int32(SHUT_RDWR))
      }
    }
  }
}
