import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

/// A tiny catalogue: root R with inner I (leaves A, B) and leaf C; products P0…P5 in catalogue order.
@Suite struct CatalogIndexTests {
  static func id(_ number: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", number) }
  static let root = id(100)
  static let inner = id(101)
  static let leafA = id(102)
  static let leafB = id(103)
  static let leafC = id(104)
  static let sale = id(200)

  /// name, price (kopecks), leaf, values (code: [texts])
  static let products: [(String, Int64?, String, [String: [String]])] = [
    ("Вискас", 500, leafA, ["brand": ["Whiskas"], "weight": ["400 г", "1,5 кг"]]),
    ("Acana", 900, leafA, ["brand": ["Acana"], "weight": ["1,5 кг"], "age": ["взрослые"]]),
    ("Brit", 300, leafB, ["brand": ["Brit"], "weight": ["400 г"], "age": ["котята"]]),
    ("Acana Kitten", 900, leafB, ["brand": ["Acana"], "age": ["котята"]]),
    ("Без цены", nil, leafC, ["brand": ["Brit"]]),
    ("Whiskas", 100, leafC, ["brand": ["Whiskas"], "weight": ["400 г"]]),
  ]

  static let index: CatalogIndex = {
    var builder = CatalogIndexBuilder()
    let properties = [("brand", "Бренд"), ("weight", "Вес"), ("age", "Возраст")]
    for (offset, property) in properties.enumerated() {
      builder.addProperty(id: id(300 + offset), code: property.0, name: property.1)
    }
    var valueIDs: [String: String] = [:]
    for (_, _, _, values) in products {
      for (code, texts) in values {
        for text in texts where valueIDs["\(code)|\(text)"] == nil {
          let valueID = id(400 + valueIDs.count)
          valueIDs["\(code)|\(text)"] = valueID
          let property = properties.firstIndex { $0.0 == code }!
          builder.addValue(id: valueID, propertyID: id(300 + property), text: text)
        }
      }
    }
    builder.addSale(id: sale)
    for (offset, product) in products.enumerated() {
      builder.addProduct(
        id: id(offset), name: product.0, saleID: offset.isMultiple(of: 2) ? sale : nil, defaultPriceKopecks: product.1)
      builder.link(categoryID: product.2, productID: id(offset))
      for (code, texts) in product.3 {
        for text in texts { builder.addProductValue(productID: id(offset), valueID: valueIDs["\(code)|\(text)"]!) }
      }
    }
    builder.addCategory(id: root, parentID: nil, hasChildren: true)
    builder.addCategory(id: inner, parentID: root, hasChildren: true)
    builder.addCategory(id: leafA, parentID: inner, hasChildren: false)
    builder.addCategory(id: leafB, parentID: inner, hasChildren: false)
    builder.addCategory(id: leafC, parentID: root, hasChildren: false)
    builder.link(categoryID: inner, productID: id(5))
    return builder.build(revision: 1)
  }()

  func category(_ id: String) -> ProductSet { Self.index.categories[UUID(uuidString: id)!]!.products }

  @Test func innerCategoryListsItsLeavesOnlyNotItsOwnProducts() {
    #expect(category(Self.inner).members() == [0, 1, 2, 3])
    #expect(category(Self.root).members() == [0, 1, 2, 3, 4, 5])
    #expect(category(Self.leafC).members() == [4, 5])
  }

  @Test func valuesOfOneCodeAreAlternatives() {
    let matched = Self.index.matching(["brand": ["Acana", "Brit"]], within: category(Self.root))
    #expect(matched.members() == [1, 2, 3, 4])
  }

  @Test func differentCodesMustAllMatch() {
    let matched = Self.index.matching(["brand": ["Acana", "Brit"], "age": ["котята"]], within: category(Self.root))
    #expect(matched.members() == [2, 3])
  }

  @Test func valuesWithCommasAndCyrillicMatchExactly() {
    #expect(Self.index.matching(["weight": ["1,5 кг"]], within: category(Self.root)).members() == [0, 1])
    #expect(Self.index.matching(["weight": ["1"]], within: category(Self.root)).members().isEmpty)
  }

  @Test func unknownCodeOrCodeWithoutValuesMatchesNothing() {
    #expect(Self.index.matching(["colour": ["red"]], within: category(Self.root)).isEmpty)
    #expect(Self.index.matching(["brand": []], within: category(Self.root)).isEmpty)
  }

  @Test func facetBaseWithOneKeyIsItsMatches() {
    let base = Self.index.facetBase(["brand": ["Brit"]], within: category(Self.root))
    #expect(base.members() == [2, 4])
  }

  @Test func facetBaseWithTwoKeysIsEitherMatch() {
    let base = Self.index.facetBase(["brand": ["Brit"], "age": ["взрослые"]], within: category(Self.root))
    #expect(base.members() == [1, 2, 4])
  }

  @Test func facetBaseWithThreeKeysAllowsOneMiss() {
    let filters: FilterSelection = ["brand": ["Acana"], "age": ["котята"], "weight": ["400 г"]]
    // P2 misses brand, P3 misses weight, P1 misses age and weight, P0 misses brand and age.
    #expect(Self.index.facetBase(filters, within: category(Self.root)).members() == [2, 3])
  }

  @Test func facetsCountProductsPerValueSortedByName() {
    let facets = Self.index.facets(over: category(Self.inner))
    #expect(facets.map(\.name) == ["Бренд", "Вес", "Возраст"])
    #expect(
      facets[0].values == [
        .init(text: "Acana", count: 2), .init(text: "Brit", count: 1), .init(text: "Whiskas", count: 1),
      ])
    #expect(facets[1].values == [.init(text: "1,5 кг", count: 2), .init(text: "400 г", count: 2)])
  }

