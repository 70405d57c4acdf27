import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Flushes a directory's entries to the disk. NB: a file flushed and renamed into place is on the disk only once
/// its directory is flushed too; without it a power cut just after the rename can bring back the old file, and with
/// it a sale the register already acknowledged as queued.
public enum DirectorySync {
  /// Flushes `directory`'s entries (renames, new and removed files) to the disk.
  public static func flush(_ directory: URL) throws {
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }
}
