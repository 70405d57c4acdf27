/// What a route answers on success, for the OpenAPI document (`OpenAPIDocument`).
enum RouteResponse {
  /// A JSON body of this wire model.
  case json(any Decodable.Type)
  /// A printable page (`text/html`).
  case html
  /// A spreadsheet (`text/csv`).
  case csv
  /// 200 with no body.
  case empty
}

extension APIRoute {
  /// The success answer of this route. NB: the switches are exhaustive, so a new route does not compile until its
  /// answer is declared; `OpenAPIDocumentTests` checks each against the pinned response fixtures.
  var response: RouteResponse {
    switch self {
    case .accounts(let route):
      switch route {
      case .address: .json(Address.self)
      case .create, .current, .edit, .login, .refreshToken: .json(User.self)
      case .delete, .logout: .json(EmptyResponse.self)
      }
    case .admin(let route): route.response
    case .cart: .json(MeowlsAPI.Cart.self)
    case .catalog(let route):
      switch route {
      case .categories: .json([Category].self)
      case .filters: .json([FilterGroup].self)
      case .mainPage: .json([Banner].self)
      case .product: .json(ProductDetail.self)
      case .products: .json(Page<Product>.self)
      case .sale: .json(Sale.self)
      case .sales: .json(Page<Sale>.self)
      }
    case .checkout(let route):
      switch route {
      case .availableDates: .json([AvailableDate].self)
      case .availableDeliveries: .json([DeliveryOption].self)
      case .availablePayments: .json([PaymentOption].self)
      case .calculate: .json(MeowlsAPI.Cart.self)
      case .pickupPoints: .json([PickupPoint].self)
      case .purchase: .json(PurchaseResult.self)
      }
    case .favorites(let route):
      switch route {
      case .count: .json(FavoritesCount.self)
      case .list: .json(Page<Product>.self)
      case .star, .unstar: .json(EmptyResponse.self)
      }
    case .geography(.cities): .json([City].self)
    case .orders(let route):
      switch route {
      case .cancel: .json(EmptyResponse.self)
      case .detail: .json(OrderDetail.self)
      case .list: .json(Page<Order>.self)
      case .repeat: .json(MeowlsAPI.Cart.self)
      }
    case .pos(let route): route.response
    case .search: .json([SearchSuggestion].self)
    case .suggestions(let route):
      switch route {
      case .flats, .houses, .streets: .json([AddressSuggestion].self)
      case .fullAddress: .json(Address.self)
      case .names, .patronymics, .surnames: .json([FullNameSuggestion].self)
      }
    case .system(let route):
      switch route {
      case .health, .healthCheck: .json(EmptyResponse.self)
      case .openAPI: .json(OpenAPIValue.self)
      case .root: .empty
      }
    }
  }
}

extension APIRoute.Admin {
  /// The success answer of a back-office route.
  var response: RouteResponse {
    switch self {
    case .archiveCategory, .createCategory, .moveCategory, .renameCategory, .unarchiveCategory:
      .json(AdminCategory.self)
    case .archiveProduct, .createProduct, .deletePicture, .editProduct, .product, .reorderPictures, .unarchiveProduct,
      .uploadPicture:
      .json(AdminProduct.self)
    case .audit: .json(Page<AuditEntry>.self)
    case .categories: .json([AdminCategory].self)
    case .correctStock, .receiveStock: .json(StockChange.self)
    case .productPictures: .json([AdminPicture].self)
    case .products: .json(Page<AdminProductSummary>.self)
    case .importPrices, .importYML: .json(ImportReport.self)
    case .productStock: .json(AdminProductStock.self)
    case .orders(let route):
      switch route {
      case .changeStatus, .detail: .json(AdminOrderDetail.self)
      case .list: .json(Page<AdminOrder>.self)
      case .refund: .json(AdminOrderRefund.self)
      }
    case .mainPage(let route):
      switch route {
      case .banners, .deleteBanner, .orderBanners: .json([AdminBanner].self)
      case .createBanner, .editBanner, .hideBanner, .showBanner, .uploadBannerPicture: .json(AdminBanner.self)
      case .sales, .deleteSale, .orderSales: .json([AdminSale].self)
      case .createSale, .editSale, .saleProducts: .json(AdminSale.self)
      }
    case .places(let route):
      switch route {
      case .addRegister, .retireRegister: .json(AdminRegister.self)
      case .cities: .json([AdminCity].self)
      case .createCity, .editCity, .hideCity, .showCity: .json(AdminCity.self)
      case .closeShop, .createShop, .editShop, .reopenShop, .shop: .json(AdminShop.self)
      case .registers: .json([AdminRegister].self)
      case .shops: .json([AdminShop].self)
      }
    case .promoCodes(let route):
      switch route {
      case .list: .json([AdminPromoCode].self)
      case .create, .disable, .edit, .enable: .json(AdminPromoCode.self)
      }
    case .staff(let route):
      switch route {
      case .list: .json([StaffMember].self)
      case .add, .change, .disable, .enable: .json(StaffMember.self)
      }
    }
  }
}

extension APIRoute.POS {
  /// The success answer of a POS route.
  var response: RouteResponse {
    switch self {
    case .couriers(let route):
      switch route {
      case .assign, .markFailed: .json(DeliveryTask.self)
      case .list: .json(Page<DeliveryTask>.self)
      case .markDelivered: .json(OrderHandOver.self)
      }
    case .pickup(let route):
      switch route {
      case .handOver: .json(OrderHandOver.self)
      case .list: .json(Page<PickupOrder>.self)
      case .markReady: .json(PickupOrder.self)
      }
    case .reports(.daily): .json(DailyReport.self)
    case .reports(.dailyCSV): .csv
    case .returns(let route):
      switch route {
      case .create, .receipt: .json(ReturnReceipt.self)
      case .receiptHTML: .html
      case .returns: .json(Page<ReturnReceipt>.self)
      }
    case .sales(let route):
      switch route {
      case .catalogue: .json(RegisterCatalogue.self)
      case .quote: .json(SaleQuote.self)
      case .receipt, .sell: .json(Receipt.self)
      case .receiptHTML: .html
      case .receipts: .json(Page<Receipt>.self)
      }
    case .shifts(let route):
      switch route {
      case .cashIn, .cashOut, .close, .report: .json(ShiftReport.self)
      case .movementSlip, .reportHTML: .html
      case .movement: .json(CashMovement.self)
      case .movements: .json([CashMovement].self)
      case .history: .json(Page<ShiftReport>.self)
      case .current, .open: .json(Shift.self)
      }
    case .staff(let route):
      switch route {
      case .current, .disable, .enable, .update: .json(StaffMember.self)
      case .members: .json([StaffMember].self)
      case .login: .json(StaffSession.self)
      case .logout: .json(EmptyResponse.self)
      case .registers: .json([Register].self)
      case .unlockRegister: .json(RegisterUnlock.self)
      }
    case .stock(let route):
      switch route {
      case .correct, .receive: .json(StockChange.self)
      case .lookup: .json(StockLookup.self)
      }
    }
  }
}
