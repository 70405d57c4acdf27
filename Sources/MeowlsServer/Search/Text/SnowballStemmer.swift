import CStemmer

/// One Snowball stemmer of libstemmer (`russian`, `english`). Not thread-safe: each instance belongs to one thread
/// at a time (the index builder owns its own; requests borrow one with a `SearchWorkspace`).
final class SnowballStemmer {
  private let handle: OpaquePointer

  /// Nil when libstemmer has no such algorithm.
  init?(algorithm: String) {
    guard let handle = sb_stemmer_new(algorithm, "UTF_8") else { return nil }
    self.handle = handle
  }

  deinit { sb_stemmer_delete(handle) }

  /// The stem of a lower-case word.
  func stem(_ word: String) -> String {
    var bytes = Array(word.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      guard
        let stemmed = sb_stemmer_stem(handle, buffer.baseAddress, Int32(buffer.count))
      else { return word }
      let length = Int(sb_stemmer_length(handle))
      return String(decoding: UnsafeBufferPointer(start: stemmed, count: length), as: UTF8.self)
    }
  }
}
