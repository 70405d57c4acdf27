import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The main page's list: banners moved among their siblings, hidden, deleted; sales moved and deleted.
@Suite struct AdminMainPageScreenTests {
  typealias M = MainPageFixtures
  typealias S = AdminMainPageScreen

  private func loaded() -> S.State {
    var state = S.State()
    _ = S.reduce(&state, .bannersResponse(.success(M.banners())))
    _ = S.reduce(&state, .salesResponse(.success([M.sale(0), M.sale(1)])))
    return state
  }

  @Test func thePageReadsTheBannersAndTheSales() {
    var state = S.State()
    #expect(S.reduce(&state, .appeared) == [.loadBanners, .loadSales])
    var expected = S.State()
    expected.banners = .loading
    expected.sales = .loading
    #expect(state == expected)
  }

  @Test func aBannerMovedUpSwapsWithTheOneAbove() {
    var state = loaded()
    #expect(
      S.reduce(&state, .bannerMoveTapped(M.top[1], up: true)) == [
        .orderBanners(BannerOrder(bannerIDs: M.top.reversed()))
      ])
    #expect(state.submission == .sending)
  }

  @Test func aChildBannerMovesAmongItsSiblings() {
    var state = loaded()
    #expect(
      S.reduce(&state, .bannerMoveTapped(M.children[0], up: false)) == [
        .orderBanners(BannerOrder(bannerIDs: M.children.reversed(), parentID: M.top[0]))
      ])
  }

  @Test func theFirstBannerCannotMoveUp() {
    var state = loaded()
    #expect(S.reduce(&state, .bannerMoveTapped(M.top[0], up: true)).isEmpty)
    #expect(state == loaded())
  }

  @Test func aHiddenBannerIsSentItsHide() {
    var state = loaded()
    #expect(S.reduce(&state, .hiddenTapped(M.children[1], true)) == [.setHidden(M.children[1], true)])
  }

  @Test func aSecondTapWhileOneIsSentSendsNothing() {
    var state = loaded()
    _ = S.reduce(&state, .hiddenTapped(M.top[1], true))
    #expect(S.reduce(&state, .bannerDeleteTapped(M.top[1])).isEmpty)
  }

  @Test func aChangeReadsBothListsAgain() {
    var state = loaded()
    _ = S.reduce(&state, .bannerDeleteTapped(M.top[0]))
    #expect(S.reduce(&state, .changeResponse(nil)) == [.loadBanners, .loadSales])
    #expect(state.submission == .done)
  }

  @Test func aSaleMovedDownSwapsWithTheNext() {
    var state = loaded()
    #expect(
      S.reduce(&state, .saleMoveTapped(M.sales[0], up: false)) == [
        .orderSales(AdminSaleOrder(saleIDs: M.sales.reversed()))
      ])
  }

  @Test func aSaleABannerLeadsToIsRefusedWithTheAPIsCode() {
    var state = loaded()
    #expect(S.reduce(&state, .saleDeleteTapped(M.sales[0])) == [.deleteSale(M.sales[0])])
    _ = S.reduce(&state, .changeResponse(M.refusal(.saleLinkedToBanner, status: 409)))
    #expect(state.submission.error?.code == .saleLinkedToBanner)
  }

  @Test func aBannerNamesTheSaleItLeadsTo() {
    #expect(loaded().sale(M.sales[1])?.title == "Зима 1")
  }
}
