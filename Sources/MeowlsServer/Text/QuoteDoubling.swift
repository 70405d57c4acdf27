extension String {
  /// The text with every double quote doubled, as CSV fields and SQL identifiers escape it.
  ///
  /// NB: by Unicode scalars: a quote followed by a combining mark is one Character with it, so a search by
  /// characters (`replacingOccurrences`) left that quote single and the field ended early (found by FuzzPriceList).
  var doublingQuotes: String {
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      scalars.append(scalar)
      if scalar == "\"" { scalars.append(scalar) }
    }
    return String(scalars)
  }
}
