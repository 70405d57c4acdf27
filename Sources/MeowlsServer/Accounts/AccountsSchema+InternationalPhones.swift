extension AccountsSchema {
  // NB: an international phone whose digits read as a Russian number (`+81 3 1234 5678` → `81312345678`) was stored
  // without its `+`, and normalised again to another number; `PhoneNumber` now keeps the `+`. Only such a phone can
  // be stored as eleven digits starting with 8 or ten starting with 9 (rules 3 and 4 turned the others into 7…), so
  // these rows are exactly the ones to fix.
  static let internationalPhones = Migration(
    version: 205, name: "accounts_international_phones",
    sql: """
      UPDATE users SET phone = '+' || phone
      WHERE (length(phone) = 11 AND substr(phone, 1, 1) = '8') OR (length(phone) = 10 AND substr(phone, 1, 1) = '9')
      """)
}
