import Foundation

/// A fragment of HTML that is safe by construction: tag and attribute names are `StaticString`s written in this
/// target, and every text or attribute value passed in is escaped on the way in. There is no way to put an
/// unescaped string from data into a page, so a hostile product name or query cannot become markup.
public struct HTML: Sendable, Equatable, CustomStringConvertible {
  /// The markup.
  public private(set) var markup: String

  private init(markup: String) {
    self.markup = markup
  }

  /// Nothing.
  public static let empty = HTML(markup: "")

  /// Markup of a page template's hole (`PageTemplate`): never from data, whose text can hold none of its marks.
  static func hole(_ markup: String) -> HTML { HTML(markup: markup) }

  /// The document type line; the only markup not built from a tag.
  static let doctype = HTML(markup: "<!DOCTYPE html>")

  /// Text, escaped.
  public static func text(_ text: String) -> HTML {
    HTML(markup: escape(text, quotes: false))
  }

  /// An element: `<name attributes>content</name>`.
  ///
  /// NB: a page is thousands of these; each is written once into a buffer of its final size.
  public static func element(_ name: StaticString, _ attributes: [Attribute] = [], content: HTML = .empty) -> HTML {
    var markup = startTag(name, attributes, extra: content.markup.utf8.count + name.utf8CodeUnitCount + 3)
    markup.append(content.markup)
    markup.append("</")
    name.withUTF8Buffer { markup.append(String(decoding: $0, as: UTF8.self)) }
    markup.append(">")
    return HTML(markup: markup)
  }

  /// A void element (`<img>`, `<input>`, `<meta>`, `<link>`): no content, no end tag.
  public static func void(_ name: StaticString, _ attributes: [Attribute] = []) -> HTML {
    HTML(markup: startTag(name, attributes, extra: 0))
  }

  /// `<name attributes>` in a buffer with room for `extra` more bytes.
  private static func startTag(_ name: StaticString, _ attributes: [Attribute], extra: Int) -> String {
    var markup = ""
    markup.reserveCapacity(
      name.utf8CodeUnitCount + 2 + extra + attributes.reduce(0) { $0 + $1.markup.utf8.count })
    markup.append("<")
    name.withUTF8Buffer { markup.append(String(decoding: $0, as: UTF8.self)) }
    for attribute in attributes { markup.append(attribute.markup) }
    markup.append(">")
    return markup
  }

  /// A value as JSON for the inside of a data block (`<script type="application/ld+json">`): `<`, `>` and `&` are
  /// written as `\u003c`, `\u003e` and `\u0026`, so no text in it can end the element; the JSON means the same.
  static func json(_ value: some Encodable) -> HTML {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    var markup = ""
    for character in text.unicodeScalars {
      switch character {
      case "<": markup += "\\u003c"
      case ">": markup += "\\u003e"
      case "&": markup += "\\u0026"
      case "\u{2028}": markup += "\\u2028"
      case "\u{2029}": markup += "\\u2029"
      case PageTemplate.marks: break
      default: markup.unicodeScalars.append(character)
      }
    }
    return HTML(markup: markup)
  }

  /// Fragments one after another.
  public static func join(_ parts: [HTML]) -> HTML {
    var markup = ""
    markup.reserveCapacity(parts.reduce(0) { $0 + $1.markup.utf8.count })
    for part in parts { markup.append(part.markup) }
    return HTML(markup: markup)
  }

  public var description: String { markup }

  /// `&`, `<`, `>` always; quotes too inside attribute values (always written between double quotes).
  static func escape(_ text: String, quotes: Bool) -> String {
    // NB: most text (names, prices, ids) has nothing to escape; it is checked byte by byte and kept as it is.
    if text.utf8.allSatisfy({ byte in
      byte >= 0x20 && byte != 0x7F && byte != 0xEE && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
        && byte != UInt8(ascii: ">") && (!quotes || (byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")))
    }) {
      return text
    }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"" where quotes: escaped += "&quot;"
      case "'" where quotes: escaped += "&#39;"
      // NB: control characters other than tab and newlines are not allowed in HTML text; they are dropped.
      case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": break
      // NB: the marks of a page template's holes (`PageTemplate`) never come from data.
      case PageTemplate.marks: break
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

/// One attribute of an element; its value is escaped, its name is written in this target.
public struct Attribute: Sendable {
  let markup: String

  /// `name="value"`, the value escaped.
  public init(_ name: StaticString, _ value: String) {
    markup = " \(name)=\"\(HTML.escape(value, quotes: true))\""
  }

  /// An attribute with markup as its value, unescaped: only for a page template's holes.
  init(_ name: StaticString, markup value: String) {
    markup = " \(name)=\"" + value + "\""
  }

  /// A boolean attribute (`checked`, `disabled`) when `present`.
  public init(_ name: StaticString, present: Bool) {
    markup = present ? " \(name)" : ""
  }

  /// `class="…"`.
  public static func `class`(_ names: String) -> Attribute { Attribute("class", names) }

  /// `href` to a page of the shop: links are built from `WebRoute` values, never typed as strings.
  public static func href(_ route: WebRoute) -> Attribute { Attribute("href", route.url) }

  /// `src` or `href` to an outside picture: only `http`, `https` and paths are kept, so a `javascript:` URL from data
  /// never reaches the page.
  public static func safeURL(_ name: StaticString, _ url: String) -> Attribute {
    let lowered = url.lowercased()
    let safe =
      lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || (url.hasPrefix("/") && !url.hasPrefix("//"))
    return Attribute(name, safe ? url : "")
  }
}

extension HTML {
  /// The tags a catalogue text may keep: paragraphs, emphasis and lists, never with attributes.
  private static let richTags: Set<String> = ["p", "strong", "b", "em", "i", "ul", "ol", "li", "br"]

  /// A catalogue text that carries a little HTML (a product's description, composition, feeding advice) drawn as
  /// that HTML, made safe: only the tags of `richTags` stay, without their attributes and properly nested; any
  /// other tag is dropped (its text stays, escaped); entities stay, and every other `&`, `<` or `>` is escaped.
  ///
  /// NB: the catalogue's sections are HTML on the wire (`api.md`); escaping them whole showed shoppers the tags.
  public static func richText(_ source: String) -> HTML {
    var markup = ""
    var open: [String] = []
    var rest = Substring(source)
    while let start = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
      markup += escape(String(rest[..<start]), quotes: false)
      rest = rest[start...]
      if rest.first == "&" {
        let entity = rest.prefixMatch(of: #/&(#[0-9]{1,6}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/#)
        markup += entity.map { String($0.output.0) } ?? "&amp;"
        rest = rest.dropFirst(entity.map { $0.output.0.count } ?? 1)
        continue
      }
      guard let tag = rest.prefixMatch(of: #/<(/?)([a-zA-Z][a-zA-Z0-9]*)(\s[^<>]*)?/?>/#) else {
        markup += "&lt;"
        rest = rest.dropFirst()
        continue
      }
      rest = rest.dropFirst(tag.output.0.count)
      let name = tag.output.2.lowercased()
      guard richTags.contains(name) else { continue }
      if name == "br" {
        markup += "<br>"
      } else if tag.output.1.isEmpty {
        markup += "<\(name)>"
        open.append(name)
      } else if let index = open.lastIndex(of: name) {
        for closed in open[index...].reversed() { markup += "</\(closed)>" }
        open.removeSubrange(index...)
      }
    }
    markup += escape(String(rest), quotes: false)
    for closed in open.reversed() { markup += "</\(closed)>" }
    return HTML(markup: markup)
  }
}
