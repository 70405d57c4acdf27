import Foundation
import Testing

@testable import MeowlsCommands

@Suite struct ServeOptionsDocumentationTests {
  /// README.md's table of `meowls serve` options.
  static let readme: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }()

  @Test(arguments: ServeCommand.spec.options.map(\.name))
  func everyServeOptionHasItsRowInTheReadme(option: String) throws {
    let spec = try #require(ServeCommand.spec.options.first { $0.name == option })
    let row = "| `--\(spec.name)` | " + (spec.environment.map { "`\($0)`" } ?? "")
    #expect(Self.readme.contains(row), "README.md has no row starting \(row)")
  }
}
