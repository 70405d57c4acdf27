import Foundation

/// The size of request head the server reads: a longer target or more query parameters answer 414, more or larger
/// header fields 431, in the contract's error envelope.
public struct RequestHeadLimits: Sendable, Equatable {
  /// Bytes of the request target (path and query, as sent).
  public var targetLength: Int
  /// `&`-separated pieces of the query.
  public var queryParameters: Int
  /// Header fields, `Host` included.
  public var headerFields: Int
  /// Bytes of the whole head as libmicrohttpd counts it.
  public var headerBytes: Int

  public init(targetLength: Int = 8_192, queryParameters: Int = 256, headerFields: Int = 100, headerBytes: Int = 16_384)
  {
    self.targetLength = targetLength
    self.queryParameters = queryParameters
    self.headerFields = headerFields
    self.headerBytes = headerBytes
  }
}

extension RequestHeadLimits {
  /// 414 for a target over the limits, judged on the raw target as soon as the request line has arrived.
  func refusal(forTarget target: String) -> HTTPAbort? {
    let bytes = target.utf8
    if bytes.count > targetLength {
      return HTTPAbort(.uriTooLong, reason: "The request target is longer than \(targetLength) bytes.")
    }
    guard let mark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return nil }
    // NB: every `&` is one more parameter libmicrohttpd stores, empty or not; it holds them in its per-connection
    // memory, and running out of it there left the connection unanswered for the whole idle timeout.
    let parameters = 1 + bytes[mark...].count { $0 == UInt8(ascii: "&") }
    guard parameters > queryParameters else { return nil }
    return HTTPAbort(.uriTooLong, reason: "The query has more than \(queryParameters) parameters.")
  }

  /// 431 for too many or too large header fields, 400 for an HTTP/1.1 request without exactly one `Host` or with
  /// both framings, 501 for a transfer coding other than `chunked`, 413 for a declared body over `maxBodySize`.
  func refusal(version: String, target: String, headers: HTTPHeaders, maxBodySize: Int) -> HTTPAbort? {
    if headers.fields.count > headerFields {
      return HTTPAbort(.requestHeaderFieldsTooLarge, reason: "The request has more than \(headerFields) header fields.")
    }
    let headBytes = headers.fields.reduce(target.utf8.count + 16) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
    if headBytes > headerBytes {
      return HTTPAbort(.requestHeaderFieldsTooLarge, reason: "The request head is larger than \(headerBytes) bytes.")
    }
    if version == "HTTP/1.1", headers.fields.count(where: { $0.name.caseInsensitiveEquals("Host") }) != 1 {
      return HTTPAbort(.badRequest, reason: "An HTTP/1.1 request needs one Host header.")
    }
    let codings = headers.fields.filter { $0.name.caseInsensitiveEquals("Transfer-Encoding") }
      .flatMap { $0.value.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    let length = headers["Content-Length"]
    if !codings.isEmpty {
      guard codings == ["chunked"] else {
        return HTTPAbort(.notImplemented, reason: "Only the chunked transfer coding is supported.")
      }
      guard length == nil else {
        return HTTPAbort(.badRequest, reason: "A request cannot have both Transfer-Encoding and Content-Length.")
      }
    }
    if let length, let declared = Int(length), declared > maxBodySize { return HTTPAbort(.payloadTooLarge) }
    return nil
  }
}
