import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsKit

/// The back office's endpoints are the admin API's routes, each sent with the staff session's token.
@Suite struct AdminEndpointTests {
  typealias F = AdminFixtures

  @Test func everyAdminEndpointCarriesTheToken() {
    let authorizations: [EndpointAuthorization] = [
      Endpoint.adminProducts(AdminProductQuery()).authorization, Endpoint.adminProduct(F.productID).authorization,
      Endpoint.createProduct(ProductDraft(categoryIDs: [], name: "", variants: [])).authorization,
      Endpoint.setProductArchived(F.productID, true).authorization,
      Endpoint.uploadPicture(F.productID, PictureUpload(bytes: Data([1]))).authorization,
      Endpoint.adminCategories.authorization, Endpoint.renameCategory(F.leaf, "К").authorization,
      Endpoint.adminProductStock(F.productID).authorization,
      Endpoint.receiveStock(StockChangeRequest(quantity: 1)).authorization,
      Endpoint.importYML(ImportUpload(file: Data([1]))).authorization, Endpoint.audit(AuditQuery()).authorization,
      Endpoint.adminOrders(AdminOrderQuery()).authorization,
      Endpoint.refundOrder(Order.ID(F.uuid(1)), OrderRefundRequest(reason: "брак")).authorization,
    ]
    #expect(authorizations.allSatisfy { $0 == .token })
  }

  @Test func archivingAndUnarchivingAreTwoRoutes() {
    #expect(Endpoint.setProductArchived(F.productID, true).route == .admin(.archiveProduct(.valid(F.productID))))
    #expect(Endpoint.setProductArchived(F.productID, false).route == .admin(.unarchiveProduct(.valid(F.productID))))
    #expect(Endpoint.setCategoryArchived(F.leaf, false).route == .admin(.unarchiveCategory(.valid(F.leaf))))
  }

  @Test func theProductListAsksItsQuery() {
    let query = AdminProductQuery(archived: .only, categoryID: F.leaf, page: PageRequest(page: 2), query: "корм")
    let request = Endpoint.adminProducts(query).route.request
    #expect(request.path == "/api/v1/admin/products")
    #expect(request.query.contains(QueryItem(name: "archived", value: "only")))
    #expect(request.query.contains(QueryItem(name: "query", value: "корм")))
  }

  @Test func aPictureIsSentAsItsBytes() {
    let request = Endpoint.uploadPicture(F.productID, PictureUpload(bytes: Data([0xFF, 0xD8]))).route.request
    #expect(request.method == .POST && request.body == Data([0xFF, 0xD8]))
  }
}

/// The main page's endpoints are its admin routes, sent with the staff token.
@Suite struct AdminMainPageEndpointTests {
  typealias M = MainPageFixtures

  @Test func everyMainPageEndpointCarriesTheToken() {
    let authorizations: [EndpointAuthorization] = [
      Endpoint.adminBanners.authorization, Endpoint.createBanner(BannerDraft()).authorization,
      Endpoint.orderBanners(BannerOrder(bannerIDs: M.top)).authorization,
      Endpoint.deleteBanner(M.top[0]).authorization, Endpoint.adminSales.authorization,
      Endpoint.saleProducts(M.sales[0], ProductSelection(productIDs: [])).authorization,
    ]
    #expect(authorizations.allSatisfy { $0 == .token })
  }

  @Test func hidingAndShowingAreTwoRoutes() {
    #expect(Endpoint.setBannerHidden(M.top[0], true).route == .admin(.mainPage(.hideBanner(.valid(M.top[0])))))
    #expect(Endpoint.setBannerHidden(M.top[0], false).route == .admin(.mainPage(.showBanner(.valid(M.top[0])))))
  }
}
