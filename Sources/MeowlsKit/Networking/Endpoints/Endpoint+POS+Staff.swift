import MeowlsAPI

extension Endpoint where Response == StaffSession {
  /// `POST /pos/login` with HTTP Basic: a staff member's session (`{authentication, staff}`).
  public static func staffLogIn(phone: String, password: String) -> Self {
    Self(authorization: .basic(phone: phone, password: password), route: .pos(.staff(.login)))
  }
}

extension Endpoint where Response == StaffMember {
  /// `GET /pos/me`: the signed-in member.
  public static var staffMember: Self { Self(.pos(.staff(.current))) }
}

extension Endpoint where Response == [Register] {
  /// `GET /pos/registers`: the registers of the member's shop.
  public static var registers: Self { Self(.pos(.staff(.registers))) }
}

extension Endpoint where Response == RegisterUnlock {
  /// `POST /pos/registers/{id}/unlock` `{pin, staff_id?}`: unlocks the register for the caller, or (with `staff_id`)
  /// for the member taking it over, whose token the answer carries.
  public static func unlockRegister(_ id: Register.ID, _ request: RegisterUnlockRequest) -> Self {
    Self(.pos(.staff(.unlockRegister(.valid(id), request))))
  }
}

extension Endpoint where Response == EmptyResponse {
  /// `POST /pos/logout`: ends the token's session and locks every register the member unlocked.
  public static var staffLogOut: Self { Self(.pos(.staff(.logout))) }
}

extension Endpoint where Response == [StaffMember] {
  /// `GET /pos/staff` (admins, managers): for a manager the members of their own shop still at work (the couriers
  /// a delivery can be assigned to).
  public static var shopStaff: Self { Self(.pos(.staff(.members))) }
}
