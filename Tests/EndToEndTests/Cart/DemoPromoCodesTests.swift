import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct DemoPromoCodesTests {
  static let listing = [
    PromoCodeListing(
      benefit: "20%", code: "FIRST", coverage: "everything", state: .active, minimumTotal: nil, oncePerUser: true,
      redemptions: 0, validFrom: nil, validUntil: nil),
    PromoCodeListing(
      benefit: "15%", code: "KOTIKI15", coverage: "koshki/korma_sukhie, koshki/korma_vlazhnye", state: .active,
      minimumTotal: nil, oncePerUser: false, redemptions: 0, validFrom: nil, validUntil: nil),
    PromoCodeListing(
      benefit: "5%", code: "LETO2024", coverage: "everything", state: .expired, minimumTotal: nil, oncePerUser: false,
      redemptions: 0, validFrom: "2024-06-01", validUntil: "2024-08-31"),
    PromoCodeListing(
      benefit: "10%", code: "MEOW10", coverage: "everything", state: .active, minimumTotal: nil, oncePerUser: false,
      redemptions: 0, validFrom: nil, validUntil: nil),
    PromoCodeListing(
      benefit: "300 ₽", code: "WELCOME300", coverage: "everything", state: .active, minimumTotal: "1500 ₽",
      oncePerUser: false, redemptions: 0, validFrom: nil, validUntil: nil),
  ]

  @Test func theDemoShopIsSeededWithItsPromoCodesOnce() throws {
    let server = try TestServer { $0.seedsDemoCatalogue = true }
    let admin = PromoCodeAdmin(database: server.application.database, clock: .constant(server.clock.now), random: .live)
    #expect(try admin.list() == Self.listing)
    try DemoPromoCodes.seed(with: admin)
    #expect(try admin.list() == Self.listing)
  }
}
