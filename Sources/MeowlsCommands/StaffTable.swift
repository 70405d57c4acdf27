import MeowlsAPI
import MeowlsServer

/// The tables `meowls shop list` and `meowls staff list` print: columns padded to their widest cell.
enum StaffTable {
  static func shops(_ shops: [StaffAdmin.ShopListing]) -> String {
    guard !shops.isEmpty else { return "no shops" }
    return text(
      [["code", "name", "registers", "staff", "id"]]
        + shops.map { listing in
          [
            listing.code, listing.shop.name, listing.registers.map { String($0.number) }.joined(separator: ","),
            String(listing.staff), listing.shop.id.uuidString,
          ]
        })
  }

  static func staff(_ members: [StaffMember]) -> String {
    guard !members.isEmpty else { return "no staff" }
    return text(
      [["phone", "role", "name", "shop", "pin", "id"]]
        + members.map { member in
          [
            member.phone, member.role.rawValue, member.name ?? "-", member.shop?.name ?? "-",
            member.hasPIN ? "yes" : "no", member.id.uuidString,
          ]
        })
  }

  /// Rows in columns padded to their widest cell, the first row the header.
  static func text(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
