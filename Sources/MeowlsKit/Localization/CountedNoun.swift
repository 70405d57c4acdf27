/// A phrase with a count in it, written with the plural rules of each language (`Localizer.count(_:_:)`).
public enum CountedNoun: String, CaseIterable, Hashable, Sendable {
  /// "5 дней".
  case days
  /// "3 часа".
  case hours
  /// "2 товара".
  case items
  /// "Найдено 5 товаров" (search results header).
  case itemsFound
  /// "21 минута".
  case minutes
  /// "3 заказа".
  case orders
  /// "4 магазина".
  case shops
  /// "2 товара недоступны".
  case unavailableItems
}
