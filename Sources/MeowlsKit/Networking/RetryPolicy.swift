/// When and how soon a request that failed on the way is sent again.
///
/// Only safe requests (`GET`, `HEAD`) and requests carrying an `Idempotency-Key` are retried: the server applies
/// those at most once however often they arrive. Anything else fails at once and the user decides.
public struct RetryPolicy: Hashable, Sendable {
  /// The delay before the first retry; each further retry doubles it.
  public var baseDelay: Duration
  /// The longest delay before one retry.
  public var maximumDelay: Duration
  /// How many times one request is sent again at most.
  public var maximumRetries: Int

  /// A policy.
  public init(baseDelay: Duration, maximumDelay: Duration, maximumRetries: Int) {
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.maximumRetries = maximumRetries
  }

  /// At most 3 retries after 0.5 s, 1 s and 2 s (each with jitter), never more than 8 s apart.
  public static var standard: RetryPolicy {
    RetryPolicy(baseDelay: .milliseconds(500), maximumDelay: .seconds(8), maximumRetries: 3)
  }

  /// Never retries.
  public static var none: RetryPolicy {
    RetryPolicy(baseDelay: .zero, maximumDelay: .zero, maximumRetries: 0)
  }

  /// The wait before retry number `retry` (0 for the first): exponential, capped, with "equal jitter": half the
  /// delay is fixed and half is random, so many clients failing together do not come back together.
  public func delay(beforeRetry retry: Int, random: Double) -> Duration {
    let exponential = baseDelay * (1 << min(retry, 30))
    let capped = min(exponential, maximumDelay)
    return capped / 2 + capped / 2 * min(max(random, 0), 1)
  }

  /// Whether an HTTP status means "try again soon": 502, 503 and 504.
  public static func isTransient(status: Int) -> Bool {
    status == 502 || status == 503 || status == 504
  }
}
