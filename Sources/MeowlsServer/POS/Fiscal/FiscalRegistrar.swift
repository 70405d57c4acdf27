import Foundation
import MeowlsAPI

/// The fiscal registrar (54-FZ «ККТ»): every sale, return, shift opening and shift closing is registered with it,
/// and a receipt carries the fiscal drive's number (ФН), the document's number (ФД) and its fiscal sign (ФП).
///
/// The counter calls `register` inside the transaction that records the document, after every other check has
/// passed and before anything commits: a registrar that refuses or cannot be reached throws, the transaction
/// rolls back, and no sale, stock change or drawer change is left behind (a card charged before is refunded).
/// `connection` is that transaction: the simulator numbers its documents in it, so its numbers roll back with a
/// sale that did not happen; a driver for a real device ignores it (see `Docs/pos.md`, "A real registrar").
public protocol FiscalRegistrar: Sendable {
  /// Registers `document` and answers its signature.
  ///
  /// - Throws: `FiscalError`.
  func register(_ document: FiscalDocument, in connection: any DatabaseConnection) throws -> FiscalSignature
}

/// What is registered: the kind, the register it happens at, when, and for receipts their sum and tenders.
public struct FiscalDocument: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// «Приход»: a sale (the QR's `n=1`).
    case sale
    /// «Возврат прихода»: a return of a sale (`n=2`).
    case saleReturn = "sale_return"
    /// «Отчёт об открытии смены».
    case shiftOpening = "shift_opening"
    /// «Отчёт о закрытии смены».
    case shiftClosing = "shift_closing"
  }

  public var kind: Kind
  public var register: Register
  public var issuedAt: Date
  /// The receipt's total; zero for shift reports.
  public var total: Money
  public var cash: Money
  public var card: Money
  /// The receipt's lines: name, amount and VAT rate, as the drive needs them.
  public var lines: [Line]

  public struct Line: Equatable, Sendable {
    public var name: String
    public var amount: Money
    public var vat: String
  }

  public init(
    kind: Kind, register: Register, issuedAt: Date, total: Money = .zero, cash: Money = .zero,
    card: Money = .zero, lines: [Line] = []
  ) {
    self.kind = kind
    self.register = register
    self.issuedAt = issuedAt
    self.total = total
    self.cash = cash
    self.card = card
    self.lines = lines
  }
}

/// The registrar's answer: the fiscal drive (ФН, 16 digits), the document number (ФД) and its fiscal sign (ФП,
/// up to 10 digits).
public struct FiscalSignature: Equatable, Sendable {
  public var drive: String
  public var document: Int
  public var sign: String

  public init(drive: String, document: Int, sign: String) {
    self.drive = drive
    self.document = document
    self.sign = sign
  }
}

/// Why a fiscal registrar did not register a document.
public enum FiscalError: ResponseError, Equatable {
  /// The device did not answer (off, unplugged, the driver's connection down).
  case unavailable(String)
  /// The device answered with an error (the drive full or expired, the shift over 24 hours, paper out…).
  case refused(String)

  public var status: HTTPStatus {
    switch self {
    case .unavailable: .serviceUnavailable
    case .refused: HTTPStatus(code: 502, reasonPhrase: "Bad Gateway")
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .unavailable(let detail):
      ErrorResponse(
        code: .fiscalRegistrarUnavailable,
        reason: "The fiscal registrar does not answer (\(detail.prefix(120))); nothing was recorded or charged.")
    case .refused(let detail):
      ErrorResponse(
        code: .fiscalRegistrarError,
        reason: "The fiscal registrar refused the document (\(detail.prefix(120))); nothing was recorded or charged.")
    }
  }
}
