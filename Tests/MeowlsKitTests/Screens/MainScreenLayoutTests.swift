import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The feed laid out from banners and `ui_settings`, and where each redirect leads.
@Suite struct MainScreenLayoutTests {
  typealias M = MainScreen
  typealias F = MainFixtures

  @Test func everyKindOfBlockIsLaidOutAndEmptyOrUnknownOnesAreLeftOut() {
    #expect(M.layout(F.banners) == F.sections)
    #expect(M.layout([]) == [])
  }

  @Test func aSliderSlidesByItselfOnlyWithAnIntervalAndMoreThanOneCard() {
    let children = [ChildBanner(id: F.id(1)), ChildBanner(id: F.id(2))]
    func interval(_ children: [ChildBanner], _ timeout: Int?) -> Duration? {
      let banner = Banner(
        banners: children, id: F.id(9), placeType: .bannersHorizontal,
        uiSettings: UISettings(autoSlidingTimeout: timeout, metrics: [BannerMetric(width: 0.85)]))
      guard case .slider(let slider) = M.layout([banner]).first?.content else { return .zero }
      #expect(slider.cards.map(\.width) == children.map { _ in 0.85 })
      return slider.interval
    }
    #expect(interval(children, 7000) == .milliseconds(7000))
    #expect(interval(children, 0) == nil)
    #expect(interval(children, nil) == nil)
    #expect(interval(Array(children.prefix(1)), 7000) == nil)
  }

  @Test func halfWidthCardsPairUpAndALoneOneKeepsItsLine() {
    let banner = Banner(
      banners: (1...4).map { ChildBanner(id: F.id($0)) }, id: F.id(9), placeType: .bannersVertical,
      uiSettings: UISettings(metrics: [0.5, 1, 0.4, 0.6].map(BannerMetric.init(width:))))
    let card = { (n: Int, width: Double) in M.Card(aspectRatio: M.gridAspectRatio, id: F.id(n), width: width) }
    #expect(
      M.layout([banner]).first?.content
        == .grid([[card(1, 0.5)], [card(2, 1)], [card(3, 0.4), card(4, 0.6)]]))
  }

  @Test func childRedirectsLeadToTheirTargets() {
    #expect(M.route(for: F.saleRedirect, title: nil) == .listing(.sale(F.saleID), title: ""))
    #expect(M.route(for: F.queryRedirect, title: "x") == .listing(.query("корм для котят"), title: "Котята"))
    #expect(M.route(for: F.parentRedirect, title: nil) == .catalogue(F.cats))
    #expect(M.route(for: F.leafRedirect, title: nil) == .listing(.category(F.dryFood.id), title: "Сухие"))
    #expect(M.route(for: F.webRedirect, title: nil) == .web(F.web))
    #expect(M.route(for: F.productRedirect, title: nil) == .product(Fixtures.productID(9)))
    #expect(M.route(for: F.bareSaleRedirect, title: nil) == .sales)
    #expect(M.route(for: Redirect(objectType: .product, type: .object), title: nil) == nil)
    #expect(M.route(for: Redirect(type: .productsCollection), title: nil) == nil)
    #expect(
      M.route(
        for: Redirect(productsSet: ProductsSet(name: "n"), type: .productsCollection, url: F.web.absoluteString),
        title: nil)
        == .web(F.web))
  }

  @Test func topLevelRedirectsHaveNoIdsSoASaleOpensTheSales() {
    #expect(M.route(for: ReducedRedirect(objectType: .sale, type: .object)) == .sales)
    #expect(M.route(for: ReducedRedirect(objectType: .sale, type: .object, url: F.web.absoluteString)) == .web(F.web))
    #expect(M.route(for: ReducedRedirect(objectType: .sale, type: .productsCollection)) == nil)
    #expect(M.route(for: ReducedRedirect(objectType: .product, type: .object)) == nil)
  }
}
