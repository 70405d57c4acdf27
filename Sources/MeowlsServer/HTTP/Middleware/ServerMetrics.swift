import Synchronization

/// What the server counts for `/metrics`: requests by route and status, and each route's latency histogram.
///
/// NB: one mutex over two small dictionaries: a request takes it once, for a few additions; the keys are route
/// names (about 150) and status codes, so the series stay bounded whatever clients send.
public final class ServerMetrics: Sendable {
  /// Upper bounds of the latency buckets, in microseconds (Prometheus' `le`, in seconds when printed).
  static let bucketBounds: [UInt64] = [
    100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000,
  ]

  struct RequestKey: Hashable, Comparable {
    var route: String
    var status: Int

    static func < (a: RequestKey, b: RequestKey) -> Bool { (a.route, a.status) < (b.route, b.status) }
  }

  struct Latency {
    var buckets = [UInt64](repeating: 0, count: ServerMetrics.bucketBounds.count)
    var count: UInt64 = 0
    var sumMicros: UInt64 = 0
  }

  private struct State {
    var requests: [RequestKey: UInt64] = [:]
    var latency: [String: Latency] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// Counts one answered request.
  public func record(route: String, status: Int, micros: UInt64) {
    state.withLock { state in
      state.requests[RequestKey(route: route, status: status), default: 0] &+= 1
      var latency = state.latency[route] ?? Latency()
      latency.count &+= 1
      latency.sumMicros &+= micros
      if let bucket = Self.bucketBounds.firstIndex(where: { micros <= $0 }) { latency.buckets[bucket] &+= 1 }
      state.latency[route] = latency
    }
  }

  /// The requests and latencies as Prometheus text (cumulative buckets, seconds).
  func requestLines() -> [String] {
    let (requests, latency) = state.withLock { ($0.requests, $0.latency) }
    var lines = [
      "# HELP meowls_http_requests_total Requests answered, by route and status.",
      "# TYPE meowls_http_requests_total counter",
    ]
    for (key, count) in requests.sorted(by: { $0.key < $1.key }) {
      lines.append(#"meowls_http_requests_total{route="\#(key.route)",status="\#(key.status)"} \#(count)"#)
    }
    lines += [
      "# HELP meowls_http_request_duration_seconds Time from a request's arrival at the router to its answer.",
      "# TYPE meowls_http_request_duration_seconds histogram",
    ]
    for (route, series) in latency.sorted(by: { $0.key < $1.key }) {
      var cumulative: UInt64 = 0
      for (bound, count) in zip(Self.bucketBounds, series.buckets) {
        cumulative &+= count
        lines.append(
          #"meowls_http_request_duration_seconds_bucket{route="\#(route)",le="\#(Self.seconds(bound))"} \#(cumulative)"#
        )
      }
      lines += [
        #"meowls_http_request_duration_seconds_bucket{route="\#(route)",le="+Inf"} \#(series.count)"#,
        #"meowls_http_request_duration_seconds_sum{route="\#(route)"} \#(Self.seconds(series.sumMicros))"#,
        #"meowls_http_request_duration_seconds_count{route="\#(route)"} \#(series.count)"#,
      ]
    }
    return lines
  }

  /// Microseconds as seconds, exactly (`0.00025`, `2.5`), without going through floating point.
  static func seconds(_ micros: UInt64) -> String {
    let whole = micros / 1_000_000
    var fraction = String(micros % 1_000_000)
    guard fraction != "0" else { return String(whole) }
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)"
  }
}
