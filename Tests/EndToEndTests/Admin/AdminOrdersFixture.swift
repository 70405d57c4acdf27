import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The shop floor (`FloorFixture`: two cat foods at 1000 ₽, the customer's orders) with a recording card terminal,
/// an admin of no shop and the back office's order routes, in process.
struct AdminOrdersFixture {
  let floor: FloorFixture
  let admin: AdminFixture
  let terminal: RecordingTerminal
  var server: TestServer { floor.server }
  var pos: POSFixture { floor.pos }

  init(refunds: CardAuthorization? = nil) throws {
    terminal = RecordingTerminal(refunds: refunds)
    floor = try FloorFixture(cardTerminal: terminal.terminal)
    admin = try AdminFixture(pos: floor.pos)
  }

  /// The order's id by its number.
  func id(_ number: Int) throws -> Order.ID {
    guard let text = try server.rows("SELECT id FROM orders WHERE number = \(number)").first,
      let id = Order.ID(uuidString: text)
    else { throw TestFailure("no order \(number)") }
    return id
  }

  /// The route's answer as `token` (the admin by default) sends it.
  func send(_ route: APIRoute.Admin.Orders, token: String? = nil) throws -> RawHTTPResponse {
    try admin.send(.admin(.orders(route)), token: token ?? admin.admin)
  }

  /// The route's answer decoded; a failure naming the answer unless it is 200.
  func call<T: Decodable>(_ route: APIRoute.Admin.Orders, as type: T.Type = T.self, token: String? = nil) throws -> T {
    try admin.call(.orders(route), token: token)
  }

  /// The numbers a search answers, in order.
  func numbers(_ query: AdminOrderQuery, token: String? = nil) throws -> [Int] {
    let page: Page<AdminOrder> = try call(.list(query), token: token)
    return page.results.map(\.number.rawValue)
  }

  /// A pick-up order made ready and handed over, paid by card (2 × 1000 ₽ unless told).
  func cardPaidPickup(_ lines: [(String, Int)]? = nil) throws -> Int {
    let number = try floor.pickupOrder(lines)
    _ = try floor.ready(number)
    let handed = try floor.handOver(number, payment: ["type": "card"])
    guard handed.status == 200 else { throw TestFailure("hand-over failed: \(handed.text)") }
    return number
  }

  /// The audit rows about an order, newest first.
  func audit(of number: Int) throws -> [AuditEntry] {
    let page: Page<AuditEntry> = try admin.call(.audit(AuditQuery(subjectID: try id(number).uuidString)))
    return page.results
  }
}

/// The value of `key` in an audit row's object.
func field(_ json: AuditJSON?, _ key: String) -> AuditJSON? {
  guard case .object(let object)? = json else { return nil }
  return object[key]
}
