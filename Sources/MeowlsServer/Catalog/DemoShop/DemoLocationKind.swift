/// A stock location: the online warehouse or a MEOWLS shop.
public enum DemoLocationKind: String, CaseIterable, Equatable, Sendable {
  case shop
  case warehouse
}
