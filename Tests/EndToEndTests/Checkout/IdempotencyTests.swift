import Foundation
import MeowlsTestSupport
import Testing

@Suite struct IdempotencyTests {
  @Test func theSameKeyAndBodyReplayTheFirstAnswer() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    let body = CheckoutFixture.body(try fixture.courier())
    let first = try fixture.purchase(body, key: "order-42")
    #expect(first.status == 200)
    #expect(first.header("Idempotent-Replayed") == nil)
    // The same request written differently (another key order, spacing) is the same request.
    let respelled = Array(
      String(decoding: try JSONSerialization.data(withJSONObject: body, options: [.prettyPrinted]), as: UTF8.self).utf8)
    for replay in [try fixture.purchase(body, key: "order-42"), try fixture.purchase(json: respelled, key: "order-42")]
    {
      #expect(replay.status == 200)
      #expect(replay.header("Idempotent-Replayed") == "true")
      #expect(replay.body == first.body)
    }
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM orders") == ["1"])
  }

  @Test func theSameKeyWithAnotherBodyIsRefused() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    #expect(try fixture.purchase(CheckoutFixture.body(try fixture.courier()), key: "k").status == 200)
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    let other = try fixture.purchase(CheckoutFixture.body(try fixture.courier(), payment: "cash"), key: "k")
    #expect(other.status == 422)
    #expect(
      other.json == [
        "code": "idempotencyKeyReused", "reason": "This Idempotency-Key was already used with a different request.",
      ])
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM orders") == ["1"])
  }

  @Test func aKeyHasOneTo255Characters() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    let body = CheckoutFixture.body(try fixture.courier())
    for key in ["", String(repeating: "k", count: 256)] {
      let response = try fixture.purchase(body, key: key)
      #expect(response.status == 400)
      #expect(
        response.json == [
          "code": "invalidIdempotencyKey", "reason": "The Idempotency-Key header must have 1 to 255 characters.",
        ])
    }
    #expect(try fixture.purchase(body, key: String(repeating: "k", count: 255)).status == 200)
  }

  @Test func keysBelongToTheirUser() throws {
    let fixture = try CheckoutFixture()
    let other = try fixture.server.registeredToken(["phone": "79130000001", "email": "other@example.com"])
    for token in [fixture.token, other] {
      _ = try fixture.server.send(
        "POST", "/api/v1/cart/update", json: TestServer.cartBody([(fixture.shop.cat[0], 1)]), token: token)
      let response = try fixture.purchase(CheckoutFixture.body(try fixture.courier()), key: "same", token: token)
      #expect(response.status == 200)
      #expect(response.header("Idempotent-Replayed") == nil)
    }
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM orders") == ["2"])
  }

  @Test func aRefusedPurchaseLeavesTheKeyFreeForTheRetry() throws {
    let fixture = try CheckoutFixture()
    let body = CheckoutFixture.body(try fixture.courier())
    #expect(try fixture.purchase(body, key: "retry").json?["code"] as? String == "cartIsEmpty")
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    let retry = try fixture.purchase(body, key: "retry")
    #expect(retry.status == 200)
    #expect(retry.header("Idempotent-Replayed") == nil)
  }

  @Test func aKeyIsKeptForADayThenForgotten() throws {
    let fixture = try CheckoutFixture()
    let body = CheckoutFixture.body(try fixture.courier(date: "18.01.2027"))
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    #expect(try fixture.purchase(body, key: "daily").status == 200)
    fixture.server.clock.advance(by: 86_399)
    #expect(try fixture.purchase(body, key: "daily").header("Idempotent-Replayed") == "true")
    fixture.server.clock.advance(by: 3_601)
    try fixture.server.application.jobs.runDue(now: fixture.server.clock.now)
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM idempotency_keys") == ["0"])
    let token = try fixture.server.login().token ?? "?"  // the first token has expired meanwhile
    _ = try fixture.server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(fixture.shop.cat[0], 1)]), token: token)
    let again = try fixture.purchase(body, key: "daily", token: token)
    #expect(again.status == 200)
    #expect(again.json == ["order_number": "1000002"])
  }
}
