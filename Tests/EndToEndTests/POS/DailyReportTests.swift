import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct DailyReportTests {
  @Test func aDayWithoutSalesIsAllZeros() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily?date=2027-01-15", token: pos.manager)
    #expect(response.status == 200)
    #expect(response.json == (try pos.emptyReport(date: "2027-01-15")))
  }

  @Test func withoutADateTheReportIsOfTodayInTheShopsTimeZone() throws {
    let pos = try POSFixture()
    pos.server.clock.advance(by: 17 * 3600)  // 2027-01-16 01:00 UTC is 08:00 in Novosibirsk
    let response = try pos.send("GET", "/reports/daily", token: pos.manager)
    #expect(response.json?["date"] as? String == "2027-01-16")
  }

  @Test func csvHasAHeaderAndARowPerFigure() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily.csv?date=2027-01-15&format=rfc4180", token: pos.manager)
    #expect(response.status == 200 && response.header("Content-Type") == "text/csv; charset=utf-8")
    #expect(
      response.text
        == [
          "section,key,name,count,grams,amount,refunds,net",
          "shop,\(try pos.shopID()),MEOWLS на Красном проспекте,,,,,",
          "date,2027-01-15,,,,,,", "summary,sales,,0,,0.00,,", "summary,returns,,0,,,0.00,",
          "summary,discounts,,,,0.00,,",
          "summary,net,,,,,,0.00", "tender,cash,,,,0.00,0.00,0.00", "tender_orders,cash,,,,0.00,,",
          "tender,card,,,,0.00,0.00,0.00", "tender_orders,card,,,,0.00,,", "",
        ].joined(separator: "\r\n"))
  }

  @Test func reportsAreForbiddenToCashiersCouriersAndCustomers() throws {
    let pos = try POSFixture()
    for token in [pos.cashier, pos.courier, pos.customer] {
      let response = try pos.send("GET", "/reports/daily", token: token)
      #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
    }
  }

  @Test func anotherShopsReportIsForbiddenToAManager() throws {
    let pos = try POSFixture()
    let other = try pos.admin().shops()[1].shop.id.uuidString
    let response = try pos.send("GET", "/reports/daily?shop_id=\(other)", token: pos.manager)
    #expect(response.status == 403 && response.json?["code"] as? String == "staffNotAssigned")
  }

  @Test func anUnknownShopIsNotFoundForAnAdmin() throws {
    let pos = try POSFixture()
    _ = try pos.admin().addStaff(role: .admin, phone: "79990000029", password: "Meowls2024")
    let admin = try #require(try pos.server.posLogin("79990000029").token)
    let response = try pos.send(
      "GET", "/reports/daily?shop_id=00000000-0000-0000-0000-000000000000", token: admin)
    #expect(response.status == 404 && response.json?["code"] as? String == "shopNotFound")
  }

  @Test(arguments: ["0001-01-01", "9999-12-31"])
  func theFirstAndLastDaysACalendarDateHoldsAnswerAnEmptyReport(date: String) throws {
    let pos = try POSFixture()
    for path in ["/reports/daily", "/reports/daily.csv"] {
      #expect(try pos.send("GET", "\(path)?date=\(date)", token: pos.manager).status == 200, "\(path)")
    }
  }

  @Test(arguments: ["date=0000-01-01", "date=10000-01-01", "date=99999999999999999999-01-01"])
  func aDateOutsideTheCalendarIsABadRequest(query: String) throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily?\(query)", token: pos.manager)
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
  }

  @Test(arguments: ["date=15.01.2027", "shop_id=shop"])
  func aMalformedQueryIsABadRequest(query: String) throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/reports/daily?\(query)", token: pos.manager)
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
  }
}

extension POSFixture {
  /// The report of a day without sales or returns at the demo staff's shop.
  func emptyReport(date: String) throws -> NSDictionary {
    [
      "shop": [
        "address": "Красный проспект, 101", "city_id": "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456", "id": try shopID(),
        "name": "MEOWLS на Красном проспекте", "time_zone": "Asia/Novosibirsk",
      ],
      "date": date, "sales": ["count": 0, "total": 0], "returns": ["count": 0, "total": 0], "discounts": 0, "net": 0,
      "tenders": [
        ["tender": "cash", "sales": 0, "orders_collected": 0, "refunds": 0, "net": 0],
        ["tender": "card", "sales": 0, "orders_collected": 0, "refunds": 0, "net": 0],
      ],
      "cashiers": [], "top_products": [],
    ]
  }
}

