/// What `meowls serve` can be told about the counter: how long an idle register stays unlocked, and the legal
/// entity its receipts name.
public struct POSSettings: Sendable, Equatable {
  /// 15 minutes.
  public static let defaultIdleLock: Int64 = 900

  /// Seconds a register stays unlocked for a member who does nothing at it (`--register-idle-lock`).
  public var idleLockSeconds: Int64
  /// The seller every receipt names (54-FZ: the organisation's name and INN).
  public var legalEntity: LegalEntity

  public init(idleLockSeconds: Int64 = Self.defaultIdleLock, legalEntity: LegalEntity = .demo) {
    self.idleLockSeconds = idleLockSeconds
    self.legalEntity = legalEntity
  }
}

/// A seller as a fiscal receipt names it.
public struct LegalEntity: Sendable, Equatable {
  /// The registered name, `ООО «МЯУЛС»`.
  public var name: String
  /// The taxpayer number (ИНН), 10 digits for an organisation.
  public var inn: String
  /// The taxation system printed on receipts (СНО).
  public var taxation: String

  public init(name: String, inn: String, taxation: String = "ОСН") {
    self.name = name
    self.inn = inn
    self.taxation = taxation
  }

  /// The demo chain's seller; its INN has valid check digits but belongs to nobody we know of.
  public static let demo = LegalEntity(name: "ООО «МЯУЛС»", inn: "5406123450")
}
