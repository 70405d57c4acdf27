import Foundation

/// A ZIP archive of a YML feed's files, read whole when the import begins (`PictureArchive+Reading.swift`) so a
/// broken one is refused before anything is written. Its entries are only looked up by name, never written to disk.
///
/// The rule a `<picture>` is matched by: the picture's path (a URL's path, percent-decoded, or a relative path as
/// written) is split at `/`, and an entry matches when its name's components are the path's last ones: the picture
/// `https://shop.example/img/cats/42.jpg` is the entry `img/cats/42.jpg`, `cats/42.jpg` or `42.jpg`, the longest
/// such name first. An archive made of a folder puts that folder first (`pictures/img/cats/42.jpg`), so when no name
/// is the path's last components, the one entry whose name ends with them is taken (two such entries are ambiguous
/// and match nothing). Names are compared exactly (case too); `\` counts as `/`, and `.` and empty components are
/// dropped. An entry whose name is absolute or has a `..` component is never matched.
public struct PictureArchive: Sendable {
  /// How much of an archive is read: guards against a hostile one (a zip bomb, a million empty entries).
  public struct Limits: Sendable, Equatable {
    /// The most entries (files, folders, anything) the archive may hold; more refuses it.
    public var entries: Int
    /// The largest picture kept: a bigger entry is left unread and its picture reported too large.
    public var entryBytes: Int
    /// The most bytes all entries may decompress to, counted as they are read (a header's size is not trusted);
    /// past it the archive is refused.
    public var totalBytes: Int

    /// 10,000 entries, the upload limit of a picture (20 MB) each, and 512 MB in all, what one import downloads.
    public init(
      entries: Int = 10_000, entryBytes: Int = PictureLimits.standard.maxBytes, totalBytes: Int = 512 * 1024 * 1024
    ) {
      self.entries = entries
      self.entryBytes = entryBytes
      self.totalBytes = totalBytes
    }
  }

  /// One file of the archive.
  enum Entry: Sendable, Equatable {
    case bytes(Data)
    /// Over `Limits.entryBytes`: not read.
    case tooLarge
  }

  let entries: [String: Entry]
  /// The entries' names by their last component (`42.jpg`), the only ones a picture of that file name can be. NB: not
  /// every ending of every name, which a hostile archive of deep names would make quadratic in memory.
  let byFileName: [String: [String]]
  let limits: Limits

  /// A ZIP begins with a local file header (`PK\3\4`) or, empty, the end of its directory (`PK\5\6`).
  public static func isZIP(_ data: Data) -> Bool {
    let head = [UInt8](data.prefix(4))
    return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
  }

  /// The entry `picture` names, or nil when the archive holds none: among the entries of its file name, those whose
  /// names end with the most of the picture's last components; of them, the one named exactly so, else the only one.
  func entry(for picture: String) -> Entry? {
    let path = Self.components(ofPicture: picture)
    guard let file = path.last, let names = byFileName[file] else { return nil }
    var best: [(name: String, parts: Int)] = []
    var longest = 0
    for name in names {
      let parts = name.split(separator: "/")
      let common = zip(parts.reversed(), path.reversed()).prefix { $0.0 == $0.1 }.count
      if common > longest { (best, longest) = ([], common) }
      if common == longest { best.append((name, parts.count)) }
    }
    let exact = best.first { $0.parts == longest }
    guard let chosen = exact ?? (best.count == 1 ? best[0] : nil) else { return nil }
    return entries[chosen.name]
  }

  static func byFileName(_ names: some Sequence<String>) -> [String: [String]] {
    var byFileName: [String: [String]] = [:]
    for name in names {
      byFileName[name.split(separator: "/").last.map(String.init) ?? name, default: []].append(name)
    }
    return byFileName
  }

  /// The names of the feeds the archive holds (`*.xml`, `*.yml`), sorted.
  var feedNames: [String] { entries.keys.filter(Self.isFeed).sorted() }

  static func isFeed(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".xml") || lowered.hasSuffix(".yml")
  }

  /// An entry's name as it is looked up, or nil for one never matched (absolute, `..`, a NUL, a folder).
  static func name(ofEntry raw: String) -> String? {
    let slashed = raw.replacingOccurrences(of: "\\", with: "/")
    guard !slashed.hasPrefix("/"), !slashed.hasSuffix("/"), !slashed.contains("\0") else { return nil }
    let parts = slashed.split(separator: "/").filter { $0 != "." }
    // NB: `C:` is a drive on Windows, where a careless unzip would write outside its folder.
    guard !parts.isEmpty, !parts.contains(".."), !(parts[0].count == 2 && parts[0].hasSuffix(":")) else { return nil }
    return parts.joined(separator: "/")
  }

  /// A picture's path components: a URL's path percent-decoded, or a relative path as written.
  static func components(ofPicture picture: String) -> [String] {
    let path = URLComponents(string: picture)?.percentEncodedPath ?? picture
    return path.replacingOccurrences(of: "\\", with: "/").split(separator: "/").compactMap { part in
      part == "." ? nil : part.removingPercentEncoding ?? String(part)
    }
  }
}
