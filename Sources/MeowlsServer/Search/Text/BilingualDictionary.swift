/// English words of a pet shop and their Russian counterparts, so an English query finds goods named in Russian
/// ("cat food" → «корм для кошек», "litter" → «наполнитель»). Query-side only: the Russian words are stemmed and
/// matched like a synonym, in the fuzzy tier, so a Latin name that holds the English word itself still ranks first.
///
/// NB: the list is the shop's domain, not a general dictionary: a word that is not here is searched as it is (brand
/// names, which the catalogue writes in Latin, keep matching).
enum BilingualDictionary {
  /// The Russian words for an English word in lower case, its plural (`cats`, `boxes`, `puppies`) read as singular.
  static func russian(for english: String) -> [String] {
    if let words = entries[english] { return words }
    for (suffix, replacement) in [("ies", "y"), ("es", ""), ("s", "")] where english.hasSuffix(suffix) {
      if let words = entries[String(english.dropLast(suffix.count)) + replacement] { return words }
    }
    return []
  }

  static let entries: [String: [String]] = [
    "adult": ["взрослых"], "aquarium": ["аквариум"], "ball": ["мяч"], "bed": ["лежанка"], "beef": ["говядина"],
    "bird": ["птиц", "птица"], "bone": ["кость"], "bowl": ["миска"], "brush": ["щетка", "расческа"],
    "cage": ["клетка"], "canned": ["консервы"], "carrier": ["переноска"], "cat": ["кошка", "кот"],
    "chicken": ["курица"], "clothes": ["одежда"], "collar": ["ошейник"], "comb": ["расческа"],
    "dog": ["собака", "пес"], "drops": ["капли"], "dry": ["сухой"], "duck": ["утка"], "feed": ["корм"],
    "feeder": ["кормушка"], "fish": ["рыба"], "flea": ["блох"], "food": ["корм"], "hamster": ["хомяк"],
    "harness": ["шлейка"], "hay": ["сено"], "house": ["домик"], "jelly": ["желе"], "kitten": ["котенок", "котят"],
    "kitty": ["котенок", "котят"], "lamb": ["ягненок"], "large": ["крупных"], "lead": ["поводок"],
    "leash": ["поводок"], "litter": ["наполнитель"], "medium": ["средних"], "muzzle": ["намордник"],
    "parrot": ["попугай"], "pouch": ["пауч"], "puppy": ["щенок", "щенков"], "rabbit": ["кролик"],
    "rice": ["рис"], "rodent": ["грызун"], "salmon": ["лосось"], "sauce": ["соус"], "scratcher": ["когтеточка"],
    "shampoo": ["шампунь"], "small": ["мелких"], "snack": ["лакомство"], "sterilised": ["стерилизованных"],
    "sterilized": ["стерилизованных"], "tick": ["клещ"], "toilet": ["туалет"], "toy": ["игрушка"],
    "tray": ["лоток"], "treat": ["лакомство"], "tuna": ["тунец"], "turkey": ["индейка"], "vitamin": ["витамины"],
    "water": ["вода"], "wet": ["влажный"],
  ]
}
