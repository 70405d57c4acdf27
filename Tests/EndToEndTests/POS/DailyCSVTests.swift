import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The daily CSV as Russian Excel and LibreOffice open it, its plain form, and the figures that must add up.
@Suite struct DailyCSVTests {
  /// A day with a split sale, a weighed sale and a partial return.
  static func day() throws -> SaleFixture {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 2], ["code": sale.food[1]]], cash: 1500, card: 1000)
    _ = try sale.sell([["code": sale.weightBarcode(grams: 500)]], cash: 300)
    _ = try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    return sale
  }

  /// The rows Python's `csv` module reads from `bytes` with `;` and the BOM (`utf-8-sig`).
  static func pythonRows(_ bytes: [UInt8]) throws -> [[String]] {
    let directory = try TemporaryDirectory()
    let file = directory.path("daily.csv")
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      "import csv, json, sys; f = open(sys.argv[1], encoding='utf-8-sig', newline=''); "
        + "print(json.dumps(list(csv.reader(f, delimiter=';'))))",
      file,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw TestFailure("python3 failed") }
    return try JSONDecoder().decode([[String]].self, from: data)
  }

  @Test func theExcelCSVParsesWithPythonsCSVModuleUsingSemicolonsAndTheBOM() throws {
    let sale = try Self.day()
    let response = try sale.pos.send("GET", "/reports/daily.csv", token: sale.pos.manager)
    #expect(response.status == 200 && Array(response.body.prefix(3)) == [0xEF, 0xBB, 0xBF])
    let rows = try Self.pythonRows(response.body)
    #expect(rows.first == ["section", "key", "name", "count", "grams", "amount", "refunds", "net"])
    #expect(rows.allSatisfy { $0.count == 8 })
    let summary = rows.first { $0[0] == "summary" && $0[1] == "net" }
    #expect(summary?[7] == "1607,83")
    #expect(rows.contains(["summary", "sales", "", "2", "", "2607,83", "", ""]))
  }

  @Test func theNetIsTheSumOfTheTendersNets() throws {
    let sale = try Self.day()
    let report = try sale.pos.send("GET", "/reports/daily", token: sale.pos.manager).json
    let tenders = report?["tenders"] as? [NSDictionary] ?? []
    let sum = tenders.compactMap { $0["net"] as? Double }.reduce(0, +)
    #expect(tenders.count == 2 && abs(sum - (report?["net"] as? Double ?? -1)) < 0.001)
  }

  @Test func topProductsAreNetOfReturns() throws {
    let sale = try Self.day()
    let report = try sale.pos.send("GET", "/reports/daily", token: sale.pos.manager).json
    let top = (report?["top_products"] as? [NSDictionary] ?? []).first { $0["article"] as? String == sale.food[0] }
    #expect(top?["count"] as? Int == 1 && top?["revenue"] as? Double == 1000)
  }

  @Test func thePlainCSVIsRFC4180() throws {
    let sale = try Self.day()
    let response = try sale.pos.send("GET", "/reports/daily.csv?format=rfc4180", token: sale.pos.manager)
    #expect(response.body.first == UInt8(ascii: "s") && response.text.contains("\r\nsummary,net,,,,,,1607.83\r\n"))
  }

  @Test func anUnknownFormatIsNamed() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily.csv?format=xlsx", token: pos.manager)
    #expect(response.status == 400 && (response.json?["reason"] as? String)?.contains("excel, rfc4180") == true)
  }

  @Test func aMalformedDateSaysTheFormExpected() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily?date=15.01.2027", token: pos.manager)
    #expect(response.status == 400)
    #expect(
      response.json?["reason"] as? String
        == "Query parameter 'date' must be a date as YYYY-MM-DD, not '15.01.2027'.")
  }

  @Test func anAdminOfNoShopIsToldToNameTheShop() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily", token: try pos.adminToken())
    #expect(response.status == 400 && response.json?["code"] as? String == "shopRequired")
    #expect((response.json?["failures"] as? [NSDictionary])?.first?["field"] as? String == "shop_id")
  }
}
