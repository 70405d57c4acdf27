/// The command table of `meowls`.
public enum Commands {
  public static let version = "0.1.0"

  /// Every command, in the order `meowls --help` lists them.
  static let all: [any MeowlsCommand.Type] = [
    ServeCommand.self, TillCommand.self, MigrateCommand.self, SeedCommand.self, ReindexCommand.self,
    BackupCommand.self, RestoreCommand.self, ExportCommand.self, ImportCommand.self,
    UserAddCommand.self,
    PromoAddCommand.self, PromoListCommand.self, PromoDisableCommand.self, PromoEnableCommand.self,
    PromoEditCommand.self, BannerListCommand.self, BannerHideCommand.self, BannerShowCommand.self,
    BannerOrderCommand.self, BannerAddCommand.self, BannerDeleteCommand.self, BannerPictureCommand.self,
    SaleListCommand.self,
    SaleAddCommand.self, SaleProductsCommand.self,
    ShopListCommand.self, ShopAddCommand.self, ShopEditCommand.self, ShopCloseCommand.self, ShopReopenCommand.self,
    ShopRegisterListCommand.self, ShopRegisterAddCommand.self, ShopRegisterRetireCommand.self, CityListCommand.self,
    CityAddCommand.self, CityEditCommand.self, CityHideCommand.self, CityShowCommand.self, StaffAddCommand.self,
    StaffAssignCommand.self,
    StaffPINCommand.self, StaffListCommand.self, StaffDisableCommand.self, StaffEnableCommand.self,
    StaffRoleCommand.self, StaffPasswordCommand.self, ProductAddCommand.self, ProductEditCommand.self,
    ProductArchiveCommand.self, ProductUnarchiveCommand.self, ProductPictureAddCommand.self,
    ProductPictureRemoveCommand.self, ProductPictureListCommand.self, CategoryAddCommand.self,
    CategoryRenameCommand.self,
    CategoryMoveCommand.self, CategoryArchiveCommand.self, CategoryUnarchiveCommand.self, StockReceiveCommand.self,
    StockCorrectCommand.self, AuditListCommand.self, CatalogImportCommand.self, CatalogExportCommand.self,
    CatalogPricesCommand.self,
  ]

  public static let specs = all.map { $0.spec }
  public static let parser = ArgumentParser(commands: specs)
}
