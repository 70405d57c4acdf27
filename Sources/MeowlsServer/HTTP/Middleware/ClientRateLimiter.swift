import Synchronization

/// How many requests one client address may send to the API: `requestsPerSecond` on average, `burst` at once.
public struct RateLimitSettings: Sendable, Equatable {
  /// Requests a second an address earns back; 0 turns the limit off.
  public var requestsPerSecond: Int
  /// Requests an address may send at once after a pause.
  public var burst: Int
  /// Whether loopback addresses (a reverse proxy on the same machine, the till, the benchmarks) go unlimited.
  public var exemptsLoopback: Bool

  public init(requestsPerSecond: Int = 50, burst: Int = 200, exemptsLoopback: Bool = true) {
    self.requestsPerSecond = requestsPerSecond
    self.burst = burst
    self.exemptsLoopback = exemptsLoopback
  }

  public static let off = RateLimitSettings(requestsPerSecond: 0)
}

/// A token bucket per client address: each request takes a token, tokens come back at `requestsPerSecond` up to
/// `burst`. Pure arithmetic on the monotonic time it is given, so tests drive it without sleeping.
///
/// NB: at most `maxClients` buckets are kept; past that the full ones (clients quiet long enough to have earned
/// their burst back) are dropped, which forgets nothing that matters, and if none is full all are dropped: a flood
/// from a million addresses costs bounded memory, never the server.
public final class ClientRateLimiter: Sendable {
  struct Bucket {
    /// Tokens in millionths, so the refill is integer arithmetic.
    var micros: Int64
    var updated: UInt64
  }

  public let settings: RateLimitSettings
  let maxClients: Int
  private let buckets = Mutex<[String: Bucket]>([:])

  public init(settings: RateLimitSettings, maxClients: Int = 100_000) {
    self.settings = settings
    self.maxClients = max(1, maxClients)
  }

  /// Nil when the request may go on; otherwise the whole seconds until the address has a token again (≥ 1).
  public func admit(_ address: String, at nanoseconds: UInt64) -> Int? {
    guard settings.requestsPerSecond > 0 else { return nil }
    if settings.exemptsLoopback, Self.isLoopback(address) { return nil }
    let rate = Int64(min(settings.requestsPerSecond, 1_000_000))
    let capacity = Int64(max(1, min(settings.burst, 1_000_000))) * 1_000_000
    return buckets.withLock { buckets -> Int? in
      var bucket = buckets[address] ?? Bucket(micros: capacity, updated: nanoseconds)
      bucket.micros = refilled(bucket, at: nanoseconds, rate: rate, capacity: capacity)
      bucket.updated = max(bucket.updated, nanoseconds)
      let admitted = bucket.micros >= 1_000_000
      if admitted { bucket.micros -= 1_000_000 }
      if buckets[address] == nil, buckets.count >= maxClients {
        buckets = buckets.filter { refilled($0.value, at: nanoseconds, rate: rate, capacity: capacity) < capacity }
        if buckets.count >= maxClients { buckets.removeAll(keepingCapacity: true) }
      }
      buckets[address] = bucket
      guard !admitted else { return nil }
      let missing = 1_000_000 - bucket.micros
      return Int(max(1, (missing + rate * 1_000_000 - 1) / (rate * 1_000_000)))
    }
  }

  /// Addresses with a bucket (tests and metrics).
  public var trackedClients: Int { buckets.withLock { $0.count } }

  private func refilled(_ bucket: Bucket, at nanoseconds: UInt64, rate: Int64, capacity: Int64) -> Int64 {
    // NB: a clock that stepped back earns nothing; a long pause is capped before multiplying, so nothing overflows.
    let elapsed = nanoseconds > bucket.updated ? nanoseconds - bucket.updated : 0
    let earned = Int64(min(elapsed / 1_000, 3_600_000_000)) * rate
    return min(capacity, bucket.micros + earned)
  }

  static func isLoopback(_ address: String) -> Bool {
    address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.")
  }
}
