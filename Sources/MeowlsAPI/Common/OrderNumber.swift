/// An order's public number (e.g. `1000039`): a JSON integer in order bodies and in `/orders/{number}` paths.
///
/// NB: the purchase answer sends it as a string (`{"order_number": "1000053"}`); `PurchaseResult` handles that.
public typealias OrderNumber = PublicNumber<Order>
