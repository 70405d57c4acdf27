/// Who is signed in: a customer (Store app) or a member of staff (POS app).
public enum SessionKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// A customer of the Store app.
  case customer
  /// A cashier, manager, courier or admin in the POS app.
  case staff
}
