import Synchronization

/// Gives every request an id: the client's `X-Request-Id` when it is sane, a generated one otherwise,
/// and echoes it in the response.
///
/// Generated ids are a random per-process prefix and a counter (24 hex digits): unique within the process,
/// distinct across restarts, and free of a system call per request (reading the random source for each request
/// cost more than answering `/health-check`).
public struct RequestIDMiddleware: HTTPResponder {
  public let next: any HTTPResponder
  private let prefix: String
  private let counter = SharedCounter()

  public init(random: RandomSource, next: any HTTPResponder) {
    self.next = next
    self.prefix = random.hex(6)
  }

  public func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    var context = context
    context.requestID = RequestIDMiddleware.acceptable(request.headers["X-Request-Id"]) ?? generatedID()
    var response = next.respond(to: request, context: context)
    response.headers.set("X-Request-Id", context.requestID)
    return response
  }

  private func generatedID() -> String {
    let number = counter.next()
    let digits = String(number, radix: 16)
    return prefix + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }

  /// A client id is echoed only when it is 1–128 visible ASCII characters, so it cannot inject header lines.
  static func acceptable(_ id: String?) -> String? {
    guard let id, !id.isEmpty, id.utf8.count <= 128, id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return nil
    }
    return id
  }
}

/// A counter shared by the worker threads.
private final class SharedCounter: Sendable {
  private let value = Atomic<UInt64>(0)

  func next() -> UInt64 {
    value.wrappingAdd(1, ordering: .relaxed).newValue
  }
}
