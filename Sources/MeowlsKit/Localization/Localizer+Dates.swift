import MeowlsAPI

extension Localizer {
  /// A day as the shop writes it, with its weekday: "пт, 15 мая" in Russian, "Fri, 15 May" in English. NB: written
  /// by hand, as `money` is, so every platform prints the same text.
  public func day(_ date: CalendarDate) -> String {
    // NB: 1970-01-01 was a Thursday (index 3 from Monday).
    let weekday = ((date.daysSinceEpoch % 7) + 7 + 3) % 7
    let (weekdays, months) = language == .ru ? Self.russianNames : Self.englishNames
    return "\(weekdays[weekday]), \(date.day) \(months[date.month - 1])"
  }

  /// A time slot: "10:00–14:00".
  public func interval(_ interval: DeliveryTimeInterval) -> String {
    interval.from.string + "–" + interval.to.string
  }

  /// A text of the tables that holds paragraphs (a static page), split at its empty lines.
  public func paragraphs(_ key: LocalizedString) -> [String] {
    string(key).components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  private static let russianNames = (
    ["пн", "вт", "ср", "чт", "пт", "сб", "вс"],
    [
      "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
      "декабря",
    ]
  )
  private static let englishNames = (
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
      "December",
    ]
  )
}
