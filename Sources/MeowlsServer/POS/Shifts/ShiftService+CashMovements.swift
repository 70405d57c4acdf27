import Foundation
import MeowlsAPI

extension ShiftService {
  /// A cash movement's answer: the X report with the movement, and whether it was recorded before.
  struct MovementOutcome {
    var report: ShiftReport
    var replayed: Bool
  }

  /// `POST /pos/shifts/{id}/cash_in` and `/cash_out`: records the movement and answers the X report with it.
  ///
  /// A request `id` is recorded once, as a sale's: the same id again answers the movement recorded first (another
  /// body 422), so a register replaying its queue moves the cash once. NB: two requests with one id racing past the
  /// lookup cannot both insert (the unique index on `request_id`); the loser answers the winner's movement.
  func move(
    _ direction: CashMovementDirection, _ body: CashMovementRequest, on id: Shift.ID?, by context: StaffContext
  ) throws -> MovementOutcome {
    guard body.amount > .zero, POSAmount.allowed.contains(body.amount) else { throw ShiftError.invalidAmount }
    let reason = body.reason.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !reason.isEmpty else { throw ShiftError.reasonRequired }
    let request = try body.id.map { (id: $0, hash: try RequestFingerprint.of(MovementFingerprint(direction, body))) }
    do {
      return try transaction { connection in
        let shift = try Self.shift(id, for: context, in: connection)
        if let replay = try replay(request, of: shift, connection) { return replay }
        guard shift.status == .open else { throw ShiftError.shiftNotOpen }
        let totals = try ShiftStore.totals(of: shift, in: connection)
        if direction == .out, body.amount > totals.cashExpected { throw ShiftError.cashOutExceedsDrawer }
        let movement = try ShiftStore.insertMovement(
          shift.id, direction: direction, amount: body.amount, reason: reason, by: context.id, at: now,
          request: request, in: connection)
        var report = try ShiftStore.totals(of: shift, in: connection).report(of: shift, at: clock.now())
        report.movement = movement
        return MovementOutcome(report: report, replayed: false)
      }
    } catch DatabaseError.constraint where request != nil {
      return try database.withConnection { connection in
        guard let replay = try replay(request, of: try Self.shift(id, for: context, in: connection), connection)
        else { throw ShiftError.idempotencyKeyReused }
        return replay
      }
    }
  }

  /// The answer to a replayed request: the movement recorded first with the shift's X report now; 422 when the
  /// id was recorded with another body (another amount, reason, direction or shift).
  private func replay(
    _ request: (id: UUID, hash: String)?, of shift: Shift, _ connection: any DatabaseConnection
  ) throws -> MovementOutcome? {
    guard let request, let stored = try ShiftStore.movement(request: request.id, in: connection) else { return nil }
    guard stored.hash == request.hash, stored.movement.shiftID == shift.id else {
      throw ShiftError.idempotencyKeyReused
    }
    let totals = try ShiftStore.totals(of: shift, in: connection)
    var report =
      shift.closedAt.map {
        totals.report(of: shift, at: $0, counted: (try? ShiftStore.counts(of: shift.id, in: connection)) ?? [:])
      } ?? totals.report(of: shift, at: clock.now())
    report.movement = stored.movement
    return MovementOutcome(report: report, replayed: true)
  }

  /// `GET /pos/cash_movements/{id}`: a movement of a shift of the caller's shop; 404 `cashMovementNotFound`
  /// otherwise.
  func movement(_ id: CashMovement.ID?, for context: StaffContext) throws -> CashMovement {
    try database.withConnection { try Self.movement(id, for: context, in: $0) }
  }

  /// `GET /pos/shifts/{id}/cash_movements`: the shift's movements, oldest first.
  func movements(of id: Shift.ID?, for context: StaffContext) throws -> [CashMovement] {
    try database.withConnection { connection in
      try ShiftStore.movements(of: try Self.shift(id, for: context, in: connection).id, in: connection)
    }
  }

  /// `GET /pos/cash_movements/{id}.html`: the movement with what its slip prints.
  func slip(_ id: CashMovement.ID?, for context: StaffContext) throws -> PrintedCashMovement {
    try database.withConnection { connection in
      let movement = try Self.movement(id, for: context, in: connection)
      guard let shift = try ShiftStore.find(movement.shiftID, in: connection) else {
        throw ShiftError.cashMovementNotFound
      }
      let heading = try PrintedHeading.load(
        seller: fiscal.receiptSeller, shop: shift.shopID, register: shift.registerID, staff: movement.staffID,
        in: connection)
      return PrintedCashMovement(movement: movement, shiftNumber: shift.number, heading: heading)
    }
  }

  private static func movement(
    _ id: CashMovement.ID?, for context: StaffContext, in connection: any DatabaseConnection
  ) throws -> CashMovement {
    guard let id, let movement = try ShiftStore.movement(id, in: connection)?.movement,
      let shift = try ShiftStore.find(movement.shiftID, in: connection),
      (try? context.requireAccess(to: shift.shopID)) != nil
    else { throw ShiftError.cashMovementNotFound }
    return movement
  }
}

/// What a movement's request id stands for: the direction and the body, so the same id sent to `cash_out` after
/// `cash_in` is another request.
private struct MovementFingerprint: Encodable {
  var body: CashMovementRequest
  var direction: String

  init(_ direction: CashMovementDirection, _ body: CashMovementRequest) {
    self.body = body
    self.direction = direction.rawValue
  }
}
