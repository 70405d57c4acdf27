import Foundation
import MeowlsAPI

/// The text of the tax service's receipt-check QR code (ФНС): `t=YYYYMMDDTHHMM&s=<sum>&fn=<drive>&i=<document>&fp=<sign>&n=<kind>`,
/// the time local to the shop, the sum in roubles with a dot and two decimals, `n=1` for a sale and `n=2` for a
/// return.
enum FiscalQR {
  static func text(
    _ signature: FiscalSignature, total: Money, at date: Date, timeZone: TimeZone, kind: FiscalDocument.Kind
  ) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let p = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    let time = String(format: "%04d", p.year ?? 0) + two(p.month) + two(p.day) + "T" + two(p.hour) + two(p.minute)
    let kopecks = total.kopecks
    let sum = "\(kopecks / 100)." + two(Int(kopecks % 100))
    let n = kind == .saleReturn ? 2 : 1
    return "t=\(time)&s=\(sum)&fn=\(signature.drive)&i=\(signature.document)&fp=\(signature.sign)&n=\(n)"
  }
}
