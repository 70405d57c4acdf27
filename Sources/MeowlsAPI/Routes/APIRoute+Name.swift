extension APIRoute {
  /// The route's case as a dotted name (`catalog.products`, `pos.sales.sell`): one name per case, whatever its
  /// parameters, for logs, metrics, documents and the tests that must cover every case.
  ///
  /// NB: the switches are exhaustive on purpose: a new case does not compile until it is named here.
  public var name: String {
    switch self {
    case .accounts(let route):
      switch route {
      case .address: "accounts.address"
      case .create: "accounts.create"
      case .current: "accounts.current"
      case .delete: "accounts.delete"
      case .edit: "accounts.edit"
      case .login: "accounts.login"
      case .logout: "accounts.logout"
      case .refreshToken: "accounts.refreshToken"
      }
    case .admin(let route):
      switch route {
      case .archiveCategory: "admin.archiveCategory"
      case .archiveProduct: "admin.archiveProduct"
      case .audit: "admin.audit"
      case .categories: "admin.categories"
      case .correctStock: "admin.correctStock"
      case .createCategory: "admin.createCategory"
      case .createProduct: "admin.createProduct"
      case .deletePicture: "admin.deletePicture"
      case .editProduct: "admin.editProduct"
      case .importPrices: "admin.importPrices"
      case .importYML: "admin.importYML"
      case .moveCategory: "admin.moveCategory"
      case .mainPage(let route): route.name
      case .orders(let route): route.name
      case .places(let route): route.name
      case .promoCodes(let route): route.name
      case .product: "admin.product"
      case .productPictures: "admin.productPictures"
      case .products: "admin.products"
      case .productStock: "admin.productStock"
      case .receiveStock: "admin.receiveStock"
      case .renameCategory: "admin.renameCategory"
      case .reorderPictures: "admin.reorderPictures"
      case .staff(let route): route.name
      case .unarchiveCategory: "admin.unarchiveCategory"
      case .unarchiveProduct: "admin.unarchiveProduct"
      case .uploadPicture: "admin.uploadPicture"
      }
    case .cart(let route):
      switch route {
      case .calculate: "cart.calculate"
      case .current: "cart.current"
      case .merge: "cart.merge"
      case .update: "cart.update"
      }
    case .catalog(let route):
      switch route {
      case .categories: "catalog.categories"
      case .filters: "catalog.filters"
      case .mainPage: "catalog.mainPage"
      case .product: "catalog.product"
      case .products: "catalog.products"
      case .sale: "catalog.sale"
      case .sales: "catalog.sales"
      }
    case .checkout(let route):
      switch route {
      case .availableDates: "checkout.availableDates"
      case .availableDeliveries: "checkout.availableDeliveries"
      case .availablePayments: "checkout.availablePayments"
      case .calculate: "checkout.calculate"
      case .pickupPoints: "checkout.pickupPoints"
      case .purchase: "checkout.purchase"
      }
    case .favorites(let route):
      switch route {
      case .count: "favorites.count"
      case .list: "favorites.list"
      case .star: "favorites.star"
      case .unstar: "favorites.unstar"
      }
    case .geography(.cities): "geography.cities"
    case .orders(let route):
      switch route {
      case .cancel: "orders.cancel"
      case .detail: "orders.detail"
      case .list: "orders.list"
      case .repeat: "orders.repeat"
      }
    case .pos(let route): route.name
    case .search(let route):
      switch route {
      case .popular: "search.popular"
      case .popularSearches: "search.popularSearches"
      case .suggestions: "search.suggestions"
      }
    case .suggestions(let route):
      switch route {
      case .flats: "suggestions.flats"
      case .fullAddress: "suggestions.fullAddress"
      case .houses: "suggestions.houses"
      case .names: "suggestions.names"
      case .patronymics: "suggestions.patronymics"
      case .streets: "suggestions.streets"
      case .surnames: "suggestions.surnames"
      }
    case .system(let route):
      switch route {
      case .health: "system.health"
      case .healthCheck: "system.healthCheck"
      case .openAPI: "system.openAPI"
      case .root: "system.root"
      }
    }
  }
}

