import Foundation
import MeowlsAPI

/// Who and where a printed POS document names in its header: the seller, the shop and its address, the register,
/// the staff member, and the shop's time zone its times are printed in.
struct PrintedHeading: Sendable {
  var seller: ReceiptSeller?
  var shop: String
  var address: String
  var register: String
  var cashier: String
  var timeZone: TimeZone

  /// The names of a document of `shop`, `register` and `staff` as stored now; a disabled member's name still
  /// prints, and what is missing prints empty.
  static func load(
    seller: ReceiptSeller?, shop shopID: Shop.ID, register registerID: Register.ID, staff: User.ID,
    in connection: any DatabaseConnection
  ) throws -> Self {
    let shop = try StaffStore.shop(shopID.uuidString, in: connection)
    let member = try StaffStore.member(staff, includingDisabled: true, in: connection)
    return Self(
      seller: seller, shop: shop?.name ?? "", address: shop?.address ?? "",
      register: try StaffStore.register(registerID, in: connection)?.name ?? "",
      cashier: member?.name ?? member?.phone ?? "",
      timeZone: try ReportsStore.timeZone(of: shopID, in: connection) ?? TimeZone(identifier: "UTC")!)
  }
}
