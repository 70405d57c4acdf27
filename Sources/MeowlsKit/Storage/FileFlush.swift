import Foundation

/// How a file store puts a written file and its directory on the disk: the live `fsync`s, or a test's record of them.
///
/// NB: each flush costs about 15 ms on a virtual machine's disk, so a store that writes on every keystroke of the
/// counter (the till's open basket) must be able to skip them, and a test must be able to see that it does.
public struct FileFlush: Sendable {
  /// Flushes a written file's bytes.
  public var file: @Sendable (FileHandle) throws -> Void
  /// Flushes a directory's entries (the rename of a replaced file).
  public var directory: @Sendable (URL) throws -> Void

  public init(
    file: @escaping @Sendable (FileHandle) throws -> Void, directory: @escaping @Sendable (URL) throws -> Void
  ) {
    self.file = file
    self.directory = directory
  }

  /// `fsync` of the file, then of its directory (`DirectorySync`).
  public static let live = FileFlush(file: { try $0.synchronize() }, directory: { try DirectorySync.flush($0) })
}
