import Foundation
import MeowlsAPI

extension APIRoute {
  /// The name of every case of `APIRoute`, as its exhaustive `name` switches give them, for the tests that must
  /// cover every route (samples, access, hostile seeds).
  ///
  /// NB: read from `APIRoute+Name.swift` itself: the compiler makes a new case name itself there, so a test that
  /// compares its samples with this set fails until the new route has its sample, where a hand-kept count could be
  /// forgotten together with the sample.
  public static let declaredNames: Set<String> = {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/MeowlsAPI/Routes/APIRoute+Name.swift").standardized
    let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
    let named = #/case \.[\w(.)]+: "([a-z]+\.[A-Za-z.]+)"/#
    return Set(text.matches(of: named).map { String($0.output.1) })
  }()
}
