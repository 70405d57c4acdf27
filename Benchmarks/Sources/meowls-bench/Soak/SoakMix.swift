import Foundation
import MeowlsAPI
import MeowlsTestSupport

/// What a soak's shoppers and cashier do, and how often: out of 100 actions, about what a pet shop's traffic
/// holds (mostly browsing, some searching, fewer carts, a few orders and counter sales).
enum SoakAction: String, CaseIterable, Sendable {
  case browse, product, mainPage, search, cart, purchase, counterSale

  /// Actions of this kind in 100.
  var share: Int {
    switch self {
    case .browse: 40
    case .product: 15
    case .mainPage: 5
    case .search: 15
    case .cart: 13
    case .purchase: 6
    case .counterSale: 6
    }
  }

  /// The action a roll in 0..<100 falls on.
  static func pick(_ roll: Int) -> SoakAction {
    var bound = 0
    for action in allCases {
      bound += action.share
      if roll < bound { return action }
    }
    return .browse
  }
}

/// A small deterministic generator, so two runs of a soak send the same requests in the same order.
struct SoakRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  /// SplitMix64.
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
  }
}

/// Who a soak worker is: a signed-in customer, and the counter's signed-in cashier (shared by every worker).
struct SoakCast: Sendable {
  var customers: [String]
  var cashier: String
  var queries: [String]
}

/// One worker's keep-alive connection and the requests of each action on it.
struct SoakWorker {
  let shop: SoakShop
  let cast: SoakCast
  let index: Int
  private var client: RawHTTPClient
  private var random: SoakRandom

  init(shop: SoakShop, cast: SoakCast, index: Int, port: Int) throws {
    self.shop = shop
    self.cast = cast
    self.index = index
    client = try RawHTTPClient(port: port, receiveTimeoutSeconds: 30)
    random = SoakRandom(seed: UInt64(index))
  }

  /// The next action's kind, drawn from the mix.
  mutating func nextAction() -> SoakAction { SoakAction.pick(random.next(below: 100)) }

  /// Performs `action`; nil when every answer was a success, else what failed (`path status code`).
  mutating func perform(_ action: SoakAction) throws -> String? {
    switch action {
    case .browse: return try get(shop.pages[random.next(below: shop.pages.count)])
    case .product: return try get(shop.products[random.next(below: shop.products.count)])
    case .mainPage: return try get(APIRoute.catalog(.mainPage).request.target)
    case .search:
      let query = cast.queries[random.next(below: cast.queries.count)]
      return try get(APIRoute.search(.suggestions(query: query)).request.target)
    case .cart: return try post("/api/v1/cart/update", cart(), token: customer)
    case .purchase:
      let steps = [
        ("/api/v1/cart/update", cart(courier: true)),
        ("/api/v1/checkout/check_availability_and_calculate_amount", shop.checkout),
        ("/api/v1/checkout/purchase", shop.checkout),
      ]
      for (path, body) in steps {
        if let failure = try post(path, body, token: customer) { return failure }
      }
      return nil
    case .counterSale: return try post("/api/v1/pos/sales", counterSale(), token: cast.cashier)
    }
  }

  private var customer: String { cast.customers[index % cast.customers.count] }

  /// The customer's cart: one article, a few units (enough for a courier when it is to be bought).
  private mutating func cart(courier: Bool = false) -> [UInt8] {
    let line = shop.articles[random.next(below: shop.articles.count)]
    let count = (courier ? line.courierUnits : 1) + random.next(below: 3)
    return Array(#"{"cart":{"items":[{"article":"\#(line.article)","count":\#(count)}],"save":true}}"#.utf8)
  }

  /// A cash sale of one or two units of an article, paid with the next whole thousand roubles.
  private mutating func counterSale() -> [UInt8] {
    let line = shop.articles[random.next(below: shop.articles.count)]
    let count = 1 + random.next(below: 2)
    let cash = (line.kopecks * Int64(count) / 100_000 + 1) * 1_000
    return Array(
      #"""
      {"id":"\#(UUID().uuidString)","register_id":"\#(shop.register)",\#
      "lines":[{"code":"\#(line.article)","count":\#(count)}],"payment":{"cash":\#(cash)}}
      """#.utf8)
  }

  private func get(_ target: String) throws -> String? {
    let response = try client.request("GET", target)
    return response.status == 200 ? nil : "GET \(target.prefix(60)) \(response.status) \(code(response))"
  }

  private func post(_ path: String, _ body: [UInt8], token: String) throws -> String? {
    let response = try client.request(
      "POST", path, headers: [("Authorization", "Token \(token)"), ("Content-Type", "application/json")], body: body)
    return response.status == 200 ? nil : "POST \(path) \(response.status) \(code(response))"
  }

  private func code(_ response: RawHTTPResponse) -> String { response.json?["code"] as? String ?? "" }
}
