import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A payment staff take for an order prints a «приход» receipt of its own, registered with the fiscal registrar:
/// at the counter's register for a click-and-collect order, on the shop's mobile registrar for a courier's.
@Suite struct OrderReceiptTests {
  @Test func aCashHandOverPrintsAReceiptOfTheOrdersGoods() throws {
    let floor = try FloorFixture()
    let number = try floor.readyPickup([(floor.articles[0], 2)])
    let name = try #require(try floor.lineNames(of: number).first)
    let answer = try floor.handOver(number, payment: ["type": "cash", "received": 2500])
    let receiptNumber = try #require(answer.json?["receipt_number"] as? Int)
    let receipt = try floor.pos.send("GET", "/receipts/\(receiptNumber)", token: floor.pos.cashier)
    let json = try #require(receipt.json)
    let fiscal = try #require(json["fiscal"] as? NSDictionary)
    #expect((fiscal["qr"] as? String)?.hasPrefix("t=20270115T1500&s=2000.00&fn=9999") == true)
    #expect((fiscal["qr"] as? String)?.hasSuffix("&n=1") == true)
    let expected: NSDictionary = [
      "cashier": ["id": try floor.staffID(floor.pos.cashier), "name": "Кирилл"], "change": 500, "discounts": [],
      "fiscal": fiscal, "id": json["id"] ?? "?", "issued_at": "2027-01-15T08:00:00Z",
      "lines": [
        [
          "article": floor.articles[0], "count": 2, "discount": 0, "gross": 2000, "name": name, "total": 2000,
          "unit_price": 1000, "vat": "20%",
        ]
      ],
      "number": receiptNumber, "order_number": number,
      "payments": [["amount": 2000, "received": 2500, "tender": "cash"]],
      "register": ["id": try floor.pos.registerID(), "name": "Касса 1"],
      "seller": ["inn": "5406123450", "name": "ООО «МЯУЛС»", "taxation": "ОСН"],
      "shop": ["id": try floor.pos.shopID(), "name": "MEOWLS на Красном проспекте"],
      "shop_address": json["shop_address"] ?? "?", "subtotal": 2000, "total": 2000,
      "vat_totals": [["amount": 333.33, "rate": "20%"]],
    ]
    #expect(json == expected)
  }

  @Test func theOrdersReceiptIsListedPrintedAndCountedOnce() throws {
    let floor = try FloorFixture(cardTerminal: .always(.approved(authorizationCode: "654321")))
    let shift = try floor.pos.openShift(float: 0)
    let answer = try floor.handOver(try floor.readyPickup(), payment: ["type": "card"])
    let number = try #require(answer.json?["receipt_number"] as? Int)
    let listed = try floor.pos.send("GET", "/receipts?shift_id=\(shift)", token: floor.pos.manager)
    #expect(
      (listed.json?["results"] as? [NSDictionary])?.map { $0["number"] as? Int } == [number]
        && (listed.json?["pagination_info"] as? NSDictionary)?["total_count"] as? Int == 1)
    let html = try floor.pos.send("GET", "/receipts/\(number).html", token: floor.pos.cashier).text
    #expect(html.contains("Кассовый чек · Приход") && html.contains("Безналичными (код 654321)"))
    #expect(html.contains("в т. ч. НДС 20%") && html.contains("<svg"))
    let report = try floor.pos.send("GET", "/shifts/\(shift)/report", token: floor.pos.manager).json
    #expect(report?["orders_collected"] as? NSDictionary == ["count": 1, "total": 2000] as NSDictionary)
    #expect(report?["sales"] as? NSDictionary == ["count": 0, "total": 0] as NSDictionary)
    let daily = try floor.pos.send("GET", "/reports/daily?date=2027-01-15", token: floor.pos.manager).json
    #expect(daily?["net"] as? Double == 2000)
  }

  @Test func aRepeatedHandOverPrintsNoSecondReceipt() throws {
    let floor = try FloorFixture()
    let number = try floor.readyPickup()
    #expect(try floor.handOver(number).status == 200)
    let again = try floor.handOver(number)
    #expect(again.status == 409 && again.code == "orderAlreadyHandedOver")
    #expect(try floor.server.rows("SELECT COUNT(*) FROM pos_order_receipts") == ["1"])
  }

  @Test func aFailingRegistrarLeavesTheOrderUnpaidAndGivesTheCardBack() throws {
    let registrar = SwitchableRegistrar()
    let terminal = RecordingTerminal(.approved(authorizationCode: "777000"))
    let floor = try FloorFixture(cardTerminal: terminal.terminal, fiscalRegistrar: registrar)
    let number = try floor.readyPickup()
    let register = try floor.openDrawer()
    registrar.unplug()
    let response = try floor.handOver(number, payment: ["type": "card"], register: register)
    #expect(response.status == 503 && response.code == "fiscalRegistrarUnavailable")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
    #expect(try floor.server.rows("SELECT COUNT(*) FROM pos_order_receipts") == ["0"])
    #expect(terminal.refunded == ["2000.00|777000"])
  }

  @Test func aPaidOrderHandedOverPrintsNoReceipt() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder(payment: "card")
    _ = try floor.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: nil)
    #expect(response.status == 200 && response.json?["receipt_number"] == nil)
    #expect(try floor.server.rows("SELECT COUNT(*) FROM pos_order_receipts") == ["0"])
  }

  @Test func aCouriersPaymentIsRegisteredOnTheShopsMobileRegistrar() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    let answer = try floor.delivered(number, payment: ["type": "cash", "received": 2100])
    let receiptNumber = try #require(answer.json?["receipt_number"] as? Int)
    let receipt = try #require(try floor.pos.send("GET", "/receipts/\(receiptNumber)", token: floor.pos.manager).json)
    #expect(receipt["cashier"] as? NSDictionary == ["id": try floor.staffID(floor.pos.courier), "name": "Денис"])
    #expect((receipt["register"] as? NSDictionary)?["name"] as? String == "Мобильная касса курьеров")
    #expect(receipt["total"] as? Double == 2039 && receipt["change"] as? Double == 61)
    let lines = try #require(receipt["lines"] as? [NSDictionary])
    #expect(
      lines.last
        == [
          "article": "", "count": 1, "discount": 0, "gross": 39, "name": "Доставка", "total": 39, "unit_price": 39,
          "vat": "20%",
        ] as NSDictionary)
    #expect(receipt["fiscal"] != nil)
    #expect(try floor.server.rows("SELECT shift_id IS NULL FROM pos_order_receipts") == ["1"])
    let registers = try floor.pos.send("GET", "/registers", token: floor.pos.manager)
    #expect(registers.text.contains("Касса 1") && !registers.text.contains("Мобильная"))
  }
}

extension FloorFixture {
  /// The names of an order's lines as staff see them.
  func lineNames(of number: Int) throws -> [String] {
    let page = try pos.send("GET", "/pickups", token: pos.cashier).json?["results"] as? [NSDictionary] ?? []
    let order = page.first { $0["number"] as? Int == number }
    return (order?["lines"] as? [NSDictionary] ?? []).compactMap { $0["name"] as? String }
  }
}
