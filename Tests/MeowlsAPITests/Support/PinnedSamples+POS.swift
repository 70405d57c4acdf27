import Foundation

@testable import MeowlsAPI

extension PinnedSample {
  /// The POS wire values and their fixtures (`Fixtures/POS/`).
  static let posSamples: [PinnedSample] =
    floorSamples + [
      PinnedSample([Samples.register], "POS/RegisterList.json"),
      PinnedSample(
        RegisterUnlock(
          authentication: UserAuthentication(expiresAt: Samples.expiry, token: "pos-token"), register: Samples.register,
          staff: Samples.staffMember), "POS/RegisterUnlock.json"),
      PinnedSample(RegisterUnlockRequest(pin: "1234", staffID: id(0x31)), "POS/RegisterUnlockRequest.json"),
      PinnedSample(Samples.staffMember, "POS/StaffMember.json"),
      PinnedSample(
        StaffSession(
          authentication: UserAuthentication(expiresAt: Samples.expiry, token: "pos-token"), staff: Samples.staffMember),
        "POS/StaffSession.json"),
    ]
}
