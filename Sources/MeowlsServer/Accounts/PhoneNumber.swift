import Foundation

/// Phone normalisation (`decisions.md`): the one form a phone is stored, compared and shown in.
///
/// The rule, in order:
/// 1. Keep only the ASCII digits. No digits at all: the trimmed text is kept as it is (the contract accepts any
///    non-empty phone).
/// 2. Written with a leading `+`: the digits as they are (an international number; `+7 913 …` → `7913…`), except
///    digits that rules 3 and 4 would read as a Russian number (`+81 3 1234 5678`, Japan): those keep their `+`
///    (`+81312345678`).
/// 3. Eleven digits starting with `8` (Russian trunk prefix): `7` and the other ten (`89139139113` → `79139139113`).
/// 4. Ten digits starting with `9` (a Russian mobile without prefix): `7` in front.
/// 5. Anything else: the digits as they are.
///
/// So `+7 (913) 913-91-13`, `8 913 913 91 13`, `89139139113` and `79139139113` are all `79139139113`, the form the
/// contract's examples use. The normalised form normalises to itself, so a stored phone normalised again for a
/// lookup or a comparison stays the same phone.
///
/// NB: before the `+` was kept, `+81 3 1234 5678` was stored as `81312345678`, which normalised again to the Russian
/// `71312345678` (found by `FuzzPhones`); migration 205 gives the stored phones of that kind their `+`.
public enum PhoneNumber {
  public static func normalised(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let digits = String(trimmed.unicodeScalars.filter { ("0"..."9").contains($0) })
    guard let first = digits.first else { return trimmed }
    let russian: String? =
      switch (digits.count, first) {
      case (11, "8"): "7" + digits.dropFirst()
      case (10, "9"): "7" + digits
      default: nil
      }
    if trimmed.hasPrefix("+") { return russian == nil ? digits : "+" + digits }
    return russian ?? digits
  }
}
