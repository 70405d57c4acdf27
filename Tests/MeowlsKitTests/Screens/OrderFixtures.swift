import Foundation
import MeowlsAPI

/// Orders as the server lists and shows them, for the Orders and Order screen tests.
enum OrderFixtures {
  static func order(_ number: Int, cancelable: Bool = true) -> Order {
    Order(
      canBePaidOnline: false, cancelable: cancelable,
      id: Order.ID(uuidString: String(format: "0D000000-0000-0000-0000-%012d", number))!, itemsPreviews: [],
      number: OrderNumber(number), orderDate: CalendarDate(year: 2027, month: 1, day: 15)!, paid: false,
      repeatAllowed: true, status: cancelable ? "Новый" : "Отменен", statusCode: cancelable ? .inProgress : .canceled,
      summaries: [])
  }

  static func page(_ numbers: [Int], page: Int, next: Int?) -> Page<Order> {
    Page(
      paginationInfo: PaginationInfo(nextPage: next, page: page, perPage: 20, totalCount: 100),
      results: numbers.map { order($0) })
  }

  static func detail(_ number: Int, cancelable: Bool = true, repeatAllowed: Bool = true) -> OrderDetail {
    OrderDetail(
      canBePaidOnline: false, cancelable: cancelable, client: OrderClient(phone: "79139139113"),
      delivery: OrderDelivery(type: .courier), id: order(number).id, items: [CartFixtures.item("A-1", count: 2)],
      number: OrderNumber(number), orderDate: CalendarDate(year: 2027, month: 1, day: 15)!, paid: false,
      paymentType: .cash, repeatAllowed: repeatAllowed, status: cancelable ? "Новый" : "Отменен",
      statusCode: cancelable ? .inProgress : .canceled, summaries: [])
  }
}
