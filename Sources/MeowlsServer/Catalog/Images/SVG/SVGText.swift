/// Text helpers for SVG: XML escaping and a greedy line wrap by an estimated glyph width.
enum SVGText {
  static func escaped(_ text: String) -> String { MarkupEscaping.escaped(text) }

  /// Splits `text` into at most `maxLines` lines of about `maxCharacters` each; the last line ends with "…" when
  /// the text did not fit.
  static func wrap(_ text: String, maxCharacters: Int, maxLines: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var words = text.split(separator: " ").map(String.init)[...]
    while let word = words.first {
      let candidate = current.isEmpty ? word : current + " " + word
      if candidate.count <= maxCharacters || current.isEmpty {
        current = candidate.count > maxCharacters ? String(candidate.prefix(maxCharacters - 1)) + "…" : candidate
        words = words.dropFirst()
      } else {
        lines.append(current)
        current = ""
        if lines.count == maxLines { break }
      }
    }
    if !current.isEmpty, lines.count < maxLines { lines.append(current) }
    if !words.isEmpty, var last = lines.popLast() {
      if last.count >= maxCharacters { last = String(last.prefix(maxCharacters - 1)) }
      lines.append(last + "…")
    }
    return lines
  }
}
