/// A catalogue of five categories and two products, as SQL for a migrated database: enough for tests of what
/// names categories and products (promo code targets) without seeding the demo shop.
///
/// `koshki` (C1) › `korma_sukhie` (C2) holds `royal-canin` (A1); `sobaki` (D1) › `korma_sukhie` (D2) and
/// `igrushki` (D3), which holds `kong` (A2). Ids are `00000000-0000-0000-0000-0000000000` + the code in brackets.
public enum MiniCatalogue {
  public static func id(_ suffix: String) -> String { "00000000-0000-0000-0000-0000000000\(suffix)" }

  public static let sql = """
    INSERT INTO categories (id, parent_id, code, name, has_children, position) VALUES
      ('\(id("C1"))', NULL, 'koshki', 'Кошки', 1, 0),
      ('\(id("C2"))', '\(id("C1"))', 'korma_sukhie', 'Корма сухие', 0, 0),
      ('\(id("D1"))', NULL, 'sobaki', 'Собаки', 1, 1),
      ('\(id("D2"))', '\(id("D1"))', 'korma_sukhie', 'Корма сухие', 0, 0),
      ('\(id("D3"))', '\(id("D1"))', 'igrushki', 'Игрушки', 0, 1);
    INSERT INTO products (id, code, name, allow_quick_buy, position) VALUES
      ('\(id("A1"))', 'royal-canin', 'Royal Canin', 1, 0),
      ('\(id("A2"))', 'kong', 'Kong', 1, 1);
    INSERT INTO product_categories (category_id, product_id) VALUES
      ('\(id("C2"))', '\(id("A1"))'),
      ('\(id("D3"))', '\(id("A2"))')
    """
}
