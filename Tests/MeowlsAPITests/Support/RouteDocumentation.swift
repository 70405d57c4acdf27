import Foundation

@testable import MeowlsAPI

/// The routes README.md and `Docs/*.md` name, read as `METHOD /path` templates.
///
/// A route is named inline (`` `POST /api/v1/users/create` ``) or in a table row (`| POST | `/api/v1/pos/sales` |`).
/// A `{…}` or `<…>` placeholder (a whole segment, or part of one: `{number}.html`) stands for any text within one
/// segment (sample ids such as the order number `1.5` have dots); a path without `/api/v1` is read both as written
/// and under `/api/v1`, as the feature docs shorten them.
struct RouteDocumentation {
  struct Entry: Hashable {
    var method: String
    var template: String
  }

  let entries: Set<Entry>

  /// The project's root, found from this file: `Tests/MeowlsAPITests/Support/` is three levels down.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every `Docs/*.md`.
  static func project() throws -> RouteDocumentation {
    let docs = root.appendingPathComponent("Docs")
    let files = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
      .map { "Docs/" + $0 }
    return try pages(["README.md"] + files)
  }

  /// The given files, by their path from the project's root.
  static func pages(_ paths: [String]) throws -> RouteDocumentation {
    RouteDocumentation(
      texts: try paths.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) })
  }

  init(texts: [String]) {
    let pattern = /(DELETE|GET|PATCH|POST|PUT)(?: \| `| )(\/[^\s`|?]*)/
    entries = Set(
      texts.flatMap { text in
        text.matches(of: pattern).map { Entry(method: String($0.1), template: String($0.2)) }
      })
  }

  /// Whether some entry of the route's method has a template its path fits.
  func documents(_ request: RouteRequest) -> Bool {
    entries.contains { entry in
      entry.method == request.method.rawValue
        && [entry.template, "/api/v1" + entry.template].contains { Self.path(request.path, fits: $0) }
    }
  }

  static func path(_ path: String, fits template: String) -> Bool {
    var regex = "^"
    var rest = Substring(template)
    while let open = rest.firstIndex(where: { $0 == "{" || $0 == "<" }) {
      let close: Character = rest[open] == "{" ? "}" : ">"
      guard let end = rest[open...].firstIndex(of: close) else { break }
      regex += NSRegularExpression.escapedPattern(for: String(rest[..<open])) + "[^/]+"
      rest = rest[rest.index(after: end)...]
    }
    regex += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
    return path.range(of: regex, options: .regularExpression) != nil
  }
}
