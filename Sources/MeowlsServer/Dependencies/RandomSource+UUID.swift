import Foundation

extension RandomSource {
  /// A version-4 (random) UUID made from 16 bytes of this source, so ids are repeatable under a seeded source.
  public func uuid() -> UUID {
    var b = bytes(16)
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return UUID(
      uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
  }
}
