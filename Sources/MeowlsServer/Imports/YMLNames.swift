import Foundation

/// Product and variant names from offer names, since YML names every offer in full (`Корм Мурлыка 400 г`, `Корм
/// Мурлыка 2 кг`) and MEOWLS names a product and its variants (`Корм Мурлыка`: `400 г`, `2 кг`).
///
/// The rule: the product is named by the words all the group's names begin with, each variant by the words after
/// them (its full name when nothing is left); a single offer, or a group whose names share no first word, names
/// the product after the first offer and each variant in full. Variant names are cut to 100 characters. The export
/// writes a variant's name back as the product's name and the variant's (`YMLNames.offerName`), so an exported
/// feed imports into the same names.
enum YMLNames {
  static func split(_ names: [String]) -> (product: String, variants: [String]) {
    let words = names.map { $0.split(separator: " ") }
    guard names.count > 1, var prefix = words.first else {
      return (names.first ?? "", names.map(variantName))
    }
    for other in words.dropFirst() {
      var count = 0
      while count < prefix.count, count < other.count, prefix[count] == other[count] { count += 1 }
      prefix = Array(prefix.prefix(count))
    }
    guard !prefix.isEmpty, words.contains(where: { $0.count > prefix.count }) else {
      return (names[0], names.map(variantName))
    }
    let product = prefix.joined(separator: " ")
    return (
      product,
      words.map { name in
        let rest = name.dropFirst(prefix.count).joined(separator: " ")
        return variantName(rest.isEmpty ? product : rest)
      }
    )
  }

  /// The offer name of a variant in the export: the variant's own when it begins with the product's name (or the
  /// product has one variant), else the product's name and the variant's.
  static func offerName(product: String, variant: String, variants: Int) -> String {
    if variants == 1 || variant == product || variant.hasPrefix(product + " ") {
      return variants == 1 ? product : variant
    }
    return product + " " + variant
  }

  private static func variantName(_ name: String) -> String {
    String(name.prefix(100)).trimmingCharacters(in: .whitespaces)
  }
}
