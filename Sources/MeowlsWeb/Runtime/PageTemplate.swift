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

  /// Every literal byte of the page, in order; `program` copies ranges of it.
  private let literal: [UInt8]
  /// The page as a flat program over `literal`: no nested arrays to walk and no references to count while filling.
  private let program: [Step]
  /// The marks the program's branches ask about, by index.
  private let marks: [Mark]
  /// The size of the drawn markup (what the page cache counts).
  let byteCount: Int

  /// One step of filling a page.
  private enum Step {
    case bytes(Range<Int>)
    case cartBadge
    case csrf
    /// Goes on when the visitor holds mark `mark`, else to step `otherwise`.
    case branch(mark: Int, otherwise: Int)
    case jump(Int)
  }

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
    var compiler = Compiler()
    compiler.compile(parts)
    literal = compiler.literal
    program = compiler.program
    marks = compiler.marks
    byteCount = bytes.count
  }

  /// The page for one visitor.
  func fill(csrf: String, cartBadge: String, favorites: Set<Product.ID>, cart: Set<Article>) -> [UInt8] {
    let holds = marks.map { mark in
      switch mark {
      case .inCart(let article): cart.contains(article)
      case .starred(let id): favorites.contains(id)
      }
    }
    let csrf = Array(csrf.utf8)
    let cartBadge = Array(cartBadge.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(byteCount + 64 * 32)
    literal.withUnsafeBufferPointer { literal in
      var step = 0
      while step < program.count {
        switch program[step] {
        case .bytes(let range):
          out.append(contentsOf: UnsafeBufferPointer(rebasing: literal[range]))
          step += 1
        case .cartBadge:
          out.append(contentsOf: cartBadge)
          step += 1
        case .csrf:
          out.append(contentsOf: csrf)
          step += 1
        case .branch(let mark, let otherwise): step = holds[mark] ? step + 1 : otherwise
        case .jump(let next): step = next
        }
      }
    }
    return out
  }

  /// Turns parsed parts into the flat program.
  private struct Compiler {
    var literal: [UInt8] = []
    var program: [Step] = []
    var marks: [Mark] = []
    /// Whether the last step is bytes that more bytes may join: never the end of a choice's second drawing, which
    /// the first drawing's path skips.
    var extendsLastBytes = false

    mutating func compile(_ parts: [Part]) {
      for part in parts {
        switch part {
        case .bytes(let bytes):
          let start = literal.count
          literal.append(contentsOf: bytes)
          if extendsLastBytes, case .bytes(let previous)? = program.last, previous.upperBound == start {
            program[program.count - 1] = .bytes(previous.lowerBound..<literal.count)
          } else {
            program.append(.bytes(start..<literal.count))
          }
          extendsLastBytes = true
        case .cartBadge:
          program.append(.cartBadge)
          extendsLastBytes = false
        case .csrf:
          program.append(.csrf)
          extendsLastBytes = false
        case .choice(let mark, let on, let off):
          marks.append(mark)
          let branch = program.count
          program.append(.jump(0))
          compile(on)
          let skip = program.count
          program.append(.jump(0))
          program[branch] = .branch(mark: marks.count - 1, otherwise: program.count)
          compile(off)
          program[skip] = .jump(program.count)
          extendsLastBytes = false
        }
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
