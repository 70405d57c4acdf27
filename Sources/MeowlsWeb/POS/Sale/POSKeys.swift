import Foundation
import MeowlsKit

/// The keys the page's script forwards (`keys`: the characters, a newline for Enter; `times`: milliseconds since the
/// first, comma-separated) read back as the Kit's `Keystroke`s on the injected clock: the last key is now, the
/// others as far before it as the browser saw them. The Kit's `WedgeScanner` decides what they are.
enum POSKeys {
  /// At most this many keys are read from one form (a 13-digit scan and some typing).
  static let limit = 64

  static func keystrokes(_ form: FormData, now: Date) -> [Keystroke] {
    // NB: a browser posts a form's line breaks as CR LF; each is one Enter.
    let keys = Array(
      (form["keys"] ?? "").replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        .prefix(limit))
    let times = (form["times"] ?? "").split(separator: ",").prefix(limit).map { Int($0) }
    // NB: times that do not match the keys one to one, go backwards or span more than a minute are not the
    // script's: the keys count as typed a second apart (never a scan).
    let valid =
      times.count == keys.count && times.allSatisfy { $0 != nil }
      && zip(times, times.dropFirst()).allSatisfy { ($0 ?? 0) <= ($1 ?? 0) }
      && (times.last.flatMap { $0 } ?? 0) <= 60_000 && (times.first.flatMap { $0 } ?? 0) >= 0
    let offsets = valid ? times.map { Double($0 ?? 0) / 1000 } : keys.indices.map(Double.init)
    let last = offsets.last ?? 0
    return zip(keys, offsets).map { key, offset in
      Keystroke(key == "\n" ? .enter : .character(key), at: now.addingTimeInterval(offset - last))
    }
  }

  /// The text a field held before the forwarded keys were typed into it: `value` without their characters at its
  /// end (when it ends with them), else `value` as it is.
  static func before(_ value: String, _ keystrokes: [Keystroke]) -> String {
    let typed = String(
      keystrokes.compactMap { stroke -> Character? in
        if case .character(let character) = stroke.key { character } else { nil }
      })
    guard !typed.isEmpty, value.hasSuffix(typed) else { return value }
    return String(value.dropLast(typed.count))
  }

  /// A code as a wedge scanner types it: a burst 1 ms apart ending in Enter, ending now.
  static func burst(_ code: String, now: Date) -> [Keystroke] {
    let count = Double(code.count)
    return code.enumerated().map { index, character in
      Keystroke(.character(character), at: now.addingTimeInterval((Double(index) - count) / 1000))
    } + [Keystroke(.enter, at: now)]
  }
}
