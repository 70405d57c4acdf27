/// The OpenAPI links between operations: where one answer names what another route takes, so a stateful run
/// (schemathesis's `stateful` phase) follows a shopper or an admin from a list to its items.
struct OperationLink {
  /// The operation whose 200 answer the link starts from.
  var from: String
  /// The link's name in that answer.
  var name: String
  /// The operation the link leads to.
  var to: String
  /// The target's parameters, each a runtime expression into the answer (`$response.body#/results/0/id`).
  var parameters: [String: String]

  /// Every link of the document. `OpenAPIDocumentTests` checks that both ends exist and take these parameters.
  static let all: [OperationLink] =
    [
      OperationLink(
        from: "catalog.categories", name: "products", to: "catalog.products",
        parameters: ["category_id": "$response.body#/0/id"]),
      OperationLink(
        from: "catalog.products", name: "product", to: "catalog.product",
        parameters: ["product_id": "$response.body#/results/0/id"]),
      OperationLink(
        from: "catalog.sales", name: "sale", to: "catalog.sale", parameters: ["sale_id": "$response.body#/results/0/id"]
      ),
      OperationLink(from: "cart.update", name: "cart", to: "cart.current", parameters: [:]),
      OperationLink(from: "cart.merge", name: "cart", to: "cart.current", parameters: [:]),
      OperationLink(from: "favorites.star", name: "favorites", to: "favorites.list", parameters: [:]),
      OperationLink(
        from: "orders.list", name: "order", to: "orders.detail",
        parameters: ["order_id": "$response.body#/results/0/number"]),
      OperationLink(
        from: "admin.createProduct", name: "product", to: "admin.product",
        parameters: ["product_id": "$response.body#/id"]),
      OperationLink(
        from: "admin.createProduct", name: "stock", to: "admin.productStock",
        parameters: ["product_id": "$response.body#/id"]),
      OperationLink(
        from: "admin.products", name: "product", to: "admin.product",
        parameters: ["product_id": "$response.body#/results/0/id"]),
      OperationLink(
        from: "admin.createCategory", name: "rename", to: "admin.renameCategory",
        parameters: ["category_id": "$response.body#/id"]),
      OperationLink(
        from: "admin.mainPage.createBanner", name: "hide", to: "admin.mainPage.hideBanner",
        parameters: ["banner_id": "$response.body#/id"]),
      OperationLink(
        from: "pos.shifts.open", name: "report", to: "pos.shifts.report", parameters: ["shift_id": "$response.body#/id"]
      ),
      OperationLink(
        from: "pos.sales.receipts", name: "receipt", to: "pos.sales.receipt",
        parameters: ["receipt_id": "$response.body#/results/0/number"]),
    ] + posLinks + placeLinks

  /// A register's day: unlock it, open a shift, sell, return, close.
  static let posLinks: [OperationLink] = [
    OperationLink(
      from: "pos.staff.registers", name: "unlock", to: "pos.staff.unlockRegister",
      parameters: ["register_id": "$response.body#/0/id"]),
    OperationLink(
      from: "pos.staff.registers", name: "shift", to: "pos.shifts.current",
      parameters: ["register_id": "$response.body#/0/id"]),
    OperationLink(
      from: "pos.staff.registers", name: "shifts", to: "pos.shifts.history",
      parameters: ["register_id": "$response.body#/0/id"]),
    OperationLink(
      from: "pos.shifts.open", name: "cashIn", to: "pos.shifts.cashIn", parameters: ["shift_id": "$response.body#/id"]),
    OperationLink(
      from: "pos.shifts.open", name: "movements", to: "pos.shifts.movements",
      parameters: ["shift_id": "$response.body#/id"]),
    OperationLink(
      from: "pos.shifts.open", name: "close", to: "pos.shifts.close", parameters: ["shift_id": "$response.body#/id"]),
    OperationLink(
      from: "pos.sales.sell", name: "receipt", to: "pos.sales.receipt",
      parameters: ["receipt_id": "$response.body#/number"]),
    OperationLink(
      from: "pos.sales.sell", name: "printable", to: "pos.sales.receiptHTML",
      parameters: ["receipt_id": "$response.body#/number"]),
    OperationLink(
      from: "pos.returns.create", name: "receipt", to: "pos.returns.receipt",
      parameters: ["return_id": "$response.body#/number"]),
    OperationLink(
      from: "pos.pickup.list", name: "ready", to: "pos.pickup.markReady",
      parameters: ["pickup_id": "$response.body#/results/0/number"]),
  ]

  /// The back office's lists to their items.
  static let placeLinks: [OperationLink] = [
    OperationLink(
      from: "admin.places.shops", name: "shop", to: "admin.places.shop", parameters: ["shop_id": "$response.body#/0/id"]
    ),
    OperationLink(
      from: "admin.places.shops", name: "registers", to: "admin.places.registers",
      parameters: ["shop_id": "$response.body#/0/id"]),
    OperationLink(
      from: "admin.orders.list", name: "order", to: "admin.orders.detail",
      parameters: ["order_id": "$response.body#/results/0/id"]),
  ]

  /// The links that start from operation `name`, as the 200 answer's `links`.
  static func links(from name: String) -> OpenAPIValue? {
    let links = all.filter { $0.from == name }
    guard !links.isEmpty else { return nil }
    return .object(
      Dictionary(
        links.map { link in
          (
            link.name,
            ["operationId": .string(link.to), "parameters": .object(link.parameters.mapValues(OpenAPIValue.string))]
          )
        }, uniquingKeysWith: { first, _ in first }))
  }
}
