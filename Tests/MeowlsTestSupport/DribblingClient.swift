import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A slow client ("slowloris"): after `start`, it sends `piece` every `interval` seconds from its own thread until
/// the server closes the connection or the client is released. Every byte restarts an idle timeout, so only a
/// deadline for the whole head (or body) can close such a connection.
public final class DribblingClient {
  private let client: RawHTTPClient
  private let sender: Sender

  /// Dribbles on `client`'s connection (which may already have served whole requests).
  public init(_ client: RawHTTPClient, start: [UInt8], piece: [UInt8], every interval: Double) throws {
    self.client = client
    try client.sendRaw(start)
    sender = Sender(descriptor: client.descriptor, piece: piece, interval: interval)
  }

  /// A new connection from `sourceAddress` (or 127.0.0.1) that dribbles from its first byte.
  public convenience init(
    port: Int, from sourceAddress: String? = nil, start: [UInt8], piece: [UInt8], every interval: Double
  ) throws {
    try self.init(RawHTTPClient(port: port, from: sourceAddress), start: start, piece: piece, every: interval)
  }

  /// True when the server closes the connection within `seconds`.
  public func closedByServer(within seconds: Double) -> Bool {
    client.closedByServer(within: seconds)
  }

  deinit { sender.stop() }
}

/// The thread that sends the pieces; it holds only the descriptor, which the client keeps open until it stops.
private final class Sender: Sendable {
  private let stopping = Atomic<Bool>(false)
  private let finished = DispatchSemaphore(value: 0)

  init(descriptor: Int32, piece: [UInt8], interval: Double) {
    Thread { [self] in
      defer { finished.signal() }
      while !stopping.load(ordering: .relaxed) {
        let sent = piece.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent > 0 else { return }
        usleep(UInt32(interval * 1e6))
      }
    }.start()
  }

  func stop() {
    stopping.store(true, ordering: .relaxed)
    finished.wait()
  }
}
