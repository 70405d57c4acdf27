import Foundation
import Testing

@testable import MeowlsAPI

struct OrderNumberTests {
  @Test func orderNumberIsAnIntegerInOrdersAndAStringInThePurchaseAnswer() throws {
    #expect(try compactJSON(OrderNumber(1_000_053)) == "1000053")
    #expect(try compactJSON(PurchaseResult(orderNumber: 1_000_053)) == #"{"order_number":"1000053"}"#)
    #expect(throws: DecodingError.self) { try decode(PurchaseResult.self, #"{"order_number":1000053}"#) }
  }

  @Test func pathComponentParsesDecimalIntegersOnly() {
    #expect(OrderNumber(pathComponent: "1000039") == 1_000_039)
    #expect(OrderNumber(pathComponent: "1.5") == nil)
    #expect(OrderNumber(pathComponent: "") == nil)
  }
}
