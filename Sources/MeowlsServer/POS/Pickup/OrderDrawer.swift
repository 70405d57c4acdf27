import MeowlsAPI

/// The drawer a payment taken at the counter for a click-and-collect order goes into: the open shift of the
/// register the hand-over names (`register_id`), which must be a register of the order's shop. That shift's X and
/// Z reports then count the payment ("orders collected"), and its cash in what the drawer should hold.
enum OrderDrawer {
  /// The open shift taking the payment for `order`; nil when no payment is taken (the order is paid, or the request
  /// carries none and is refused for that later with `paymentRequired`).
  ///
  /// - Throws: `OrderDrawerError.registerRequired` without a register, `.registerOfAnotherShop` for a register of
  ///   another shop than the order's; `StaffError.registerNotFound` for an unknown one; `ShiftError.shiftNotOpen`
  ///   when the register has no open shift.
  static func shift(
    for order: OrderRecord, _ body: HandOverRequest, in connection: any DatabaseConnection
  ) throws -> Shift? {
    guard !order.paid, body.payment != nil else { return nil }
    guard let id = body.registerID else { throw OrderDrawerError.registerRequired }
    guard let register = try StaffStore.register(id, in: connection) else { throw StaffError.registerNotFound }
    guard register.shopID.rawValue == order.stockLocation else {
      throw OrderDrawerError.registerOfAnotherShop
    }
    return try ShiftService.openShift(on: register.id, in: connection)
  }
}

/// Why a hand-over could not name the drawer for its payment.
enum OrderDrawerError: ResponseError, Equatable {
  /// The register is one of another shop than the order's.
  case registerOfAnotherShop
  /// A payment is taken but the request names no register.
  case registerRequired

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .registerOfAnotherShop:
      ErrorResponse(
        code: .registerOfAnotherShop, reason: "Take the payment at a register of the order's shop.")
    case .registerRequired:
      ErrorResponse(code: .registerRequired, reason: "Name the register taking the payment (register_id).")
    }
  }
}
