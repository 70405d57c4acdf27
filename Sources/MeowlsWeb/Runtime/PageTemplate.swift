import MeowlsAPI
import MeowlsKit

/// A page drawn once for every visitor who would see the same thing, with holes where visitors differ: the form
/// token, the cart's count in the header, and each product's heart and "add to cart" (drawn both ways, the
/// visitor's marks choose). Filling it copies bytes, so a listing a thousand guests look at is drawn once per
/// catalogue revision rather than once per visit.
///
/// The holes are marked in the drawn markup with characters of Unicode's private use area (U+E000…U+E01F) that
/// `HTML` drops from every text and attribute it escapes, so no product name or search can make or break one.
struct PageTemplate: Sendable {
  /// The characters that mark holes.
  static let marks: ClosedRange<Unicode.Scalar> = "\u{E000}"..."\u{E01F}"

  /// What chooses between a hole's two drawings.
  enum Mark: Hashable, Sendable {
    case inCart(Article)
    case starred(Product.ID)
  }

  indirect enum Part: Sendable {
    case bytes([UInt8])
    case cartBadge
    case choice(Mark, on: [Part], off: [Part])
    case csrf
  }

  let parts: [Part]
  /// The size of the drawn markup (what the page cache counts).
  let byteCount: Int

  /// The holes' markup, for drawing a template.
  static let csrfHole = "\u{E000}t\u{E001}"
  static let cartBadgeHole = "\u{E000}b\u{E001}"

  /// A hole drawn `on` when the visitor's `mark` holds, `off` otherwise.
  static func choice(_ mark: Mark, on: HTML, off: HTML) -> HTML {
    let key =
      switch mark {
      case .inCart(let article): "c" + article.rawValue.utf8.map { String($0, radix: 16) }.joined(separator: ".")
      case .starred(let id): "s" + id.uuidString
      }
    return .hole("\u{E010}" + key + "\u{E011}" + on.markup + "\u{E011}" + off.markup + "\u{E012}")
  }

  /// The template of a page drawn with holes; nil when its marks do not parse (never for markup drawn here).
  init?(_ markup: String) {
    let bytes = Array(markup.utf8)
    var index = 0
    guard let parts = Self.parse(bytes, &index, until: nil), index == bytes.count else { return nil }
    self.parts = parts
    byteCount = bytes.count
  }

  /// The page for one visitor.
  func fill(csrf: String, cartBadge: String, favorites: Set<Product.ID>, cart: Set<Article>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(byteCount + 64 * 32)
    let visitor = Visitor(csrf: Array(csrf.utf8), cartBadge: Array(cartBadge.utf8), favorites: favorites, cart: cart)
    Self.write(parts, visitor, into: &out)
    return out
  }

  private struct Visitor {
    let csrf: [UInt8]
    let cartBadge: [UInt8]
    let favorites: Set<Product.ID>
    let cart: Set<Article>

    func holds(_ mark: Mark) -> Bool {
      switch mark {
      case .inCart(let article): cart.contains(article)
      case .starred(let id): favorites.contains(id)
      }
    }
  }

  private static func write(_ parts: [Part], _ visitor: Visitor, into out: inout [UInt8]) {
    for part in parts {
      switch part {
      case .bytes(let bytes): out.append(contentsOf: bytes)
      case .cartBadge: out.append(contentsOf: visitor.cartBadge)
      case .choice(let mark, let on, let off): write(visitor.holds(mark) ? on : off, visitor, into: &out)
      case .csrf: out.append(contentsOf: visitor.csrf)
      }
    }
  }

  // MARK: - Parsing: U+E000 key U+E001 is a hole; U+E010 key U+E011 on U+E011 off U+E012 a choice.

  /// The third UTF-8 byte of a mark (all are EE 80 xx).
  private enum Code: UInt8 {
    case hole = 0x80, holeEnd = 0x81, choice = 0x90, split = 0x91, choiceEnd = 0x92
  }

  private static func code(_ bytes: [UInt8], at index: Int) -> Code? {
    guard index + 2 < bytes.count, bytes[index] == 0xEE, bytes[index + 1] == 0x80 else { return nil }
    return Code(rawValue: bytes[index + 2])
  }

  /// Parts up to the mark `end` (consumed), or to the end of the bytes when `end` is nil.
  private static func parse(_ bytes: [UInt8], _ index: inout Int, until end: Code?) -> [Part]? {
    var parts: [Part] = []
    var start = index
    func flush() { if index > start { parts.append(.bytes(Array(bytes[start..<index]))) } }
    while index < bytes.count {
      guard let code = code(bytes, at: index) else {
        index += 1
        continue
      }
      flush()
      index += 3
      switch code {
      case .hole:
        guard let key = text(bytes, &index, until: .holeEnd) else { return nil }
        switch key {
        case "t": parts.append(.csrf)
        case "b": parts.append(.cartBadge)
        default: return nil
        }
      case .choice:
        guard let key = text(bytes, &index, until: .split), let mark = mark(key),
          let on = parse(bytes, &index, until: .split), let off = parse(bytes, &index, until: .choiceEnd)
        else { return nil }
        parts.append(.choice(mark, on: on, off: off))
      case let closing where closing == end:
        return parts
      default:
        return nil
      }
      start = index
    }
    flush()
    return end == nil ? parts : nil
  }

  private static func text(_ bytes: [UInt8], _ index: inout Int, until end: Code) -> String? {
    let start = index
    while index < bytes.count, code(bytes, at: index) != end {
      guard code(bytes, at: index) == nil else { return nil }
      index += 1
    }
    guard index < bytes.count else { return nil }
    defer { index += 3 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func mark(_ key: String) -> Mark? {
    switch key.first {
    case "s": return Product.ID(uuidString: String(key.dropFirst())).map(Mark.starred)
    case "c" where key.count == 1: return .inCart(Article(rawValue: ""))
    case "c":
      let digits = key.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
      let bytes = digits.compactMap { UInt8($0, radix: 16) }
      guard bytes.count == digits.count else { return nil }
      return .inCart(Article(rawValue: String(decoding: bytes, as: UTF8.self)))
    default: return nil
    }
  }
}
