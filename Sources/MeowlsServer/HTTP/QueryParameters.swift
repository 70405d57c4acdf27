import MeowlsAPI

/// The parsed query string of a request, in the order the client sent it.
///
/// Rules (api.md §1.2): `+` is a space; a scalar given several times keeps its last value; a bracket key such as
/// `filters[brand]` is an array parameter whose raw (still percent-encoded) values are split on literal `,` and `|`
/// before decoding, so a value that contains a comma must be sent as `%2C`.
public struct QueryParameters: Sendable, Equatable {
  /// One decoded name and value.
  public struct Item: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public private(set) var items: [Item]

  public init(items: [Item] = []) {
    self.items = items
  }

  public init<S: StringProtocol>(parsing raw: S) where S.SubSequence == Substring {
    var items: [Item] = []
    for pair in raw.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let rawName = parts[0]
      let rawValue = parts.count > 1 ? parts[1] : ""
      let name = PercentDecoding.decode(rawName, plusAsSpace: true) ?? String(rawName)
      guard !name.isEmpty else { continue }
      if QueryParameters.isArrayKey(name) {
        for piece in rawValue.split(whereSeparator: { $0 == "," || $0 == "|" }) {
          items.append(Item(name: name, value: PercentDecoding.decode(piece, plusAsSpace: true) ?? String(piece)))
        }
      } else {
        items.append(Item(name: name, value: PercentDecoding.decode(rawValue, plusAsSpace: true) ?? String(rawValue)))
      }
    }
    self.items = items
  }

  /// The last value given for `name` (scalar parameters: the last one wins).
  public subscript(name: String) -> String? {
    items.last { $0.name == name }?.value
  }

  /// Every value given for `name`, in order.
  public func values(for name: String) -> [String] {
    items.filter { $0.name == name }.map(\.value)
  }

  /// `name[key]` parameters grouped by `key`, keys in order of first appearance.
  public func bracketed(_ name: String) -> [(key: String, values: [String])] {
    var groups: [(key: String, values: [String])] = []
    let prefix = name + "["
    for item in items where item.name.hasPrefix(prefix) && item.name.hasSuffix("]") {
      let key = String(item.name.dropFirst(prefix.count).dropLast())
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].values.append(item.value)
      } else {
        groups.append((key, [item.value]))
      }
    }
    return groups
  }

  static func isArrayKey(_ name: String) -> Bool {
    guard let open = name.firstIndex(of: "["), open != name.startIndex else { return false }
    return name.hasSuffix("]")
  }
}
