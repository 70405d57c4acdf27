import Testing

@testable import MeowlsServer

@Suite struct SchemaTests {
  /// Every migration as shipped: version, name and the SHA-256 of its SQL, in the order `Schema.migrations` lists
  /// them.
  ///
  /// NB: pinned from the list as it stood before each feature took its own tables (one `Schema` in `Storage/`):
  /// a database migrated by an older MEOWLS must see the same versions with the same SQL, so moving a migration
  /// between folders may never change a byte of it.
  static let shipped: [Shipped] = [
    Shipped(1, "server_metadata", "5fec13c99c0ece889f595e7ae6555b6e330991614e013917b99f75346b376191"),
    Shipped(100, "catalog_geography", "c03ef1c527f1b030f2afcc45a94df5ad43f9baf4a5b698476c6987961a06142b"),
    Shipped(101, "catalog_products", "9228111b6bc6ae107455bd06e7da1cee10c05dcc72b539f2b1c1bffc6a9ea4c7"),
    Shipped(102, "catalog_main_page", "d2283b11561d9f0d98c1d7fb3e9bc0f236681448630a81e66572d2e35aa54b30"),
    Shipped(103, "catalog_stock", "a477db4c5bc13a960c350ca216ca5e3428153600fecd3400772f6123c8dc9a64"),
    Shipped(104, "catalog_price_revision", "7fe3c440a77d8b29f62d6611462bc8d33cb3e7fff7c8daf5a5e31e5c22049821"),
    Shipped(105, "catalog_list_form_indexes", "d42f523b37b7d7aec56226e5c27125772ee072bc269b2f2d658ab9d861238388"),
    Shipped(
      106, "variant prices and availability clustered by variant",
      "148bf34c3059bd082a62eb94ba379f48e44c191ef18021bb6124331f06cc3931"),
    Shipped(
      107, "stock_levels clustered by location and variant",
      "9007f07346eb5db62b1e3b2530a77947103bf88d23eea405938579f5009f6412"),
    Shipped(108, "catalog_product_vat_rates", "67bea2217570d44f448d9e955c6ef1a3d4e7aae6a7c5d8ce55939c1812d4185a"),
    Shipped(200, "accounts_users", "1b593e8be07ea4e74e45a40fd16723961bbcdb90a220ae211d434086c1f8cb2f"),
    Shipped(201, "accounts_sessions", "057e7d2f494c649047e21d89c6546a7b9e1c226b8f2b2d4097e83021d41e589e"),
    Shipped(202, "accounts_login_attempts", "3c9c0acc2052e074f9505a3bce9b7b45ae6b739cec7ac0081428226643c2e63f"),
    Shipped(203, "accounts_user_addresses", "bfe8a31eaa6ecdf5db123533b9d5052329401b5bb5d156e15548493947b994d9"),
    Shipped(204, "accounts_covering_lookups", "05e8f35bb6cbd8d6b9a0911dbfd64f6b1f9d55251fc8b35e76ecd53651840c26"),
    Shipped(205, "accounts_international_phones", "2e77abb224bcb52fb48d09a23e73d09c935579eaa38ba9aacc1f19829f174e73"),
    Shipped(300, "favorites", "c84b2a75a3667c636cf339708266cd674f6e2baa18d900e729961f088cf34aaa"),
    Shipped(301, "promo_codes", "205190afba1f46a4c7823b9009dbc598105dc7012e1da23a894e6ff4177eee33"),
    Shipped(302, "carts", "2ea1f046633d4e927a13bd467d0652fbf2c97303655e1cc379c658f4fddd8c06"),
    Shipped(303, "cart_items clustered by cart", "950aae5ab304c61316b87f1fd78cf3bc8f9574e46104828c4b224ef8ad3c8048"),
    Shipped(400, "stock_ledger", "f1eb9665fc7811398a1450dbaba5bb037efbdc01605384939970b1589118e169"),
    Shipped(401, "orders", "d297e69789f463383826bacba84a7684db5397bd817fb71da6a6b00e95a5df3d"),
    Shipped(402, "idempotency_keys", "c1c6ef097d07dd59702be02c57d6b4a5b0255d38f4723da7563db90f326d0555"),
    Shipped(403, "jobs", "988cb84c055a6b33857b44019f3c6da1c0e7af2a5685438ec10c400f19df08b2"),
    Shipped(500, "pos_staff", "eb0be056c9d98fdc29d55b33adab843eb120cc39a30ff9ab63e65b9cc8a40bb2"),
    Shipped(501, "pos_pin_throttle", "91043340e77fdeeee3bbe07b8dae2c7249d0a9230b30968efa7ca63bd929eb70"),
    Shipped(502, "pos_register_unlocks", "e63b377c40d6fec903892f9e81b4c5714480d26949c508afa942f7b7af00f333"),
    Shipped(503, "pos_staff_disabled", "916696f1104cb644254acc9892d1b56f5e4dba729ee3422db17f913d0f82d704"),
    Shipped(504, "pos_mobile_registers", "0630895c69a0b828446d2870e700cfc1ca27e751e40078956516f03b8d0fe6d0"),
    Shipped(510, "pos_shifts", "6ce31d5f99d70e7a50ac60afa5b208b8390c7db535c42cda6050b3236ce8c72b"),
    Shipped(511, "pos_cash_movement_requests", "4352ea7010834fc03b5d6a52f973b1200a6c37011b7403044a2ad9542a7bb5ab"),
    Shipped(520, "pos_barcodes", "f3f28ac0f804df0d47c7f0bead0a5c3778d98c9f8ae67f7e46ed6c6ad767edcc"),
    Shipped(521, "pos_sales", "cc6cd7243f2d7ba8808445621775f7e714b74890d27ce6764dd9df72a55e055d"),
    Shipped(540, "pos_returns", "b2016cb278bcf71512082c272335796bf954f7e0c52d64fe53819e6e3dd70d1f"),
    Shipped(550, "pos_order_tenders", "d2b50351692d360622072ccc166edd523e2b6e147dc4a18ea1205b4b867dfbac"),
    Shipped(551, "pos_delivery_tasks", "0e6adedb575410432ec056fde45f35eca4cce1a8aa8689067373f5701bc84c26"),
    Shipped(
      552, "pos_order_tender_authorization_codes", "372beab5c5b01fcd44b91a00bb58ee28fde26b9d0305a1d6dfff57bad64883ac"),
    Shipped(553, "pos_order_tender_shifts", "4e0ba069b41237a413c5af669067cfad03ea83ae848d186139771b5d8adb8303"),
    Shipped(560, "pos_card_refunds", "5a271d355259dc9ecaf3808df102bdde9cf980ddc42ee5410ed50e73553b41c1"),
    Shipped(570, "pos_fiscal_simulator", "dd5b4f30f87226c5b2c9585960fcb8b6aad67a00549d6c98861515381889a5df"),
    Shipped(580, "pos_order_receipts", "a5bad0d637ee89e1dd27e5b75abb00adeb812a40f73749c8665fad6ba1573ed1"),
    Shipped(590, "pos_catalogue_changes", "74864da862ba8beac9983d113492147e734a311b13e730da4e301c6bc16f4112"),
    Shipped(700, "admin_catalogue", "9d3a81f07045e5382633551565a847895533445eced8e6a9b977856e12bfce11"),
    Shipped(710, "admin_pictures", "19032b98f22cc8a794ae129422e108a7bc99ebf49ef2b5797c7a8a8fec1431a3"),
    Shipped(730, "admin_catalogue_changes", "c92219b2139cd7a9b0891094a516e8ede3ec9d88a34cd3909c57ff58bb3569a6"),
    Shipped(740, "admin_order_refunds", "15de4ac842c4530844d1ae648a153770044efc8a54ccbbbe59c79d9f53d65459"),
    Shipped(750, "import_keys", "699c8fa32221ba07bfe60b93b6c6aed4a26d8071c4c121a86aa3f35c101a15f9"),
    Shipped(760, "admin_hidden_banners", "16102d36c8c7ab35bfc2d5d821be7a073b2a52c4729dc7da54fb6adb2497440f"),
    Shipped(770, "admin_places", "389ed16e8facadb6683bee16ad0d3fe4254bf149230a0968ad47e29c2db98a51"),
    Shipped(790, "catalog_stock_changes", "4f5ca3ff68cf7058f5c0646cf601ff89d45c47f16a4efdbc9736668ab4ae3a4b"),
  ]

  struct Shipped: Equatable, CustomStringConvertible {
    var version: Int
    var name: String
    var sqlDigest: String

    init(_ version: Int, _ name: String, _ sqlDigest: String) {
      self.version = version
      self.name = name
      self.sqlDigest = sqlDigest
    }

    var description: String { "Shipped(\(version), \"\(name)\", \"\(sqlDigest)\")" }
  }

  @Test func composedMigrationsAreTheShippedOnesInTheShippedOrder() {
    let composed = Schema.migrations.map {
      Shipped($0.version, $0.name, Crypto.sha256Hex(Array($0.sql.utf8)))
    }
    #expect(composed == Self.shipped, "\(composed.map(\.description).joined(separator: ",\n"))")
  }
}
