import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// A product listed in several categories: the form holds them all, one added or removed, never none.
@Suite struct AdminProductCategoriesTests {
  typealias F = AdminFixtures
  static let second = Category.ID(F.uuid(512))
  static let third = Category.ID(F.uuid(513))

  /// The product listed in the leaf and the second category, loaded with a tree of three leaves under the root.
  private func loaded() -> AdminProductScreen.State {
    var product = F.product()
    product.categoryIDs = [F.leaf, Self.second]
    var state = AdminProductScreen.State(productID: product.id)
    _ = AdminProductScreen.reduce(&state, .appeared)
    _ = AdminProductScreen.reduce(&state, .productResponse(.success(product)))
    let tree =
      [F.category(F.root, parent: nil, position: 0)]
      + [F.leaf, Self.second, Self.third].enumerated().map { F.category($1, parent: F.root, position: $0) }
    _ = AdminProductScreen.reduce(&state, .categoriesResponse(.success(tree)))
    return state
  }

  private func saved(_ state: inout AdminProductScreen.State, _ form: AdminProductForm) -> [AdminProductScreen.Effect] {
    _ = AdminProductScreen.reduce(&state, .formChanged(form))
    return AdminProductScreen.reduce(&state, .saveTapped)
  }

  private func draft(_ categories: [Category.ID]) -> ProductDraft {
    ProductDraft(
      categoryIDs: categories, name: "Корм Мурлыка", quickBuy: true, variants: [F.variant()], vatRate: "20%")
  }

  @Test func everyCategoryOfTheProductIsOnTheFormAndSentAgain() {
    var state = loaded()
    #expect(state.form.categoryIDs == [F.leaf, Self.second])
    #expect(state.addableLeaves.map(\.id) == [Self.third])
    #expect(saved(&state, state.form) == [.save(F.productID, draft([F.leaf, Self.second]))])
  }

  @Test func aCategoryAddedIsSentAfterTheOnesKept() {
    var state = loaded()
    var form = state.form
    form.chooseCategories(first: F.leaf, others: [Self.second], added: Self.third)
    #expect(saved(&state, form) == [.save(F.productID, draft([F.leaf, Self.second, Self.third]))])
    #expect(state.addableLeaves.isEmpty)
  }

  @Test func aCategoryRemovedLeavesTheOthersSent() {
    var state = loaded()
    var form = state.form
    form.chooseCategories(first: F.leaf, others: [], added: nil)
    #expect(saved(&state, form) == [.save(F.productID, draft([F.leaf]))])
  }

  @Test func theFirstCategoryRemovedMakesTheNextOneFirst() {
    var state = loaded()
    var form = state.form
    form.chooseCategories(first: nil, others: [Self.second], added: nil)
    #expect(saved(&state, form) == [.save(F.productID, draft([Self.second]))])
  }

  @Test func aCategoryChosenTwiceIsSentOnce() {
    var state = loaded()
    var form = state.form
    form.chooseCategories(first: Self.second, others: [Self.second, F.leaf], added: F.leaf)
    #expect(saved(&state, form) == [.save(F.productID, draft([Self.second, F.leaf]))])
  }

  @Test func everyCategoryRemovedKeepsTheFormUnsentWithItsProblem() {
    var state = loaded()
    var form = state.form
    form.chooseCategories(first: nil, others: [], added: nil)
    #expect(saved(&state, form).isEmpty)
    #expect(state.problems == [.category] && state.submission == .idle && state.form.categoryIDs.isEmpty)
  }
}
