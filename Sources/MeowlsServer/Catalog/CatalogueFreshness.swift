/// What the web Store's page cache keys its listing pages by: the catalogue's revision (structure and stock), read
/// in one tiny query, so a page kept at one token is never shown once a price, a product or a stock level changed.
public enum CatalogueFreshness {
  /// The current token, or nil when the database cannot be read (nothing is then kept).
  public static func token(in database: any Database) -> String? {
    guard let revision = try? database.withConnection({ try CatalogRevision.current($0) }) else { return nil }
    return "\(revision.structure).\(revision.stock)"
  }
}
