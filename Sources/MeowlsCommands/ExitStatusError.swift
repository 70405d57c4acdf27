/// A failure that is the operator's to fix (a refused data directory) and exits with its own status, with one line
/// saying why and no usage text.
protocol ExitStatusError: Error, CustomStringConvertible {
  var exitStatus: Int32 { get }
}

/// A command refused or failed with what the operator needs to know (every line to standard error), exit 2, nothing
/// written: an import, export, backup or restore.
struct CommandRefusal: ExitStatusError {
  var message: String
  var exitStatus: Int32 { 2 }
  var description: String { message }

  init(message: String) { self.message = message }

  init(lines: [String]) { message = lines.joined(separator: "\n") }

  /// Runs `body`; a `Failure` it throws becomes a refusal with its description.
  static func reporting<T, Failure: Error & CustomStringConvertible>(
    _ failure: Failure.Type, _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch let error as Failure {
      throw CommandRefusal(message: error.description)
    }
  }
}
