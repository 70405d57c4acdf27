import MeowlsAPI

/// Finding goods by name on the register, without the server: every word typed must begin a word of the item's
/// name (or be its article); case, ё/е and punctuation do not matter. Simpler than the server's search (no typos,
/// no transliteration), but it works offline.
extension ShopSnapshot {
  /// Up to `limit` items whose names hold every word of `text`, those whose name starts with the first word first,
  /// then by name.
  public func search(_ text: String, limit: Int = 50) -> [RegisterItem] {
    let words = Self.words(text)
    guard !words.isEmpty else { return [] }
    let found = items.values.filter { item in
      let name = Self.words(item.name)
      return words.allSatisfy { word in
        word == item.article.rawValue || name.contains { $0.hasPrefix(word) }
      }
    }
    let ranked = found.sorted { left, right in
      let (leftFirst, rightFirst) = (Self.words(left.name).first, Self.words(right.name).first)
      let (leftStarts, rightStarts) = (leftFirst?.hasPrefix(words[0]) == true, rightFirst?.hasPrefix(words[0]) == true)
      if leftStarts != rightStarts { return leftStarts }
      return (left.name, left.id.uuidString) < (right.name, right.id.uuidString)
    }
    return ranked.prefix(max(limit, 0)).map { Self.registerItem($0, byWeight: false) }
  }

  /// Lower-case words of letters and digits, ё read as е.
  static func words(_ text: String) -> [String] {
    text.lowercased().replacingOccurrences(of: "ё", with: "е")
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
