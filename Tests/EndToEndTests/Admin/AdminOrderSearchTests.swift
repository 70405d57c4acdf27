import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The back office finds orders by number, phone (however it is written), day and status, and shows one in full;
/// a manager sees only the pick-up orders of their own shop.
@Suite struct AdminOrderSearchTests {
  @Test func anOrderIsFoundByItsNumber() throws {
    let shop = try AdminOrdersFixture()
    let first = try shop.floor.pickupOrder()
    _ = try shop.floor.courierOrder()
    #expect(try shop.numbers(AdminOrderQuery(number: first)) == [first])
  }

  @Test func ordersAreFoundByTheCustomersPhoneInAnySpellingRegistrationAccepts() throws {
    let shop = try AdminOrdersFixture()
    let pickup = try shop.floor.pickupOrder()
    let courier = try shop.floor.courierOrder()
    for phone in ["79139139113", "8 913 913-91-13", "+7 (913) 913-91-13", "9139139113"] {
      #expect(try shop.numbers(AdminOrderQuery(phone: phone)) == [courier, pickup], "\(phone)")
    }
    #expect(try shop.numbers(AdminOrderQuery(phone: "79130000000")).isEmpty)
  }

  @Test func ordersAreFoundByTheDayTheyWerePlacedAndByStatus() throws {
    let shop = try AdminOrdersFixture()
    let pickup = try shop.floor.pickupOrder()
    let courier = try shop.floor.courierOrder()
    let day = CalendarDate(string: "2027-01-15")
    #expect(try shop.numbers(AdminOrderQuery(from: day, to: day)) == [courier, pickup])
    #expect(try shop.numbers(AdminOrderQuery(from: CalendarDate(string: "2027-01-16"))).isEmpty)
    #expect(try shop.numbers(AdminOrderQuery(to: CalendarDate(string: "2027-01-14"))).isEmpty)
    _ = try shop.floor.ready(pickup)
    #expect(try shop.numbers(AdminOrderQuery(status: .readyForPickup)) == [pickup])
    #expect(try shop.numbers(AdminOrderQuery(status: .inProgress)) == [courier])
  }

  @Test func aListedOrderCarriesItsCustomerTotalAndShop() throws {
    let shop = try AdminOrdersFixture()
    let pickup = try shop.floor.pickupOrder()
    let courier = try shop.floor.courierOrder()
    let page: Page<AdminOrder> = try shop.call(.list(AdminOrderQuery()))
    #expect(page.paginationInfo.totalCount == 2)
    let listed = Dictionary(uniqueKeysWithValues: page.results.map { ($0.number.rawValue, $0) })
    #expect(listed[pickup]?.total == Money(rubles: 2000) && listed[courier]?.total == Money(rubles: 2039))
    #expect(listed[pickup]?.shopID?.uuidString == (try shop.pos.shopID()) && listed[courier]?.shopID == nil)
    #expect(listed[pickup]?.customer.phone == "79139139113" && listed[pickup]?.refunded == .zero)
  }

  @Test func theDetailShowsLinesCustomerDeliveryAndTotals() throws {
    let shop = try AdminOrdersFixture()
    let courier = try shop.floor.courierOrder()
    let detail: AdminOrderDetail = try shop.call(.detail(.valid(try shop.id(courier))))
    #expect(detail.order.number.rawValue == courier && detail.client.phone == "79139139113")
    #expect(detail.lines.map(\.article.rawValue) == [shop.floor.articles[0]])
    #expect(detail.lines.first?.count == 2 && detail.lines.first?.amount == Money(rubles: 2000))
    #expect(detail.delivery.type == .courier && detail.delivery.address?.street == "улица Ленина")
    #expect(detail.summaries.last?.value == Money(rubles: 2039))
    #expect(detail.payment == nil && detail.refunds.isEmpty && detail.history.isEmpty)
  }

  @Test func anUnknownOrderIsNotFound() throws {
    let shop = try AdminOrdersFixture()
    let response = try shop.send(.detail(.valid(Order.ID(UUID()))))
    #expect(response.status == 404 && response.code == "orderNotFound")
    let malformed = try shop.send(.detail(.invalid("1000001")))
    #expect(malformed.status == 404 && malformed.code == "orderNotFound")
  }

  @Test func aManagerListsOnlyTheirShopsPickupOrders() throws {
    let shop = try AdminOrdersFixture()
    let own = try shop.floor.pickupOrder()
    _ = try shop.floor.courierOrder()
    try shop.server.setStock(shop.floor.articles[0], 5, at: UUID(uuidString: try shop.floor.otherShop()))
    _ = try shop.floor.pickupOrder(shop: try shop.floor.otherShop())
    #expect(try shop.numbers(AdminOrderQuery(), token: shop.pos.manager) == [own])
    let other = try shop.send(
      .list(AdminOrderQuery(shopID: Shop.ID(uuidString: try shop.floor.otherShop()))), token: shop.pos.manager)
    #expect(other.status == 403 && other.code == "staffNotAssigned")
  }

  @Test func aManagerMayNotOpenAnotherShopsOrCourierOrders() throws {
    let shop = try AdminOrdersFixture()
    let courier = try shop.floor.courierOrder()
    let own = try shop.floor.pickupOrder()
    let response = try shop.send(.detail(.valid(try shop.id(courier))), token: shop.pos.manager)
    #expect(response.status == 403 && response.code == "staffNotAssigned")
    #expect(try shop.send(.detail(.valid(try shop.id(own))), token: shop.pos.manager).status == 200)
  }
}
