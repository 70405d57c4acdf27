/// Who or what a receipt names: the cashier, the register or the shop (`{id, name}`).
///
/// `Owner` keeps the ids apart: `ReceiptParty<ReceiptCashier>` carries an `Identifier<ReceiptCashier>`.
public struct ReceiptParty<Owner>: Codable, Hashable, Sendable {
  /// The id.
  public var id: Identifier<Owner>
  /// The name as printed (the cashier's first name and initial, the register's label, the shop's name).
  public var name: String

  /// A party.
  public init(id: Identifier<Owner>, name: String) {
    self.id = id
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case id
    case name
  }
}

/// Tags the ids of a receipt's cashier (a staff user's id).
public enum ReceiptCashier {}
/// Tags the ids of a receipt's register.
public enum ReceiptRegister {}
/// Tags the ids of a receipt's shop (a stock location's id).
public enum ReceiptShop {}
