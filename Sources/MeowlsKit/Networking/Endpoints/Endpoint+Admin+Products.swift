import MeowlsAPI

extension Endpoint where Response == Page<AdminProductSummary> {
  /// `GET /admin/products?query&category_id&archived&page&per_page`: the back office's product list.
  public static func adminProducts(_ query: AdminProductQuery) -> Self { Self(.admin(.products(query))) }
}

extension Endpoint where Response == AdminProduct {
  /// `GET /admin/products/{id}`: a product, archived or not.
  public static func adminProduct(_ id: Product.ID) -> Self { Self(.admin(.product(.valid(id)))) }
  /// `POST /admin/products`: a new product.
  public static func createProduct(_ draft: ProductDraft) -> Self { Self(.admin(.createProduct(draft))) }
  /// `POST /admin/products/{id}`: the whole product again.
  public static func editProduct(_ id: Product.ID, _ draft: ProductDraft) -> Self {
    Self(.admin(.editProduct(.valid(id), draft)))
  }
  /// `POST /admin/products/{id}/archive` or `/unarchive`: out of or back into the shop's lists and search.
  public static func setProductArchived(_ id: Product.ID, _ archived: Bool) -> Self {
    Self(.admin(archived ? .archiveProduct(.valid(id)) : .unarchiveProduct(.valid(id))))
  }
  /// `POST /admin/products/{id}/pictures`: a JPEG, PNG or WebP file, put last among the product's pictures.
  public static func uploadPicture(_ id: Product.ID, _ upload: PictureUpload) -> Self {
    Self(.admin(.uploadPicture(.valid(id), upload)))
  }
  /// `POST /admin/products/{id}/pictures/order`: every picture of the product, each once, in the new order.
  public static func reorderPictures(_ id: Product.ID, _ order: PictureOrder) -> Self {
    Self(.admin(.reorderPictures(.valid(id), order)))
  }
  /// `DELETE /admin/products/{id}/pictures/{picture_id}`: the picture off the product.
  public static func deletePicture(_ id: Product.ID, _ picture: String) -> Self {
    Self(.admin(.deletePicture(.valid(id), picture)))
  }
}

extension Endpoint where Response == [AdminPicture] {
  /// `GET /admin/products/{id}/pictures`: the product's pictures in the shop's order.
  public static func adminPictures(_ id: Product.ID) -> Self { Self(.admin(.productPictures(.valid(id)))) }
}
