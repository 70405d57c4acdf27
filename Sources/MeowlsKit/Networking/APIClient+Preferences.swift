import MeowlsAPI

extension APIClient.Preferences {
  /// The city and language stored in `settings` (`RegionService.select`, `SettingsKey.language`); Russian when no
  /// language was chosen. NB: read on every request, so a new choice applies to the next request.
  public static func stored(in settings: any SettingsStore) -> Self {
    Self(
      cityID: { settings.value(City.self, forKey: .region)?.id },
      language: { settings.value(AppLanguage.self, forKey: .language) ?? .ru })
  }
}
