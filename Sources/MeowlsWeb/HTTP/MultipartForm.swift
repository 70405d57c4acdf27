import Foundation

/// A posted `multipart/form-data` body (a form with a file input): its text fields as a `FormData` and its files by
/// field name. Pages that take a file (the back office's picture upload and imports) read it; every other form is
/// URL-encoded.
///
/// NB: the body is already bounded by the HTTP server's limit for the path; here at most `partLimit` parts are read,
/// and a body that is not multipart, or cut short, reads as the parts found before the break.
public struct MultipartForm: Sendable {
  /// One uploaded file.
  public struct File: Sendable, Equatable {
    public var bytes: Data
    public var filename: String
  }

  static let partLimit = 64

  public private(set) var fields: FormData
  public private(set) var files: [String: File]

  /// The parts of `body` sent with `contentType` (`multipart/form-data; boundary=…`); empty when it is not one.
  public init(contentType: String?, body: [UInt8]) {
    fields = FormData()
    files = [:]
    guard let boundary = Self.boundary(contentType) else { return }
    let delimiter = Array("--\(boundary)".utf8)
    var pairs: [(String, String)] = []
    var start = Self.find(delimiter, in: body, from: 0)
    var parts = 0
    while let open = start, parts < Self.partLimit {
      var cursor = open + delimiter.count
      guard cursor + 2 <= body.count, !(body[cursor] == UInt8(ascii: "-") && body[cursor + 1] == UInt8(ascii: "-"))
      else { break }
      cursor += 2  // CRLF after the delimiter
      guard let headEnd = Self.find(Array("\r\n\r\n".utf8), in: body, from: cursor),
        let next = Self.find(Array("\r\n".utf8) + delimiter, in: body, from: headEnd + 4)
      else { break }
      let head = String(decoding: body[cursor..<headEnd], as: UTF8.self)
      let content = body[(headEnd + 4)..<next]
      if let name = Self.parameter("name", in: head) {
        if let filename = Self.parameter("filename", in: head) {
          if !filename.isEmpty || !content.isEmpty { files[name] = File(bytes: Data(content), filename: filename) }
        } else {
          pairs.append((name, String(decoding: content, as: UTF8.self)))
        }
      }
      parts += 1
      start = next + 2
    }
    fields = FormData(pairs)
  }

  private static func boundary(_ contentType: String?) -> String? {
    guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
    guard let boundary = parameter("boundary", in: contentType), !boundary.isEmpty, boundary.count <= 200 else {
      return nil
    }
    return boundary
  }

  /// `name="value"` or `name=value` in a part's head (the first of that name). NB: split on `isNewline`, since
  /// `"\r\n"` is one `Character` and equals neither `"\r"` nor `"\n"`.
  private static func parameter(_ name: String, in head: String) -> String? {
    for piece in head.split(whereSeparator: { $0 == ";" || $0.isNewline }) {
      let trimmed = piece.trimmingCharacters(in: .whitespaces)
      guard trimmed.lowercased().hasPrefix(name + "=") else { continue }
      var value = trimmed.dropFirst(name.count + 1)
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
      return String(value)
    }
    return nil
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    let first = needle[0]
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
