import Foundation
import FoundationXML

/// Reads a YML feed with the toolchain's streaming XML parser (libxml2's SAX through `FoundationXML`): the file is
/// never built into a tree, each category and offer is kept as it closes. External entities are not resolved, so a
/// feed cannot make the server read its files or the network.
///
/// What it refuses: not well-formed XML, a root that is not `yml_catalog`, more than `maximumOffers` offers or
/// `maximumCategories` categories; texts are cut at `maximumText` characters (no field MEOWLS keeps is longer).
enum YMLReader {
  static let maximumOffers = 1_000_000
  static let maximumCategories = 100_000
  static let maximumText = 4_000
  /// Per offer: Yandex takes up to 10 pictures; params beyond 100 are no product's.
  static let maximumPictures = 20
  static let maximumParams = 100

  /// The feed in `data`, or why it is not one.
  static func read(_ data: Data) throws(ImportError) -> YMLFeed {
    guard let text = utf8(data) else {
      throw .unreadable(
        "The file is neither UTF-8 nor declared windows-1251: save it as UTF-8, or declare its encoding "
          + "(<?xml version=\"1.0\" encoding=\"windows-1251\"?>).")
    }
    guard !hasProcessingInstructionWithoutData(text) else {
      throw .unreadable("The file holds a processing instruction without data (<?name?>), which a YML feed never has.")
    }
    // NB: from a stream, which the parser reads in small chunks: given the whole data at once, libxml2 refuses a
    // chunk over its 10 MB lookup limit (a feed of some 20,000 offers) with an internal error.
    let parser = XMLParser(stream: InputStream(data: text))
    parser.shouldResolveExternalEntities = false
    let delegate = Delegate()
    parser.delegate = delegate
    let parsed = parser.parse()
    if let refusal = delegate.refusal { throw .unreadable(refusal) }
    guard parsed else {
      let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not well-formed"
      throw .unreadable("The file is not well-formed XML (line \(parser.lineNumber)): \(reason)")
    }
    guard delegate.isClosed else {
      throw .unreadable("The file ends before </yml_catalog> (line \(parser.lineNumber)): it is cut short.")
    }
    guard delegate.sawRoot else { throw .unreadable("The file is not a YML feed: its root is not <yml_catalog>.") }
    return delegate.feed
  }

