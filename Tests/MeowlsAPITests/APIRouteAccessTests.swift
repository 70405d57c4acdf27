import MeowlsTestSupport
import Testing

@testable import MeowlsAPI

/// Every route's access, written out by name: a new route fails here until someone decides who may call it.
struct APIRouteAccessTests {
  static let managers: Set<StaffRole> = [.admin, .manager]
  static let counter: Set<StaffRole> = [.admin, .cashier, .manager]

  static let expected: [String: RouteAccess] = [
    "accounts.address": .customer, "accounts.create": .public, "accounts.current": .customer,
    "accounts.delete": .customer, "accounts.edit": .customer, "accounts.login": .password,
    "accounts.logout": .customer, "accounts.refreshToken": .customerRefreshing,
    "admin.archiveCategory": .staff([.admin]), "admin.archiveProduct": .staff([.admin]),
    "admin.audit": .staff([.admin]), "admin.categories": .staff(managers), "admin.correctStock": .staff(managers),
    "admin.createCategory": .staff([.admin]), "admin.createProduct": .staff([.admin]),
    "admin.editProduct": .staff([.admin]), "admin.importPrices": .staff(managers),
    "admin.importYML": .staff([.admin]), "admin.moveCategory": .staff([.admin]),
    "admin.orders.changeStatus": .staff(managers), "admin.orders.detail": .staff(managers),
    "admin.orders.list": .staff(managers), "admin.orders.refund": .staff(managers), "admin.product": .staff(managers),
    "admin.productStock": .staff(managers), "admin.receiveStock": .staff(managers),
    "admin.renameCategory": .staff([.admin]), "admin.unarchiveCategory": .staff([.admin]),
    "admin.unarchiveProduct": .staff([.admin]), "admin.deletePicture": .staff([.admin]),
    "admin.productPictures": .staff(managers), "admin.products": .staff(managers),
    "admin.reorderPictures": .staff([.admin]),
    "admin.uploadPicture": .staff([.admin]),
    "admin.mainPage.banners": .staff([.admin]), "admin.mainPage.createBanner": .staff([.admin]),
    "admin.mainPage.createSale": .staff([.admin]), "admin.mainPage.deleteBanner": .staff([.admin]),
    "admin.mainPage.deleteSale": .staff([.admin]), "admin.mainPage.editBanner": .staff([.admin]),
    "admin.mainPage.editSale": .staff([.admin]), "admin.mainPage.hideBanner": .staff([.admin]),
    "admin.mainPage.orderBanners": .staff([.admin]), "admin.mainPage.orderSales": .staff([.admin]),
    "admin.mainPage.saleProducts": .staff([.admin]),
    "admin.mainPage.sales": .staff([.admin]), "admin.mainPage.showBanner": .staff([.admin]),
    "admin.mainPage.uploadBannerPicture": .staff([.admin]),
    "admin.promoCodes.create": .staff([.admin]), "admin.promoCodes.disable": .staff([.admin]),
    "admin.promoCodes.edit": .staff([.admin]), "admin.promoCodes.enable": .staff([.admin]),
    "admin.promoCodes.list": .staff([.admin]),
    "admin.places.addRegister": .staff([.admin]), "admin.places.cities": .staff(managers),
    "admin.places.closeShop": .staff([.admin]), "admin.places.createCity": .staff([.admin]),
    "admin.places.createShop": .staff([.admin]), "admin.places.editCity": .staff([.admin]),
    "admin.places.editShop": .staff([.admin]), "admin.places.hideCity": .staff([.admin]),
    "admin.places.registers": .staff(managers), "admin.places.reopenShop": .staff([.admin]),
    "admin.places.retireRegister": .staff([.admin]), "admin.places.shop": .staff(managers),
    "admin.places.shops": .staff(managers), "admin.places.showCity": .staff([.admin]),
    "admin.staff.add": .staff([.admin]),
    "admin.staff.change": .staff([.admin]), "admin.staff.disable": .staff([.admin]),
    "admin.staff.enable": .staff([.admin]), "admin.staff.list": .staff(managers),
    "cart.calculate": .public, "cart.current": .customer, "cart.merge": .customer, "cart.update": .customer,
    "catalog.categories": .public, "catalog.filters": .public, "catalog.mainPage": .public,
    "catalog.product": .public, "catalog.products": .public, "catalog.sale": .public, "catalog.sales": .public,
    "checkout.availableDates": .customer, "checkout.availableDeliveries": .customer,
    "checkout.availablePayments": .customer, "checkout.calculate": .customer, "checkout.pickupPoints": .customer,
    "checkout.purchase": .customer,
    "favorites.count": .customer, "favorites.list": .customer, "favorites.star": .customer,
    "favorites.unstar": .customer,
    "geography.cities": .public,
    "orders.cancel": .customer, "orders.detail": .customer, "orders.list": .customer, "orders.repeat": .customer,
    "pos.couriers.assign": .staff(managers, approval: .admitsOthersByPIN),
    "pos.couriers.list": .staff([.admin, .courier, .manager]),
    "pos.couriers.markDelivered": .staff([.courier]), "pos.couriers.markFailed": .staff([.courier]),
    "pos.pickup.handOver": .staff(counter), "pos.pickup.list": .staff(counter), "pos.pickup.markReady": .staff(counter),
    "pos.reports.daily": .staff(managers), "pos.reports.dailyCSV": .staff(managers),
    "pos.returns.create": .staff(counter, approval: .whenNeeded),
    "pos.returns.receipt": .staff(counter), "pos.returns.receiptHTML": .staff(counter),
    "pos.shifts.reportHTML": .staff(counter), "pos.shifts.history": .staff(counter),
    "pos.sales.receipts": .staff(counter), "pos.returns.list": .staff(counter),
    "pos.sales.receipt": .staff(counter), "pos.sales.receiptHTML": .staff(counter),
    "pos.sales.sell": .staff(counter, approval: .whenNeeded),
    "pos.sales.catalogue": .staff(counter), "pos.sales.quote": .staff(counter),
    "pos.shifts.cashIn": .staff(counter), "pos.shifts.cashOut": .staff(counter), "pos.shifts.close": .staff(counter),
    "pos.shifts.current": .staff(counter), "pos.shifts.movement": .staff(counter),
    "pos.shifts.movementSlip": .staff(counter), "pos.shifts.movements": .staff(counter),
    "pos.shifts.open": .staff(counter), "pos.shifts.report": .staff(counter),
    "pos.staff.current": .staff([.admin, .cashier, .courier, .manager]), "pos.staff.login": .password,
    "pos.staff.logout": .staff([.admin, .cashier, .courier, .manager]),
    "pos.staff.members": .staff([.admin, .manager]),
    "pos.staff.disable": .staff([.admin]), "pos.staff.enable": .staff([.admin]), "pos.staff.update": .staff([.admin]),
    "pos.staff.registers": .staff(counter), "pos.staff.unlockRegister": .staff(counter),
    "pos.stock.correct": .staff(managers, approval: .admitsOthersByPIN),
    "pos.stock.lookup": .staff([.admin, .cashier, .courier, .manager]),
    "pos.stock.receive": .staff(managers, approval: .admitsOthersByPIN),
    "search.popular": .public, "search.popularSearches": .public, "search.suggestions": .public,
    "suggestions.flats": .customer, "suggestions.fullAddress": .customer, "suggestions.houses": .customer,
    "suggestions.names": .public, "suggestions.patronymics": .public, "suggestions.streets": .customer,
    "suggestions.surnames": .public,
    "system.health": .public, "system.healthCheck": .public, "system.openAPI": .public, "system.root": .public,
  ]

  @Test func everyCaseHasAnExpectedAccess() {
    #expect(Set(Self.expected.keys) == APIRoute.declaredNames)
    #expect(Set(Samples.routes.map(\.name)) == Set(Self.expected.keys))
  }

  @Test(arguments: Samples.routes)
  func routeDeclaresItsExpectedAccess(_ route: APIRoute) {
    #expect(route.access == Self.expected[route.name], "\(route.name)")
  }

  @Test func onlyRoutesWithoutCredentialsOrWithAPasswordGoWithoutAToken() {
    let tokenless = Samples.routes.filter { !$0.access.needsToken }.map(\.access)
    #expect(Set(tokenless) == [.public, .password])
  }
}
