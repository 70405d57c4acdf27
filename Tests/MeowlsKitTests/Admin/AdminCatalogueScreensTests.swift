import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The category tree, a product's stock, the imports and an order's status and refunds.
@Suite struct AdminCatalogueScreensTests {
  typealias F = AdminFixtures
  typealias P = POSFixtures

  private func tree() -> AdminCategoriesScreen.State {
    var state = AdminCategoriesScreen.State()
    let a = Category.ID(F.uuid(601))
    let b = Category.ID(F.uuid(602))
    _ = AdminCategoriesScreen.reduce(
      &state,
      .treeResponse(
        .success([
          F.category(F.root, parent: nil, position: 0, name: "Кошки"), F.category(b, parent: F.root, position: 1),
          F.category(a, parent: F.root, position: 0),
        ])))
    return state
  }

  @Test func theTreeListsParentsBeforeChildrenInTheirOrder() {
    let rows = tree().rows
    #expect(rows.map(\.category.id) == [F.root, Category.ID(F.uuid(601)), Category.ID(F.uuid(602))])
    #expect(rows.map(\.depth) == [0, 1, 1])
  }

  @Test func aCategoryMovedDownTakesTheNextPlace() {
    var state = tree()
    let effects = AdminCategoriesScreen.reduce(&state, .moveTapped(Category.ID(F.uuid(601)), up: false))
    #expect(effects == [.move(Category.ID(F.uuid(601)), CategoryMove(parentID: F.root, position: 1))])
  }

  @Test func theLastCategoryCannotMoveDown() {
    var state = tree()
    #expect(AdminCategoriesScreen.reduce(&state, .moveTapped(Category.ID(F.uuid(602)), up: false)).isEmpty)
  }

  @Test func aChangeReadsTheTreeAgain() {
    var state = tree()
    #expect(
      AdminCategoriesScreen.reduce(&state, .createSubmitted(name: " Игрушки ", parent: F.root)) == [
        .create(CategoryDraft(name: "Игрушки", parentID: F.root))
      ])
    let answer = F.category(F.leaf, parent: F.root, position: 2)
    #expect(AdminCategoriesScreen.reduce(&state, .changeResponse(.success(answer))) == [.load])
  }

  @Test func aRefusedArchiveKeepsTheAPIsCode() {
    var state = tree()
    _ = AdminCategoriesScreen.reduce(&state, .archiveTapped(F.root, true))
    _ = AdminCategoriesScreen.reduce(&state, .changeResponse(.failure(P.error(.categoryNotEmpty, status: 409))))
    #expect(state.submission.error?.code == .categoryNotEmpty)
  }

  @Test func aReceiptOfZeroIsRefusedBeforeItIsSent() {
    var state = AdminStockScreen.State(productID: F.productID)
    let entry = AdminStockScreen.Entry(kind: .receipt, variant: F.variant().id!, location: nil, quantity: "0")
    #expect(AdminStockScreen.reduce(&state, .submitted(entry)).isEmpty && state.quantityInvalid)
  }

  @Test func aCountOfZeroIsSentAndTheStockReadAgain() {
    var state = AdminStockScreen.State(productID: F.productID)
    let variant = F.variant().id!
    let entry = AdminStockScreen.Entry(
      kind: .correction, variant: variant, location: nil, quantity: "0", note: " пересчёт ")
    #expect(
      AdminStockScreen.reduce(&state, .submitted(entry)) == [
        .record(.correction, StockChangeRequest(note: "пересчёт", quantity: 0, variantID: variant))
      ])
  }

  @Test func aFileIsDryRunFirstThenApplied() {
    var state = AdminImportScreen.State()
    let file = AdminImportScreen.File(kind: .prices, name: "prices.csv", bytes: Data("a;b".utf8))
    #expect(
      AdminImportScreen.reduce(&state, .fileSubmitted(file)) == [
        .send(.prices, ImportUpload(file: file.bytes, dryRun: true))
      ])
    _ = AdminImportScreen.reduce(&state, .response(dryRun: true, .success(F.report(dryRun: true, changes: 3))))
    #expect(state.canApply)
    #expect(AdminImportScreen.reduce(&state, .applyTapped) == [.send(.prices, ImportUpload(file: file.bytes))])
    _ = AdminImportScreen.reduce(&state, .response(dryRun: false, .success(F.report(dryRun: false, changes: 3))))
    #expect(state.file == nil && state.report?.applied == true && !state.canApply)
  }

  @Test func aDryRunWithNothingToChangeOffersNoApply() {
    var state = AdminImportScreen.State()
    _ = AdminImportScreen.reduce(&state, .fileSubmitted(.init(kind: .yml, name: "feed.xml", bytes: Data([1]))))
    _ = AdminImportScreen.reduce(&state, .response(dryRun: true, .success(F.report(dryRun: true, changes: 0))))
    #expect(!state.canApply && AdminImportScreen.reduce(&state, .applyTapped).isEmpty)
  }

  @Test func aRejectedFileShowsTheAPIsCode() {
    var state = AdminImportScreen.State()
    _ = AdminImportScreen.reduce(&state, .fileSubmitted(.init(kind: .yml, name: "feed.xml", bytes: Data([1]))))
    _ = AdminImportScreen.reduce(&state, .response(dryRun: true, .failure(P.error(.importRejected, status: 422))))
    #expect(state.submission.error?.code == .importRejected && !state.canApply)
  }

  @Test func aRefundWithoutAnAmountGivesBackAllThatIsLeft() {
    var state = AdminOrderScreen.State(orderID: Order.ID(F.uuid(700)))
    #expect(
      AdminOrderScreen.reduce(&state, .refundSubmitted(amount: "", reason: "брак")) == [
        .refund(Order.ID(F.uuid(700)), OrderRefundRequest(reason: "брак"))
      ])
  }

  @Test func aRefundAmountThatIsNoAmountIsNotSent() {
    var state = AdminOrderScreen.State(orderID: Order.ID(F.uuid(700)))
    #expect(AdminOrderScreen.reduce(&state, .refundSubmitted(amount: "много", reason: "брак")).isEmpty)
    #expect(state.refundAmountInvalid)
  }

  @Test func aStatusChangeRefusedByTheLifecycleKeepsItsCode() {
    var state = AdminOrderScreen.State(orderID: Order.ID(F.uuid(700)))
    #expect(
      AdminOrderScreen.reduce(&state, .statusSubmitted(.canceled)) == [.changeStatus(Order.ID(F.uuid(700)), .canceled)])
    _ = AdminOrderScreen.reduce(&state, .statusResponse(.failure(P.error(.orderIsComplete, status: 409))))
    #expect(state.submission.error?.code == .orderIsComplete)
  }
}
