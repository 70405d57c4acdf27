import Foundation

@testable import MeowlsAPI

extension Samples {
  static let productDetail = ProductDetail(
    allowQuickBuy: true, code: product.code, defaultVariantArticle: "25178",
    deliveryConditionsURL: "https://static.example/delivery", id: product.id, images: [image], name: product.name,
    properties: [ProductProperty(code: "weight", id: id(0x12), name: "Вес", selectable: false)],
    sections: [
      ProductSection(text: "<p>мясо</p>\r\n", title: "Состав", type: .textExpandable),
      ProductSection(
        link: "https://static.example/feeding", text: "<p>4 пакетика</p>", title: "Кормление", type: .textModal),
    ],
    variants: [
      ProductVariant(
        article: "25178", availabilityInfo: AvailabilityInfo(count: 0, deliveryDuration: 3, type: .delivery),
        badges: [], id: variant.id, price: Price(originalPrice: Money(rubles: 3998), price: Money(rubles: 3998)),
        propertyValues: [PropertyValue(id: id(0x13), propertyID: id(0x12), value: "75 г")], shortName: "75 г")
    ])

  static let banners = [
    Banner(
      banners: [
        ChildBanner(
          id: id(0x71), image: Image(original: "https://static.example/b1.jpeg"),
          redirect: Redirect(
            objectType: .sale, productsSet: ProductsSet(name: "Результаты поиска", query: "корма из азии"),
            type: .productsCollection)),
        ChildBanner(
          id: id(0x72), redirect: Redirect(objectID: uuid(0x80), objectType: .sale, type: .object), title: "Скидки"),
      ],
      id: id(0x70), placeType: .bannersHorizontal,
      redirect: ReducedRedirect(objectType: .sale, type: .object, url: "https://static.example/sale"),
      uiSettings: UISettings(
        autoSlidingTimeout: 5000, backgroundColor: "#ffffff",
        cornerRadiuses: CornerRadiuses(bottomLeft: 0, bottomRight: 0, topLeft: 16, topRight: 16),
        metrics: [BannerMetric(width: 1), BannerMetric(width: 0.3)], spacings: Spacings(bottom: 12, top: 0))),
    Banner(categories: [category], id: id(0x73), placeType: .categories, title: "Категории"),
    Banner(id: id(0x74), placeType: .productsCollection, products: [product], title: "Мы рекомендуем"),
  ]

  static let filterGroups = [
    FilterGroup(
      defaultValue: "index", displayName: "Сортировка", name: "sort", type: .single,
      values: [
        FilterValue(displayName: "По умолчанию", value: "index"),
        FilterValue(displayName: "Сначала дешевые", value: "price"),
      ]),
    FilterGroup(
      displayName: "Вес", name: "weight", type: .multiple,
      values: [FilterValue(count: 4, displayName: "1,2 кг", value: "1,2 кг")]),
  ]

  static let sale = Sale(
    code: "skidka-31", disclaimer: "*Количество ограничено.", endDate: Date(timeIntervalSince1970: 1_735_603_200),
    id: id(0x80), image: Image(original: "https://static.example/sale.jpeg"), products: [product], saleType: .online,
    startDate: Date(timeIntervalSince1970: 1_680_480_000), title: "Скидка 31%")

  static let searchSuggestions = [
    SearchSuggestion(
      additionalText: "Кошки / Корма Сухие", highlightedTexts: ["Felix"],
      redirect: Redirect(
        productsSet: ProductsSet(
          category: Category(
            code: "felix", hasChildren: false, id: id(0x22), name: "Felix", parent: category, productsCount: 12),
          name: "Felix"), type: .productsCollection), text: "Felix"),
    SearchSuggestion(
      redirect: Redirect(objectID: uuid(0x10), objectType: .product, type: .object), text: "Felix Суп"),
  ]

  static let cart = Cart(
    id: id(0x61), items: [cartItem],
    mergeReport: [MergeReportEntry(applied: 3, article: "25178", reason: "Only 3 in stock", requested: 5)],
    promoCode: PromoCode(code: "MEOW10", isActive: true), summaries: summaries)

  static let cartRequest = CartRequest(
    cart: CartContents(items: [CartRequestItem(article: "39046", count: 1)], save: true),
    promoCode: PromoCode(code: "MEOW10"))

  static let checkoutRequest = CheckoutRequest(
    client: client, comment: "Упакуйте красиво!",
    delivery: CheckoutDelivery(
      address: address, deliveryDate: deliveryDate("25.08.2024"), deliveryTimeInterval: interval, type: .courier),
    paymentType: .card)

  static let order = Order(
    canBePaidOnline: false, cancelable: false, id: id(0x90),
    itemsPreviews: [OrderItemPreview(id: id(0x60), image: image)],
    number: 1_000_039, orderDate: calendarDate("2024-08-24"), paid: true, repeatAllowed: true, status: "Выполнен",
    statusCode: .completed, summaries: summaries)

  static let orderDetail = OrderDetail(
    canBePaidOnline: false, cancelable: true, client: client, comment: "Упакуйте красиво!",
    delivery: OrderDelivery(deliveryDate: deliveryDate("25.08.2024"), pickupPoint: pickupPoint, type: .selfPickup),
    id: id(0x90), items: [cartItem], number: 1_000_039, orderDate: calendarDate("2024-08-24"), paid: false,
    paymentType: .cash, repeatAllowed: true, status: "Новый", statusCode: .inProgress, summaries: summaries)
}
