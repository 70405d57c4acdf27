/// What a stock location is: a MEOWLS `shop` or the online `warehouse`.
public enum StockLocationKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// A MEOWLS shop (pick-ups and counter sales take from it).
  case shop
  /// The online warehouse (courier orders take from it).
  case warehouse
}
