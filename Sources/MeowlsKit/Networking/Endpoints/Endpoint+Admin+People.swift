import MeowlsAPI

extension Endpoint where Response == [AdminPromoCode] {
  /// `GET /admin/promo_codes`: every code, oldest first, with its state and uses.
  public static var adminPromoCodes: Self { Self(.admin(.promoCodes(.list))) }
}

extension Endpoint where Response == AdminPromoCode {
  /// `POST /admin/promo_codes`: a new code with its terms and what it covers.
  public static func createPromoCode(_ creation: PromoCodeCreation) -> Self {
    Self(.admin(.promoCodes(.create(creation))))
  }
  /// `POST /admin/promo_codes/{code}`: the whole terms again.
  public static func editPromoCode(_ code: String, _ terms: PromoCodeTerms) -> Self {
    Self(.admin(.promoCodes(.edit(code, terms))))
  }
  /// `POST /admin/promo_codes/{code}/enable` or `/disable`.
  public static func setPromoCodeEnabled(_ code: String, _ enabled: Bool) -> Self {
    Self(.admin(.promoCodes(enabled ? .enable(code) : .disable(code))))
  }
}

extension Endpoint where Response == [StaffMember] {
  /// `GET /admin/staff`: every member for an admin (disabled ones marked), a manager's own shop's for a manager.
  public static var adminStaff: Self { Self(.admin(.staff(.list))) }
}

extension Endpoint where Response == StaffMember {
  /// `POST /admin/staff`: a new member with their password and, if given, PIN and shop.
  public static func addStaff(_ draft: StaffDraft) -> Self { Self(.admin(.staff(.add(draft)))) }
  /// `POST /admin/staff/{id}`: the fields given change, the others stay.
  public static func changeStaff(_ id: User.ID, _ change: StaffChangeRequest) -> Self {
    Self(.admin(.staff(.change(.valid(id), change))))
  }
  /// `POST /admin/staff/{id}/enable` or `/disable` (every token and the PIN stop at once).
  public static func setStaffEnabled(_ id: User.ID, _ enabled: Bool) -> Self {
    Self(.admin(.staff(enabled ? .enable(.valid(id)) : .disable(.valid(id)))))
  }
}
