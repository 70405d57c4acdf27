import Foundation
import MeowlsAPI

/// A page the server renders for printing (a receipt, a return receipt, a shift's report on 80 mm paper, with the
/// fiscal QR code): its HTML as the server answered it, for a front to hand to the register's printer.
public struct PrintableDocument: Decodable, Hashable, Sendable {
  /// The page's markup (UTF-8).
  public var html: String

  /// A document.
  public init(html: String) {
    self.html = html
  }

  /// NB: never decoded from JSON; `ResponseDecoding` takes the body of a `text/html` answer as it is.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.typeMismatch(
      PrintableDocument.self, .init(codingPath: decoder.codingPath, debugDescription: "a printable page is HTML"))
  }
}

extension Endpoint where Response == PrintableDocument {
  /// `GET /pos/receipts/{number}.html`: the receipt as a printable 80 mm page.
  public static func receiptHTML(_ number: ReceiptNumber) -> Self { Self(.pos(.sales(.receiptHTML(.valid(number))))) }

  /// `GET /pos/returns/{number}.html`: the return receipt («возврат прихода») as a printable page.
  public static func returnHTML(_ number: ReceiptNumber) -> Self {
    Self(.pos(.returns(.receiptHTML(.valid(number)))))
  }

  /// `GET /pos/shifts/{id}/report.html`: the shift's X report (open) or Z report (closed) as a printable page.
  public static func shiftReportHTML(_ shift: Shift.ID) -> Self { Self(.pos(.shifts(.reportHTML(.valid(shift))))) }
}
