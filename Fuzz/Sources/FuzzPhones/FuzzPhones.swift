import FuzzSupport
import MeowlsKit
import MeowlsServer

// The phone normaliser: an input is a phone as typed. Invariants:
// - the normalised form is a fixed point (normalising it again changes nothing), so a phone stored normalised and
//   normalised again for a lookup or a comparison is the same phone;
// - with any ASCII digit in it, the normalised form is digits (after at most a leading `+`);
// - the form the apps send for a phone their form accepts (`Validator.phone`) is stored by the server as it is, so an
//   account the app makes is found by the app's next login.
//
// NB: not checked: that the server reads the text the app was given the same way. It does not for ten digits
// starting with 3, 4 or 8 (`391 234 56 78`: the app sends `73912345678`, the server keeps `3912345678` for that text
// typed into the API); the server's rule 4 knows only mobiles (9), and widening it would need a migration that cannot
// tell such stored numbers from international ones (`+43 1 2345678`). A decision for the product, reported.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhones(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = String(decoding: FuzzDriver.bytes(start, count), as: UTF8.self)
  let normalised = PhoneNumber.normalised(text)
  FuzzDriver.expect(
    PhoneNumber.normalised(normalised) == normalised,
    "\(text) normalises to \(normalised), which normalises to \(PhoneNumber.normalised(normalised))")
  if text.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) {
    let digits = normalised.hasPrefix("+") ? normalised.dropFirst() : Substring(normalised)
    FuzzDriver.expect(
      !digits.isEmpty && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) },
      "\(text) normalises to \(normalised)")
  }
  _ = PhoneNumber.isAcceptable(text)
  if let checked = try? Validator.phone(text) {
    FuzzDriver.expect(
      PhoneNumber.normalised(checked) == checked,
      "the apps send \(text) as \(checked), which the server stores as \(PhoneNumber.normalised(checked))")
  }
  return 0
}

@_cdecl("FuzzPhones_main")
public func fuzzPhonesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  FuzzDriver.run(argc, argv, fuzzPhones)
}
