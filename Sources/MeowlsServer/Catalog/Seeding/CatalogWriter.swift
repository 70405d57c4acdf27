import Foundation

/// Inserts catalogue values, one statement per row, on a connection inside the seeder's transaction.
///
/// The statements are constants, so the connection prepares each once and reuses it for every row.
struct CatalogWriter {
  let connection: any DatabaseConnection

  func write(image spec: CatalogImageSpec, key: String) throws {
    try connection.execute(
      "INSERT INTO catalog_images (key, kind, title, subtitle, pet_kind, color) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        .text(key), .text(spec.kind.rawValue), .text(spec.title), spec.subtitle.sqlValue,
        spec.petKind?.rawValue.sqlValue ?? .null, .text(spec.color),
      ])
  }

  func write(region: DemoRegion) throws {
    try connection.execute("INSERT INTO regions (id, name) VALUES ($1, $2)", [region.id.sqlValue, .text(region.name)])
  }

  func write(city: DemoCity, position: Int) throws {
    try connection.execute(
      """
      INSERT INTO cities (id, region_id, name, time_zone, latitude, longitude, position)
      VALUES ($1, $2, $3, $4, $5, $6, $7)
      """,
      [
        city.id.sqlValue, city.regionID.sqlValue, .text(city.name), .text(city.timeZone), .real(city.latitude),
        .real(city.longitude), position.sqlValue,
      ])
  }

  func write(interval: DemoDeliveryInterval, position: Int) throws {
    try connection.execute(
      "INSERT INTO delivery_time_intervals (id, starts_at, ends_at, position) VALUES ($1, $2, $3, $4)",
      [interval.id.sqlValue, .text(interval.from), .text(interval.to), position.sqlValue])
  }

  func write(location: DemoLocation, position: Int) throws {
    try connection.execute(
      """
      INSERT INTO stock_locations (id, code, kind, name, city_id, address, latitude, longitude, phone, position)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
      """,
      [
        location.id.sqlValue, .text(location.code), .text(location.kind.rawValue), .text(location.name),
        location.cityID.sqlValue, .text(location.address), .real(location.latitude), .real(location.longitude),
        .text(location.phone), position.sqlValue,
      ])
    for hours in location.openingHours {
      try connection.execute(
        "INSERT INTO location_opening_hours (location_id, weekday, opens, closes) VALUES ($1, $2, $3, $4)",
        [location.id.sqlValue, hours.weekday.sqlValue, .text(hours.opens), .text(hours.closes)])
    }
  }

  func write(property: DemoProperty, position: Int) throws {
    try connection.execute(
      "INSERT INTO product_properties (id, code, name, selectable, position) VALUES ($1, $2, $3, $4, $5)",
      [
        property.id.sqlValue, .text(property.code), .text(property.name), property.selectable.sqlValue,
        position.sqlValue,
      ])
  }

  func write(value: DemoPropertyValue) throws {
    try connection.execute(
      "INSERT INTO property_values (id, property_id, value) VALUES ($1, $2, $3)",
      [value.id.sqlValue, value.propertyID.sqlValue, .text(value.value)])
  }

  func write(badge: DemoBadge) throws {
    try connection.execute(
      "INSERT INTO badges (id, title, text, background_color, tint_color) VALUES ($1, $2, $3, $4, $5)",
      [
        badge.id.sqlValue, .text(badge.title), badge.text.sqlValue, .text(badge.backgroundColor),
        .text(badge.tintColor),
      ])
  }

  func write(category: DemoCategory, imageKey: String?, position: Int) throws {
    try connection.execute(
      """
      INSERT INTO categories (id, parent_id, code, name, has_children, image_key, position)
      VALUES ($1, $2, $3, $4, $5, $6, $7)
      """,
      [
        category.id.sqlValue, category.parentID?.sqlValue ?? .null, .text(category.code), .text(category.name),
        category.hasChildren.sqlValue, imageKey.sqlValue, position.sqlValue,
      ])
  }

  func write(sale: DemoSale, imageKey: String?, position: Int) throws {
    try connection.execute(
      """
      INSERT INTO sales (id, code, sale_type, title, disclaimer, start_date, end_date, image_key, position)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      """,
      [
        sale.id.sqlValue, .text(sale.code), .text(sale.type.rawValue), .text(sale.title), .text(sale.disclaimer),
        .text(CatalogDay.text(sale.startDate)), .text(CatalogDay.text(sale.endDate)), imageKey.sqlValue,
        position.sqlValue,
      ])
  }

  /// The product with its category link, pictures, sections and variants (prices, availability, badges, values).
  func write(product: DemoProduct, imageKeys: [String], deliveryConditionsURL: String?, position: Int) throws {
    let id = product.id.sqlValue
    try connection.execute(
      """
      INSERT INTO products (id, code, name, allow_quick_buy, default_variant_article, delivery_conditions_url,
        sale_id, position, vat_rate)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      """,
      [
        id, .text(product.code), .text(product.name), product.allowQuickBuy.sqlValue,
        .text(product.defaultVariantArticle), deliveryConditionsURL.sqlValue, product.saleID?.sqlValue ?? .null,
        position.sqlValue, product.vatRate.sqlValue,
      ])
    try connection.execute(
      "INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)", [product.categoryID.sqlValue, id])
    for (index, key) in imageKeys.enumerated() {
      try connection.execute(
        "INSERT INTO product_images (product_id, position, image_key) VALUES ($1, $2, $3)",
        [id, index.sqlValue, .text(key)])
    }
    for (index, section) in product.sections.enumerated() {
      try connection.execute(
        "INSERT INTO product_sections (product_id, position, title, type, text, link) VALUES ($1, $2, $3, $4, $5, $6)",
        [
          id, index.sqlValue, .text(section.title), .text(section.type.rawValue), .text(section.text),
          section.link.sqlValue,
        ])
    }
    for (index, variant) in product.variants.enumerated() {
      try write(variant: variant, productID: id, position: index)
    }
  }

  private func write(variant: DemoVariant, productID: SQLValue, position: Int) throws {
    let id = variant.id.sqlValue
    try connection.execute(
      """
      INSERT INTO product_variants (id, product_id, article, short_name, position, barcode)
      VALUES ($1, $2, $3, $4, $5, $6)
      """,
      [
        id, productID, .text(variant.article), .text(variant.shortName), position.sqlValue,
        ArticleBarcode.code(article: variant.article)?.rawValue.sqlValue ?? .null,
      ])
    try connection.execute(
      """
      INSERT INTO variant_prices (variant_id, original_kopecks, price_kopecks, discount_percent)
      VALUES ($1, $2, $3, $4)
      """,
      [
        id, variant.price.originalKopecks.sqlValue, variant.price.kopecks.sqlValue,
        variant.price.discountPercent.map { SQLValue.real(Double($0)) } ?? .null,
      ])
    try connection.execute(
      "INSERT INTO variant_availability (variant_id, type, delivery_duration_days) VALUES ($1, $2, $3)",
      [id, .text(variant.availability.kind.rawValue), variant.availability.deliveryDurationDays.sqlValue])
    for (index, badgeID) in variant.badgeIDs.enumerated() {
      try connection.execute(
        "INSERT INTO variant_badges (variant_id, badge_id, position) VALUES ($1, $2, $3)",
        [id, badgeID.sqlValue, index.sqlValue])
    }
    for (index, valueID) in variant.propertyValueIDs.enumerated() {
      try connection.execute(
        "INSERT INTO variant_property_values (variant_id, value_id, position) VALUES ($1, $2, $3)",
        [id, valueID.sqlValue, index.sqlValue])
    }
  }

  /// A banner with its redirect, UI settings, card widths, and the categories or products it shows.
  func write(banner: DemoBanner, imageKey: String?) throws {
    let id = banner.id.sqlValue
    try connection.execute(
      "INSERT INTO main_banners (id, parent_id, title, place_type, place_index, image_key) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        id, banner.parentID?.sqlValue ?? .null, banner.title.sqlValue, banner.placeType?.rawValue.sqlValue ?? .null,
        banner.placeIndex.sqlValue, imageKey.sqlValue,
      ])
    if let redirect = banner.redirect {
      try connection.execute(
        """
        INSERT INTO banner_redirects (banner_id, type, object_type, url, sale_id, set_name, set_category_id, set_query)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        """,
        [
          id, .text(redirect.type.rawValue), .text(redirect.objectType.rawValue), redirect.url.sqlValue,
          redirect.saleID?.sqlValue ?? .null, redirect.productsSet?.name.sqlValue ?? .null,
          redirect.productsSet?.categoryID?.sqlValue ?? .null, redirect.productsSet?.query.sqlValue ?? .null,
        ])
    }
    if let settings = banner.uiSettings {
      try write(settings: settings, bannerID: id)
    }
    for (index, categoryID) in banner.categoryIDs.enumerated() {
      try connection.execute(
        "INSERT INTO banner_categories (banner_id, category_id, position) VALUES ($1, $2, $3)",
        [id, categoryID.sqlValue, index.sqlValue])
    }
    for (index, productID) in banner.productIDs.enumerated() {
      try connection.execute(
        "INSERT INTO banner_products (banner_id, product_id, position) VALUES ($1, $2, $3)",
        [id, productID.sqlValue, index.sqlValue])
    }
  }

  private func write(settings: DemoBannerUISettings, bannerID: SQLValue) throws {
    let radii = settings.cornerRadii
    try connection.execute(
      """
      INSERT INTO banner_ui_settings (banner_id, background_color, auto_sliding_timeout, spacing_top, spacing_bottom,
        radius_top_left, radius_top_right, radius_bottom_left, radius_bottom_right)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      """,
      [
        bannerID, settings.backgroundColor.sqlValue, settings.autoSlidingTimeout.sqlValue,
        settings.spacings?.top.sqlValue ?? .null, settings.spacings?.bottom.sqlValue ?? .null,
        radii?.topLeft.sqlValue ?? .null, radii?.topRight.sqlValue ?? .null, radii?.bottomLeft.sqlValue ?? .null,
        radii?.bottomRight.sqlValue ?? .null,
      ])
    for (index, width) in settings.metrics.enumerated() {
      try connection.execute(
        "INSERT INTO banner_metrics (banner_id, position, width) VALUES ($1, $2, $3)",
        [bannerID, index.sqlValue, .real(width)])
    }
  }

  func write(stock: DemoStockLevel) throws {
    try connection.execute(
      "INSERT INTO stock_levels (location_id, variant_id, quantity) VALUES ($1, $2, $3)",
      [stock.locationID.sqlValue, stock.variantID.sqlValue, stock.quantity.sqlValue])
  }

  /// Tells every server on this database that the catalogue changed (see `StockSchema.levels`).
  func bumpStructureRevision() throws {
    try connection.execute("UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1", [])
  }
}
