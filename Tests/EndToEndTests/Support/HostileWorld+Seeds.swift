import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

extension HostileWorld {
  func uuid(_ sql: String) throws -> UUID { try requireUUID(try server.rows(sql).first ?? "?") }

  func storeSeeds() throws -> [Seed] {
    let customer = Self.bearer(pos.customer) + [("X-City-Id", CheckoutFixture.novosibirsk)]
    let product = Product.ID(try uuid("SELECT id FROM products ORDER BY id LIMIT 1"))
    let category = Category.ID(try uuid("SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1"))
    let sale = Sale.ID(try uuid("SELECT id FROM sales ORDER BY id LIMIT 1"))
    let city = City(id: City.ID(try requireUUID(CheckoutFixture.novosibirsk)), name: "Новосибирск")
    let address = Address(
      city: city, entrance: "2", flat: "12", floor: "3", formatted: "Новосибирск, Ленина, 1", house: "1",
      location: Location(latitude: 55.03, longitude: 82.92), street: "улица Ленина")
    let cart = CartRequest(
      cart: CartContents(items: [CartRequestItem(article: Article(rawValue: self.sale.food[1]), count: 2)], save: true),
      promoCode: PromoCode(code: "MEOW10", isActive: true))
    let checkout = CheckoutRequest(
      client: OrderClient(email: "a@b.cd", name: "Иван", patronymic: "Иванович", phone: "79130000001", surname: "Ив"),
      comment: "домофон 12",
      delivery: try JSONDecoder.meowls.decode(
        CheckoutDelivery.self, from: JSONSerialization.data(withJSONObject: Self.courierDelivery(server))),
      paymentType: .cash)
    let filters: FilterSelection = ["brand": ["Royal Canin"], "weight": ["1,5 кг"]]
    let seeds: [(APIRoute, [(String, String)])] = [
      (.accounts(.address), customer),
      (
        .accounts(
          .create(
            CreateUserRequest(
              birthday: Date(timeIntervalSince1970: 946_684_800), confirmPassword: "Secret123", email: "new@b.cd",
              gender: .woman, name: "Анна", password: "Secret123", patronymic: "Петровна", phone: "79130000777",
              surname: "Петрова"))), []
      ),
      (.accounts(.current), customer),
      (
        .accounts(
          .edit(
            EditUserRequest(
              birthday: Date(timeIntervalSince1970: 946_684_800), email: "c@b.cd", gender: .man, name: "Пётр",
              patronymic: "Ильич", phone: TestServer.phone, surname: "Иванов"))), customer
      ),
      (.accounts(.login), Self.basic(TestServer.phone, TestServer.password)),
      (.cart(.calculate(cart)), []),
      (.cart(.current), customer),
      (.cart(.merge(cart)), customer),
      (.cart(.update(cart)), customer),
      (.catalog(.categories(CategoriesQuery(parentID: category))), []),
      (.catalog(.filters(FiltersQuery(categoryID: category, filters: filters))), []),
      (.catalog(.mainPage), []),
      (.catalog(.product(.valid(product))), []),
      (
        .catalog(
          .products(
            ProductsQuery(
              listing: .category(category, filters: filters, sort: .priceDescending),
              page: PageRequest(page: 2, perPage: 10)))), []
      ),
      (.catalog(.products(ProductsQuery(listing: .productIDs([product]), page: PageRequest(page: 1, perPage: 5)))), []),
      (.catalog(.products(ProductsQuery(listing: .sale(sale), page: PageRequest(page: 1, perPage: 5)))), []),
      (
        .catalog(
          .products(
            ProductsQuery(
              listing: .search("корм для кошек", filters: filters, sort: .index), page: PageRequest(page: 1))
          )), []
      ),
      (.catalog(.sale(.valid(sale))), []),
      (.catalog(.sales(SalesQuery(page: PageRequest(page: 1, perPage: 5)))), []),
      (.checkout(.availableDates), customer),
      (.checkout(.availableDeliveries), customer),
      (.checkout(.availablePayments), customer),
      (.checkout(.calculate(checkout)), customer),
      (.checkout(.pickupPoints), customer),
      (.checkout(.purchase(checkout)), customer),
      (.favorites(.count), customer),
      (.favorites(.list(PageRequest(page: 1, perPage: 10))), customer),
      (.favorites(.star([product])), customer),
      (.favorites(.unstar([product])), customer),
      (.geography(.cities(CitiesQuery(location: Location(latitude: 55.03, longitude: 82.92)))), []),
      (.orders(.cancel(.valid(OrderNumber(cancelledOrder)))), customer),
      (.orders(.detail(.valid(OrderNumber(pickupOrder)))), customer),
      (.orders(.list(PageRequest(page: 1, perPage: 10))), customer),
      (.orders(.repeat(.valid(OrderNumber(pickupOrder)))), customer),
      (.search(.popular), []),
      (.search(.popularSearches), []),
      (.search(.suggestions(query: "корм & felix")), []),
      (
        .suggestions(.flats(HouseSuggestionsQuery(query: "1", streetID: "ed57aab6-f28f-4e0f-814e-51bba403eae3"))),
        customer
      ),
      (.suggestions(.fullAddress(address)), customer),
      (.suggestions(.houses(HouseSuggestionsQuery(query: "1"))), customer),
      (.suggestions(.names(query: "Ник")), []),
      (.suggestions(.patronymics(query: "Ив")), []),
      (.suggestions(.streets(StreetSuggestionsQuery(cityID: CheckoutFixture.novosibirsk, query: "Лен"))), customer),
      (.suggestions(.surnames(query: "Све")), []),
      (.system(.health), []),
      (.system(.healthCheck), []),
      (.system(.openAPI), []),
      (.system(.root), []),
    ]
    let world = self
    return seeds.map { route, headers in
      Seed(route: route, headers: headers, prepare: route.name == "checkout.purchase" ? { try world.fillCart() } : nil)
    }
  }
}
