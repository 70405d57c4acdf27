import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// A banner's own picture and a `categories` banner's categories on its form.
@Suite struct AdminBannerPictureTests {
  typealias M = MainPageFixtures
  typealias S = AdminBannerScreen

  private func stored(_ banner: AdminBanner) -> S.State {
    var state = S.State(bannerID: banner.id)
    _ = S.reduce(&state, .appeared)
    _ = S.reduce(&state, .bannersResponse(.success([M.banners()[0], banner])))
    return state
  }

  private let single = AdminBanner(id: M.top[1], placeType: .singleBanner, position: 1, title: "Зима")

  @Test func aPictureChosenForAStoredBannerIsUploaded() {
    var state = stored(single)
    var expected = state
    let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0])
    #expect(S.reduce(&state, .pictureChosen(bytes)) == [.upload(M.top[1], PictureUpload(bytes: bytes))])
    expected.submission = .sending
    #expect(state == expected)
  }

  @Test func theUploadedBannerIsDrawnWithItsNewPicture() {
    var state = stored(single)
    _ = S.reduce(&state, .pictureChosen(Data([1])))
    var after = single
    after.imageKey = "picture-ab12"
    #expect(S.reduce(&state, .changeResponse(.success(after))).isEmpty)
    #expect(state.banner == after && state.form == AdminBannerForm(after) && state.submission == .done)
  }

  @Test func anEmptyFileOrANewBannerUploadsNothing() {
    var state = stored(single)
    let before = state
    #expect(S.reduce(&state, .pictureChosen(Data())).isEmpty)
    #expect(state == before)
    var new = S.State()
    _ = S.reduce(&new, .bannersResponse(.success(M.banners())))
    #expect(S.reduce(&new, .pictureChosen(Data([1]))).isEmpty)
  }

  @Test func aRefusedPictureKeepsTheBannerAndSaysWhy() {
    var state = stored(single)
    _ = S.reduce(&state, .pictureChosen(Data([1])))
    let refusal = M.refusal(.unsupportedPictureType, field: "file", status: 415)
    _ = S.reduce(&state, .changeResponse(.failure(refusal)))
    #expect(state.banner == single && state.submission == .failed(refusal))
  }

  @Test func aCategoriesBannerIsSentWithTheCategoriesTicked() {
    var state = stored(AdminBanner(id: M.top[1], placeType: .categories, position: 1))
    var form = state.form
    form.categoryIDs = [AdminFixtures.leaf]
    _ = S.reduce(&state, .formChanged(form))
    #expect(
      S.reduce(&state, .saveTapped) == [
        .save(
          M.top[1], BannerDraft(categoryIDs: [AdminFixtures.leaf], placeType: .categories, productIDs: [], title: ""))
      ])
  }

  @Test func theTickedCategoriesAreKeptOnARefusal() {
    var state = stored(AdminBanner(id: M.top[1], placeType: .categories, position: 1))
    var form = state.form
    form.categoryIDs = [AdminFixtures.leaf]
    _ = S.reduce(&state, .formChanged(form))
    _ = S.reduce(&state, .saveTapped)
    _ = S.reduce(&state, .changeResponse(.failure(M.refusal(.categoryNotFound, field: "category_ids", status: 404))))
    #expect(state.form == form)
  }

  @Test func anotherPlaceKeepsTheCategoriesAsStored() {
    let banner = AdminBanner(
      categoryIDs: [AdminFixtures.leaf], id: M.top[1], placeType: .singleBanner, position: 1)
    var form = AdminBannerForm(banner)
    form.categoryIDs = []
    #expect(form.draft(parent: nil)?.categoryIDs == [AdminFixtures.leaf])
  }
}
