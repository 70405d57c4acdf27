import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The basket a front keeps across a restart of its host (`POSSaleScreen.SavedBasket`, the till's `--data`).
@Suite struct POSSaleSavedBasketTests {
  typealias S = POSSaleScreen
  typealias F = POSFixtures

  static let ean = POSSaleScreenTests.ean

  static func twoLines() -> S.State {
    var state = POSSaleScreenTests.basket(
      [
        S.BasketLine(code: ean, count: 2, id: 1, item: F.item(1)),
        S.BasketLine(code: "10001", grams: 350, id: 3, item: F.item(2)),
      ],
      total: 300)
    state.basketDiscount = SaleDiscount(percent: 5)
    return state
  }

  @Test func aSavedBasketRestoredIntoAnEmptySaleHasItsLinesAndIdAndIsPricedAgain() throws {
    let saved = try #require(S.SavedBasket(Self.twoLines()))
    let decoded = try JSONDecoder().decode(S.SavedBasket.self, from: JSONEncoder().encode(saved))
    #expect(decoded == saved, "it survives its file")
    var state = S.State(register: F.register.id, saleID: Receipt.ID(F.uuid(900)))
    let effects = S.reduce(&state, .basketRestored(decoded))
    #expect(state.lines == Self.twoLines().lines && state.saleID == POSSaleScreenTests.saleID)
    #expect(state.basketDiscount == SaleDiscount(percent: 5) && state.nextLineID == 4)
    #expect(state.phase == .basket && state.currentQuote == nil)
    guard case .quote(let revision, let request)? = effects.first else {
      Issue.record("no quote asked: \(effects)")
      return
    }
    #expect(revision == state.revision && request.id == POSSaleScreenTests.saleID && request.lines.count == 2)
  }

  @Test func aSaleThatIsDoneOrEmptyIsNotSaved() {
    var done = Self.twoLines()
    done.phase = .done(.recorded(F.receipt(7)))
    #expect(S.SavedBasket(done) == nil)
    #expect(S.SavedBasket(S.State(register: F.register.id, saleID: POSSaleScreenTests.saleID)) == nil)
  }

  @Test func aSavedBasketIsNotRestoredOverABasketBeingScannedNorAtAnotherRegister() throws {
    let saved = try #require(S.SavedBasket(Self.twoLines()))
    var scanning = POSSaleScreenTests.basket([S.BasketLine(code: "1", id: 1, item: F.item(3))], total: 10)
    let before = scanning
    #expect(S.reduce(&scanning, .basketRestored(saved)).isEmpty && scanning == before)
    var other = S.State(register: Register.ID(F.uuid(901)), saleID: POSSaleScreenTests.saleID)
    let empty = other
    #expect(S.reduce(&other, .basketRestored(saved)).isEmpty && other == empty)
  }
}
