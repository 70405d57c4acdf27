import Foundation
import MeowlsAPI

extension ErrorCode {
  /// Every code `ErrorCode` has a static member for, in the order they are declared, for the tests that must cover
  /// every code (wire round trip, a message per code in each language).
  ///
  /// NB: read from `ErrorCode.swift` itself, so that the contract's codes stay written once: a list here would be
  /// a second copy that a new code could miss.
  public static let knownCases: [ErrorCode] = {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/MeowlsAPI/Common/ErrorCode.swift").standardized
    let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
    let member = #/public static let (\w+) = ErrorCode\(rawValue: "([^"]+)"\)/#
    return text.matches(of: member).map { ErrorCode(rawValue: String($0.output.2)) }
  }()
}
