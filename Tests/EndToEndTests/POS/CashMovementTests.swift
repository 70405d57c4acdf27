import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Cash in and cash out leave a document: each movement has an id, is answered with the X report, is listed in its
/// shift, is fetched as JSON and printed as an 80 mm slip, and a repeated request id records it once.
@Suite struct CashMovementTests {
  @Test func aCashInAnswersItsMovementBesideTheXReport() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    let response = try pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["amount": 500, "reason": " размен "], token: pos.manager)
    #expect(response.status == 200 && response.json?["cash_in"] as? Double == 500)
    #expect(
      response.json?["movement"] as? NSDictionary
        == [
          "id": 1, "shift_id": shift, "direction": "in", "amount": 500, "reason": "размен",
          "staff_id": try pos.staffID(pos.manager), "recorded_at": "2027-01-15T08:00:00Z",
        ] as NSDictionary)
  }

  @Test func aMovementIsFetchedAsAnsweredAndListedInItsShift() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    let first = try pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["amount": 250, "reason": "размен"], token: pos.cashier)
    let second = try pos.send(
      "POST", "/shifts/\(shift)/cash_out", json: ["amount": 600.5, "reason": "инкассация"], token: pos.cashier)
    let movements = [first, second].compactMap { $0.json?["movement"] as? NSDictionary }
    #expect(movements.count == 2)
    let fetched = try pos.send("GET", "/cash_movements/\(movements[1]["id"] ?? 0)", token: pos.cashier)
    #expect(fetched.status == 200 && fetched.json as NSDictionary? == movements[1])
    let listed = try pos.send("GET", "/shifts/\(shift)/cash_movements", token: pos.cashier)
    #expect(listed.status == 200 && array(listed) == movements as NSArray)
  }

  @Test func aMovementsSlipPrintsWhoMovedHowMuchAndWhy() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 5000)
    let id = try #require(
      try pos.send(
        "POST", "/shifts/\(shift)/cash_out", json: ["amount": 1234.5, "reason": "инкассация <банк>"],
        token: pos.manager
      ).json?["movement"] as? NSDictionary)["id"]
    let slip = try pos.send("GET", "/cash_movements/\(id ?? 0).html", token: pos.cashier)
    #expect(slip.status == 200 && slip.header("Content-Type") == "text/html; charset=utf-8")
    for text in [
      "Выплата наличных", "№ 1 · 15.01.2027 15:00", "Касса: Касса 1 · Кассир: Марина", "ООО «МЯУЛС»",
      "ИНН 5406123450", "Смена № 1", "Выплачено</td><td class=\"amount\">1\u{00A0}234,50\u{00A0}₽",
      "Основание: инкассация &lt;банк&gt;",
    ] {
      #expect(slip.text.contains(text), "\(text)")
    }
  }

  @Test func aCashInsSlipIsAnInSlip() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    _ = try pos.send("POST", "/shifts/\(shift)/cash_in", json: ["amount": 100, "reason": "размен"], token: pos.cashier)
    let slip = try pos.send("GET", "/cash_movements/1.html", token: pos.cashier).text
    #expect(slip.contains("<h2>Внесение наличных</h2>") && slip.contains("Внесено</td>"))
  }

  @Test func theSameRequestIDRecordsOneMovementAndAnswersItAgain() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    let body: [String: Any] = ["id": "8F1D2A4C-0000-4000-8000-000000000001", "amount": 300, "reason": "размен"]
    let first = try pos.send("POST", "/shifts/\(shift)/cash_in", json: body, token: pos.manager)
    let again = try pos.send("POST", "/shifts/\(shift)/cash_in", json: body, token: pos.manager)
    #expect(first.status == 200 && first.header("Idempotent-Replayed") == nil)
    #expect(again.status == 200 && again.header("Idempotent-Replayed") == "true")
    #expect(again.json?["movement"] as? NSDictionary == first.json?["movement"] as? NSDictionary)
    #expect((first.json?["movement"] as? NSDictionary)?["request_id"] as? String == body["id"] as? String)
    #expect(again.json?["cash_in"] as? Double == 300 && again.json?["cash_expected"] as? Double == 1300)
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_cash_movements") == ["1"])
  }

  @Test func eightConcurrentRepeatsOfOneRequestIDRecordOneMovement() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    let codes = statuses(8) { _ in
      try pos.send(
        "POST", "/shifts/\(shift)/cash_out",
        json: ["id": "8F1D2A4C-0000-4000-8000-000000000002", "amount": 300, "reason": "размен"], token: pos.manager
      ).status
    }
    #expect(codes == Array(repeating: 200, count: 8))
    #expect(try pos.server.rows("SELECT COUNT(*), SUM(amount_kopecks) FROM pos_cash_movements") == ["1|30000"])
  }

  @Test func aRequestIDSentAgainWithAnotherBodyIsRefused() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    let id = "8F1D2A4C-0000-4000-8000-000000000003"
    _ = try pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["id": id, "amount": 300, "reason": "размен"], token: pos.manager)
    for (path, amount) in [("cash_in", 301), ("cash_out", 300)] {
      let response = try pos.send(
        "POST", "/shifts/\(shift)/\(path)", json: ["id": id, "amount": amount, "reason": "размен"], token: pos.manager)
      #expect(response.status == 422 && response.code == "idempotencyKeyReused", "\(path)")
    }
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_cash_movements") == ["1"])
  }

  @Test(arguments: ["/cash_movements/2", "/cash_movements/касса", "/cash_movements/2.html", "/cash_movements/x.html"])
  func anUnknownMovementIsNotFound(path: String) throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    _ = try pos.send("POST", "/shifts/\(shift)/cash_in", json: ["amount": 100, "reason": "размен"], token: pos.cashier)
    let response = try pos.send("GET", path, token: pos.cashier)
    #expect(response.status == 404 && response.code == "cashMovementNotFound", "\(response.text)")
  }

  @Test func anotherShopsMovementIsNotFoundAndACourierIsForbidden() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    _ = try pos.send("POST", "/shifts/\(shift)/cash_in", json: ["amount": 100, "reason": "размен"], token: pos.cashier)
    let other =
      try pos.server.rows(
        "SELECT id FROM stock_locations WHERE kind = 'shop' AND id <> '\(try pos.shopID())' ORDER BY position"
      ).first ?? "?"
    try pos.server.execute("UPDATE pos_shifts SET shop_id = '\(other)'")
    let foreign = try pos.send("GET", "/cash_movements/1", token: pos.manager)
    #expect(foreign.status == 404 && foreign.code == "cashMovementNotFound")
    let list = try pos.send("GET", "/shifts/\(shift)/cash_movements", token: pos.manager)
    #expect(list.status == 404 && list.code == "shiftNotFound")
    #expect(try pos.send("GET", "/cash_movements/1", token: pos.courier).status == 403)
  }

  private func array(_ response: RawHTTPResponse) -> NSArray? {
    (try? JSONSerialization.jsonObject(with: Data(response.body))) as? NSArray
  }
}
