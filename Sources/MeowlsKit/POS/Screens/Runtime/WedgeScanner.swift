import Foundation

/// One key the register's keyboard (or a keyboard-wedge scanner pretending to be one) sent, with when it arrived on
/// the injected clock.
public struct Keystroke: Hashable, Sendable {
  /// What was pressed.
  public enum Key: Hashable, Sendable {
    case character(Character)
    case enter
  }

  /// When the key arrived.
  public var at: Date
  /// The key.
  public var key: Key

  /// A keystroke.
  public init(_ key: Key, at: Date) {
    self.at = at
    self.key = key
  }
}

/// Tells a keyboard-wedge scanner from a person typing, as a pure value the sale, return and stock screens hold.
///
/// A wedge scanner types the code it read as keystrokes a few milliseconds apart and ends them with Enter; nobody
/// types that fast. The rule: keys arriving at most `maximumGap` (50 ms) after the previous one form a burst; Enter
/// within `maximumGap` of a burst of at least `minimumLength` (4) characters is a **scan** of the burst, which
/// never lands in the code field. A slower key ends the burst: what it held is **typed** (appended to `typed`, the
/// code field's text), and the slow key starts a new burst. Enter otherwise submits what was typed.
public struct WedgeScanner: Hashable, Sendable {
  /// What a keystroke led to.
  public enum Outcome: Hashable, Sendable {
    /// Nothing yet (a key of a burst, or Enter on an empty field).
    case none
    /// The scanner read this code.
    case scanned(String)
    /// The cashier pressed Enter on this typed code.
    case submitted(String)
  }

  /// How far apart a scanner's keys may be.
  public static let maximumGap: TimeInterval = 0.05
  /// The shortest burst that counts as a scan (a PLU has 1–5 digits, but scanners read 8- and 13-digit codes).
  public static let minimumLength = 4

  /// The keys of the burst so far, not yet known to be typed or scanned.
  public var burst: String
  /// When the last key arrived.
  public var lastKeyAt: Date?
  /// What the cashier typed into the code field.
  public var typed: String

  /// A scanner with nothing typed.
  public init(burst: String = "", lastKeyAt: Date? = nil, typed: String = "") {
    self.burst = burst
    self.lastKeyAt = lastKeyAt
    self.typed = typed
  }

  /// The code field's text as shown: what was typed and the burst that may still be typing.
  public var text: String { typed + burst }

  /// Takes one keystroke.
  public mutating func receive(_ keystroke: Keystroke) -> Outcome {
    let fast = lastKeyAt.map { keystroke.at.timeIntervalSince($0) <= Self.maximumGap } ?? false
    lastKeyAt = keystroke.at
    if !fast {
      typed += burst
      burst = ""
    }
    switch keystroke.key {
    case .character(let character):
      burst.append(character)
      return .none
    case .enter:
      if fast && burst.count >= Self.minimumLength {
        let code = burst
        burst = ""
        return .scanned(code)
      }
      let code = (typed + burst).trimmingCharacters(in: .whitespaces)
      typed = ""
      burst = ""
      return code.isEmpty ? .none : .submitted(code)
    }
  }

  /// The code field edited by other means (pasted, cleared): replaces what was typed.
  public mutating func replaceTyped(_ text: String) {
    typed = text
    burst = ""
  }
}
