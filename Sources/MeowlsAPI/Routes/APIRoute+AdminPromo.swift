extension APIRoute.Admin {
  /// `/api/v1/admin/promo_codes...`: what `meowls promo` does, plus edit. `{code}` is the code in any letter case.
  /// Codes are never deleted (orders remember them): a disabled code just stops working. Admins only.
  public enum PromoCodes: Equatable, Sendable {
    /// `POST /admin/promo_codes` `PromoCodeCreation` → `AdminPromoCode`.
    case create(PromoCodeCreation)
    /// `POST /admin/promo_codes/{code}/disable` → `AdminPromoCode`.
    case disable(String)
    /// `POST /admin/promo_codes/{code}` `PromoCodeTerms` → `AdminPromoCode`: the whole terms again.
    case edit(String, PromoCodeTerms)
    /// `POST /admin/promo_codes/{code}/enable` → `AdminPromoCode`.
    case enable(String)
    /// `GET /admin/promo_codes` → `[AdminPromoCode]`, oldest first.
    case list
  }
}

extension APIRoute.Admin.PromoCodes {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .create, .disable, .edit, .enable, .list: .staff([.admin])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .create(let body): .admin(post: ["promo_codes"], body: body)
    case .disable(let code): .admin(.POST, ["promo_codes", code, "disable"])
    case .edit(let code, let body): .admin(post: ["promo_codes", code], body: body)
    case .enable(let code): .admin(.POST, ["promo_codes", code, "enable"])
    case .list: .admin(.GET, ["promo_codes"])
    }
  }

  /// The routes of a path below `/api/v1/admin`.
  static func table(for path: [String]) -> RouteTable<Self> {
    guard path.first == "promo_codes" else { return [:] }
    switch path.count {
    case 1: return [.GET: { _ in .list }, .POST: { input in .create(try input.body()) }]
    case 2: return [.POST: { input in .edit(path[1], try input.body()) }]
    case 3 where path[2] == "disable": return [.POST: { _ in .disable(path[1]) }]
    case 3 where path[2] == "enable": return [.POST: { _ in .enable(path[1]) }]
    default: return [:]
    }
  }
}
