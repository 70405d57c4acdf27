import Foundation
import Testing

@testable import MeowlsAPI

/// Fixture files in `Tests/MeowlsAPITests/Fixtures/` (copied into the test bundle).
enum Fixture {
  /// Set `MEOWLS_RECORD_FIXTURES=1` to (re)write pinned fixtures from the current encoding, then review the diff.
  static let isRecording = ProcessInfo.processInfo.environment["MEOWLS_RECORD_FIXTURES"] != nil

  /// The bytes of `Fixtures/<name>`.
  static func data(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures").appendingPathComponent(name))
    return try Data(contentsOf: url)
  }

  /// The text of `Fixtures/<name>`, without the trailing newline.
  static func text(_ name: String) throws -> String {
    let text = String(decoding: try data(name), as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// Writes `Fixtures/<name>` in the source tree (record mode only).
  static func record(_ text: String, as name: String) throws {
    // NB: this file lives in Support/, so the fixtures folder is two levels up from it.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
    try Data((text + "\n").utf8).write(to: url)
  }
}

/// The wire encoder with sorted keys, pretty-printed for readable fixtures.
func pinnedEncoder() -> JSONEncoder {
  let encoder = JSONEncoder.meowls
  encoder.outputFormatting.formUnion([.sortedKeys, .prettyPrinted])
  return encoder
}

/// The wire encoder with sorted keys, compact.
func compactEncoder() -> JSONEncoder {
  let encoder = JSONEncoder.meowls
  encoder.outputFormatting.insert(.sortedKeys)
  return encoder
}

/// `value` encoded compactly with sorted keys, as text.
func compactJSON(_ value: some Encodable) throws -> String {
  String(decoding: try compactEncoder().encode(value), as: UTF8.self)
}

/// A UUID whose last byte is `number`: `00000000-0000-0000-0000-0000000000NN`.
func uuid(_ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
}

/// A typed id whose last byte is `number`.
func id<Owner>(_ number: UInt8) -> Identifier<Owner> {
  Identifier(uuid(number))
}

/// `body` decoded from JSON text with the wire decoder.
func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
  try JSONDecoder.meowls.decode(T.self, from: Data(json.utf8))
}
