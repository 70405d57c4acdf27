import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// A banner's form: what is kept unsent, the draft sent for each lead, the banner found for an edit, the API's
/// refusal tied to its field.
@Suite struct AdminBannerScreenTests {
  typealias M = MainPageFixtures
  typealias S = AdminBannerScreen

  private func newBanner(parent: Banner.ID? = nil) -> S.State {
    var state = S.State(parentID: parent)
    _ = S.reduce(&state, .appeared)
    _ = S.reduce(&state, .bannersResponse(.success(M.banners())))
    return state
  }

  @Test func aTopLevelBannerWithoutAPlaceIsKeptUnsent() {
    var state = newBanner()
    _ = S.reduce(&state, .formChanged(AdminBannerForm(title: "Скидки")))
    #expect(S.reduce(&state, .saveTapped).isEmpty)
    #expect(state.problems == [.placeType] && state.submission == .idle)
  }

  @Test func aLeadToASaleWithoutTheSaleIsKeptUnsent() {
    #expect(AdminBannerForm(lead: .sale, placeType: .singleBanner).problems(parent: nil) == [.sale])
  }

  @Test func aCollectionNeedsItsNameAndACategoryOrASearch() {
    let form = AdminBannerForm(lead: .collection, placeType: .singleBanner)
    #expect(form.problems(parent: nil) == [.collectionName, .collectionTarget])
  }

  @Test func aBannerLeadingToASaleIsSentWithAnObjectRedirect() {
    var state = newBanner()
    let form = AdminBannerForm(
      imageKey: " banner-winter ", lead: .sale, placeType: .singleBanner, saleID: M.sales[0], title: " Зима ")
    _ = S.reduce(&state, .formChanged(form))
    #expect(
      S.reduce(&state, .saveTapped) == [
        .save(
          nil,
          BannerDraft(
            categoryIDs: [], imageKey: "banner-winter", placeType: .singleBanner, productIDs: [],
            redirect: AdminBannerRedirect(saleID: M.sales[0], type: .object), title: "Зима"))
      ])
  }

  @Test func aChildBannerIsSentWithItsParentAndNoPlace() {
    var state = newBanner(parent: M.top[0])
    _ = S.reduce(&state, .formChanged(AdminBannerForm(placeType: .singleBanner, title: "Лето")))
    #expect(
      S.reduce(&state, .saveTapped) == [
        .save(nil, BannerDraft(categoryIDs: [], parentID: M.top[0], productIDs: [], title: "Лето"))
      ])
  }

  @Test func anEditedChildIsFoundUnderItsParent() {
    var state = S.State(bannerID: M.children[1])
    _ = S.reduce(&state, .bannersResponse(.success(M.banners())))
    #expect(state.banner?.id == M.children[1] && state.parentID == M.top[0] && state.parent?.id == M.top[0])
  }

  @Test func anEditKeepsWhatTheBannerShows() {
    let stored = AdminBanner(
      categoryIDs: [AdminFixtures.leaf], id: M.top[1], placeType: .categories, position: 1, productIDs: M.products)
    #expect(AdminBannerForm(stored).draft(parent: nil)?.productIDs == M.products)
    #expect(AdminBannerForm(stored).draft(parent: nil)?.categoryIDs == [AdminFixtures.leaf])
  }

  @Test func anUnknownBannerIsNotFound() {
    var state = S.State(bannerID: Banner.ID(AdminFixtures.uuid(799)))
    _ = S.reduce(&state, .bannersResponse(.success(M.banners())))
    #expect(state.phase.error?.code == .bannerNotFound)
  }

  @Test func aNewBannerSavedOpensItsOwnPage() {
    var state = newBanner()
    _ = S.reduce(&state, .formChanged(AdminBannerForm(placeType: .singleBanner)))
    _ = S.reduce(&state, .saveTapped)
    let saved = AdminBanner(id: M.top[1], placeType: .singleBanner, position: 2)
    #expect(S.reduce(&state, .changeResponse(.success(saved))) == [.navigate(.created(M.top[1]))])
  }

  @Test func theAPIsRefusalIsTiedToTheFieldItNames() {
    var state = newBanner()
    _ = S.reduce(&state, .formChanged(AdminBannerForm(lead: .sale, placeType: .singleBanner, saleID: M.sales[1])))
    _ = S.reduce(&state, .saveTapped)
    _ = S.reduce(
      &state, .changeResponse(.failure(M.refusal(.redirectTargetNotFound, field: "redirect.sale_id", status: 422))))
    #expect(state.submission.refuses("redirect.sale_id") && !state.submission.refuses("title"))
    #expect(state.form.saleID == M.sales[1])
  }

  private func collection(products: [Product.ID] = [MainPageFixtures.products[0]]) -> S.State {
    let banner = AdminBanner(
      id: M.top[1], placeType: .productsCollection, position: 1, productIDs: products, title: "Хиты")
    var state = S.State(bannerID: M.top[1])
    _ = S.reduce(&state, .bannersResponse(.success([M.banners()[0], banner])))
    return state
  }

  @Test func aCollectionsProductsAreNamedWhenItIsShown() {
    var state = S.State(bannerID: M.top[1])
    let banner = AdminBanner(id: M.top[1], placeType: .productsCollection, position: 1, productIDs: M.products)
    #expect(S.reduce(&state, .bannersResponse(.success([banner]))) == [.loadItems(M.products)])
  }

  @Test func aProductAddedToACollectionSendsTheWholeBannerAgain() {
    var state = collection()
    #expect(
      S.reduce(&state, .productAdded(M.products[1])) == [
        .save(
          M.top[1],
          BannerDraft(categoryIDs: [], placeType: .productsCollection, productIDs: M.products, title: "Хиты"))
      ])
  }

  @Test func aBannerThatIsNoCollectionFindsNoProducts() {
    var state = newBanner()
    #expect(S.reduce(&state, .lookupSubmitted("90001")).isEmpty)
  }

  @Test func anArticleOneProductHasJoinsTheCollectionAtOnce() {
    var state = collection(products: [])
    #expect(S.reduce(&state, .lookupSubmitted("90002")) == [.search(AdminProductQuery(query: "90002"))])
    let effects = S.reduce(&state, .searchResponse(.success(M.page([M.summary(1, article: "90002")]))))
    #expect(
      effects == [
        .save(
          M.top[1],
          BannerDraft(categoryIDs: [], placeType: .productsCollection, productIDs: [M.products[1]], title: "Хиты"))
      ])
  }
}
