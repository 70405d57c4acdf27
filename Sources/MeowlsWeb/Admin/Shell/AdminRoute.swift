import Foundation
import MeowlsAPI
import MeowlsKit

/// Every address of the back office below its prefix, parsed from the path and query and written back by `parts`:
/// links and forms are built from these values, never typed as strings.
enum AdminRoute: Equatable, Sendable {
  case asset(String)
  case audit(action: String, actor: String, subject: String, page: Int)
  case banner(Banner.ID)
  /// Where a banner's own picture is posted (a larger body limit than the other forms).
  case bannerPicture(Banner.ID)
  case categories
  case cities
  case city(City.ID)
  case home
  /// Where the import's file is posted (a larger body limit than the other forms).
  case importFile
  case imports
  case login
  case logout
  /// The main page's banners and the sales.
  case mainPage
  /// A new banner: at the top level, or inside `parent`.
  case newBanner(parent: Banner.ID?)
  case newCity
  case newProduct
  case newPromoCode
  case newStaffMember
  case newSale
  case newShop
  case order(Order.ID)
  /// Where a product's new picture is posted (a larger body limit than the other forms).
  case pictures(Product.ID)
  case orders(AdminOrdersScreen.Search, page: Int)
  case product(Product.ID)
  /// A promo code's terms, by its code (any letter case).
  case promoCode(String)
  case promoCodes(AdminPromoCodesScreen.Search, page: Int)
  case products(query: String, archived: AdminProductQuery.Archived, category: Category.ID?, page: Int)
  case sale(Sale.ID)
  case shop(Shop.ID)
  case shops
  case staff(AdminStaffScreen.Search, page: Int)
  case staffMember(User.ID)
  case stock(Product.ID)

  static let productList = AdminRoute.products(query: "", archived: .excluded, category: nil, page: 1)
  static let promoCodeList = AdminRoute.promoCodes(AdminPromoCodesScreen.Search(), page: 1)
  static let staffList = AdminRoute.staff(AdminStaffScreen.Search(), page: 1)

  init?(path: [String], query: FormData) {
    let page = Int(query["page"] ?? "").map { min(max($0, 1), PageRequest.maximumPage) } ?? 1
    let product = path.count > 1 ? Product.ID(uuidString: path[1]) : nil
    switch (path.first ?? "", path.count) {
    case ("", _): self = .home
    case ("assets", 2) where AdminAssets.names.contains(path[1]): self = .asset(path[1])
    case ("audit", 1):
      self = .audit(
        action: query["action"] ?? "", actor: query["actor"] ?? "", subject: query["subject"] ?? "", page: page)
    case ("banners", 2) where path[1] == "new":
      self = .newBanner(parent: query["parent"].flatMap(Banner.ID.init(uuidString:)))
    case ("banners", 2):
      guard let id = Banner.ID(uuidString: path[1]) else { return nil }
      self = .banner(id)
    case ("banners", 3) where path[2] == "picture":
      guard let id = Banner.ID(uuidString: path[1]) else { return nil }
      self = .bannerPicture(id)
    case ("categories", 1): self = .categories
    case ("cities", 1): self = .cities
    case ("cities", 2) where path[1] == "new": self = .newCity
    case ("cities", 2):
      guard let id = City.ID(uuidString: path[1]) else { return nil }
      self = .city(id)
    case ("imports", 1): self = .imports
    case ("imports", 2) where path[1] == "file": self = .importFile
    case ("login", 1): self = .login
    case ("logout", 1): self = .logout
    case ("main-page", 1): self = .mainPage
    case ("orders", 1):
      self = .orders(
        AdminOrdersScreen.Search(
          number: query["number"] ?? "", phone: query["phone"] ?? "", from: query["from"] ?? "",
          to: query["to"] ?? "", status: query["status"].flatMap(OrderStatusCode.init(rawValue:))), page: page)
    case ("orders", 2):
      guard let id = Order.ID(uuidString: path[1]) else { return nil }
      self = .order(id)
    case ("products", 1):
      self = .products(
        query: query["query"] ?? "",
        archived: query["archived"].flatMap(AdminProductQuery.Archived.init(rawValue:)) ?? .excluded,
        category: query["category"].flatMap(Category.ID.init(uuidString:)), page: page)
    case ("products", 2) where path[1] == "new": self = .newProduct
    case ("products", 2):
      guard let product else { return nil }
      self = .product(product)
    case ("products", 3) where path[2] == "pictures":
      guard let product else { return nil }
      self = .pictures(product)
    case ("promo-codes", 1):
      self = .promoCodes(
        AdminPromoCodesScreen.Search(
          text: String((query["query"] ?? "").prefix(100)),
          state: query["state"].flatMap { AdminPromoCodesScreen.states.contains($0) ? $0 : nil } ?? ""), page: page)
    case ("promo-codes", 2) where path[1] == "new": self = .newPromoCode
    case ("promo-codes", 2) where (1...32).contains(path[1].count): self = .promoCode(path[1])
    case ("staff", 1):
      self = .staff(
        AdminStaffScreen.Search(
          text: String((query["query"] ?? "").prefix(100)), role: query["role"].flatMap(StaffRole.init(rawValue:))),
        page: page)
    case ("staff", 2) where path[1] == "new": self = .newStaffMember
    case ("staff", 2):
      guard let id = User.ID(uuidString: path[1]) else { return nil }
      self = .staffMember(id)
    case ("shops", 1): self = .shops
    case ("shops", 2) where path[1] == "new": self = .newShop
    case ("shops", 2):
      guard let id = Shop.ID(uuidString: path[1]) else { return nil }
      self = .shop(id)
    case ("sales", 2) where path[1] == "new": self = .newSale
    case ("sales", 2):
      guard let id = Sale.ID(uuidString: path[1]) else { return nil }
      self = .sale(id)
    case ("products", 3) where path[2] == "stock":
      guard let product else { return nil }
      self = .stock(product)
    default: return nil
    }
  }

