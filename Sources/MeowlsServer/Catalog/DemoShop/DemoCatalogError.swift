/// Why the demo data could not be loaded: which file, which entry, what is wrong.
public enum DemoCatalogError: Error, Equatable, CustomStringConvertible, Sendable {
  /// An entry breaks a rule of the data (unknown reference, duplicate, bad value).
  case invalidEntry(file: String, entry: String, reason: String)
  /// The file is not valid JSON of the expected shape.
  case malformedFile(file: String, entry: String, reason: String)
  /// The file or folder cannot be read.
  case unreadableFile(file: String, reason: String)

  public var description: String {
    switch self {
    case let .invalidEntry(file, entry, reason):
      "Demo data \(file), \(entry): \(reason)"
    case let .malformedFile(file, entry, reason):
      "Demo data \(file) is malformed at \(entry): \(reason)"
    case let .unreadableFile(file, reason):
      "Demo data \(file) cannot be read: \(reason)"
    }
  }
}
