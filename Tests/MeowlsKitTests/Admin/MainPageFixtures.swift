import Foundation
import MeowlsAPI
import MeowlsKit

/// Banners, sales and products the main-page screen tests build their states from.
enum MainPageFixtures {
  static let top = [Banner.ID(AdminFixtures.uuid(701)), Banner.ID(AdminFixtures.uuid(702))]
  static let children = [Banner.ID(AdminFixtures.uuid(711)), Banner.ID(AdminFixtures.uuid(712))]
  static let sales = [Sale.ID(AdminFixtures.uuid(721)), Sale.ID(AdminFixtures.uuid(722))]
  static let products = [Product.ID(AdminFixtures.uuid(731)), Product.ID(AdminFixtures.uuid(732))]

  /// A slider with two children, then a single banner.
  static func banners() -> [AdminBanner] {
    [
      AdminBanner(
        children: children.enumerated().map { AdminBanner(id: $1, parentID: top[0], position: $0) }, id: top[0],
        placeType: .bannersHorizontal, position: 0),
      AdminBanner(id: top[1], placeType: .singleBanner, position: 1, title: "Скидки"),
    ]
  }

  static func sale(_ index: Int = 0, products: [Product.ID] = []) -> AdminSale {
    AdminSale(
      code: "winter\(index)", disclaimer: "", endDate: CalendarDate(year: 2027, month: 2, day: 28)!,
      id: sales[index], position: index, productIDs: products, saleType: .online,
      startDate: CalendarDate(year: 2027, month: 1, day: 1)!, title: "Зима \(index)")
  }

  static func summary(_ index: Int, article: String) -> AdminProductSummary {
    AdminProductSummary(
      archived: false, article: Article(rawValue: article), categoryIDs: [], id: products[index],
      name: "Товар \(index)",
      price: Money(rubles: 100), variantCount: 1)
  }

  static func page(_ results: [AdminProductSummary]) -> Page<AdminProductSummary> {
    Page(paginationInfo: PaginationInfo(page: 1, perPage: 30, totalCount: results.count), results: results)
  }

  static func refusal(_ code: ErrorCode, field: String? = nil, status: Int = 400) -> APIError {
    .server(
      status: status,
      ErrorResponse(code: code, failures: field.map { [ErrorFailure(field: $0)] }, reason: "refused"))
  }
}
