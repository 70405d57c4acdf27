import Foundation

@testable import MeowlsAPI

extension Samples {
  /// At least one route per case of `APIRoute`.
  static let routes = storeRoutes + posRoutes + adminRoutes + adminMainPageRoutes + adminPlacesRoutes

  /// At least one route per case of `APIRoute.POS`.
  static let posRoutes: [APIRoute] =
    floorRoutes + [
      .pos(.returns(.create(returnRequest))),
      .pos(.returns(.create(ReturnRequest(id: id(0x37), receiptNumber: nil, registerID: register.id)))),
      .pos(.sales(.receipt(.valid(1024)))),
      .pos(.sales(.receipt(.invalid("чек")))),
      .pos(.sales(.receiptHTML(.valid(1024)))),
      .pos(.sales(.sell(saleRequest))),
      .pos(.sales(.quote(saleRequest))),
      .pos(.sales(.catalogue(RegisterCatalogueQuery()))),
      .pos(.sales(.catalogue(RegisterCatalogueQuery(after: id(0x36), limit: 500, shopID: shop.id, since: 1024)))),
      .pos(.reports(.daily(DailyReportQuery()))),
      .pos(.reports(.daily(DailyReportQuery(date: CalendarDate(year: 2027, month: 1, day: 15), shopID: shop.id)))),
      .pos(.reports(.dailyCSV(DailyReportQuery(date: CalendarDate(year: 2027, month: 1, day: 15))))),
      .pos(.reports(.dailyCSV(DailyReportQuery(format: .rfc4180, shopID: shop.id)))),
      .pos(.shifts(.cashIn(.valid(shift.id), CashMovementRequest(amount: Money(rubles: 500), reason: "размен")))),
      .pos(.shifts(.cashOut(.invalid("смена"), CashMovementRequest(amount: Money(kopecks: 1), reason: "")))),
      .pos(.shifts(.cashOut(.valid(shift.id), cashMovementRequest))),
      .pos(.shifts(.movement(.valid(17)))),
      .pos(.shifts(.movement(.invalid("внесение")))),
      .pos(.shifts(.movementSlip(.valid(17)))),
      .pos(.shifts(.movements(.valid(shift.id)))),
      .pos(
        .shifts(
          .close(
            .valid(shift.id),
            ShiftCloseRequest(counted: [TenderAmount(amount: Money(kopecks: 512_050), tender: .cash)])))),
      .pos(.shifts(.current(.valid(register.id)))),
      .pos(.shifts(.open(ShiftOpenRequest(openingFloat: Money(rubles: 5000), registerID: register.id)))),
      .pos(.shifts(.report(.valid(shift.id)))),
      .pos(.shifts(.reportHTML(.valid(shift.id)))),
      .pos(.returns(.receipt(.valid(1025)))),
      .pos(.returns(.receiptHTML(.valid(1025)))),
      .pos(.returns(.returns(ReceiptsQuery(page: PageRequest(page: 2, perPage: 20))))),
      .pos(.sales(.receipts(ReceiptsQuery()))),
      .pos(
        .sales(
          .receipts(
            ReceiptsQuery(
              cashierID: id(0x31), date: CalendarDate(year: 2027, month: 1, day: 15), number: 17, shiftID: shift.id)))),
      .pos(.shifts(.history(.valid(register.id), PageRequest(page: 1, perPage: 5)))),
      .pos(.staff(.current)),
      .pos(.staff(.login)),
      .pos(.staff(.logout)),
      .pos(.staff(.members)),
      .pos(.staff(.disable(.valid(id(0x31))))),
      .pos(.staff(.enable(.invalid("кассир")))),
      .pos(.staff(.update(.valid(id(0x31)), StaffChangeRequest(password: "Secret123", pin: "4321", role: .manager)))),
      .pos(.staff(.update(.valid(id(0x31)), StaffChangeRequest(shopID: shop.id)))),
      .pos(.staff(.registers)),
      .pos(.staff(.unlockRegister(.valid(register.id), RegisterUnlockRequest(pin: "1234")))),
      .pos(.staff(.unlockRegister(.invalid("касса"), RegisterUnlockRequest(pin: "0000", staffID: id(0x31))))),
    ]