extension APIRoute.POS {
  /// The route's case as a dotted name (`pos.shifts.open`).
  public var name: String {
    switch self {
    case .couriers(let route):
      switch route {
      case .assign: "pos.couriers.assign"
      case .list: "pos.couriers.list"
      case .markDelivered: "pos.couriers.markDelivered"
      case .markFailed: "pos.couriers.markFailed"
      }
    case .pickup(let route):
      switch route {
      case .handOver: "pos.pickup.handOver"
      case .list: "pos.pickup.list"
      case .markReady: "pos.pickup.markReady"
      }
    case .reports(let route):
      switch route {
      case .daily: "pos.reports.daily"
      case .dailyCSV: "pos.reports.dailyCSV"
      }
    case .returns(let route):
      switch route {
      case .create: "pos.returns.create"
      case .receipt: "pos.returns.receipt"
      case .receiptHTML: "pos.returns.receiptHTML"
      case .returns: "pos.returns.list"
      }
    case .sales(let route):
      switch route {
      case .catalogue: "pos.sales.catalogue"
      case .quote: "pos.sales.quote"
      case .receipt: "pos.sales.receipt"
      case .receiptHTML: "pos.sales.receiptHTML"
      case .receipts: "pos.sales.receipts"
      case .sell: "pos.sales.sell"
      }
    case .shifts(let route):
      switch route {
      case .cashIn: "pos.shifts.cashIn"
      case .cashOut: "pos.shifts.cashOut"
      case .close: "pos.shifts.close"
      case .current: "pos.shifts.current"
      case .history: "pos.shifts.history"
      case .movement: "pos.shifts.movement"
      case .movementSlip: "pos.shifts.movementSlip"
      case .movements: "pos.shifts.movements"
      case .open: "pos.shifts.open"
      case .report: "pos.shifts.report"
      case .reportHTML: "pos.shifts.reportHTML"
      }
    case .staff(let route):
      switch route {
      case .current: "pos.staff.current"
      case .disable: "pos.staff.disable"
      case .enable: "pos.staff.enable"
      case .login: "pos.staff.login"
      case .logout: "pos.staff.logout"
      case .members: "pos.staff.members"
      case .registers: "pos.staff.registers"
      case .unlockRegister: "pos.staff.unlockRegister"
      case .update: "pos.staff.update"
      }
    case .stock(let route):
      switch route {
      case .correct: "pos.stock.correct"
      case .lookup: "pos.stock.lookup"
      case .receive: "pos.stock.receive"
      }
    }
  }
}

extension APIRoute.Admin.Orders {
  /// The case's dotted name (`APIRoute.name`).
  var name: String {
    switch self {
    case .changeStatus: "admin.orders.changeStatus"
    case .detail: "admin.orders.detail"
    case .list: "admin.orders.list"
    case .refund: "admin.orders.refund"
    }
  }
}

extension APIRoute.Admin.MainPage {
  /// The case's dotted name (`APIRoute.name`).
  var name: String {
    switch self {
    case .banners: "admin.mainPage.banners"
    case .createBanner: "admin.mainPage.createBanner"
    case .createSale: "admin.mainPage.createSale"
    case .deleteBanner: "admin.mainPage.deleteBanner"
    case .deleteSale: "admin.mainPage.deleteSale"
    case .editBanner: "admin.mainPage.editBanner"
    case .editSale: "admin.mainPage.editSale"
    case .hideBanner: "admin.mainPage.hideBanner"
    case .orderBanners: "admin.mainPage.orderBanners"
    case .orderSales: "admin.mainPage.orderSales"
    case .saleProducts: "admin.mainPage.saleProducts"
    case .sales: "admin.mainPage.sales"
    case .showBanner: "admin.mainPage.showBanner"
    case .uploadBannerPicture: "admin.mainPage.uploadBannerPicture"
    }
  }
}

extension APIRoute.Admin.Places {
  /// The case's dotted name (`APIRoute.name`).
  var name: String {
    switch self {
    case .addRegister: "admin.places.addRegister"
    case .cities: "admin.places.cities"
    case .closeShop: "admin.places.closeShop"
    case .createCity: "admin.places.createCity"
    case .createShop: "admin.places.createShop"
    case .editCity: "admin.places.editCity"
    case .editShop: "admin.places.editShop"
    case .hideCity: "admin.places.hideCity"
    case .registers: "admin.places.registers"
    case .reopenShop: "admin.places.reopenShop"
    case .retireRegister: "admin.places.retireRegister"
    case .shop: "admin.places.shop"
    case .shops: "admin.places.shops"
    case .showCity: "admin.places.showCity"
    }
  }
}

extension APIRoute.Admin.PromoCodes {
  /// The case's dotted name (`APIRoute.name`).
  var name: String {
    switch self {
    case .create: "admin.promoCodes.create"
    case .disable: "admin.promoCodes.disable"
    case .edit: "admin.promoCodes.edit"
    case .enable: "admin.promoCodes.enable"
    case .list: "admin.promoCodes.list"
    }
  }
}

extension APIRoute.Admin.Staff {
  /// The case's dotted name (`APIRoute.name`).
  var name: String {
    switch self {
    case .add: "admin.staff.add"
    case .change: "admin.staff.change"
    case .disable: "admin.staff.disable"
    case .enable: "admin.staff.enable"
    case .list: "admin.staff.list"
    }
  }
}
