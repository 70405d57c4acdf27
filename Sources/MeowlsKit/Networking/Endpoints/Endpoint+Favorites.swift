import MeowlsAPI

extension Endpoint where Response == FavoritesCount {
  /// `GET /favorites/count`.
  public static var favoritesCount: Self { Self(.favorites(.count)) }
}

extension Endpoint where Response == Page<Product> {
  /// `GET /favorites?page&per_page`: newest first.
  public static func favorites(page: PageRequest) -> Self { Self(.favorites(.list(page))) }
}

extension Endpoint where Response == EmptyResponse {
  /// `POST /favorites/star`; a 208 `productAlreadyStarred` is a success (the others were still added).
  public static func star(_ ids: [Product.ID]) -> Self { Self(.favorites(.star(ids))) }
  /// `POST /favorites/unstar`.
  public static func unstar(_ ids: [Product.ID]) -> Self { Self(.favorites(.unstar(ids))) }
}
