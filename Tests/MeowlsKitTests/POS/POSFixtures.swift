import Foundation
import MeowlsAPI
import MeowlsKit

/// Values the POS screen tests build their states from.
enum POSFixtures {
  static func uuid(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))! }
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let offline = APIError.transport(.notConnected)

  static func error(_ code: ErrorCode, _ reason: String = "refused", status: Int = 400) -> APIError {
    .server(status: status, ErrorResponse(code: code, reason: reason))
  }

  static let shop = Shop(
    address: "Красный проспект, 1", cityID: City.ID(uuid(90)), id: Shop.ID(uuid(91)), name: "MEOWLS")
  static let register = Register(id: Register.ID(uuid(80)), name: "Касса 1", number: 1, shopID: shop.id)
  static let otherRegister = Register(id: Register.ID(uuid(81)), name: "Касса 2", number: 2, shopID: shop.id)

  static func member(_ n: Int, _ role: StaffRole, name: String? = nil) -> StaffMember {
    StaffMember(hasPIN: true, id: User.ID(uuid(n)), name: name, phone: "7999000000\(n)", role: role, shop: shop)
  }

  static let manager = member(1, .manager, name: "Марина")
  static let cashier = member(2, .cashier, name: "Кирилл")
  static let courier = member(3, .courier, name: "Денис")

  static func item(_ n: Int, price: Int64 = 100, weighed: Bool = false) -> RegisterItem {
    RegisterItem(
      article: Article(rawValue: "\(1000 + n)"), id: ProductVariant.ID(uuid(200 + n)), isSoldByWeight: weighed,
      name: "Item \(n)", price: Money(rubles: price))
  }

  static func quote(total: Int64, approval: Bool = false) -> SaleQuote {
    SaleQuote(
      discounts: [], lines: [], needsManagerApproval: approval, subtotal: Money(rubles: total),
      total: Money(rubles: total))
  }

  static func shift(status: ShiftStatus = .open) -> Shift {
    Shift(
      id: Shift.ID(uuid(70)), number: 1, openedAt: start, openedBy: cashier.id, openingFloat: Money(rubles: 5000),
      registerID: register.id, shopID: shop.id, status: status)
  }

  static func report(_ kind: ShiftReportKind = .x, cashIn: Int64 = 0, shift: Shift = shift()) -> ShiftReport {
    ShiftReport(
      blind: kind == .x ? true : nil, cashExpected: nil, cashIn: Money(rubles: cashIn), cashOut: .zero,
      discounts: .zero, generatedAt: start, kind: kind, openingFloat: Money(rubles: 5000), returns: .zero,
      sales: .zero, shift: shift, tenders: [])
  }

  static func receipt(_ number: Int, lines: [ReceiptLine]? = nil) -> Receipt {
    Receipt(
      cashier: ReceiptParty(id: Identifier(uuid(2)), name: "Кирилл"), change: .zero, discounts: [],
      id: Receipt.ID(uuid(300 + number)), issuedAt: start,
      lines: lines ?? [
        ReceiptLine(
          article: "1001", count: 3, discount: .zero, gross: Money(rubles: 300), name: "Item 1",
          total: Money(rubles: 300), unitPrice: Money(rubles: 100)),
        ReceiptLine(
          article: "1002", discount: .zero, grams: 350, gross: Money(rubles: 192), name: "Loose",
          total: Money(rubles: 192), unitPrice: Money(rubles: 549)),
      ], number: ReceiptNumber(number), payments: [], register: ReceiptParty(id: Identifier(uuid(80)), name: "Касса 1"),
      shop: ReceiptParty(id: Identifier(uuid(91)), name: "MEOWLS"), shopAddress: "Красный проспект, 1",
      subtotal: Money(rubles: 492), total: Money(rubles: 492))
  }

  static func refund(_ number: Int, of receipt: Int) -> ReturnReceipt {
    ReturnReceipt(
      approvedBy: manager.id, id: ReturnReceipt.ID(uuid(400)), issuedAt: start,
      lines: [ReturnedLine(amount: Money(rubles: 100), article: "1001", count: 1, line: 1, name: "Item 1")],
      number: ReceiptNumber(number), receiptNumber: ReceiptNumber(receipt),
      refunds: [TenderAmount(amount: Money(rubles: 100), tender: .cash)], registerID: register.id, shopID: shop.id,
      staffID: cashier.id, total: Money(rubles: 100))
  }

  static func pickup(_ number: Int, status: OrderStatusCode = .readyForPickup, paid: Bool = false) -> PickupOrder {
    PickupOrder(
      customer: OrderCustomer(name: "Анна", phone: "79139139113"),
      lines: [StaffOrderLine(article: "1001", count: 2, name: "Item 1")], number: OrderNumber(number), paid: paid,
      paymentType: .cash, statusCode: status, total: Money(rubles: 2000))
  }

  static func task(_ number: Int, status: DeliveryStatus = .assigned, paid: Bool = false, courier: User.ID? = nil)
    -> DeliveryTask
  {
    DeliveryTask(
      address: "улица Ленина, 1", assignedAt: status == .waiting ? nil : start,
      courierID: status == .waiting ? nil : (courier ?? POSFixtures.courier.id),
      customer: OrderCustomer(phone: "79139139113"), lines: [StaffOrderLine(article: "1001", count: 1, name: "Item 1")],
      number: OrderNumber(number), paid: paid, paymentType: .cash, status: status, total: Money(rubles: 1000))
  }

  static func page<Item>(_ items: [Item], page: Int = 1, next: Int? = nil) -> Page<Item> {
    Page(
      paginationInfo: PaginationInfo(nextPage: next, page: page, perPage: 20, totalCount: items.count), results: items)
  }

  static func handOver(_ number: Int) -> OrderHandOver {
    OrderHandOver(number: OrderNumber(number), paid: true, statusCode: .completed)
  }

  static func lookup() -> StockLookup {
    StockLookup(
      article: "1001",
      levels: [
        StockLevel(
          cityID: City.ID(uuid(90)), kind: .warehouse, locationID: StockLevel.LocationID(uuid(60)), name: "Склад",
          quantity: 10),
        StockLevel(
          cityID: City.ID(uuid(90)), kind: .shop, locationID: StockLevel.LocationID(uuid(91)), name: "MEOWLS",
          quantity: 4),
      ], productName: "Корм", variantID: ProductVariant.ID(uuid(201)), variantName: "1 кг")
  }

  static func refusedSale() -> RefusedSale {
    let sale = QueuedSale(
      change: .zero, queuedAt: start,
      request: SaleRequest(id: .init(uuid(1)), lines: [], payment: SalePayment(), registerID: register.id),
      total: .zero)
    return RefusedSale(error: error(.itemsNotAvailableWithSetCount), refusedAt: start, sale: sale)
  }

  static func daily(_ date: CalendarDate) -> DailyReport {
    DailyReport(
      cashiers: [], date: date, discounts: .zero, net: Money(rubles: 300), returns: .zero,
      sales: ShiftTally(count: 1, total: Money(rubles: 300)), shop: shop, tenders: [], topProducts: [])
  }
}
