/// Escaping for text placed in HTML or XML (SVG images, printable receipts): the five characters that mean
/// something in markup become entities. `&#39;` rather than `&apos;`, because HTML 4 readers know only the former.
enum MarkupEscaping {
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
