import Foundation
import MeowlsAPI

/// The coders for what the kit stores locally: the wire formats (ISO-8601 dates) with sorted keys.
enum JSONCoding {
  static var decoder: JSONDecoder { JSONDecoder.meowls }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder.meowls
    encoder.outputFormatting.insert(.sortedKeys)
    return encoder
  }
}