@Suite struct DailyReportWithSalesTests {
  @Test func theDayAddsUpSalesReturnsTendersCashiersAndTopProducts() throws {
    let sale = try SaleFixture()
    _ = try sale.sell(
      [["code": sale.food[0], "count": 2], ["code": String(sale.loose.plu), "grams": 500]], cash: 1000, card: 1274.5)
    _ = try sale.sell(
      [["code": sale.food[1]]], cash: 333.33, extra: ["discount": ["percent": 10]], token: sale.pos.manager)
    _ = try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    let cashier = try sale.pos.staffID(sale.pos.cashier)
    let manager = try sale.pos.staffID(sale.pos.manager)
    let response = try sale.pos.send("GET", "/reports/daily?date=2027-01-15", token: sale.pos.manager)
    let expected = try sale.pos.emptyReport(date: "2027-01-15").mutableCopy() as! NSMutableDictionary
    expected["sales"] = ["count": 2, "total": 2574.50]
    expected["returns"] = ["count": 1, "total": 1000]
    expected["discounts"] = 33.33
    expected["net"] = 1574.5
    expected["tenders"] = [
      ["tender": "cash", "sales": 1300, "orders_collected": 0, "refunds": 0, "net": 1300],
      ["tender": "card", "sales": 1274.5, "orders_collected": 0, "refunds": 1000, "net": 274.5],
    ]
    expected["cashiers"] = [
      [
        "staff_id": cashier, "name": "Кирилл", "sales": ["count": 1, "total": 2274.5],
        "returns": ["count": 0, "total": 0],
      ],
      [
        "staff_id": manager, "name": "Марина", "sales": ["count": 1, "total": 300],
        "returns": ["count": 1, "total": 1000],
      ],
    ]
    // NB: net of the return of one of the two pieces.
    expected["top_products"] = [
      ["article": sale.food[0], "name": try sale.reportName(sale.food[0]), "count": 1, "grams": 0, "revenue": 1000],
      ["article": sale.food[1], "name": try sale.reportName(sale.food[1]), "count": 1, "grams": 0, "revenue": 300],
      [
        "article": sale.loose.article, "name": try sale.reportName(sale.loose.article), "count": 0, "grams": 500,
        "revenue": 274.5,
      ],
    ]
    #expect(response.json == expected)
  }

  @Test func aDayWhoseStoredSalesOverflowStillReports() throws {
    let sale = try SaleFixture()
    for _ in 1...2 { _ = try sale.sell([["code": sale.food[0]]], cash: 1000) }
    let huge = "8000000000000000000"
    _ = try sale.server.rows("UPDATE pos_sales SET total_kopecks = \(huge), discount_kopecks = \(huge)")
    _ = try sale.server.rows("UPDATE pos_sale_lines SET total_kopecks = \(huge)")
    _ = try sale.server.rows("UPDATE pos_payments SET amount_kopecks = \(huge)")
    for path in ["/reports/daily", "/reports/daily.csv", "/shifts/\(sale.shift)/report"] {
      #expect(try sale.pos.send("GET", path, token: sale.pos.manager).status == 200, "\(path)")
    }
  }

  @Test func anotherDaysSalesAreNotCounted() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.pos.send("GET", "/reports/daily?date=2027-01-14", token: sale.pos.manager)
    #expect(response.json == (try sale.pos.emptyReport(date: "2027-01-14")))
  }
}

extension SaleFixture {
  /// The product and variant name as reports print it.
  func reportName(_ article: String) throws -> String {
    try server.rows(
      "SELECT p.name || ' ' || v.short_name FROM product_variants v JOIN products p ON p.id = v.product_id "
        + "WHERE v.article = '\(article)'"
    ).first ?? "?"
  }
}
