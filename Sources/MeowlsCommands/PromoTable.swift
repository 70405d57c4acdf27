import Foundation
import MeowlsServer

/// The table `meowls promo list` prints: one row a code, columns padded to their widest cell.
struct PromoTable {
  let rows: [[String]]

  init(_ codes: [PromoCodeListing]) {
    let header = ["code", "discount", "covers", "from", "until", "min total", "once", "state", "used"]
    rows =
      [header]
      + codes.map { code in
        [
          code.code, code.benefit, code.coverage, code.validFrom ?? "-", code.validUntil ?? "-",
          code.minimumTotal ?? "-", code.oncePerUser ? "yes" : "no", code.state.rawValue,
          String(code.redemptions),
        ]
      }
  }

  var text: String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