  /// The path segments and query items of the address.
  var parts: ([String], [(String, String)]) {
    switch self {
    case .asset(let name): (["assets", name], [])
    case .audit(let action, let actor, let subject, let page):
      (["audit"], Self.items([("action", action), ("actor", actor), ("subject", subject)], page: page))
    case .banner(let id): (["banners", id.uuidString], [])
    case .bannerPicture(let id): (["banners", id.uuidString, "picture"], [])
    case .categories: (["categories"], [])
    case .cities: (["cities"], [])
    case .city(let id): (["cities", id.uuidString], [])
    case .home: ([], [])
    case .importFile: (["imports", "file"], [])
    case .imports: (["imports"], [])
    case .login: (["login"], [])
    case .logout: (["logout"], [])
    case .mainPage: (["main-page"], [])
    case .newBanner(let parent): (["banners", "new"], Self.items([("parent", parent?.uuidString ?? "")], page: 1))
    case .newProduct: (["products", "new"], [])
    case .newCity: (["cities", "new"], [])
    case .newSale: (["sales", "new"], [])
    case .newShop: (["shops", "new"], [])
    case .order(let id): (["orders", id.uuidString], [])
    case .pictures(let id): (["products", id.uuidString, "pictures"], [])
    case .orders(let search, let page):
      (
        ["orders"],
        Self.items(
          [
            ("number", search.number), ("phone", search.phone), ("from", search.from), ("to", search.to),
            ("status", search.status?.rawValue ?? ""),
          ], page: page)
      )
    case .product(let id): (["products", id.uuidString], [])
    case .products(let query, let archived, let category, let page):
      (
        ["products"],
        Self.items(
          [
            ("query", query), ("archived", archived == .excluded ? "" : archived.rawValue),
            ("category", category?.uuidString ?? ""),
          ], page: page)
      )
    case .newPromoCode: (["promo-codes", "new"], [])
    case .newStaffMember: (["staff", "new"], [])
    // NB: a code spelled `new` is written upper case, so its address is not the new code's form.
    case .promoCode(let code): (["promo-codes", code == "new" ? "NEW" : code], [])
    case .promoCodes(let search, let page):
      (["promo-codes"], Self.items([("query", search.text), ("state", search.state)], page: page))
    case .staff(let search, let page):
      (["staff"], Self.items([("query", search.text), ("role", search.role?.rawValue ?? "")], page: page))
    case .sale(let id): (["sales", id.uuidString], [])
    case .shop(let id): (["shops", id.uuidString], [])
    case .shops: (["shops"], [])
    case .staffMember(let id): (["staff", id.uuidString], [])
    case .stock(let id): (["products", id.uuidString, "stock"], [])
    }
  }

  private static func items(_ items: [(String, String)], page: Int) -> [(String, String)] {
    items.filter { !$0.1.isEmpty } + (page > 1 ? [("page", String(page))] : [])
  }

  /// The same list at another page.
  func atPage(_ page: Int) -> AdminRoute {
    switch self {
    case .audit(let action, let actor, let subject, _):
      .audit(action: action, actor: actor, subject: subject, page: page)
    case .orders(let search, _): .orders(search, page: page)
    case .promoCodes(let search, _): .promoCodes(search, page: page)
    case .staff(let search, _): .staff(search, page: page)
    case .products(let query, let archived, let category, _):
      .products(query: query, archived: archived, category: category, page: page)
    default: self
    }
  }
}
