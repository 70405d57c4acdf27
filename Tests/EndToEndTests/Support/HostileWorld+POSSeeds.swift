import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

extension HostileWorld {
  func posSeeds() throws -> [Seed] {
    let manager = Self.bearer(pos.manager) + [("X-Manager-PIN", "1111")]
    let courier = Self.bearer(pos.courier)
    let admin = Self.bearer(try pos.adminToken())
    // NB: random ids of their own, apart from `pos.admin()`'s, which added the admin above.
    let leaver = try StaffAdmin(
      database: server.application.database, environment: .test(clock: .constant(server.clock.now), random: 97)
    ).addStaff(role: .cashier, phone: "79990000098", password: "Meowls2024")
    // NB: a session of its own, so that logging out ends no token the other seeds use.
    let leaving = Self.bearer(try server.posLogin(DemoStaff.members[2].phone).token ?? "?")
    let register = Register.ID(try requireUUID(try pos.registerID()))
    let shop = Shop.ID(sale.shop)
    let shift = Shift.ID(try requireUUID(sale.shift))
    let variant = ProductVariant.ID(
      try uuid("SELECT id FROM product_variants WHERE article = '\(sale.food[0])'"))
    let courierID = User.ID(try uuid("SELECT id FROM users WHERE role = 'courier' ORDER BY id LIMIT 1"))
    let article = Article(rawValue: sale.food[0])
    let barcode = try server.rows("SELECT barcode FROM product_variants WHERE article = '\(sale.food[0])'").first ?? "?"
    let day = CalendarDate(year: 2027, month: 1, day: 15)
    let cash = TenderRequest(received: Money(rubles: 5000), type: .cash)
    let seeds: [(APIRoute, [(String, String)])] = [
      (
        .pos(
          .couriers(.assign(DeliveryAssignmentRequest(courierID: courierID, orderNumber: OrderNumber(courierOrder))))),
        manager
      ),
      (.pos(.couriers(.list(DeliveriesQuery(page: PageRequest(page: 1, perPage: 10), status: .assigned)))), manager),
      (.pos(.couriers(.markDelivered(.valid(OrderNumber(courierOrder)), DeliveredRequest(payment: cash)))), courier),
      (
        .pos(.couriers(.markFailed(.valid(OrderNumber(courierOrder)), DeliveryFailureRequest(reason: "нет дома")))),
        courier
      ),
      (.pos(.pickup(.list(PickupQuery(page: PageRequest(page: 1, perPage: 10), status: .readyForPickup)))), manager),
      (.pos(.pickup(.markReady(.valid(OrderNumber(pickupOrder))))), manager),
      (
        .pos(
          .pickup(
            .handOver(
              .valid(OrderNumber(pickupOrder)),
              HandOverRequest(payment: cash, phone: TestServer.phone, registerID: register)))), manager
      ),
      (.pos(.reports(.daily(DailyReportQuery(date: day, shopID: shop)))), manager),
      (.pos(.reports(.dailyCSV(DailyReportQuery(date: day, shopID: shop)))), manager),
      (
        .pos(
          .returns(
            .create(
              ReturnRequest(
                id: ReturnReceipt.ID(UUID()),
                lines: [ReturnLineRequest(count: 1, line: 1), ReturnLineRequest(grams: 100, line: 2)],
                reason: "не подошёл", receiptNumber: ReceiptNumber(receipt), registerID: register)))), manager
      ),
      (.pos(.sales(.catalogue(RegisterCatalogueQuery(after: variant, limit: 50, shopID: shop, since: 1)))), manager),
      (
        .pos(
          .sales(
            .quote(
              SaleRequest(
                discount: SaleDiscount(percent: 15), id: Receipt.ID(UUID()),
                lines: [
                  SaleLineRequest(code: sale.food[0], count: 2),
                  SaleLineRequest(code: String(sale.loose.plu), grams: 350),
                ], payment: SalePayment(), promoCode: "MEOW10", registerID: register)))), manager
      ),
      (.pos(.sales(.receipt(.valid(ReceiptNumber(receipt))))), manager),
      (.pos(.sales(.receiptHTML(.valid(ReceiptNumber(receipt))))), manager),
      (
        .pos(
          .sales(
            .sell(
              SaleRequest(
                customerPhone: TestServer.phone, discount: SaleDiscount(percent: 5), id: Receipt.ID(UUID()),
                lines: [
                  SaleLineRequest(code: sale.food[0], count: 2, discount: SaleDiscount(amount: Money(rubles: 10))),
                  SaleLineRequest(code: String(sale.loose.plu), discount: SaleDiscount(percent: 3), grams: 350),
                  SaleLineRequest(count: 1, variantID: variant),
                ], payment: SalePayment(card: Money(rubles: 100), cash: Money(rubles: 5000)), promoCode: "MEOW10",
                registerID: register)))), manager
      ),
      (
        .pos(.shifts(.cashIn(.valid(shift), CashMovementRequest(amount: Money(rubles: 500), reason: "размен")))),
        manager
      ),
      (
        .pos(.shifts(.cashOut(.valid(shift), CashMovementRequest(amount: Money(rubles: 100), reason: "инкассация")))),
        manager
      ),
      (
        .pos(
          .shifts(
            .cashOut(
              .valid(shift),
              CashMovementRequest(
                amount: Money(rubles: 100), id: UUID(uuidString: "8F1D2A4C-0000-4000-8000-0000000000F1"),
                reason: "инкассация")))),
        manager
      ),
      (.pos(.shifts(.movement(.valid(1)))), manager),
      (.pos(.shifts(.movementSlip(.valid(1)))), manager),
      (.pos(.shifts(.movements(.valid(shift)))), manager),
      (.pos(.shifts(.current(.valid(register)))), manager),
      (.pos(.shifts(.open(ShiftOpenRequest(openingFloat: Money(rubles: 5000), registerID: register)))), manager),
      (.pos(.shifts(.report(.valid(shift)))), manager),
      (.pos(.shifts(.reportHTML(.valid(shift)))), manager),
      (.pos(.shifts(.history(.valid(register), PageRequest(page: 1, perPage: 5)))), manager),
      (
        .pos(
          .sales(
            .receipts(ReceiptsQuery(date: day, number: ReceiptNumber(receipt), page: PageRequest(page: 1, perPage: 5))))
        ), manager
      ),
      (.pos(.returns(.returns(ReceiptsQuery(date: day, page: PageRequest(page: 1, perPage: 5))))), manager),
      (.pos(.returns(.receipt(.valid(ReceiptNumber(returnNumber))))), manager),
      (.pos(.returns(.receiptHTML(.valid(ReceiptNumber(returnNumber))))), manager),
      (.pos(.staff(.current)), manager),
      (.pos(.staff(.login)), Self.basic(DemoStaff.members[1].phone, DemoStaff.password)),
      (.pos(.staff(.logout)), leaving),
      (.pos(.staff(.members)), admin),
      (.pos(.staff(.disable(.valid(leaver)))), admin),
      (.pos(.staff(.enable(.valid(courierID)))), admin),
      (.pos(.staff(.update(.valid(courierID), StaffChangeRequest(pin: "3333", shopID: shop)))), admin),
      (.pos(.staff(.registers)), manager),
      (
        .pos(
          .stock(
            .correct(
              StockChangeRequest(
                article: article, locationID: StockLevel.LocationID(sale.shop), note: "пересчёт", quantity: 40)))),
        manager
      ),
      (.pos(.stock(.lookup(StockQuery(article: article, barcode: barcode, variantID: variant)))), manager),
      (
        .pos(
          .stock(
            .receive(
              StockChangeRequest(
                locationID: StockLevel.LocationID(sale.shop), note: "приход", quantity: 5, variantID: variant)))),
        manager
      ),
    ]
    return seeds.map { Seed(route: $0.0, headers: $0.1) }
  }

  /// The requests that end what the others need: a shift, a PIN's tries, a session, the account.
  func closingSeeds() throws -> [Seed] {
    let register = Register.ID(try requireUUID(try pos.registerID()))
    let shift = Shift.ID(try requireUUID(sale.shift))
    let seeds: [(APIRoute, [(String, String)])] = [
      (
        .pos(
          .shifts(
            .close(
              .valid(shift), ShiftCloseRequest(counted: [TenderAmount(amount: Money(rubles: 5000), tender: .cash)])))),
        Self.bearer(pos.manager)
      ),
      (
        .pos(.staff(.unlockRegister(.valid(register), RegisterUnlockRequest(pin: "2222", staffID: nil)))),
        Self.bearer(pos.cashier)
      ),
      (
        .pos(.shifts(.open(ShiftOpenRequest(openingFloat: Money(rubles: 5000), registerID: register)))),
        Self.bearer(pos.manager)
      ),
      (.accounts(.refreshToken), Self.bearer(otherCustomers[0])),
      (.accounts(.logout), Self.bearer(otherCustomers[1])),
      (.accounts(.delete), Self.bearer(pos.customer)),
    ]
    return seeds.map { Seed(route: $0.0, headers: $0.1) }
  }
}
