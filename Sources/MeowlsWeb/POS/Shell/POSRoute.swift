import Foundation
import MeowlsAPI
import MeowlsKit

/// Every page of the web POS, below the environment's prefix; links are made from these values (`path`) and
/// requests read back into them (`init?(path:query:)`), so a page never types an address as a string.
enum POSRoute: Hashable, Sendable {
  /// The POS's stylesheet, script and icon.
  case asset(String)
  /// The courier's deliveries, one listing (`mine`, `waiting`, `failed`, `team`).
  case courier(String?)
  /// The day's report, a day back from today (0: today).
  case dailyReport(daysBack: Int)
  /// The address of the POS itself: on to where the session stands (login, lock, shift).
  case home
  /// The PIN lock.
  case lock
  case login
  /// The shop's pick-up orders.
  case pickups
  /// A receipt's printable 80 mm page (the server's, with the fiscal QR code).
  case printReceipt(ReceiptNumber)
  /// A return receipt's printable page.
  case printReturn(ReceiptNumber)
  /// A shift's X or Z report, printable.
  case printShift(Shift.ID)
  /// One receipt: its lines, payments and "print".
  case receipt(ReceiptNumber)
  /// The shop's receipts, newest first.
  case receipts
  /// A return against a receipt (by its number, typed or scanned).
  case returns
  /// The sale: basket, payment, receipt.
  case sale
  /// The shift: open with a float, cash in and out, X report, blind count, Z report.
  case shift
  /// The shop's shifts with their reports.
  case shifts
  /// Stock levels by barcode, article or name.
  case stock(String)

  /// The segments below the prefix, and the query.
  var parts: (path: [String], query: [(String, String)]) {
    switch self {
    case .asset(let name): (["static", name], [])
    case .courier(let listing): (["courier"], listing.map { [("list", $0)] } ?? [])
    case .dailyReport(let back): (["report"], back == 0 ? [] : [("back", String(back))])
    case .home: ([], [])
    case .lock: (["lock"], [])
    case .login: (["login"], [])
    case .pickups: (["pickups"], [])
    case .printReceipt(let number): (["receipts", String(number.rawValue), "print"], [])
    case .printReturn(let number): (["returns", String(number.rawValue), "print"], [])
    case .printShift(let id): (["shifts", id.rawValue.uuidString.lowercased(), "print"], [])
    case .receipt(let number): (["receipts", String(number.rawValue)], [])
    case .receipts: (["receipts"], [])
    case .returns: (["return"], [])
    case .sale: (["sale"], [])
    case .shift: (["shift"], [])
    case .shifts: (["shifts"], [])
    case .stock(let text): (["stock"], text.isEmpty ? [] : [("q", text)])
    }
  }

  /// The page a request's path (below the prefix) and query name; nil for no page of the POS.
  init?(path: [String], query: FormData) {
    guard path.count <= 3 else { return nil }
    let first = path.first ?? ""
    let second = path.count > 1 ? path[1] : nil
    let third = path.count > 2 ? path[2] : nil
    switch (first, second, third) {
    case ("", nil, nil): self = .home
    case ("static", let name?, nil) where POSAssets.names.contains(name): self = .asset(name)
    case ("courier", nil, nil): self = .courier(query["list"].map { String($0.prefix(20)) })
    case ("report", nil, nil): self = .dailyReport(daysBack: min(max(Int(query["back"] ?? "") ?? 0, 0), 366))
    case ("lock", nil, nil): self = .lock
    case ("login", nil, nil): self = .login
    case ("pickups", nil, nil): self = .pickups
    case ("receipts", nil, nil): self = .receipts
    case ("receipts", let number?, nil):
      guard let number = Self.receiptNumber(number) else { return nil }
      self = .receipt(number)
    case ("receipts", let number?, "print"?):
      guard let number = Self.receiptNumber(number) else { return nil }
      self = .printReceipt(number)
    case ("returns", let number?, "print"?):
      guard let number = Self.receiptNumber(number) else { return nil }
      self = .printReturn(number)
    case ("return", nil, nil): self = .returns
    case ("sale", nil, nil): self = .sale
    case ("shift", nil, nil): self = .shift
    case ("shifts", nil, nil): self = .shifts
    case ("shifts", let id?, "print"?):
      guard let uuid = UUID(uuidString: id) else { return nil }
      self = .printShift(Shift.ID(uuid))
    case ("stock", nil, nil): self = .stock(String((query["q"] ?? "").prefix(200)))
    default: return nil
    }
  }

  /// A receipt number as a path segment: 1 to 12 digits.
  private static func receiptNumber(_ text: String) -> ReceiptNumber? {
    guard (1...12).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(text) else {
      return nil
    }
    return ReceiptNumber(rawValue: value)
  }
}
