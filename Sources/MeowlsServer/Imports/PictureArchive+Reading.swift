import CArchive
import Foundation

extension PictureArchive {
  /// Reads every entry of the ZIP in `data` within `limits`; `feedBytes` is how large a feed entry may be (pictures
  /// are kept up to `limits.entryBytes`). Anything libarchive cannot read (not a ZIP, cut short, a bad CRC, an
  /// encrypted entry) or over the limits refuses the whole archive.
  public init(_ data: Data, limits: Limits = Limits(), feedBytes: Int = CatalogueImport.maximumFileBytes)
    throws(ImportError)
  {
    self.limits = limits
    do {
      entries = try data.withUnsafeBytes { try Self.read($0, limits: limits, feedBytes: feedBytes) }
      byFileName = Self.byFileName(entries.keys)
    } catch let error as ImportError {
      throw error
    } catch {
      throw .archiveUnreadable("The archive could not be read: \(error).")
    }
  }

  private static func read(_ raw: UnsafeRawBufferPointer, limits: Limits, feedBytes: Int) throws
    -> [String: Entry]
  {
    guard isZIP(Data(raw.prefix(4))) else { throw ImportError.archiveUnreadable("The archive is not a ZIP.") }
    // NB: without a C.UTF-8 locale (never on Debian's glibc) the names are read as the C locale reads them.
    let utf8 = meowls_utf8_locale_new()
    let previous = utf8.flatMap { meowls_locale_use($0) }
    defer {
      // NB: `previous` is nil only when `uselocale` refused, which leaves `utf8` unused and free to go.
      if let utf8 {
        if let previous { _ = meowls_locale_use(previous) }
        meowls_locale_free(utf8)
      }
    }
    guard let archive = archive_read_new() else { throw ImportError.archiveUnreadable("libarchive is unavailable.") }
    defer { archive_read_free(archive) }
    // NB: the seekable reader trusts the central directory at the end, so a cut-short ZIP has none and is refused.
    archive_read_support_format_zip_seekable(archive)
    guard meowls_archive_ok(archive_read_open_memory(archive, raw.baseAddress, raw.count)) != 0 else {
      throw broken(archive)
    }
    var entries: [String: Entry] = [:]
    var count = 0
    var total = 0
    var header: OpaquePointer?
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let status = archive_read_next_header(archive, &header)
      if meowls_archive_eof(status) != 0 { break }
      guard meowls_archive_ok(status) != 0, let header else { throw broken(archive) }
      count += 1
      guard count <= limits.entries else {
        throw ImportError.archiveUnreadable("The archive holds more than \(limits.entries) entries.")
      }
      let raw = archive_entry_pathname_utf8(header) ?? archive_entry_pathname(header)
      guard meowls_archive_is_file(header) != 0, let raw, let name = name(ofEntry: String(cString: raw)) else {
        continue
      }
      let cap = isFeed(name) ? feedBytes : limits.entryBytes
      var bytes = Data()
      var over = false
      while true {
        let read = archive_read_data(archive, &chunk, chunk.count)
        if read == 0 { break }
        guard read > 0 else { throw broken(archive) }
        total += read
        guard total <= limits.totalBytes else {
          throw ImportError.archiveUnreadable(
            "The archive decompresses to more than \(PictureBudget.size(limits.totalBytes)).")
        }
        // NB: an entry past its cap is left unread (its size in the header is not trusted, the count is).
        guard bytes.count + read <= cap else {
          over = true
          bytes = Data()
          break
        }
        bytes.append(contentsOf: chunk[0..<read])
      }
      entries[name] = over ? .tooLarge : .bytes(bytes)
    }
    return entries
  }

  private static func broken(_ archive: OpaquePointer) -> ImportError {
    let reason = archive_error_string(archive).map { String(cString: $0) } ?? "unreadable"
    return .archiveUnreadable("The archive is not a readable ZIP: \(reason).")
  }
}
