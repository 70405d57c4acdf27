/// The image keys of the catalogue (the `{key}` of `/static/catalog/{size}/{key}.svg`).
///
/// Keys use only `[a-z0-9_.-]`, so they need no escaping in a URL. NB: category codes are unique among siblings
/// only (`korma_sukhie` sits under Кошки and under Собаки), so a category key carries its whole code path,
/// joined by dots: `category-koshki.korma_sukhie`.
public enum CatalogImageKey {
  public static func product(code: String) -> String { "product-\(code)" }

  /// `path` is the category's codes from the root down, joined by `/` (as in `DemoCategory.path`).
  public static func category(path: String) -> String {
    "category-" + path.split(separator: "/").joined(separator: ".")
  }

  /// `name` is the banner's picture name in the demo data (`banners/slider-felix-25` → `banner-slider-felix-25`).
  public static func banner(name: String) -> String {
    "banner-" + (name.split(separator: "/").last.map(String.init) ?? name)
  }

  public static func sale(code: String) -> String { "sale-\(code)" }
}
