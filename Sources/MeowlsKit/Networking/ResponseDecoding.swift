import Foundation
import MeowlsAPI

/// The one place an answer is decoded (style rule 6): the expected type on success, otherwise the contract's
/// error envelope, otherwise an `undecodable` error that says what came.
enum ResponseDecoding {
  static func decode<Value: Decodable>(_ type: Value.Type, from response: TransportResponse) throws(APIError) -> Value {
    if (200..<300).contains(response.status) {
      // NB: `GET /` answers an empty body; every other empty success is the `{}` of `EmptyResponse`.
      if response.body.isEmpty, let empty = EmptyResponse() as? Value { return empty }
      // NB: a printable page is the one answer that is not JSON: its HTML is taken as it came.
      if Value.self == PrintableDocument.self,
        response.headers.first(where: { $0.key.lowercased() == "content-type" })?.value.hasPrefix("text/html") == true,
        let document = PrintableDocument(html: String(decoding: response.body, as: UTF8.self)) as? Value
      {
        return document
      }
      do {
        return try JSONDecoder.meowls.decode(Value.self, from: response.body)
      } catch {
        throw envelope(of: response) ?? .undecodable(status: response.status, description: "\(error)")
      }
    }
    throw envelope(of: response) ?? .undecodable(status: response.status, description: preview(response.body))
  }

  /// The error body of an answer, if it has one.
  static func envelope(of response: TransportResponse) -> APIError? {
    guard let body = try? JSONDecoder.meowls.decode(ErrorResponse.self, from: response.body) else { return nil }
    return .server(status: response.status, body)
  }

  /// The start of a body, for an error message.
  private static func preview(_ body: Data) -> String {
    let text = String(decoding: body.prefix(200), as: UTF8.self)
    return text.isEmpty ? "An empty body." : text
  }
}
