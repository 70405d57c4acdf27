import MeowlsAPI

extension Endpoint where Response == Cart {
  /// `POST /cart`: prices a guest cart; nothing is saved.
  public static func calculateCart(_ request: CartRequest) -> Self { Self(.cart(.calculate(request))) }
  /// `GET /cart`: the saved cart.
  public static var savedCart: Self { Self(.cart(.current)) }
  /// `POST /cart/merge`: adds a guest cart to the saved one; the answer has `merge_report`.
  public static func mergeCart(_ request: CartRequest) -> Self { Self(.cart(.merge(request))) }
  /// `POST /cart/update`: makes the saved cart equal to the request.
  public static func updateCart(_ request: CartRequest) -> Self { Self(.cart(.update(request))) }
}
