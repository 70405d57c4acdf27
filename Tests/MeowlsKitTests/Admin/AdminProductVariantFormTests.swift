import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// A variant's selling fields on the product form (unit, PLU, pack size, price per kg) and its filter values:
/// shown as stored, sent as typed, a number typed wrong kept unsent, the API's refusal shown at its field.
@Suite struct AdminProductVariantFormTests {
  typealias F = AdminFixtures

  static let weighed = AdminVariant(
    article: "90002", id: ProductVariant.ID(F.uuid(502)), name: "Развес", packSize: 1000, plu: 42,
    price: Money(rubles: 99), pricePerKilogram: Money(kopecks: 45_050),
    properties: [AdminPropertyValue(code: "brand", value: "Acana"), AdminPropertyValue(code: "age", value: "adult")],
    unit: .weight)

  private func loaded(_ variant: AdminVariant = weighed) -> AdminProductScreen.State {
    var product = F.product()
    product.variants = [variant]
    var state = AdminProductScreen.State(productID: product.id)
    _ = AdminProductScreen.reduce(&state, .appeared)
    _ = AdminProductScreen.reduce(&state, .productResponse(.success(product)))
    return state
  }

  private func saved(_ state: inout AdminProductScreen.State, _ change: (inout AdminProductForm.Variant) -> Void)
    -> [AdminProductScreen.Effect]
  {
    var form = state.form
    change(&form.variants[0])
    _ = AdminProductScreen.reduce(&state, .formChanged(form))
    return AdminProductScreen.reduce(&state, .saveTapped)
  }

  private func draft(_ variant: AdminVariant) -> ProductDraft {
    ProductDraft(categoryIDs: [F.leaf], name: "Корм Мурлыка", quickBuy: true, variants: [variant], vatRate: "20%")
  }

  @Test func aStoredVariantsSellingFieldsAndFiltersAreShownOnItsRow() {
    let row = loaded().form.variants[0]
    #expect(row.unit == .weight && row.plu == "42" && row.packSize == "1000" && row.pricePerKilogram == "450.50")
    #expect(row.properties == "brand: Acana\nage: adult")
  }

  @Test func anUntouchedVariantIsSentBackAsStored() {
    var state = loaded()
    #expect(saved(&state) { _ in } == [.save(F.productID, draft(Self.weighed))])
  }

  @Test func aPieceVariantBecomesWeighedWithItsPLUAndPricePerKilogram() {
    var state = loaded(F.variant())
    let effects = saved(&state) { row in
      row.unit = .weight
      row.plu = " 7 "
      row.packSize = ""
      row.pricePerKilogram = "520,00"
    }
    var expected = F.variant()
    expected.unit = .weight
    expected.plu = 7
    expected.packSize = nil
    expected.pricePerKilogram = Money(rubles: 520)
    #expect(effects == [.save(F.productID, draft(expected))])
  }

  @Test func filterValuesAreSentOneALineAndBlankLinesLeftOut() {
    var state = loaded(F.variant())
    let effects = saved(&state) { $0.properties = "brand:  Royal Canin\n\n  age : kitten  \n" }
    var expected = F.variant()
    expected.properties = [
      AdminPropertyValue(code: "brand", value: "Royal Canin"), AdminPropertyValue(code: "age", value: "kitten"),
    ]
    #expect(effects == [.save(F.productID, draft(expected))])
  }

  @Test func aPLUOrPackSizeThatIsNoWholeNumberStaysOnTheFormUnsent() {
    var state = loaded(F.variant())
    let effects = saved(&state) { row in
      row.plu = "4,2"
      row.packSize = "-3"
      row.pricePerKilogram = "дёшево"
    }
    #expect(effects.isEmpty && state.problems == [.plu(0), .packSize(0), .pricePerKilogram(0)])
    #expect(state.form.variants[0].plu == "4,2")
  }

  @Test func aFilterLineWithoutItsCodeStaysOnTheFormUnsent() {
    var state = loaded(F.variant())
    #expect(saved(&state) { $0.properties = "brand: Acana\nAcana" }.isEmpty)
    #expect(state.problems == [.properties(0)])
  }

  @Test func theAPIsRefusalIsShownAtTheFieldItNames() {
    var state = loaded()
    _ = saved(&state) { $0.plu = "100000" }
    let refusal = ErrorResponse(
      code: .validationError, failures: [ErrorFailure(failure: "A PLU is 0 to 99999.", field: "variants[0].plu")],
      reason: "Invalid")
    _ = AdminProductScreen.reduce(&state, .changeResponse(.failure(.server(status: 422, refusal))))
    #expect(state.refusal(at: "variants[0].plu") == "A PLU is 0 to 99999.")
    #expect(state.refusal(at: "variants[0].pack_size") == nil && state.refusal(at: "variants[1].plu") == nil)
  }

  @Test func aRefusedFilterCodeIsShownAtTheVariantsFilters() {
    var state = loaded()
    _ = saved(&state) { $0.properties = "colour: red" }
    let refusal = ErrorResponse(
      code: .validationError,
      failures: [
        ErrorFailure(failure: "No filter property has the code 'colour'.", field: "variants[0].properties[0].code")
      ],
      reason: "Invalid")
    _ = AdminProductScreen.reduce(&state, .changeResponse(.failure(.server(status: 422, refusal))))
    #expect(state.refusal(at: "variants[0].properties") == "No filter property has the code 'colour'.")
  }

  @Test func aNewRowWithOnlyAFilterIsAVariantToSend() {
    #expect(!AdminProductForm.Variant(properties: "brand: Acana").isBlank)
    #expect(AdminProductForm.Variant(unit: .weight).isBlank)
  }
}
