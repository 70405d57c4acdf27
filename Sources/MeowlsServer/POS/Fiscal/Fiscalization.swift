import Foundation
import MeowlsAPI

/// Registers the counter's documents with the fiscal registrar and turns its answer into what a receipt prints:
/// ФН, ФД, ФП, the QR text, and the seller.
struct Fiscalization: Sendable {
  let registrar: any FiscalRegistrar
  let seller: LegalEntity

  var receiptSeller: ReceiptSeller {
    ReceiptSeller(inn: seller.inn, name: seller.name, taxation: seller.taxation)
  }

  /// Registers a sale or a return receipt, inside the transaction that records it.
  func receipt(
    _ kind: FiscalDocument.Kind, at register: Register, issuedAt date: Date, total: Money,
    tenders: [TenderAmount], lines: [FiscalDocument.Line], timeZone: TimeZone, in connection: any DatabaseConnection
  ) throws -> ReceiptFiscal {
    let amount = { (tender: PaymentType) in tenders.filter { $0.tender == tender }.reduce(Money.zero) { $0 + $1.amount }
    }
    let document = FiscalDocument(
      kind: kind, register: register, issuedAt: date, total: total, cash: amount(.cash), card: amount(.card),
      lines: lines)
    let signature = try registrar.register(document, in: connection)
    return ReceiptFiscal(
      fd: signature.document, fn: signature.drive, fp: signature.sign,
      qr: FiscalQR.text(signature, total: total, at: date, timeZone: timeZone, kind: kind))
  }

  /// Registers a printed «приход» receipt: its time, total, tenders and lines with their VAT rates.
  func register(
    _ receipt: Receipt, at register: Register, timeZone: TimeZone, in connection: any DatabaseConnection
  ) throws -> ReceiptFiscal {
    try self.receipt(
      .sale, at: register, issuedAt: receipt.issuedAt, total: receipt.total,
      tenders: receipt.payments.map { TenderAmount(amount: $0.amount, tender: $0.tender == .card ? .card : .cash) },
      lines: receipt.lines.map { FiscalDocument.Line(name: $0.name, amount: $0.total, vat: $0.vat ?? "") },
      timeZone: timeZone, in: connection)
  }

  /// Registers a shift's opening or closing report.
  func shiftReport(
    _ kind: FiscalDocument.Kind, at register: Register, issuedAt date: Date, in connection: any DatabaseConnection
  ) throws {
    _ = try registrar.register(FiscalDocument(kind: kind, register: register, issuedAt: date), in: connection)
  }
}
