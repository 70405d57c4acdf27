import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Every banner of the demo main page leads somewhere that loads: a sale by its id, a category or a search, or a
/// web page. A top-level redirect carries no `object_id` (the contract's reduced form), so a sale must be reached
/// through a child banner.
@Suite struct MainPageRedirectTests {
  static func target(_ redirect: Redirect) -> String? {
    switch redirect.type {
    case .object:
      return redirect.objectID.map { "/api/v1/sales/\($0.uuidString)" }
    case .productsCollection:
      if let query = redirect.productsSet?.query {
        return "/api/v1/products?query=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
      }
      return redirect.productsSet?.category.map { "/api/v1/products?category_id=\($0.id)" }
    }
  }

  @Test func everyBannerOfTheDemoMainPageLeadsToAnAnswerThatLoads() throws {
    let server = TestServer.sharedDemo
    let banners = try server.get("/api/v1/main_page", as: [Banner].self)
    for banner in banners {
      if let redirect = banner.redirect, redirect.url == nil {
        #expect(
          redirect.type != .object || !(banner.banners ?? []).isEmpty,
          "«\(banner.title ?? "")» leads to an object without saying which")
      }
      for child in banner.banners ?? [] {
        let target = child.redirect.flatMap(Self.target)
        #expect(target != nil, "a child of «\(banner.title ?? "")» leads nowhere")
        if let target { #expect(try server.request("GET", target).status == 200, "\(target)") }
      }
    }
  }

  @Test func theCosyHomeBannerOpensItsSale() throws {
    let banners = try TestServer.sharedDemo.get("/api/v1/main_page", as: [Banner].self)
    let cosy = try #require(banners.first { $0.title == "Уютный дом" })
    let sale = try #require(cosy.banners?.first?.redirect?.objectID)
    let answer = try TestServer.sharedDemo.get("/api/v1/sales/\(sale.uuidString)", as: Sale.self)
    #expect(answer.title.hasPrefix("Уютный дом"))
  }
}
