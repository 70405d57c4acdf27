import MeowlsAPI
import MeowlsKit

/// `/sale/{id}`: a sale's products (`ListingPage` of the sale), titled with the sale's name (`GET /sales/{id}`,
/// online and in-shop sales alike, as banners lead to both); "Promotions" when it cannot be read.
enum SalePage {
  static func get(_ ctx: PageContext, id: Sale.ID, options: ListingOptions) async -> PageOutcome {
    async let listing = ListingPage.run(ctx.kit, source: .sale(id), options: options)
    async let sale = try? ctx.kit.api.send(.sale(id))
    let (products, found) = await (listing, sale)
    return ListingPage.render(ctx, products.state, options: options, title: found?.title ?? ctx.t(.salesTitle))
  }
}
