import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `/admin/shops...`: shops and warehouses created, edited, closed and reopened, audited, and seen by the pick-up
/// points, the POS and the stock lists at once.
@Suite struct AdminShopTests {
  @Test func anAdminAddsAShopThatIsAPickupPointAtOnce() throws {
    let shop = try AdminFixture()
    let city = try shop.firstCity().id
    let revision = try shop.structureRevision()
    let added: AdminShop = try shop.call(.places(.createShop(shop.shopDraft(city: city))))
    let monday = OpeningHours(
      closes: TimeOfDay(hour: 21, minute: 0)!, opens: TimeOfDay(hour: 9, minute: 0)!, weekday: .monday)
    let saturday = OpeningHours(
      closes: TimeOfDay(hour: 20, minute: 0)!, opens: TimeOfDay(hour: 10, minute: 0)!, weekday: .saturday)
    #expect(
      added
        == AdminShop(
          address: "ул Ленина, д 1", cityID: city, code: "nsk-zoo", id: added.id, kind: .shop,
          location: Location(latitude: 55.03, longitude: 82.92), name: "MEOWLS на Ленина",
          openingHours: [monday, saturday], phone: "+7 383 000-00-01", pickup: true, position: added.position))
    let point = try shop.pickupPoints(in: city).first { $0.id.rawValue == added.id.rawValue }
    #expect(point?.openingHours == [monday, saturday] && point?.name == "MEOWLS на Ленина")
    #expect(try shop.structureRevision() > revision)
    #expect(try shop.call(.places(.shop(.valid(added.id))), as: AdminShop.self) == added)
    let rows = try shop.auditRows("shop")
    #expect(rows.count == 1 && rows[0].hasPrefix("shop.create|-|"))
  }

  @Test func anEditChangesTheShopAndKeepsItsPlace() throws {
    let shop = try AdminFixture()
    let city = try shop.firstCity().id
    let added: AdminShop = try shop.call(.places(.createShop(shop.shopDraft(city: city))))
    var draft = shop.shopDraft(city: city, code: "nsk-zoo-2")
    draft.name = "MEOWLS у вокзала"
    draft.openingHours = []
    draft.phone = nil
    let edited: AdminShop = try shop.call(.places(.editShop(.valid(added.id), draft)))
    var expected = added
    (expected.code, expected.name, expected.openingHours, expected.phone) = ("nsk-zoo-2", "MEOWLS у вокзала", [], nil)
    #expect(edited == expected)
    let rows = try shop.auditRows("shop")
    #expect(rows.count == 2 && rows[1].hasPrefix("shop.edit|") && rows[1].contains("\"code\":\"nsk-zoo\""))
  }

  @Test func aShopGoesLastUnlessGivenAPlaceAndAnEditMovesIt() throws {
    let shop = try AdminFixture()
    let city = try shop.firstCity().id
    let before = try shop.call(.places(.shops), as: [AdminShop].self).map(\.position).max() ?? -1
    let last: AdminShop = try shop.call(.places(.createShop(shop.shopDraft(city: city))))
    #expect(last.position == before + 1)
    var draft = shop.shopDraft(city: city, code: "nsk-second")
    draft.position = 3
    let placed: AdminShop = try shop.call(.places(.createShop(draft)))
    #expect(placed.position == 3)
    let revision = try shop.structureRevision()
    draft.position = 7
    let moved: AdminShop = try shop.call(.places(.editShop(.valid(placed.id), draft)))
    #expect(try moved.position == 7 && shop.structureRevision() > revision)
    let rows = try shop.auditRows("shop")
    #expect(rows.count == 3 && rows[2].hasPrefix("shop.edit|") && rows[2].contains("\"position\":3"))
    #expect(rows[2].contains("\"position\":7"))
  }

  @Test func aClosedShopLeavesThePickupPointsAndThePOSUntilReopened() throws {
    let shop = try AdminFixture()
    let own = try shop.ownShop()
    let city = try shop.call(.places(.shop(.valid(own))), as: AdminShop.self).cityID
    let closed: AdminShop = try shop.call(.places(.closeShop(.valid(own))))
    #expect(closed.closed)
    #expect(try !shop.pickupPoints(in: city).contains { $0.id.rawValue == own.rawValue })
    let registers = try shop.pos.send("GET", "/registers", token: shop.pos.cashier)
    #expect((registers.jsonValue as? [Any])?.isEmpty == true, "a closed shop's registers leave the POS")
    #expect(try shop.call(.places(.shops), as: [AdminShop].self).contains(closed))
    #expect(try shop.call(.places(.closeShop(.valid(own))), as: AdminShop.self) == closed)
    let reopened: AdminShop = try shop.call(.places(.reopenShop(.valid(own))))
    #expect(!reopened.closed)
    #expect(try shop.pickupPoints(in: city).contains { $0.id.rawValue == own.rawValue })
    let actions = try shop.server.rows("SELECT action FROM admin_audit_log WHERE subject_type = 'shop' ORDER BY id")
    #expect(actions == ["shop.close", "shop.reopen"], "the second close changed nothing")
  }

  @Test func aShopOffPickupIsNoPickupPoint() throws {
    let shop = try AdminFixture()
    let city = try shop.firstCity().id
    var draft = shop.shopDraft(city: city)
    draft.pickup = false
    let added: AdminShop = try shop.call(.places(.createShop(draft)))
    #expect(!added.pickup)
    #expect(try !shop.pickupPoints(in: city).contains { $0.id.rawValue == added.id.rawValue })
  }

  @Test func aShopWithAnOpenShiftIsNotClosed() throws {
    let shop = try AdminFixture()
    _ = try shop.pos.openShift()
    let response = try shop.send(.admin(.places(.closeShop(.valid(try shop.ownShop())))), token: shop.admin)
    #expect(response.status == 409 && response.code == "registerHasOpenShift")
  }

  @Test func theOnlyOpenWarehouseIsNotClosed() throws {
    let shop = try AdminFixture()
    let warehouses = try shop.call(.places(.shops), as: [AdminShop].self).filter { $0.kind == .warehouse }
    for warehouse in warehouses.dropFirst() {
      let _: AdminShop = try shop.call(.places(.closeShop(.valid(warehouse.id))))
    }
    let response = try shop.send(.admin(.places(.closeShop(.valid(warehouses[0].id)))), token: shop.admin)
    #expect(response.status == 409 && response.code == "lastOpenWarehouse")
  }

  @Test func badShopInputIsNamedAndWritesNothing() throws {
    let shop = try AdminFixture()
    let city = try shop.firstCity().id
    let taken = try shop.call(.places(.shops), as: [AdminShop].self)[0].code
    func draft(_ change: (inout ShopDraft) -> Void) -> ShopDraft {
      var draft = shop.shopDraft(city: city)
      change(&draft)
      return draft
    }
    let hours = { (opens: String, closes: String, day: String) in
      [OpeningHoursDraft(closes: closes, opens: opens, weekday: day)]
    }
    let cases: [(ShopDraft, Int, String, String)] = [
      (
        draft { $0.openingHours = hours("25:00", "21:00", "monday") }, 400, "invalidOpeningHours",
        "opening_hours[0].opens"
      ),
      (
        draft { $0.openingHours = hours("9:00", "21:00", "monday") }, 400, "invalidOpeningHours",
        "opening_hours[0].opens"
      ),
      (
        draft { $0.openingHours = hours("21:00", "09:00", "monday") }, 400, "invalidOpeningHours",
        "opening_hours[0].closes"
      ),
      (
        draft { $0.openingHours = hours("09:00", "09:00", "monday") }, 400, "invalidOpeningHours",
        "opening_hours[0].closes"
      ),
      (
        draft { $0.openingHours = hours("09:00", "21:00", "funday") }, 400, "invalidOpeningHours",
        "opening_hours[0].weekday"
      ),
      (
        draft { $0.openingHours = hours("09:00", "21:00", "monday") + hours("10:00", "20:00", "monday") }, 400,
        "invalidOpeningHours", "opening_hours[1].weekday"
      ),
      (draft { $0.latitude = 90.5 }, 400, "invalidLocation", "latitude"),
      (draft { $0.longitude = 180.01 }, 400, "invalidLocation", "longitude"),
      (draft { $0.code = "Nsk Zoo" }, 400, "validationError", "code"),
      (draft { $0.name = "" }, 400, "validationError", "name"),
      (draft { $0.position = 100_001 }, 400, "validationError", "position"),
      (draft { $0.code = taken }, 409, "shopCodeTaken", "code"),
      (draft { $0.cityID = City.ID(UUID()) }, 404, "cityNotFound", "ID"),
    ]
    for (draft, status, code, field) in cases {
      try shop.expectRefused(.createShop(draft), status: status, code: code, field: field)
    }
    let unknown = try shop.send(
      .admin(.places(.editShop(.valid(Shop.ID(UUID())), shop.shopDraft(city: city)))), token: shop.admin)
    #expect(unknown.status == 404 && unknown.code == "shopNotFound")
    var warehouse = shop.shopDraft(city: city)
    warehouse.kind = .warehouse
    let kind = try shop.send(.admin(.places(.editShop(.valid(try shop.ownShop()), warehouse))), token: shop.admin)
    #expect(kind.status == 400 && kind.code == "validationError")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM admin_audit_log") == ["0"])
    #expect(try shop.server.rows("SELECT COUNT(*) FROM stock_locations WHERE code = 'nsk-zoo'") == ["0"])
  }

  @Test func aManagerReadsOnlyTheirOwnShop() throws {
    let shop = try AdminFixture()
    let own = try shop.ownShop()
    let listed: [AdminShop] = try shop.call(.places(.shops), token: shop.pos.manager)
    #expect(listed.map(\.id) == [own])
    #expect(try shop.call(.places(.shop(.valid(own))), as: AdminShop.self, token: shop.pos.manager) == listed[0])
    let other = try shop.call(.places(.shops), as: [AdminShop].self).first { $0.id != own }?.id ?? own
    let refused = try shop.send(.admin(.places(.shop(.valid(other)))), token: shop.pos.manager)
    #expect(refused.status == 403 && refused.code == "staffNotAssigned")
    let registers = try shop.send(.admin(.places(.registers(.valid(other)))), token: shop.pos.manager)
    #expect(registers.status == 403 && registers.code == "staffNotAssigned")
    let close = try shop.send(.admin(.places(.closeShop(.valid(own)))), token: shop.pos.manager)
    #expect(close.status == 403 && close.code == "forbidden")
  }
}
