import Foundation
import MeowlsAPI

/// The SQL of the geography routes.
struct GeographyStorage: Sendable {
  /// Every city the back office has not hidden, in catalogue order (the seed order; equal positions by name), with its
  /// centre when known.
  func cities(_ connection: any DatabaseConnection) throws -> [City] {
    try connection.query("SELECT id, name, latitude, longitude FROM cities WHERE hidden = 0 ORDER BY position, name")
      .map { row in
        let location: Location? =
          if case .null = row[2] { nil } else { Location(latitude: try row.double(2), longitude: try row.double(3)) }
        return City(id: City.ID(try CatalogStorage.uuid(row, 0)), location: location, name: try row.string(1))
      }
  }
}
