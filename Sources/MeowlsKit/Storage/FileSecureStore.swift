import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `SecureStore` for Linux: one file per key in a directory only the owner can enter (0700), each file readable
/// by the owner only (0600), replaced atomically so that a crash never leaves half a token.
public struct FileSecureStore: SecureStore {
  /// The directory holding the files.
  public let directory: URL
  /// How a replaced file and its directory are put on the disk.
  public let flush: FileFlush

  /// A store in `directory`, created (0700) when missing.
  public init(directory: URL, flush: FileFlush = .live) throws {
    self.directory = directory
    self.flush = flush
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
  }

  public func data(forKey key: String) throws -> Data? {
    let url = fileURL(forKey: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  public func setData(_ data: Data?, forKey key: String) throws {
    try setData(data, forKey: key, flushed: true)
  }

  /// Replaces the file of `key`, flushed to the disk when `flushed` (a power cut then keeps it), or only replaced
  /// atomically when not: a crash of the process still keeps it, a power cut may bring back the file before.
  public func setData(_ data: Data?, forKey key: String, flushed: Bool) throws {
    let url = fileURL(forKey: key)
    guard let data else {
      if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
      return
    }
    let temporary = directory.appendingPathComponent(".\(Self.fileName(forKey: key)).tmp")
    // NB: the file is created 0600 before any byte is written, and `rename` replaces the old one atomically.
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteNoPermission) }
    let handle = try FileHandle(forWritingTo: temporary)
    try handle.write(contentsOf: data)
    if flushed { try flush.file(handle) }
    try handle.close()
    guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    if flushed { try flush.directory(directory) }
  }

  /// The file of a key.
  func fileURL(forKey key: String) -> URL {
    directory.appendingPathComponent(Self.fileName(forKey: key))
  }

  /// A file name for any key: letters, digits, `.`, `-` and `_` stay, every other byte becomes `%XX`.
  static func fileName(forKey key: String) -> String {
    key.utf8.map { byte in
      let character = Character(Unicode.Scalar(byte))
      guard byte < 0x80, character.isLetter || character.isNumber || "._-".contains(character) else {
        let hex = String(byte, radix: 16, uppercase: true)
        return "%" + (hex.count == 1 ? "0" + hex : hex)
      }
      return String(character)
    }.joined()
  }
}
