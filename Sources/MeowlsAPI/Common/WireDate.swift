import Foundation

/// The wire's date-time: ISO-8601 `yyyy-MM-ddTHH:mm:ssZ` (a `±HH:MM` offset and fractions of a second are read too).
///
/// NB: Foundation's `.iso8601` strategy rolls impossible dates over (`2000-02-30` becomes March 1st) and accepts
/// years no writer can print, which once let a birthday of year 0 crash the server at every login. This parser
/// refuses every date that does not exist, so a decoded `Date` always lies in years 1...9999.
public enum WireDate {
  /// The earliest date the wire carries: 0001-01-01T00:00:00Z.
  public static let earliest = Date(timeIntervalSince1970: -62_135_596_800)
  /// The latest date the wire carries: 9999-12-31T23:59:59Z.
  public static let latest = Date(timeIntervalSince1970: 253_402_300_799)

  /// The wire text of `date`: `yyyy-MM-ddTHH:mm:ssZ`, whole seconds, clamped to years 1...9999, in the proleptic
  /// Gregorian calendar that `parse` reads. NB: Foundation's `.iso8601` writes the Julian calendar before 1582, so
  /// a birthday of 0999-01-31 that a client sent came back from it as 0999-01-26 (found by FuzzBodies).
  public static func string(_ date: Date) -> String {
    let seconds = wholeSeconds(of: date)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = Int(seconds - days * 86_400)
    let time = [secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60].map { DateText.padded($0, width: 2) }
    return CalendarDate(daysSinceEpoch: days).string + "T" + time.joined(separator: ":") + "Z"
  }

  /// Whole seconds since 1970 of `date` (rounded down), clamped to `earliest...latest`: never traps, whatever the
  /// `Date` holds.
  public static func wholeSeconds(of date: Date) -> Int64 {
    let earliest = Int64(Self.earliest.timeIntervalSince1970)
    let latest = Int64(Self.latest.timeIntervalSince1970)
    let interval = date.timeIntervalSince1970.rounded(.down)
    guard interval.isFinite else { return interval > 0 ? latest : earliest }
    guard interval > Double(earliest) else { return earliest }
    guard interval < Double(latest) else { return latest }
    return Int64(interval)
  }

  /// Parses the text; nil for anything that is not a real moment in years 1...9999.
  public static func parse(_ text: String) -> Date? {
    var scanner = DigitScanner(Array(text.utf8))
    guard let year = scanner.number(width: 4), scanner.skip("-"), let month = scanner.number(width: 2),
      scanner.skip("-"), let day = scanner.number(width: 2), scanner.skip("T") || scanner.skip("t"),
      let hour = scanner.number(width: 2), scanner.skip(":"), let minute = scanner.number(width: 2),
      scanner.skip(":"), let second = scanner.number(width: 2),
      DateText.isValidDay(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
    else { return nil }
    var fraction = 0.0
    if scanner.skip(".") {
      guard let value = scanner.fraction() else { return nil }
      fraction = value
    }
    guard let offset = scanner.offsetSeconds(), scanner.isAtEnd else { return nil }
    let days = Int64(CalendarDate(validYear: year, month: month, day: day).daysSinceEpoch)
    let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset)
    let date = Date(timeIntervalSince1970: Double(seconds) + fraction)
    return (earliest...latest).contains(date) ? date : nil
  }
}

/// Reads fixed-width ASCII numbers off the front of a byte string.
private struct DigitScanner {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position == bytes.count }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  mutating func number(width: Int) -> Int? {
    guard bytes.count - position >= width else { return nil }
    var value = 0
    for byte in bytes[position..<position + width] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    position += width
    return value
  }

  /// The digits after a decimal point, at most nine of them counted (nanoseconds).
  mutating func fraction() -> Double? {
    let start = position
    var value = 0.0
    var scale = 1.0
    while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
      if position - start < 9 {
        scale /= 10
        value += Double(bytes[position] - 0x30) * scale
      }
      position += 1
    }
    return position > start ? value : nil
  }

  /// `Z`, or `±HH:MM` / `±HHMM` east of UTC, in seconds; nil for anything else.
  mutating func offsetSeconds() -> Int? {
    if skip("Z") || skip("z") { return 0 }
    let sign: Int
    if skip("+") {
      sign = 1
    } else if skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(width: 2) else { return nil }
    _ = skip(":")
    guard let minutes = number(width: 2), hours < 24, minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
