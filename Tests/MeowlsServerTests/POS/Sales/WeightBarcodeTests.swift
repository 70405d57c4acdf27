import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct WeightBarcodeTests {
  @Test func readsPLUAndGramsFromTheLayout() throws {
    // 21 | 10003 | 00750 | check
    let code = try EAN13(validating: "2110003007505")
    #expect(try WeightBarcode(code) == WeightBarcode(grams: 750, plu: 10_003))
  }

  @Test(arguments: 20...29)
  func everyPrefixOfTheRangeIsAWeightBarcode(_ prefix: Int) throws {
    let code = try #require(WeightBarcode(grams: 1_234, plu: 42).code(prefix: prefix))
    #expect(code.rawValue.hasPrefix(String(prefix) + "00042" + "01234"))
    #expect(try WeightBarcode(code) == WeightBarcode(grams: 1_234, plu: 42))
  }

  @Test func codesOutsideTheRangeAreNoWeightBarcodes() throws {
    #expect(try WeightBarcode(EAN13(validating: "4006381333931")) == nil)
    #expect(try WeightBarcode(EAN13(validating: "1900000000002")) == nil)
  }

  @Test func zeroGramsIsRefused() throws {
    let code = try #require(EAN13(body: "211000300000"))
    #expect(throws: BarcodeError.invalidWeight(0)) { try WeightBarcode(code) }
  }

  @Test func fieldsThatDoNotFitGiveNoCode() {
    #expect(WeightBarcode(grams: 100_000, plu: 1).code() == nil)
    #expect(WeightBarcode(grams: 0, plu: 1).code() == nil)
    #expect(WeightBarcode(grams: 1, plu: 100_000).code() == nil)
    #expect(WeightBarcode(grams: 1, plu: 1).code(prefix: 30) == nil)
  }
}
