import Foundation
import MeowlsAPI
import Synchronization

/// The OpenAPI document's bytes, made on the first `GET /api/v1/openapi.json` and kept for the server's life.
///
/// NB: made on demand, not at start: the test suites start hundreds of servers and never ask for it.
final class OpenAPIDocumentCache: Sendable {
  private let bytes = Mutex<[UInt8]?>(nil)
  private let make: @Sendable () throws -> Data

  init(make: @escaping @Sendable () throws -> Data = OpenAPIDocument.json) {
    self.make = make
  }

  /// The document; a failure to make it is the server's (500), and is tried again next time.
  func document() throws -> [UInt8] {
    try bytes.withLock { cached in
      if let cached { return cached }
      let made = Array(try make())
      cached = made
      return made
    }
  }
}
