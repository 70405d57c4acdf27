import Foundation

/// Writes one line per request: time, request id, method, path, status, body bytes, duration in µs.
public struct AccessLogMiddleware: HTTPResponder {
  public let next: any HTTPResponder
  public let clock: Clock
  public let log: LogSink

  public init(clock: Clock, log: LogSink, next: any HTTPResponder) {
    self.next = next
    self.clock = clock
    self.log = log
  }

  public func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    let started = clock.monotonicNanoseconds()
    let response = next.respond(to: request, context: context)
    let micros = (clock.monotonicNanoseconds() &- started) / 1000
    log.write(
      AccessLogMiddleware.line(
        time: clock.now(), requestID: context.requestID, method: request.method, path: request.path,
        status: response.status.code, bytes: response.body.count, micros: micros))
    return response
  }

  static func line(
    time: Date, requestID: String, method: String, path: String, status: Int, bytes: Int, micros: UInt64
  ) -> String {
    var writer = JSONWriter(capacity: 64)
    writer.date(time)
    let stamp = String(decoding: writer.output.dropFirst().dropLast(), as: UTF8.self)
    return "\(stamp) \(requestID) \(method) \(path) \(status) \(bytes)B \(micros)µs"
  }
}
