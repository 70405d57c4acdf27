import Foundation

/// A data file of one entry a line; blank lines and lines starting with `#` are comments.
struct SuggestionDataFile {
  /// The file's name relative to the data folder, for error messages.
  let name: String
  /// The entries with their 1-based line numbers, trimmed.
  let lines: [(number: Int, text: String)]

  /// Reads `name` below `directory`.
  init(_ name: String, in directory: URL) throws(SuggestionDataError) {
    let data: Data
    do {
      data = try Data(contentsOf: directory.appendingPathComponent(name))
    } catch {
      throw .unreadableFile(file: name, reason: error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else { throw .unreadableFile(file: name, reason: "not UTF-8") }
    self.init(name: name, text: text)
  }

  /// Splits `text` into entries.
  init(name: String, text: String) {
    self.name = name
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (offset + 1, trimmed)
    }
  }

  /// The error for an entry that does not read.
  func malformed(_ line: Int, _ reason: String) -> SuggestionDataError {
    .malformedLine(file: name, line: line, reason: reason)
  }
}
