import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// One product in the back office: its form, archive, and its pictures' upload, order and removal.
@Suite struct AdminProductScreenTests {
  typealias F = AdminFixtures
  typealias P = POSFixtures

  private func loaded(_ product: AdminProduct = F.product()) -> AdminProductScreen.State {
    var state = AdminProductScreen.State(productID: product.id)
    _ = AdminProductScreen.reduce(&state, .appeared)
    _ = AdminProductScreen.reduce(&state, .productResponse(.success(product)))
    return state
  }

  @Test func anEditLoadsTheProductAndTheCategories() {
    var state = AdminProductScreen.State(productID: F.productID)
    #expect(AdminProductScreen.reduce(&state, .appeared) == [.loadCategories, .loadProduct(F.productID)])
  }

  @Test func onlyLeafCategoriesAreOffered() {
    var state = AdminProductScreen.State()
    let tree = [F.category(F.root, parent: nil, position: 0), F.category(F.leaf, parent: F.root, position: 0)]
    _ = AdminProductScreen.reduce(&state, .categoriesResponse(.success(tree)))
    #expect(state.leaves.map(\.id) == [F.leaf])
  }

  @Test func aNewPriceIsSentWithTheVariantAsStored() {
    var state = loaded()
    var form = state.form
    form.variants[0].price = "1 099,50"
    _ = AdminProductScreen.reduce(&state, .formChanged(form))
    let effects = AdminProductScreen.reduce(&state, .saveTapped)
    var expected = F.variant()
    expected.price = Money(kopecks: 109_950)
    let draft = ProductDraft(
      categoryIDs: [F.leaf], name: "Корм Мурлыка", quickBuy: true, variants: [expected], vatRate: "20%")
    #expect(effects == [.save(F.productID, draft)] && state.submission == .sending)
  }

  @Test func aPriceThatIsNoAmountStaysOnTheFormUnsent() {
    var state = loaded()
    var form = state.form
    form.variants[0].price = "двадцать"
    _ = AdminProductScreen.reduce(&state, .formChanged(form))
    #expect(AdminProductScreen.reduce(&state, .saveTapped).isEmpty)
    #expect(state.problems == [.price(0)] && state.form.variants[0].price == "двадцать")
  }

  @Test func theAPIsRefusalIsKeptWithItsCode() {
    var state = loaded()
    _ = AdminProductScreen.reduce(&state, .saveTapped)
    _ = AdminProductScreen.reduce(&state, .changeResponse(.failure(P.error(.articleTaken, status: 409))))
    #expect(state.submission.error?.code == .articleTaken)
  }

  @Test func aNewProductOpensItsOwnPageOnceSaved() {
    var state = AdminProductScreen.State()
    state.form = AdminProductForm(
      categoryIDs: [F.leaf], name: "Корм", variants: [.init(article: "1", name: "1", price: "10")])
    _ = AdminProductScreen.reduce(&state, .saveTapped)
    #expect(
      AdminProductScreen.reduce(&state, .changeResponse(.success(F.product()))) == [.navigate(.created(F.productID))])
  }

  @Test func archivingSendsTheArchiveAndShowsTheAnswer() {
    var state = loaded()
    #expect(AdminProductScreen.reduce(&state, .archiveTapped(true)) == [.setArchived(F.productID, true)])
    _ = AdminProductScreen.reduce(&state, .changeResponse(.success(F.product(archived: true))))
    #expect(state.product?.archived == true && state.submission == .done)
    #expect(AdminProductScreen.reduce(&state, .archiveTapped(true)).isEmpty)
  }

  @Test func aPictureMovedUpSendsTheWholeNewOrder() {
    var state = loaded(F.product(pictures: [F.picture(1), F.picture(2), F.picture(3)]))
    let effects = AdminProductScreen.reduce(&state, .pictureMoveTapped("picture-3", up: true))
    #expect(
      effects == [.reorderPictures(F.productID, PictureOrder(pictureIDs: ["picture-1", "picture-3", "picture-2"]))])
  }

  @Test func theFirstPictureCannotMoveUp() {
    var state = loaded(F.product(pictures: [F.picture(1), F.picture(2)]))
    #expect(AdminProductScreen.reduce(&state, .pictureMoveTapped("picture-1", up: true)).isEmpty)
  }

  @Test func aChosenFileIsUploadedAndAPictureDeleted() {
    var state = loaded(F.product(pictures: [F.picture(1)]))
    #expect(
      AdminProductScreen.reduce(&state, .pictureChosen(Data([1, 2]))) == [
        .upload(F.productID, PictureUpload(bytes: Data([1, 2])))
      ])
    _ = AdminProductScreen.reduce(&state, .changeResponse(.success(F.product(pictures: [F.picture(1), F.picture(2)]))))
    #expect(
      AdminProductScreen.reduce(&state, .pictureDeleteTapped("picture-2")) == [.deletePicture(F.productID, "picture-2")]
    )
  }

  @Test func eachChangeGoesThroughItsEndpoint() async {
    let sent = Sent()
    let deps = AdminProductScreen.Dependencies(
      categories: { [] }, product: { _ in F.product() },
      change: { endpoint in
        await sent.add(endpoint.route)
        return F.product()
      }, navigate: { _ in })
    _ = await AdminProductScreen.perform(.setArchived(F.productID, false), with: deps)
    _ = await AdminProductScreen.perform(.deletePicture(F.productID, "picture-1"), with: deps)
    #expect(
      await sent.routes == [
        .admin(.unarchiveProduct(.valid(F.productID))), .admin(.deletePicture(.valid(F.productID), "picture-1")),
      ])
  }
}

/// The routes a scripted client was sent.
actor Sent {
  var routes: [APIRoute] = []
  func add(_ route: APIRoute) { routes.append(route) }
}
