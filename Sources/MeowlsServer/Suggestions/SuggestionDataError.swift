/// Why the bundled suggestion data could not be loaded; the server does not start with broken data.
public enum SuggestionDataError: Error, Equatable, CustomStringConvertible {
  /// A line that does not read as its file requires.
  case malformedLine(file: String, line: Int, reason: String)
  /// A file that is missing or not UTF-8.
  case unreadableFile(file: String, reason: String)

  public var description: String {
    switch self {
    case .malformedLine(let file, let line, let reason): "suggestion data \(file):\(line): \(reason)"
    case .unreadableFile(let file, let reason): "suggestion data \(file): \(reason)"
    }
  }
}