  @Test func priceSortUsesDefaultPriceAndDropsUnpriced() {
    let page = Self.index.page(of: category(Self.root), sort: .price, offset: 0, limit: 10)
    #expect(page.ordinals == [5, 2, 0, 1, 3] && page.total == 5)
    let descending = Self.index.page(of: category(Self.root), sort: .priceDescending, offset: 0, limit: 10)
    #expect(descending.ordinals == [1, 3, 0, 2, 5])
  }

  @Test func nameSortsAreByCodePoint() {
    #expect(Self.index.page(of: category(Self.root), sort: .name, offset: 0, limit: 10).ordinals == [1, 3, 2, 5, 4, 0])
    #expect(
      Self.index.page(of: category(Self.root), sort: .nameDescending, offset: 0, limit: 10).ordinals == [
        0, 4, 5, 2, 3, 1,
      ])
  }

  @Test func pagesSkipAndStopAtTheEnd() {
    let root = category(Self.root)
    #expect(Self.index.page(of: root, sort: nil, offset: 4, limit: 4).ordinals == [4, 5])
    #expect(Self.index.page(of: root, sort: .price, offset: 3, limit: 4).ordinals == [1, 3])
    #expect(Self.index.page(of: root, sort: .name, offset: 9, limit: 4) == ([], 6))
  }

  @Test func salesListTheirProductsInCatalogueOrder() {
    #expect(Self.index.saleProducts[UUID(uuidString: Self.sale)!] == [0, 2, 4])
  }

  @Test func sortingSmallListsAgreesWithWalkingTheOrder() {
    var builder = CatalogIndexBuilder()
    builder.addCategory(id: Self.root, parentID: nil, hasChildren: false)
    for number in 0..<500 {
      builder.addProduct(
        id: Self.id(number), name: "P\(number)", saleID: nil, defaultPriceKopecks: Int64(number * 7919 % 500))
      if number % 50 == 0 { builder.link(categoryID: Self.root, productID: Self.id(number)) }
    }
    let index = builder.build(revision: 1)
    let set = index.categories[UUID(uuidString: Self.root)!]!.products
    let page = index.page(of: set, sort: .price, offset: 2, limit: 3)
    let expected = set.members().sorted { ($0 * 7919 % 500, $0) < ($1 * 7919 % 500, $1) }
    #expect(page.ordinals == Array(expected[2..<5]) && page.total == 10)
  }

  @Test func categorySequencesAgreeWithTheWholeCatalogueOrder() {
    for sort in [ProductSort.price, .priceDescending, .name, .nameDescending] {
      let category = Self.index.categories[UUID(uuidString: Self.inner)!]!
      let walked = Self.index.page(of: category.products, sort: sort, offset: 1, limit: 2)
      let viaCategory = Self.index.page(
        of: category.products, sort: sort, candidates: category.sequences[sort], offset: 1, limit: 2)
      #expect(walked == viaCategory, "\(sort)")
    }
  }
}
