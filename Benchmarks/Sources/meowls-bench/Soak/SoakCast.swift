import Foundation
import MeowlsServer
import MeowlsTestSupport

extension SoakCast {
  /// Registers `customers` customers, signs the demo cashier in at the counter (the register unlocked with the
  /// cashier's PIN and a shift opened on it), and reads the search queries of `Benchmarks/search/`.
  static func signIn(shop: SoakShop, port: Int, customers: Int) throws -> SoakCast {
    let tokens = try (0..<customers).map { try PurchaseBenchmark.register(500 + $0, port: port) }
    let client = try RawHTTPClient(port: port)
    let cashier = DemoStaff.members[1]
    let credentials = Data("\(cashier.phone):\(DemoStaff.password)".utf8).base64EncodedString()
    let login = try client.request("POST", "/api/v1/pos/login", headers: [("Authorization", "Basic \(credentials)")])
    guard let token = (login.json?["authentication"] as? NSDictionary)?["token"] as? String else {
      throw BenchmarkError(message: "the cashier could not sign in: \(login.text)")
    }
    let headers = [("Authorization", "Token \(token)"), ("Content-Type", "application/json")]
    let unlock = try client.request(
      "POST", "/api/v1/pos/registers/\(shop.register)/unlock", headers: headers,
      body: Array(#"{"pin":"\#(cashier.pin)"}"#.utf8))
    guard unlock.status == 200 else { throw BenchmarkError(message: "unlocking failed: \(unlock.text)") }
    let shift = try client.request(
      "POST", "/api/v1/pos/shifts", headers: headers,
      body: Array(#"{"register_id":"\#(shop.register)","opening_float":5000}"#.utf8))
    guard shift.status == 200 else { throw BenchmarkError(message: "opening a shift failed: \(shift.text)") }
    let queries = try ["plain", "typo", "layout", "translit"].flatMap { name in
      try String(contentsOfFile: "Benchmarks/search/\(name).txt", encoding: .utf8).split(separator: "\n")
        .map(String.init)
    }
    return SoakCast(customers: tokens, cashier: token, queries: queries)
  }
}
