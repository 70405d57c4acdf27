import Foundation
import MeowlsAPI

/// The shifts of a shop's registers: open with a float, move cash in and out, report (X) and close with a blind
/// count (Z). Every change is one transaction; the reports are computed from the shift's rows each time.
struct ShiftService: Sendable {
  let access: StaffAccess
  let clock: Clock
  let database: any Database
  let fiscal: Fiscalization
  let random: RandomSource

  /// `POST /pos/shifts`: opens a shift on a register of the caller's shop.
  ///
  /// - Throws: `ShiftError.invalidAmount` for a float outside `POSAmount.allowed`, `.shiftAlreadyOpen`;
  ///   `StaffError.registerNotFound`.
  func open(_ body: ShiftOpenRequest, by context: StaffContext) throws -> Shift {
    guard POSAmount.allowed.contains(body.openingFloat) else { throw ShiftError.invalidAmount }
    let register = try access.register(body.registerID, for: context)
    try access.requireUnlocked(register, by: context)
    let id = Shift.ID(random.uuid())
    do {
      return try transaction { connection in
        guard try ShiftStore.open(on: register.id, in: connection) == nil else { throw ShiftError.shiftAlreadyOpen }
        try ShiftStore.insert(
          id: id, on: register, by: context.id, float: body.openingFloat, at: now, in: connection)
        try fiscal.shiftReport(.shiftOpening, at: register, issuedAt: clock.now(), in: connection)
        return try ShiftStore.find(id, in: connection)!
      }
    } catch DatabaseError.constraint {
      // NB: another engine may let two openings past the check; the partial unique index still refuses one.
      throw ShiftError.shiftAlreadyOpen
    }
  }

  /// `GET /pos/registers/{id}/shift`: the register's open shift; 404 `shiftNotFound` when it has none.
  func current(on register: Register.ID?, for context: StaffContext) throws -> Shift {
    let register = try access.register(register, for: context)
    guard let shift = try database.withConnection({ try ShiftStore.open(on: register.id, in: $0) }) else {
      throw ShiftError.shiftNotFound
    }
    return shift
  }

  /// `GET /pos/registers/{id}/shifts`: the register's shifts, newest first, each with its report as `context` may
  /// read it (a cashier's X report of the open shift stays blind).
  func history(of register: Register.ID?, _ page: PageRequest, for context: StaffContext) throws -> Page<ShiftReport> {
    let register = try access.register(register, for: context)
    let (ids, total) = try database.withConnection { connection in
      let total =
        try connection.first("SELECT COUNT(*) FROM pos_shifts WHERE register_id = $1", [register.id.sqlValue])?
        .int(0) ?? 0
      let ids = try connection.query(
        "SELECT id FROM pos_shifts WHERE register_id = $1 ORDER BY number DESC LIMIT \(page.limit) OFFSET \(page.offset)",
        [register.id.sqlValue]
      ).compactMap { Shift.ID(storedText: try $0.string(0)) }
      return (ids, total)
    }
    // NB: each report reads on a connection of its own, after the page's ids are known.
    return page.page(try ids.map { try report($0, for: context).seen(by: context) }, total: total)
  }

  /// `GET /pos/shifts/{id}/report`: the X report of an open shift, the Z report of a closed one.
  func report(_ id: Shift.ID?, for context: StaffContext) throws -> ShiftReport {
    try database.withConnection { connection in
      let shift = try Self.shift(id, for: context, in: connection)
      let totals = try ShiftStore.totals(of: shift, in: connection)
      guard let closedAt = shift.closedAt else { return totals.report(of: shift, at: clock.now()) }
      return totals.report(of: shift, at: closedAt, counted: try ShiftStore.counts(of: shift.id, in: connection))
    }
  }

  /// `GET /pos/shifts/{id}/report.html`: the report as `context` may read it, with the names its page prints.
  func printable(_ id: Shift.ID?, for context: StaffContext) throws -> (ShiftReport, PrintedHeading) {
    let report = try report(id, for: context).seen(by: context)
    return try database.withConnection { connection in
      let heading = try PrintedHeading.load(
        seller: fiscal.receiptSeller, shop: report.shift.shopID, register: report.shift.registerID,
        staff: report.shift.openedBy, in: connection)
      return (report, heading)
    }
  }

  /// `POST /pos/shifts/{id}/close`: closes the shift with the blind count and answers the Z report.
  func close(_ id: Shift.ID?, _ body: ShiftCloseRequest, by context: StaffContext) throws -> ShiftReport {
    var counted: [PaymentType: Money] = [:]
    for entry in body.counted {
      guard POSAmount.allowed.contains(entry.amount), counted.updateValue(entry.amount, forKey: entry.tender) == nil
      else {
        throw ShiftError.invalidCount
      }
    }
    let date = clock.now()
    return try transaction { connection in
      var shift = try Self.shift(id, for: context, in: connection)
      let totals = try ShiftStore.totals(of: shift, in: connection)
      guard try ShiftStore.close(shift.id, by: context.id, at: EpochSeconds.from(date), in: connection) else {
        throw ShiftError.shiftNotOpen
      }
      if let register = try StaffStore.register(shift.registerID, in: connection) {
        try fiscal.shiftReport(.shiftClosing, at: register, issuedAt: date, in: connection)
      }
      for line in totals.tenderLines(counted: counted) {
        try ShiftStore.insertCount(
          shift.id, tender: line.tender, expected: line.expected, counted: line.counted ?? .zero, in: connection)
      }
      shift.closedAt = EpochSeconds.date(Int(EpochSeconds.from(date)))
      shift.closedBy = context.id
      shift.status = .closed
      return totals.report(of: shift, at: shift.closedAt!, counted: counted)
    }
  }

  /// The open shift of `register`, for a sale or a return (inside their transaction).
  ///
  /// - Throws: `ShiftError.shiftNotOpen` when the register has none.
  static func openShift(on register: Register.ID, in connection: any DatabaseConnection) throws -> Shift {
    guard let shift = try ShiftStore.open(on: register, in: connection) else { throw ShiftError.shiftNotOpen }
    return shift
  }

  /// A shift of the caller's shop; 404 `shiftNotFound` for an unknown id (nil: malformed) or another shop's.
  static func shift(
    _ id: Shift.ID?, for context: StaffContext, in connection: any DatabaseConnection
  ) throws -> Shift {
    guard let id, let shift = try ShiftStore.find(id, in: connection),
      (try? context.requireAccess(to: shift.shopID)) != nil
    else { throw ShiftError.shiftNotFound }
    return shift
  }

  var now: Int64 { EpochSeconds.from(clock.now()) }

  func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    try database.transaction(body)
  }
}
