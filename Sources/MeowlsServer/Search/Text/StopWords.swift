/// Prepositions and conjunctions that a query does not require ("фильтр для аквариума" needs no «для» in the name,
/// "корма для кошек" finds the category «Корма» of «Кошки»), as the original server's PostgreSQL `russian`
/// configuration dropped them. A query of stop words only still searches for them.
enum StopWords {
  static let all: Set<String> = [
    "a", "and", "for", "of", "the", "with", "без", "в", "во", "для", "до", "за", "и", "из", "к", "ко", "на", "над",
    "о", "об", "от", "по", "под", "при", "с", "со", "у",
  ]
}
