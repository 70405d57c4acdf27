import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Every error case of the catalogue answers its own status and code (api.md §2.4, §2.5); an unknown id is 404 with
/// the contract's code (`decisions.md`).
@Suite struct CatalogErrorTests {
  typealias F = FixtureCatalog
  let unknown = "0C0FFEE0-0000-4000-8000-000000000000"

  func expect(_ target: String, _ status: Int, _ body: ErrorResponse) throws {
    let answer = try FixtureServer.shared.error(target)
    #expect(answer.status == status && answer.body == body, "\(target)")
  }

  func idFailure(_ id: String) -> [ErrorFailure] { [ErrorFailure(failure: id, field: "ID")] }

  @Test func productsWithoutAListingParameter() throws {
    try expect(
      "/api/v1/products?page=1", 400,
      ErrorResponse(code: .categoryIDOrProductsIDsRequired, reason: "Category ID or products IDs is required."))
  }

  @Test func productsOfAnUnknownCategory() throws {
    try expect(
      "/api/v1/products?category_id=\(unknown.lowercased())", 404,
      ErrorResponse(
        code: .fetchProductsForCategoryError, failures: idFailure(unknown),
        reason: "Error fetching products for category."))
  }

  @Test func productsOfAnUnknownSale() throws {
    try expect(
      "/api/v1/products?sale_id=\(unknown)", 404,
      ErrorResponse(
        code: .fetchProductsForSaleError, failures: idFailure(unknown), reason: "Error fetching products for sale."))
  }

  @Test func productWithAnIdThatIsNotAUUID() throws {
    try expect(
      "/api/v1/products/%D0%BA%D0%BE%D1%82", 400,
      ErrorResponse(code: .productIdRequired, reason: "Product ID query parameter is required."))
  }

  @Test func unknownProduct() throws {
    try expect(
      "/api/v1/products/\(unknown)", 404,
      ErrorResponse(
        code: .fetchProductByIdError, failures: idFailure(unknown), reason: "Error fetching product with ID."))
  }

  @Test func filtersWithoutACategory() throws {
    try expect(
      "/api/v1/filters?category_id=x", 400, ErrorResponse(code: .categoryIDRequired, reason: "Category ID is required.")
    )
  }

  @Test func filtersOfAnUnknownCategory() throws {
    try expect(
      "/api/v1/filters?category_id=\(unknown)", 404,
      ErrorResponse(
        code: .fetchFiltersForCategoryError, failures: idFailure(unknown),
        reason: "Error fetching filters for requested category ID."))
  }

  @Test func saleWithAnIdThatIsNotAUUID() throws {
    try expect("/api/v1/sales/summer", 400, ErrorResponse(code: .saleIdRequired, reason: "Sale ID is required."))
  }

  @Test func unknownSale() throws {
    try expect(
      "/api/v1/sales/\(unknown)", 404, ErrorResponse(code: .saleNotFound, reason: "Invalid sale id. Sale not found."))
  }

  @Test func listedVariantWithoutAPrice() throws {
    let server = try TestServer.catalogue(
      FixtureCatalog.make(), sql: ["DELETE FROM variant_prices WHERE variant_id = '\(F.variant(5, 0))'"])
    let answer = try server.error("/api/v1/products?category_id=\(F.igrushki)")
    #expect(
      answer.status == 500
        && answer.body == ErrorResponse(code: .bannerProductsPriceError, reason: "Products Banner price error."))
  }

  @Test func listedVariantWithoutAvailability() throws {
    let server = try TestServer.catalogue(
      FixtureCatalog.make(), sql: ["DELETE FROM variant_availability WHERE variant_id = '\(F.variant(5, 0))'"])
    let answer = try server.error("/api/v1/products?category_id=\(F.igrushki)")
    #expect(
      answer.status == 500
        && answer.body
          == ErrorResponse(
            code: .bannerProductsAvailabilityError, reason: "Products Banner availability information error.")
    )
  }
}