  /// The feed as UTF-8: as it is when it is UTF-8, converted from windows-1251 (with its declaration saying UTF-8)
  /// when it declares that, the two encodings YML feeds come in; nil for anything else.
  ///
  /// NB: the parser is only ever given valid UTF-8. A document read as UTF-8 that holds other bytes in an element's
  /// name made FoundationXML trap (it force-unwraps the name as UTF-8), which took the whole server down on an admin's
  /// upload (found by `FuzzYML`); libxml2 reads a document as UTF-8 whenever its declaration is one it does not take
  /// (an unknown encoding, a version other than 1.x, UTF-16 on 8-bit text), so guessing its choice was not enough.
  static func utf8(_ data: Data) -> Data? {
    if String(validating: data, as: UTF8.self) != nil { return data }
    let text = CP1251.decode(data)
    guard let declaration = text.prefixMatch(of: windows1251Declaration) else { return nil }
    let rest = text.unicodeScalars.dropFirst(declaration.output.unicodeScalars.count)
    return Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"" + String(rest)).utf8)
  }

  /// Whether `text` holds `<?name?>`: a processing instruction with no data, which made FoundationXML read a null
  /// pointer (`strlen(NULL)` in its callback) and take the server down (found by `FuzzYML`). The bytes are looked at
  /// as they are, so the same text inside a comment or CDATA is refused too: no feed needs it.
  static func hasProcessingInstructionWithoutData(_ text: Data) -> Bool {
    var start = text.startIndex
    while let open = text[start...].firstRange(of: [0x3C, 0x3F])?.upperBound {
      // NB: the instruction's name runs to white space or `?`; `?>` right after a name means no data.
      let end = text[open...].firstIndex { [0x20, 0x09, 0x0A, 0x0D, 0x3F].contains($0) } ?? text.endIndex
      if end > open, text[end...].starts(with: [0x3F, 0x3E]) { return true }
      start = open
    }
    return false
  }

  /// `<?xml version="1.0" encoding="windows-1251"` (or `cp1251`), as far as the encoding's closing quote.
  ///
  /// NB: made on each use (a regex is not `Sendable`, so it cannot be a shared constant); only a feed that is not
  /// UTF-8 gets here.
  private static var windows1251Declaration: Regex<Substring> {
    /<\?xml\s+version\s*=\s*(?:"1\.[0-9]+"|'1\.[0-9]+')\s+encoding\s*=\s*(?:"(?i:windows-1251|cp1251)"|'(?i:windows-1251|cp1251)')/
  }

  /// The SAX callbacks: a stack of element names, the category or offer being read, and the text of the element
  /// open inside it.
  private final class Delegate: NSObject, XMLParserDelegate {
    var feed = YMLFeed()
    var refusal: String?
    var sawRoot = false
    /// Every element opened was closed.
    var isClosed: Bool { path.isEmpty }
    private var path: [String] = []
    private var category: YMLFeed.Category?
    private var offer: YMLFeed.Offer?
    private var text = ""
    private var textLine = 0
    private var collecting = false
    private var paramName: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if path.isEmpty {
        guard name == "yml_catalog" else { return stop(parser, "The file is not a YML feed: its root is <\(name)>.") }
        sawRoot = true
      }
      path.append(name)
      let line = parser.lineNumber
      switch (path.count, name) {
      case (4, "category") where path[2] == "categories":
        guard feed.categories.count < YMLReader.maximumCategories else {
          return stop(parser, "The feed has more than \(YMLReader.maximumCategories) categories.")
        }
        category = YMLFeed.Category(
          id: clean(attributes["id"] ?? ""), line: line, name: "", parentID: attributes["parentId"].map(clean))
        begin(line)
      case (4, "offer") where path[2] == "offers":
        guard feed.offers.count < YMLReader.maximumOffers else {
          return stop(parser, "The feed has more than \(YMLReader.maximumOffers) offers.")
        }
        offer = YMLFeed.Offer(
          available: attributes["available"].map(clean), groupID: attributes["group_id"].map(clean),
          id: clean(attributes["id"] ?? ""), line: line)
      case (5, _) where offer != nil:
        paramName = name == "param" ? clean(attributes["name"] ?? "") : nil
        begin(line)
      default: collecting = false
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard collecting, text.count < YMLReader.maximumText else { return }
      text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      guard collecting, text.count < YMLReader.maximumText else { return }
      text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      defer { path.removeLast() }
      switch path.count {
      case 4 where category != nil:
        category?.name = clean(text)
        if let category { feed.categories.append(category) }
        category = nil
        collecting = false
      case 4 where offer != nil:
        if let offer { feed.offers.append(offer) }
        offer = nil
      case 5 where offer != nil && collecting:
        let field = YMLFeed.Field(line: textLine, value: clean(text))
        collecting = false
        switch name {
        case "picture" where (offer?.pictures.count ?? 0) < YMLReader.maximumPictures: offer?.pictures.append(field)
        case "barcode": offer?.barcodes.append(field)
        case "param" where (offer?.params.count ?? 0) < YMLReader.maximumParams:
          offer?.params.append((paramName ?? "", field))
        case "picture", "param": break
        default: if offer?.fields[name] == nil { offer?.fields[name] = field }
        }
      default: break
      }
    }

    private func begin(_ line: Int) {
      collecting = true
      text = ""
      textLine = line
    }

    private func stop(_ parser: XMLParser, _ reason: String) {
      refusal = reason
      parser.abortParsing()
    }

    /// Trimmed, with runs of white space (line breaks inside an element) as one space.
    private func clean(_ text: String) -> String {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      let cut = String(trimmed.prefix(YMLReader.maximumText))
      guard cut.contains(where: { $0.isNewline || $0 == "\t" }) || cut.contains("  ") else { return cut }
      return cut.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }
}
