import MeowlsAPI

extension Endpoint where Response == Shift {
  /// `GET /pos/registers/{id}/shift`: the register's open shift (404 `shiftNotFound` when none is open).
  public static func currentShift(_ register: Register.ID) -> Self { Self(.pos(.shifts(.current(.valid(register))))) }
  /// `POST /pos/shifts` `{register_id, opening_float}`.
  public static func openShift(_ request: ShiftOpenRequest) -> Self { Self(.pos(.shifts(.open(request)))) }
}

extension Endpoint where Response == ShiftReport {
  /// `POST /pos/shifts/{id}/cash_in` `{amount, reason}` → the X report.
  public static func cashIn(_ shift: Shift.ID, _ request: CashMovementRequest) -> Self {
    Self(.pos(.shifts(.cashIn(.valid(shift), request))))
  }
  /// `POST /pos/shifts/{id}/cash_out` `{amount, reason}` → the X report.
  public static func cashOut(_ shift: Shift.ID, _ request: CashMovementRequest) -> Self {
    Self(.pos(.shifts(.cashOut(.valid(shift), request))))
  }
  /// `POST /pos/shifts/{id}/close` `{counted}` (the blind count) → the Z report.
  public static func closeShift(_ shift: Shift.ID, _ request: ShiftCloseRequest) -> Self {
    Self(.pos(.shifts(.close(.valid(shift), request))))
  }
  /// `GET /pos/shifts/{id}/report`: the X report while open (blind for a cashier), the Z report once closed.
  public static func shiftReport(_ shift: Shift.ID) -> Self { Self(.pos(.shifts(.report(.valid(shift))))) }
}

extension Endpoint where Response == Page<ShiftReport> {
  /// `GET /pos/registers/{id}/shifts?page&per_page`: the register's shifts, newest first, each with its report.
  public static func shifts(_ register: Register.ID, page: PageRequest) -> Self {
    Self(.pos(.shifts(.history(.valid(register), page))))
  }
}
