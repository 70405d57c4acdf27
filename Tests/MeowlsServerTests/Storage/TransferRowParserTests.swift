import Foundation
import Testing

@testable import MeowlsServer

/// The row reader of `meowls import` (`TransferRowParser`): every row the exporter writes reads back as written,
/// and what it does not read (another form of the same JSON) is left to JSONDecoder, which reads it as before.
@Suite struct TransferRowParserTests {
  /// What JSONDecoder reads from a row line, the loader's way before the parser.
  func decoded(_ line: [UInt8]) -> [SQLValue]? {
    (try? JSONDecoder().decode([TransferFormat.Value].self, from: Data(line)))?.map(\.sql)
  }

  /// Values compared bit for bit (NaN and -0 included).
  func same(_ a: [SQLValue]?, _ b: [SQLValue]?) -> Bool {
    guard let a, let b, a.count == b.count else { return a == nil && b == nil }
    return zip(a, b).allSatisfy { x, y in
      if case .real(let p) = x, case .real(let q) = y { return p.bitPattern == q.bitPattern }
      return x == y
    }
  }

  @Test func readsEveryKindOfValueAsTheExporterWroteIt() {
    let values: [SQLValue] = [
      .null, .integer(0), .integer(-5), .integer(Int64.min), .integer(Int64.max), .text(""),
      .text("Корм \"кошачий\" \\ / \n\r\t\u{8}\u{C}\u{1}\u{1F} 🐈"), .real(0.5), .real(-0.0), .real(.nan),
      .real(.infinity), .real(1e-300), .blob([]), .blob([0, 1, 255]),
    ]
    let line = TransferFormat.line(values)
    #expect(same(TransferRowParser.values(of: line), values))
    #expect(same(decoded(line), values))
  }

  @Test func readsAnEmptyRow() {
    #expect(TransferRowParser.values(of: Array("[]".utf8)) == [])
  }

  @Test func agreesWithJSONDecoderOnRandomRows() {
    var random = SplitMix(state: 21)
    for _ in 0..<500 {
      let values = (0..<Int.random(in: 0...8, using: &random)).map { _ in randomValue(&random) }
      let line = TransferFormat.line(values)
      let parsed = TransferRowParser.values(of: line)
      #expect(same(parsed, values), "\(String(decoding: line, as: UTF8.self))")
      #expect(same(parsed, decoded(line)))
    }
  }

  @Test(arguments: [
    #"[ 1]"#, #"[1.0]"#, #"[1e3]"#, #"[01]"#, #"[{"real":"1","x":2}]"#, #"[{ "real":"1"}]"#, #"["\ud83d\udc08"]"#,
    #"[99999999999999999999]"#, #"[{"real":"x"}]"#, #"[{"base64":"!"}]"#,
  ])
  func leavesOtherFormsToJSONDecoder(line: String) {
    #expect(TransferRowParser.values(of: Array(line.utf8)) == nil)
  }

  @Test func aSurrogatePairLeftToJSONDecoderStillReads() {
    #expect(decoded(Array(#"["\ud83d\udc08"]"#.utf8)) == [.text("🐈")])
  }

  @Test(arguments: [#"[1,]"#, #"["#, #"[1]x"#, #"["abc"#, #"[nul]"#, #"[-]"#, "[\"\u{1}\"]", "", #"["\x"]"#])
  func refusesWhatIsNoRow(line: String) {
    #expect(TransferRowParser.values(of: Array(line.utf8)) == nil)
  }

  @Test func refusesTextThatIsNotUTF8() {
    #expect(TransferRowParser.values(of: [0x5B, 0x22, 0xFF, 0x22, 0x5D]) == nil)
  }

  func randomValue(_ random: inout SplitMix) -> SQLValue {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return .null
    case 1: return .integer(Int64.random(in: Int64.min...Int64.max, using: &random))
    case 2:
      let scalars = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
        Unicode.Scalar(
          [
            UInt32.random(in: 0...0x7F, using: &random), UInt32.random(in: 0x400...0x4FF, using: &random),
            UInt32.random(in: 0x1F400...0x1F4FF, using: &random),
          ][Int.random(in: 0..<3, using: &random)])
      }
      return .text(String(String.UnicodeScalarView(scalars)))
    case 3: return .real(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random)))
    default:
      return .blob((0..<Int.random(in: 0...9, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }
  }
}
