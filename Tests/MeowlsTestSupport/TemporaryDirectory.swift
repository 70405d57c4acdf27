import Foundation

/// A fresh directory under the system's temporary one, removed when the value goes away.
public final class TemporaryDirectory: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Removes the directory now. NB: a local `TemporaryDirectory` may be released right after its last use, so a
  /// test that only takes a path from it says `defer { directory.remove() }` to keep it until the test ends.
  public func remove() { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` inside the directory.
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { remove() }
}
