/// The identities the POS lists page by: the Kit's `PagedList` drops repeats by `id` (an order by its number, a
/// shift's report by its shift).
extension PickupOrder: Identifiable {
  /// The order's number.
  public var id: OrderNumber { number }
}

extension DeliveryTask: Identifiable {
  /// The order's number (one task per order).
  public var id: OrderNumber { number }
}

extension ShiftReport: Identifiable {
  /// The shift's id.
  public var id: Shift.ID { shift.id }
}
