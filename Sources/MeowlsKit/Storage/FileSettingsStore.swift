import Foundation

/// A `SettingsStore` kept in one JSON file, read once at start and rewritten atomically after every change.
public final class FileSettingsStore: SettingsStore, @unchecked Sendable {
  // NB: `@unchecked` because `values` is only touched under `lock`.
  private let lock = NSLock()
  private let reportFailure: @Sendable (any Error) -> Void
  /// The file.
  public let url: URL
  private var values: [String: Data]

  /// The store in `url` (created on the first change). A file that cannot be read starts empty;
  /// `reportFailure` hears about that and about every write that fails (the value is still kept in memory).
  public init(url: URL, reportFailure: @escaping @Sendable (any Error) -> Void = { _ in }) {
    self.url = url
    self.reportFailure = reportFailure
    if FileManager.default.fileExists(atPath: url.path) {
      do {
        values = try JSONDecoder().decode([String: Data].self, from: Data(contentsOf: url))
      } catch {
        values = [:]
        reportFailure(error)
      }
    } else {
      values = [:]
    }
  }

  public func data(forKey key: SettingsKey) -> Data? {
    lock.withLock { values[key.rawValue] }
  }

  public func setData(_ data: Data?, forKey key: SettingsKey) {
    lock.withLock {
      values[key.rawValue] = data
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(values).write(to: url, options: .atomic)
      } catch {
        reportFailure(error)
      }
    }
  }
}
