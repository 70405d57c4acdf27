/// The body of `POST /pos/registers/{id}/unlock`: `{pin, staff_id?}`.
///
/// Without `staff_id` the signed-in staff member unlocks with their own PIN; with it, another member of the same
/// shop takes the register over with theirs (and gets a token of their own).
public struct RegisterUnlockRequest: Codable, Hashable, Sendable {
  /// The 4–6 digit PIN.
  public var pin: String
  /// The staff member taking the register over; nil for the signed-in one.
  public var staffID: User.ID?

  /// An unlock request.
  public init(pin: String, staffID: User.ID? = nil) {
    self.pin = pin
    self.staffID = staffID
  }

  enum CodingKeys: String, CodingKey {
    case pin
    case staffID = "staff_id"
  }
}
