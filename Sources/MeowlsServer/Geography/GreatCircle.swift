import Foundation

/// Distances on the Earth's surface.
enum GreatCircle {
  /// The haversine distance in kilometres (R = 6371 km) between two points given in degrees.
  static func kilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let radians = Double.pi / 180
    let dLat = (lat2 - lat1) * radians
    let dLon = (lon2 - lon1) * radians
    let a = pow(sin(dLat / 2), 2) + cos(lat1 * radians) * cos(lat2 * radians) * pow(sin(dLon / 2), 2)
    return 6371 * 2 * atan2(sqrt(a), sqrt(1 - a))
  }
}