  static let shop = Shop(
    address: "Красный проспект, 101", cityID: city.id, id: id(0x30), name: "MEOWLS на Красном проспекте")
  static let register = Register(id: id(0x32), name: "Касса 1", number: 1, shopID: shop.id)
  static let shift = Shift(
    id: id(0x33), number: 7, openedAt: expiry, openedBy: id(0x31), openingFloat: Money(rubles: 5000),
    registerID: register.id, shopID: shop.id, status: .open)
  static let cashMovementRequest = CashMovementRequest(
    amount: Money(rubles: 1000), id: UUID(uuidString: "8F1D2A4C-0000-4000-8000-000000000001"), reason: "инкассация")
  static let cashMovement = CashMovement(
    amount: Money(rubles: 1000), direction: .out, id: 17, reason: "инкассация", recordedAt: expiry,
    requestID: cashMovementRequest.id, shiftID: shift.id, staffID: id(0x31))
  static let saleRequest = SaleRequest(
    customerPhone: "+7 913 913-91-13", discount: SaleDiscount(percent: 5), id: id(0x35),
    lines: [
      SaleLineRequest(code: "4600012345678"), SaleLineRequest(code: "1011", count: 3),
      SaleLineRequest(code: "10001", discount: SaleDiscount(amount: Money(rubles: 10)), grams: 350),
      SaleLineRequest(variantID: id(0x36)),
    ], payment: SalePayment(card: Money(rubles: 1000), cash: Money(kopecks: 200_050)), promoCode: "meow10",
    registerID: register.id)
  static let returnRequest = ReturnRequest(
    id: id(0x37), lines: [ReturnLineRequest(count: 1, line: 2), ReturnLineRequest(grams: 100, line: 3)],
    reason: "не подошёл", receiptNumber: 1024, registerID: register.id)
  static let staffMember = StaffMember(
    hasPIN: true, id: id(0x31), name: "Марина", phone: "79990000001", role: .manager, shop: shop)
}

/// The response model of each POS route.
func reencodePOSResponse(of route: APIRoute.POS, _ body: Data) throws -> Data? {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .couriers, .pickup, .stock: return try reencodeFloorResponse(of: route, body)
  case .reports(let route):
    switch route {
    case .daily: return try roundTrip(DailyReport.self)
    case .dailyCSV: return nil
    }
  case .returns(.create), .returns(.receipt): return try roundTrip(ReturnReceipt.self)
  case .returns(.receiptHTML): return nil
  case .returns(.returns): return try roundTrip(Page<ReturnReceipt>.self)
  case .sales(let route):
    switch route {
    case .catalogue: return try roundTrip(RegisterCatalogue.self)
    case .quote: return try roundTrip(SaleQuote.self)
    case .receipt, .sell: return try roundTrip(Receipt.self)
    case .receiptHTML: return nil
    case .receipts: return try roundTrip(Page<Receipt>.self)
    }
  case .shifts(let route):
    switch route {
    case .cashIn, .cashOut, .close, .report: return try roundTrip(ShiftReport.self)
    case .movementSlip, .reportHTML: return nil
    case .movement: return try roundTrip(CashMovement.self)
    case .movements: return try roundTrip([CashMovement].self)
    case .history: return try roundTrip(Page<ShiftReport>.self)
    case .current, .open: return try roundTrip(Shift.self)
    }
  case .staff(let route):
    switch route {
    case .current, .disable, .enable, .update: return try roundTrip(StaffMember.self)
    case .members: return try roundTrip([StaffMember].self)
    case .login: return try roundTrip(StaffSession.self)
    case .logout: return try roundTrip(EmptyResponse.self)
    case .registers: return try roundTrip([Register].self)
    case .unlockRegister: return try roundTrip(RegisterUnlock.self)
    }
  }
}
