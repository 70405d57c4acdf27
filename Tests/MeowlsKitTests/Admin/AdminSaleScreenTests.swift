import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// A sale's form and its products: a day typed wrong kept unsent, the window sent, an article added at once, words
/// of a name listing what is found, a product removed.
@Suite struct AdminSaleScreenTests {
  typealias M = MainPageFixtures
  typealias S = AdminSaleScreen

  private func stored(products: [Product.ID] = [M.products[0]]) -> S.State {
    var state = S.State(saleID: M.sales[0])
    _ = S.reduce(&state, .appeared)
    _ = S.reduce(&state, .salesResponse(.success([M.sale(0, products: products), M.sale(1)])))
    return state
  }

  @Test func aDayTypedWrongIsKeptUnsent() {
    var state = S.State()
    _ = S.reduce(&state, .formChanged(AdminSaleForm(code: "winter", endDate: "28.02.2027", startDate: "2027-01-01")))
    #expect(S.reduce(&state, .saveTapped).isEmpty)
    #expect(state.problems == [.endDate] && state.submission == .idle)
  }

  @Test func aNewSaleIsSentWithItsWindow() {
    var state = S.State()
    let form = AdminSaleForm(
      code: " winter ", endDate: "2027-02-28", saleType: .offline, startDate: "2027-01-01", title: "Зима")
    _ = S.reduce(&state, .formChanged(form))
    #expect(
      S.reduce(&state, .saveTapped) == [
        .save(
          nil,
          AdminSaleDraft(
            code: "winter", disclaimer: "", endDate: CalendarDate(year: 2027, month: 2, day: 28)!, saleType: .offline,
            startDate: CalendarDate(year: 2027, month: 1, day: 1)!, title: "Зима"))
      ])
  }

  @Test func theEditedSaleIsShownAndItsProductsNamed() {
    var state = S.State(saleID: M.sales[0])
    _ = S.reduce(&state, .appeared)
    let effects = S.reduce(&state, .salesResponse(.success([M.sale(0, products: M.products)])))
    #expect(effects == [.loadItems(M.products)])
    #expect(state.form == AdminSaleForm(M.sale(0, products: M.products)) && state.sale?.id == M.sales[0])
  }

  @Test func anUnknownSaleIsNotFound() {
    var state = S.State(saleID: Sale.ID(AdminFixtures.uuid(799)))
    _ = S.reduce(&state, .salesResponse(.success([M.sale(0)])))
    #expect(state.phase.error?.code == .saleNotFound)
  }

  @Test func anArticleOneProductHasIsAddedAtOnce() {
    var state = stored()
    #expect(S.reduce(&state, .lookupSubmitted(" 90002 ")) == [.search(AdminProductQuery(query: "90002"))])
    let effects = S.reduce(&state, .searchResponse(.success(M.page([M.summary(1, article: "90002")]))))
    #expect(effects == [.setProducts(M.sales[0], ProductSelection(productIDs: M.products))])
  }

  @Test func wordsOfANameListWhatIsFound() {
    var state = stored()
    _ = S.reduce(&state, .lookupSubmitted("корм"))
    let found = [M.summary(0, article: "90001"), M.summary(1, article: "90002")]
    #expect(S.reduce(&state, .searchResponse(.success(M.page(found)))).isEmpty)
    #expect(state.lookup == AdminProductLookup(found: found, text: "корм") && state.submission == .idle)
  }

  @Test func aProductAlreadyInTheSaleIsNotAddedTwice() {
    var state = stored()
    #expect(S.reduce(&state, .productAdded(M.products[0])).isEmpty)
  }

  @Test func aProductRemovedSendsTheRestOfTheSale() {
    var state = stored(products: M.products)
    #expect(
      S.reduce(&state, .productRemoved(M.products[0])) == [
        .setProducts(M.sales[0], ProductSelection(productIDs: [M.products[1]]))
      ])
  }

  @Test func theChangedSaleIsShownAndItsProductsNamedAgain() {
    var state = stored()
    _ = S.reduce(&state, .productAdded(M.products[1]))
    let answer = M.sale(0, products: M.products)
    #expect(S.reduce(&state, .changeResponse(.success(answer))) == [.loadItems(M.products)])
    #expect(state.sale == answer && state.submission == .done)
  }

  @Test func aNewSaleSavedOpensItsOwnPage() {
    var state = S.State()
    _ = S.reduce(&state, .formChanged(AdminSaleForm(M.sale(1))))
    _ = S.reduce(&state, .saveTapped)
    #expect(S.reduce(&state, .changeResponse(.success(M.sale(1)))) == [.navigate(.created(M.sales[1]))])
  }

  @Test func aWindowTheWrongWayRoundIsTheLastDaysRefusal() {
    var state = S.State()
    _ = S.reduce(&state, .formChanged(AdminSaleForm(M.sale(0))))
    _ = S.reduce(&state, .saveTapped)
    _ = S.reduce(&state, .changeResponse(.failure(M.refusal(.invalidSaleWindow))))
    #expect(state.submission.refuses("end_date", codes: [.invalidSaleWindow]))
    #expect(!state.submission.refuses("code", codes: [.saleCodeTaken]))
  }
}
