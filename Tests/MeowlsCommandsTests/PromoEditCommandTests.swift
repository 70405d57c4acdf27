import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls promo edit`: new terms for a code, through the service the admin API uses (`PromoCommandTests`'s
/// database).
extension PromoCommandTests {
  @Test func anEditGivesNewTermsAndKeepsWhatTheCodeCovers() {
    _ = run(["add", "--code", "MEOW10", "--percent", "10", "--category", "koshki/korma_sukhie"])
    let (code, console) = run(["edit", "--code", "meow10", "--amount", "300", "--min-total", "1500", "--once-per-user"])
    #expect(
      code == 0
        && console.out
          == "edited promo code MEOW10: 300 ₽ off koshki/korma_sukhie, on orders from 1500 ₽, once per customer"
    )
  }

  @Test func anEditLeavesOutTheTermsItDoesNotGive() {
    _ = run(["add", "--code", "LETO", "--percent", "5", "--from", "2024-06-01", "--until", "2024-08-31"])
    #expect(run(["list"]).console.out.contains("expired"))
    let (code, console) = run(["edit", "--code", "LETO", "--percent", "7"])
    #expect(code == 0 && console.out == "edited promo code LETO: 7% off everything")
    #expect(run(["list"]).console.out.contains("active"))
  }

  @Test func anUnknownCodeExitsWithOne() {
    let (code, console) = run(["edit", "--code", "NOPE", "--percent", "5"])
    #expect(code == 1 && console.err.hasPrefix("meowls promo edit: no promo code 'NOPE'"), "\(console.err)")
  }

  @Test(arguments: [
    (["edit", "--percent", "5"], "--code is required"),
    (["edit", "--code", "A"], "give either --percent or --amount"),
    (["edit", "--code", "A", "--percent", "0"], "--percent must be 1-100"),
    (["edit", "--code", "A", "--percent", "5", "--product", "kong"], "unknown option '--product'"),
  ])
  func usageMistakesExitWithTwo(arguments: [String], message: String) {
    _ = run(["add", "--code", "A", "--percent", "10"])
    let (code, console) = run(arguments)
    #expect(
      code == 2 && console.err.contains(message) && console.err.contains("usage: meowls promo edit"), "\(console.err)")
  }
}
