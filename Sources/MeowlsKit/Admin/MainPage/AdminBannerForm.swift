import MeowlsAPI

/// The banner form's fields as typed: where it stands (a place type, for a top-level banner), its title and
/// picture, where it leads (nowhere, a sale, or a collection of a category, a search, or both) and, for a
/// `categories` banner, the categories it shows. A collection's products go back as stored (they have their own
/// picker).
public struct AdminBannerForm: Equatable, Sendable {
  /// Where the banner leads.
  public enum Lead: String, CaseIterable, Equatable, Sendable {
    case collection
    case none
    case sale
  }

  /// A field typed wrong, found before anything is sent.
  public enum Problem: Hashable, Sendable {
    /// A collection without its name.
    case collectionName
    /// A collection with neither a category nor a search.
    case collectionTarget
    /// A top-level banner without its place type.
    case placeType
    /// A lead to a sale without the sale.
    case sale
  }

  public var categoryID: Category.ID?
  /// The categories a `categories` banner shows, in the order chosen.
  public var categoryIDs: [Category.ID]
  public var collectionName: String
  public var imageKey: String
  public var lead: Lead
  /// Nil for a child banner (its parent's place rules it).
  public var placeType: PlaceType?
  public var query: String
  public var saleID: Sale.ID?
  /// The banner as stored (nil: new): what it shows goes back unchanged.
  public var stored: AdminBanner?
  public var title: String
  public var url: String

  public init(
    categoryID: Category.ID? = nil, categoryIDs: [Category.ID] = [], collectionName: String = "", imageKey: String = "",
    lead: Lead = .none,
    placeType: PlaceType? = nil, query: String = "", saleID: Sale.ID? = nil, stored: AdminBanner? = nil,
    title: String = "", url: String = ""
  ) {
    self.categoryID = categoryID
    self.categoryIDs = categoryIDs
    self.collectionName = collectionName
    self.imageKey = imageKey
    self.lead = lead
    self.placeType = placeType
    self.query = query
    self.saleID = saleID
    self.stored = stored
    self.title = title
    self.url = url
  }

  /// The form of a stored banner.
  public init(_ banner: AdminBanner) {
    let redirect = banner.redirect
    let lead: Lead =
      switch redirect?.type {
      case .object?: .sale
      case .productsCollection?: .collection
      case nil: .none
      }
    self.init(
      categoryID: redirect?.categoryID, categoryIDs: banner.categoryIDs, collectionName: redirect?.name ?? "",
      imageKey: banner.imageKey ?? "",
      lead: lead, placeType: banner.placeType, query: redirect?.query ?? "", saleID: redirect?.saleID,
      stored: banner, title: banner.title ?? "", url: redirect?.url ?? "")
  }

  /// The fields typed wrong for a banner under `parent` (nil: a top-level one); empty: the draft can be sent.
  public func problems(parent: Banner.ID?) -> Set<Problem> {
    var problems: Set<Problem> = parent == nil && placeType == nil ? [.placeType] : []
    switch lead {
    case .collection:
      if trimmed(collectionName).isEmpty { problems.insert(.collectionName) }
      if categoryID == nil, trimmed(query).isEmpty { problems.insert(.collectionTarget) }
    case .none: break
    case .sale: if saleID == nil { problems.insert(.sale) }
    }
    return problems
  }

  /// The draft the API is sent for a banner under `parent`, or nil while `problems` is not empty.
  public func draft(parent: Banner.ID?) -> BannerDraft? {
    guard problems(parent: parent).isEmpty else { return nil }
    let url = trimmed(url).isEmpty ? nil : trimmed(url)
    let redirect: AdminBannerRedirect? =
      switch lead {
      case .collection:
        AdminBannerRedirect(
          categoryID: categoryID, name: trimmed(collectionName), query: trimmed(query).isEmpty ? nil : trimmed(query),
          type: .productsCollection, url: url)
      case .none: nil
      case .sale: AdminBannerRedirect(saleID: saleID, type: .object, url: url)
      }
    return BannerDraft(
      categoryIDs: placeType == .categories ? categoryIDs : stored?.categoryIDs ?? [],
      imageKey: trimmed(imageKey).isEmpty ? nil : trimmed(imageKey),
      parentID: parent, placeType: parent == nil ? placeType : nil, productIDs: stored?.productIDs ?? [],
      redirect: redirect, title: trimmed(title))
  }

  private func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
}
