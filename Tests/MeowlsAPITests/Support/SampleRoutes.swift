import Foundation

@testable import MeowlsAPI

extension Samples {
  /// At least one route per case of `APIRoute` but `pos`, with tricky payloads where a case has them.
  static let storeRoutes: [APIRoute] = [
    .accounts(.address),
    .accounts(.create(CreateUserRequest(confirmPassword: "uNhsyBu28d", password: "uNhsyBu28d", phone: "79139139113"))),
    .accounts(.current),
    .accounts(.delete),
    .accounts(.edit(EditUserRequest(birthday: expiry, email: "user@example.com", gender: .man, phone: "79139139113"))),
    .accounts(.login),
    .accounts(.logout),
    .accounts(.refreshToken),
    .cart(.calculate(cartRequest)),
    .cart(.current),
    .cart(.merge(cartRequest)),
    .cart(.update(CartRequest(cart: CartContents(items: [], save: false)))),
    .catalog(.categories(CategoriesQuery())),
    .catalog(.categories(CategoriesQuery(parentID: category.id))),
    .catalog(.filters(FiltersQuery(categoryID: nil))),
    .catalog(
      .filters(FiltersQuery(categoryID: category.id, filters: ["brand": ["Grandorf", "Мираторг"], "weight": []]))),
    .catalog(.mainPage),
    .catalog(.product(.valid(product.id))),
    .catalog(.product(.invalid("кот"))),
    .catalog(.product(.invalid("a/b c?d"))),
    .catalog(.products(ProductsQuery(listing: nil))),
    .catalog(
      .products(
        ProductsQuery(
          listing: .category(category.id, filters: ["weight": ["1,5 кг", "100%", "a|b"]], sort: .priceDescending),
          page: PageRequest(page: 2, perPage: 50)))),
    .catalog(.products(ProductsQuery(listing: .category(category.id)))),
    .catalog(.products(ProductsQuery(listing: .productIDs([]), page: PageRequest(perPage: 5)))),
    .catalog(.products(ProductsQuery(listing: .productIDs([product.id, id(0x14)])))),
    .catalog(.products(ProductsQuery(listing: .sale(sale.id), page: PageRequest(page: 1)))),
    .catalog(.products(ProductsQuery(listing: .search("корм & felix", filters: ["brand": ["Felix"]], sort: .index)))),
    .catalog(.sale(.valid(sale.id))),
    .catalog(.sale(.invalid("summer"))),
    .catalog(.sales(SalesQuery())),
    .catalog(.sales(SalesQuery(page: PageRequest(page: 3, perPage: 10), saleType: .offline))),
    .checkout(.availableDates),
    .checkout(.availableDeliveries),
    .checkout(.availablePayments),
    .checkout(.calculate(CheckoutRequest(delivery: CheckoutDelivery(type: .courier)))),
    .checkout(.pickupPoints),
    .checkout(
      .purchase(
        CheckoutRequest(
          delivery: CheckoutDelivery(pickupPointID: pickupPoint.id, type: .selfPickup), paymentType: .cash))),
    .checkout(.purchase(checkoutRequest)),
    .favorites(.count),
    .favorites(.list(PageRequest())),
    .favorites(.list(PageRequest(page: 2, perPage: 20))),
    .favorites(.star([product.id, id(0x15)])),
    .favorites(.unstar([])),
    .geography(.cities(CitiesQuery())),
    .geography(.cities(CitiesQuery(location: Location(latitude: 55.028141, longitude: 82.921117)))),
    .orders(.cancel(.valid(1_000_041))),
    .orders(.cancel(.invalid("x1"))),
    .orders(.detail(.valid(1_000_039))),
    .orders(.detail(.invalid("номер"))),
    .orders(.list(PageRequest(page: 1, perPage: 100))),
    .orders(.repeat(.valid(1_000_021))),
    .orders(.repeat(.invalid("1.5"))),
    .search(.popular),
    .search(.popularSearches),
    .search(.suggestions(query: "felix & корм")),
    .search(.suggestions(query: nil)),
    .suggestions(.flats(HouseSuggestionsQuery(query: "д 47 3", streetID: "ed57aab6-f28f-4e0f-814e-51bba403eae3"))),
    .suggestions(.fullAddress(address)),
    .suggestions(.houses(HouseSuggestionsQuery(query: "47"))),
    .suggestions(.names(query: "Ник")),
    .suggestions(.patronymics(query: "")),
    .suggestions(.streets(StreetSuggestionsQuery(cityID: "8dea00e3-9aab-4d8e-887c-ef2aaa546456", query: "Кра"))),
    .suggestions(.streets(StreetSuggestionsQuery(query: "Кра"))),
    .suggestions(.surnames(query: "Све")),
    .system(.health),
    .system(.healthCheck),
    .system(.openAPI),
    .system(.root),
  ]

}
