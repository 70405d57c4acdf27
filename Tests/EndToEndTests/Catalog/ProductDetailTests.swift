import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct ProductDetailTests {
  typealias F = FixtureCatalog

  @Test func detailAddsPropertiesValuesSectionsAndTheDeliveryLink() throws {
    let server = try TestServer.catalogue(
      FixtureCatalog.make(),
      sql: ["UPDATE products SET delivery_conditions_url = 'https://meowls.test/delivery' WHERE id = '\(F.product(1))'"]
    )
    let detail = try server.get(api(.catalog(.product(.valid(Product.ID(F.product(1)))))), as: ProductDetail.self)
    let list = try server.get(
      api(.catalog(.products(ProductsQuery(listing: .productIDs([Product.ID(F.product(1))]))))), as: Page<Product>.self
    ).results[0]
    let property = { (number: Int) in ProductProperty.ID(F.id("property", number)) }
    let value = { (code: String, text: String) in
      PropertyValue(
        id: PropertyValue.ID(F.value(code, text)), propertyID: property(code == "brand" ? 1 : code == "weight" ? 2 : 3),
        value: text)
    }
    #expect(
      detail
        == ProductDetail(
          allowQuickBuy: true, code: "product_1", defaultVariantArticle: "1010",
          deliveryConditionsURL: "https://meowls.test/delivery", id: list.id, images: list.images,
          name: "Brit Care сухой",
          properties: [
            ProductProperty(code: "brand", id: property(1), name: "Бренд", selectable: false),
            ProductProperty(code: "age", id: property(3), name: "Возраст", selectable: false),
            ProductProperty(code: "weight", id: property(2), name: "Вес", selectable: true),
          ],
          sections: [
            ProductSection(text: "<p>Brit Care сухой</p>", title: "Описание", type: .textExpandable),
            ProductSection(
              link: "https://meowls.example/feeding", text: "<p>2 раза в день</p>", title: "Кормление", type: .textModal
            ),
          ],
          variants: [
            withValues(
              list.variants[0], [value("brand", "Brit"), value("age", "взрослые (1-6)"), value("weight", "400 г")]),
            withValues(
              list.variants[1], [value("brand", "Brit"), value("age", "взрослые (1-6)"), value("weight", "1,5 кг")]),
          ]))
  }

  func withValues(_ variant: ProductVariant, _ values: [PropertyValue]) -> ProductVariant {
    var detailed = variant
    detailed.propertyValues = values
    return detailed
  }

  @Test func productWithoutDeliveryLinkOmitsIt() throws {
    let response = try FixtureServer.shared.request("GET", api(.catalog(.product(.valid(Product.ID(F.product(5)))))))
    #expect(response.status == 200 && !response.text.contains("delivery_conditions_url"))
  }

  @Test func lowerCaseIdFindsTheProduct() throws {
    let detail = try FixtureServer.shared.get(
      "/api/v1/products/\(F.product(4).uuidString.lowercased())", as: ProductDetail.self)
    #expect(detail.name == "Acana Adult")
  }
}
