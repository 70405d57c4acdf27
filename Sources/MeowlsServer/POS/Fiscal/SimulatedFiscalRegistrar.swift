import Foundation
import MeowlsAPI

/// The demo's fiscal registrar: one simulated fiscal drive per register, numbered `9999` + 12 digits on first use,
/// documents numbered from 1 per drive, and a fiscal sign drawn from the document's facts (SHA-256, 10 digits),
/// all written in the database (`fiscal_drives`, `fiscal_documents`, schema 570) inside the caller's transaction:
/// the numbers survive restarts and a rolled-back sale gives its number back, as a drive never skips one.
public struct SimulatedFiscalRegistrar: FiscalRegistrar {
  public init() {}

  public func register(_ document: FiscalDocument, in connection: any DatabaseConnection) throws -> FiscalSignature {
    let drive = try Self.drive(of: document.register.id, in: connection)
    guard
      let row = try connection.first(
        "UPDATE fiscal_drives SET next_document = next_document + 1 WHERE drive = $1 RETURNING next_document - 1",
        [drive.sqlValue])
    else { throw FiscalError.unavailable("simulated drive \(drive) is missing") }
    let number = try row.int(0)
    let seconds = EpochSeconds.from(document.issuedAt)
    let facts = "\(drive)|\(number)|\(document.kind.rawValue)|\(document.total.kopecks)|\(seconds)"
    let hex = Crypto.sha256Hex(Array(facts.utf8))
    let sign = String(UInt32(hex.prefix(8), radix: 16) ?? 0)
    try connection.execute(
      """
      INSERT INTO fiscal_documents (drive, document, kind, register_id, total_kopecks, sign, issued_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7)
      """,
      [
        drive.sqlValue, number.sqlValue, document.kind.rawValue.sqlValue, document.register.id.sqlValue,
        document.total.kopecks.sqlValue, sign.sqlValue, seconds.sqlValue,
      ])
    return FiscalSignature(drive: drive, document: number, sign: sign)
  }

  /// The register's drive, installed on first use.
  private static func drive(of register: Register.ID, in connection: any DatabaseConnection) throws -> String {
    if let row = try connection.first("SELECT drive FROM fiscal_drives WHERE register_id = $1", [register.sqlValue]) {
      return try row.string(0)
    }
    let count = try connection.first("SELECT COUNT(*) FROM fiscal_drives")?.int(0) ?? 0
    let serial = String(count + 1)
    let drive = "9999" + String(repeating: "0", count: 12 - serial.count) + serial
    try connection.execute(
      "INSERT INTO fiscal_drives (register_id, drive, next_document) VALUES ($1, $2, 1)",
      [register.sqlValue, drive.sqlValue])
    return drive
  }
}

/// The simulated registrar's tables (schema 570): its drives, one per register, and the documents in them.
enum FiscalSchema {
  static let migrations: [Migration] = [fiscal]

  static let fiscal = Migration(
    version: 570, name: "pos_fiscal_simulator",
    sql: """
      CREATE TABLE fiscal_drives (
        register_id TEXT PRIMARY KEY REFERENCES registers (id),
        drive TEXT NOT NULL UNIQUE,
        next_document INTEGER NOT NULL
      );
      CREATE TABLE fiscal_documents (
        drive TEXT NOT NULL,
        document INTEGER NOT NULL,
        kind TEXT NOT NULL,
        register_id TEXT NOT NULL,
        total_kopecks BIGINT NOT NULL,
        sign TEXT NOT NULL,
        issued_at BIGINT NOT NULL,
        PRIMARY KEY (drive, document)
      )
      """)
}
