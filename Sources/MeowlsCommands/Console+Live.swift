import Foundation

extension Console {
  /// The process's standard output and error.
  public static let live = Console(
    out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
    err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
}
