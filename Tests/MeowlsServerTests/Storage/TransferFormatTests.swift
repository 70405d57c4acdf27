import Foundation
import Testing

@testable import MeowlsServer

/// The values of a transfer file's row lines.
@Suite struct TransferFormatTests {
  func roundTrip(_ values: [SQLValue]) throws -> [SQLValue] {
    try JSONDecoder().decode([TransferFormat.Value].self, from: Data(TransferFormat.line(values))).map(\.sql)
  }

  @Test func everyKindOfValueComesBackAsWritten() throws {
    let values: [SQLValue] = [
      .null, .integer(.min), .integer(.max), .integer(0), .text(""), .text("Корм \"для\" кошек\\\n\t\u{1}🐈"),
      .text("42"), .real(0.1), .real(-0.0), .real(1e300), .real(.infinity), .blob([]), .blob(Array(0...255)),
    ]
    let back = try roundTrip(values)
    #expect(back == values)
    guard case .real(let zero) = back[8] else { return }
    #expect(zero.sign == .minus)
  }

  @Test func textThatLooksLikeANumberStaysText() throws {
    #expect(String(decoding: TransferFormat.line([.text("7"), .integer(7)]), as: UTF8.self) == #"["7",7]"#)
  }

  @Test func realsAndBlobsAreTagged() throws {
    #expect(
      String(decoding: TransferFormat.line([.real(2.5), .blob([1, 2, 3])]), as: UTF8.self)
        == #"[{"real":"2.5"},{"base64":"AQID"}]"#)
  }

  @Test func linesAreOrderedByUnsignedBytesWithAPrefixFirst() {
    let lines: [[UInt8]] = [
      [], [0], [0, 0], [1], [0x7F], [0x80], [0xFF], [0xFF, 0], [0x41, 0x42], [0x41], [0x41, 0x43],
    ]
    for left in lines {
      for right in lines {
        #expect(
          TransferOrder.precedes(left, right) == left.lexicographicallyPrecedes(right), "\(left) before \(right)")
      }
    }
  }
}
