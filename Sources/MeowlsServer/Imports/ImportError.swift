import MeowlsAPI

/// One refused row of an import file: the line, the field as the file names it, and why.
public struct ImportRowError: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var field: String
  public var message: String

  public init(line: Int, field: String, message: String) {
    self.line = line
    self.field = field
    self.message = message
  }

  /// `line 17, field price: "12,3,4" is not a price`.
  public var description: String { "line \(line), field \(field): \(message)" }
}

/// Why an import wrote nothing.
public enum ImportError: ResponseError, Equatable {
  /// A picture archive that is not a readable ZIP, is over the archive's limits, or (an archive sent alone) does not
  /// hold exactly one feed.
  case archiveUnreadable(String)
  /// Rows with errors (the first `ImportProblems.limit`), and how many there were in all.
  case rejected([ImportRowError], total: Int)
  /// A manager's price list with prices: prices are the chain's, so only an admin imports them (a manager's list
  /// carries stock only).
  case pricesNeedAdmin
  /// Not a file of the format: not well-formed XML, no `yml_catalog`, a CSV without a header naming its columns.
  case unreadable(String)

  public var status: HTTPStatus {
    switch self {
    case .archiveUnreadable: .badRequest
    case .pricesNeedAdmin: .forbidden
    case .rejected: .unprocessableEntity
    case .unreadable: .badRequest
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .archiveUnreadable(let reason):
      ErrorResponse(
        code: .importArchiveUnreadable, failures: [ErrorFailure(failure: reason, field: "archive")], reason: reason)
    case .rejected(let errors, let total):
      ErrorResponse(
        code: .importRejected,
        failures: errors.map { ErrorFailure(failure: $0.message, field: "line \($0.line), field \($0.field)") },
        reason: "The file has \(total) error\(total == 1 ? "" : "s"); nothing was written.")
    case .pricesNeedAdmin:
      ErrorResponse(
        code: .forbidden, failures: [ErrorFailure(failure: "price", field: "file")],
        reason: "Prices are the chain's: only an admin imports them; a manager's list carries stock only.")
    case .unreadable(let reason):
      ErrorResponse(code: .importUnreadable, failures: [ErrorFailure(failure: reason, field: "file")], reason: reason)
    }
  }
}

/// Collects row errors up to a cap while a file is read, so one reading reports them all.
struct ImportProblems {
  /// How many errors a refusal lists; the count goes on.
  static let limit = 100

  private(set) var errors: [ImportRowError] = []
  private(set) var total = 0

  mutating func add(line: Int, field: String, _ message: String) {
    total += 1
    if errors.count < Self.limit { errors.append(ImportRowError(line: line, field: field, message: message)) }
  }

  var isEmpty: Bool { total == 0 }

  /// Throws the refusal when any row failed.
  func check() throws(ImportError) {
    guard total == 0 else { throw .rejected(errors, total: total) }
  }
}
