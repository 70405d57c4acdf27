import MeowlsAPI
import MeowlsKit

/// `/collection/{banner id}`: a product row of the main page (`products_collection`) as a listing of its products
/// (`ListingScreen.Source.collection`), the page its "see all" opens, with add to cart and star as in any listing.
enum CollectionPage {
  /// The row's title and products, as the main page lays them out; nil when the main page has no such row.
  static func collection(_ kit: VisitorKit, _ id: Banner.ID) async -> (title: String, source: ListingScreen.Source)? {
    let state = await MainPage.run(kit).state
    for section in state.sections where section.id == id {
      if case .products(let products, _) = section.content {
        return (section.title ?? "", .collection(products.map(\.id)))
      }
    }
    return nil
  }

  static func get(_ ctx: PageContext, id: Banner.ID, options: ListingOptions) async -> PageOutcome {
    guard let (title, source) = await collection(ctx.kit, id) else { return NotFoundPage.outcome(ctx) }
    return await ListingPage.get(ctx, source: source, options: options, title: title)
  }

  static func post(_ ctx: PageContext, id: Banner.ID, form: FormData) async -> PostOutcome {
    guard let (_, source) = await collection(ctx.kit, id) else { return .back(nil) }
    return await ListingPage.post(ctx, source: source, options: ListingOptions(), form: form)
  }
}
