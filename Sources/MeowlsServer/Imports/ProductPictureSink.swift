import Foundation
import MeowlsAPI

/// The import's pictures handed to `ProductPictures.upload`, so a fetched picture meets the checks of an upload
/// (format by its bytes, size and pixel limits), is stored once by content and added last among the product's; the
/// same bytes again change nothing, so a repeated feed adds no duplicate. A refusal is the picture's failure in the
/// report, never the import's.
public struct ProductPictureSink: ImportedPictureSink {
  let pictures: ProductPictures

  public init(_ pictures: ProductPictures) { self.pictures = pictures }

  public func store(_ bytes: Data, url: String, for product: Product.ID, position: Int, by actor: AdminActor) throws {
    _ = try pictures.upload([UInt8](bytes), to: product, by: actor)
  }
}

extension ImportPictures {
  /// The pictures of an import on `database`, fetched by `fetcher` (nil in the tests' environment: the feed's
  /// pictures are then taken from an archive only, and without one counted as skipped) and stored as uploads.
  public static func uploads(
    fetcher: (any PictureFetcher)?, database: any Database, clock: Clock, vips: Vips,
    images: CatalogImageURLs = CatalogImageURLs(publicURL: ""), limits: ImportPictures.Limits = ImportPictures.Limits()
  ) -> ImportPictures {
    let pictures = ProductPictures(database: database, clock: clock, vips: vips, images: images)
    return ImportPictures(fetcher: fetcher, sink: ProductPictureSink(pictures), limits: limits)
  }
}
