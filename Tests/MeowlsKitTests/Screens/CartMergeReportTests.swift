import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The cart's report of what a login or registration moved from the guest into the account.
@Suite struct CartMergeReportTests {
  typealias C = CartScreen

  static let cut = MergeReportEntry(applied: 2, article: "A-1", reason: "В наличии 2 шт.", requested: 5)
  static let gone = MergeReportEntry(applied: 0, article: "Z-9", requested: 1)

  @Test func aLoginsOutcomeBecomesAReportWithoutTheFailuresDetails() {
    let outcome = GuestMergeOutcome(cart: .merged([Self.cut]), favorites: .failed(.transport(.notConnected)))
    #expect(
      MergeReport(outcome)
        == MergeReport(cart: .merged, changedLines: [Self.cut], favorites: .failed, favoritesMerged: 0))
    #expect(MergeReport(outcome).hasFailures)
    let none = MergeReport(GuestMergeOutcome(cart: .nothingToMerge, favorites: .merged(0)))
    #expect(none == MergeReport(cart: .nothingToMerge, favorites: .nothingToMerge) && none.isEmpty)
  }

  @Test func theReportIsShownUntilDismissedAndNothingMovedShowsNothing() {
    let report = MergeReport(cart: .merged, favorites: .merged, favoritesMerged: 2)
    var state = C.State()
    assertStep(C.reduce, &state, .mergeReported(report), state: C.State(mergeReport: report), effects: [])
    assertStep(C.reduce, &state, .mergeReportDismissed, state: C.State(), effects: [])
    assertStep(
      C.reduce, &state, .mergeReported(MergeReport(cart: .nothingToMerge, favorites: .nothingToMerge)),
      state: C.State(), effects: [])
  }

  @Test func changedLinesAreNamedAsTheCartListsThem() {
    let lines = CartState(
      cart: CartFixtures.cart([("A-1", 2)]), lines: [CartRequestItem(article: "A-1", count: 2)], promoCode: nil)
    let state = C.State(
      cart: lines, mergeReport: MergeReport(cart: .merged, changedLines: [Self.cut, Self.gone], favorites: .failed))
    #expect(
      state.mergeLines == [
        C.MergeLine(applied: 2, article: "A-1", name: "Корм A-1, 1 кг", reason: "В наличии 2 шт.", requested: 5),
        C.MergeLine(applied: 0, article: "Z-9", name: "Z-9", reason: nil, requested: 1),
      ])
  }
}
