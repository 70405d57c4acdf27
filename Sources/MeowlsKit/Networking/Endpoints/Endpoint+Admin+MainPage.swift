import MeowlsAPI

extension Endpoint where Response == [AdminBanner] {
  /// `GET /admin/banners`: the top-level banners in order, hidden ones too, each with its children.
  public static var adminBanners: Self { Self(.admin(.mainPage(.banners))) }
  /// `POST /admin/banners/order`: every banner of one level, each once, in the new order.
  public static func orderBanners(_ order: BannerOrder) -> Self { Self(.admin(.mainPage(.orderBanners(order)))) }
  /// `DELETE /admin/banners/{id}`: the banner and its children gone; the banners left.
  public static func deleteBanner(_ id: Banner.ID) -> Self { Self(.admin(.mainPage(.deleteBanner(.valid(id))))) }
}

extension Endpoint where Response == AdminBanner {
  /// `POST /admin/banners`: a new banner, last among its siblings and shown.
  public static func createBanner(_ draft: BannerDraft) -> Self { Self(.admin(.mainPage(.createBanner(draft)))) }
  /// `POST /admin/banners/{id}`: the whole banner again (its parent and looks kept).
  public static func editBanner(_ id: Banner.ID, _ draft: BannerDraft) -> Self {
    Self(.admin(.mainPage(.editBanner(.valid(id), draft))))
  }
  /// `POST /admin/banners/{id}/picture`: a JPEG, PNG or WebP file, the banner's own picture from now on.
  public static func uploadBannerPicture(_ id: Banner.ID, _ upload: PictureUpload) -> Self {
    Self(.admin(.mainPage(.uploadBannerPicture(.valid(id), upload))))
  }
  /// `POST /admin/banners/{id}/hide` or `/show`: off the main page (kept) or back on it.
  public static func setBannerHidden(_ id: Banner.ID, _ hidden: Bool) -> Self {
    Self(.admin(.mainPage(hidden ? .hideBanner(.valid(id)) : .showBanner(.valid(id)))))
  }
}

extension Endpoint where Response == [AdminSale] {
  /// `GET /admin/sales`: every sale in order, ended ones too.
  public static var adminSales: Self { Self(.admin(.mainPage(.sales))) }
  /// `POST /admin/sales/order`: every sale, each once, in the new order.
  public static func orderSales(_ order: AdminSaleOrder) -> Self { Self(.admin(.mainPage(.orderSales(order)))) }
  /// `DELETE /admin/sales/{id}`: refused while a banner leads to it; the sales left.
  public static func deleteSale(_ id: Sale.ID) -> Self { Self(.admin(.mainPage(.deleteSale(.valid(id))))) }
}

extension Endpoint where Response == AdminSale {
  /// `POST /admin/sales`: a new sale, last, without products.
  public static func createSale(_ draft: AdminSaleDraft) -> Self { Self(.admin(.mainPage(.createSale(draft)))) }
  /// `POST /admin/sales/{id}`: the whole sale again, its products kept.
  public static func editSale(_ id: Sale.ID, _ draft: AdminSaleDraft) -> Self {
    Self(.admin(.mainPage(.editSale(.valid(id), draft))))
  }
  /// `POST /admin/sales/{id}/products`: exactly these products in the sale (each leaves any other sale).
  public static func saleProducts(_ id: Sale.ID, _ selection: ProductSelection) -> Self {
    Self(.admin(.mainPage(.saleProducts(.valid(id), selection))))
  }
}
