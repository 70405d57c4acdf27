/// The main page's back-office column (schema version 760): a banner hidden by the admin is kept with its
/// children, redirect and settings but left off `GET /main_page` (`hidden`, 0/1).
enum MainPageSchema {
  static let migrations: [Migration] = [hiddenBanners]

  static let hiddenBanners = Migration(
    version: 760, name: "admin_hidden_banners",
    sql: """
      ALTER TABLE main_banners ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1))
      """)
}
