/// The promo codes of the demo shop, seeded with its catalogue (`Docs/cart.md` lists them).
public enum DemoPromoCodes {
  public static let drafts: [PromoCodeDraft] = [
    PromoCodeDraft(benefit: .percent(10), code: "MEOW10"),
    PromoCodeDraft(benefit: .fixedAmount(kopecks: 30_000), code: "WELCOME300", minimumTotalKopecks: 150_000),
    PromoCodeDraft(
      benefit: .percent(15), code: "KOTIKI15", target: .categories(["koshki/korma_sukhie", "koshki/korma_vlazhnye"])),
    PromoCodeDraft(benefit: .percent(20), code: "FIRST", oncePerUser: true),
    PromoCodeDraft(benefit: .percent(5), code: "LETO2024", validFrom: "2024-06-01", validUntil: "2024-08-31"),
  ]

  /// Adds the demo codes the database does not have yet (after the demo catalogue, whose categories they name).
  public static func seed(with admin: PromoCodeAdmin) throws {
    for draft in drafts {
      do {
        try admin.add(draft)
      } catch PromoCodeAdminError.codeTaken {
        // Seeded before (or the shop made its own code with this name): keep what is there.
      }
    }
  }
}
