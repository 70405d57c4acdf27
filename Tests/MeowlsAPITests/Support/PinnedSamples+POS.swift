import Foundation

@testable import MeowlsAPI

extension PinnedSample {
  /// The POS wire values and their fixtures (`Fixtures/POS/`).
  static let posSamples: [PinnedSample] = [
    PinnedSample([Samples.register], "POS/RegisterList.json"),
    PinnedSample(
      RegisterUnlock(
        authentication: UserAuthentication(expiresAt: Samples.expiry, token: "pos-token"), register: Samples.register,
        staff: Samples.staffMember), "POS/RegisterUnlock.json"),
    PinnedSample(RegisterUnlockRequest(pin: "1234", staffID: id(0x31)), "POS/RegisterUnlockRequest.json"),
    PinnedSample(
      ShiftCloseRequest(counted: [TenderAmount(amount: Money(kopecks: 512_050), tender: .cash)]),
      "POS/ShiftCloseRequest.json"),
    PinnedSample(
      ShiftReport(
        cashExpected: Money(kopecks: 512_050), cashIn: Money(rubles: 500), cashOut: Money(rubles: 1000),
        discounts: Money(kopecks: 4_950), generatedAt: Samples.expiry, kind: .z, openingFloat: Money(rubles: 5000),
        returns: ShiftTally(count: 1, total: Money(rubles: 100)),
        sales: ShiftTally(count: 3, total: Money(kopecks: 212_050)),
        shift: Shift(
          closedAt: Samples.expiry, closedBy: id(0x31), id: id(0x33), number: 7, openedAt: Samples.expiry,
          openedBy: id(0x31), openingFloat: Money(rubles: 5000), registerID: Samples.register.id,
          shopID: Samples.shop.id, status: .closed),
        tenders: [
          ShiftTenderLine(
            counted: Money(rubles: 5100), difference: Money(kopecks: -2_050), expected: Money(kopecks: 512_050),
            refunds: Money(rubles: 100), sales: Money(kopecks: 112_050), tender: .cash),
          ShiftTenderLine(
            counted: Money(rubles: 1000), difference: .zero, expected: Money(rubles: 1000), refunds: .zero,
            sales: Money(rubles: 1000), tender: .card),
        ]), "POS/ShiftReport.json"),
    PinnedSample(
      ShiftOpenRequest(openingFloat: Money(rubles: 5000), registerID: Samples.register.id), "POS/ShiftOpenRequest.json"),
    PinnedSample(Samples.staffMember, "POS/StaffMember.json"),
    PinnedSample(
      StaffSession(
        authentication: UserAuthentication(expiresAt: Samples.expiry, token: "pos-token"), staff: Samples.staffMember),
      "POS/StaffSession.json"),
  ]
}
