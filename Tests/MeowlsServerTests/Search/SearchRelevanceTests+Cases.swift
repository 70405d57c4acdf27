extension SearchRelevanceTests {
  static let felixWet = "Felix (Кошки / Корма влажные)"

  /// Plain words of the catalogue: the category first, then its products.
  static let words: [SearchRelevanceCase] = [
    .init("наполнитель", "word", .first("Наполнители и туалеты (Кошки)"), .top(5, containing: ["наполнител"])),
    .init("лоток", "word", .first("Лотки и туалеты (Кошки / Наполнители и туалеты)"), .top(4, containing: ["лот"])),
    .init("намордник", "word", .first("Намордники (Собаки / Амуниция)"), .top(4, containing: ["намордник"])),
    .init("аквариум", "word", .first("Аквариумы (Рыбы)"), .top(5, containing: ["аквариум"])),
    .init("сено", "word", .first("Сено и наполнители (Грызуны)"), .top(4, containing: ["сено"])),
    .init("мяч", "word", .top(3, containing: ["мяч"])),
    .init("рулетка", "word", .first("Поводки и рулетки (Собаки / Амуниция)"), .top(4, containing: ["рулетк"])),
    .init("тунец", "word", .firstProduct("Felix Аппетитные кусочки, тунец в желе, пауч для кошек")),
    .init("от блох и клещей", "word", .first("От блох и клещей (Кошки / Ветаптека)"), .top(5, containing: ["блох"])),
    .init("капли на холку", "word", .top(5, containing: ["капли на холку"])),
  ]

  /// Plurals and cases: any form of a word finds the others.
  static let wordForms: [SearchRelevanceCase] = [
    .init("корма", "plural", .first("Корма сухие (Кошки)"), .includes(["Корма (Рыбы)"])),
    .init(
      "когтеточки", "plural", .first("Когтеточки (Кошки / Лежанки, домики, когтеточки)"),
      .top(5, containing: ["когтеточк"])),
    .init(
      "лежанки для кошек", "plural", .first("Лежанки, домики, когтеточки (Кошки)"),
      .firstProduct("Triol лежанка «Сердце» для кошек")),
    .init("переноски для кошек", "plural", .first("Переноски (Кошки / Амуниция)"), .top(4, containing: ["перенос"])),
    .init("игрушки для собак", "plural", .first("Игрушки (Собаки)"), .top(4, containing: ["игрушк"])),
    .init("котята", "plural", .top(5, containing: ["котят"])),
    .init("котенок", "case", .top(5, containing: ["котят"])),
    .init("корма для котят", "case", .top(5, containing: ["корм для котят"])),
    .init("корм для котенка", "case", .top(5, containing: ["корм для котят"])),
    .init("корм для щенка", "case", .top(5, containing: ["корм для щенков"])),
    .init("щенки", "plural", .top(5, containing: ["щенков"])),
    .init("хомяк", "case", .top(5, containing: ["хомяков"])),
    .init("попугай", "case", .top(5, containing: ["попуга"])),
    .init(
      "домик для кошки", "case", .first("Домики (Кошки / Лежанки, домики, когтеточки)"),
      .top(5, containing: ["домик"])),
    .init(
      "витамины для кошек", "plural", .first("Витамины и добавки (Кошки / Ветаптека)"),
      .firstProduct("Фармавит Neo витамины для кошек")),
    .init("кошачий корм", "case", .top(5, containing: ["корм"])),
    .init("стерилизованных", "case", .top(4, containing: ["стерилизованных"])),
    .init("sterilised", "plural", .top(10, containing: ["sterilised", "sterilized"])),
  ]

  /// Typos, by word length: one edit from 4 letters, two from 8.
  static let typos: [SearchRelevanceCase] = [
    .init(
      "шампнь", "typo", .first("Шампуни и кондиционеры (Собаки / Гигиена и уход)"),
      .top(6, containing: ["шампун"])),
    .init(
      "когтеточкка", "typo", .first("Когтеточки (Кошки / Лежанки, домики, когтеточки)"),
      .top(6, containing: ["когтеточк"])),
    .init("вискаас", "typo", .first("Whiskas (Кошки / Корма влажные)"), .top(6, containing: ["Whiskas"])),
    .init("наполнитль", "typo", .first("Наполнители и туалеты (Кошки)"), .top(5, containing: ["наполнител"])),
    .init("лажанка", "typo", .top(5, containing: ["лежанк"])),
    .init("ашейник", "typo", .first("Ошейники (Собаки / Амуниция)"), .top(5, containing: ["ошейник"])),
    .init("корм дляч кошек", "typo", .top(5, containing: ["корм для кошек"])),
    .init("переноска для кошкек", "typo", .top(5, containing: ["перенос"])),
    .init("аквариумм", "typo", .first("Аквариумы (Рыбы)")),
    .init("фельикс", "typo", .first(felixWet)),
  ]

  /// Wrong keyboard layout, both ways.
  static let layouts: [SearchRelevanceCase] = [
    .init("rjhv", "layout", .first("Корма сухие (Кошки)"), .top(7, containing: ["Корма"])),
    .init("сфе", "layout", .top(8, containing: ["cat"])),
    .init(
      "ifvgeym", "layout", .first("Шампуни и кондиционеры (Собаки / Гигиена и уход)"),
      .top(6, containing: ["шампун"])),
    .init("[jvzr", "layout", .top(5, containing: ["хомяков"])),
    .init("kjnjr", "layout", .first("Лотки и туалеты (Кошки / Наполнители и туалеты)")),
    .init("hs,rf", "layout", .top(5, containing: ["рыб"])),
    .init("rjnznf", "layout", .top(5, containing: ["котят"])),
    .init("кщнфд сфтшт", "layout", .first("Royal Canin (Кошки / Корма сухие)")),
    .init("ащщв", "layout", .top(2, containing: ["Food"])),
    .init("atkbrc", "layout", .first(felixWet)),
  ]

  /// Brands typed in the other alphabet.
  static let transliterations: [SearchRelevanceCase] = [
    .init("феликс", "translit", .first(felixWet), .top(6, containing: ["Felix"])),
    .init("фел", "translit", .first(felixWet)),
    .init("вискас", "translit", .first("Whiskas (Кошки / Корма влажные)")),
    .init("роял канин", "translit", .first("Royal Canin (Кошки / Корма сухие)"), .top(8, containing: ["Royal Canin"])),
    .init("royal kanin", "translit", .first("Royal Canin (Кошки / Корма сухие)")),
    .init("пурина", "translit", .first("Purina Pro Plan (Кошки / Корма сухие)")),
    .init("педигри", "translit", .first("Pedigree (Собаки / Корма влажные)")),
    .init("трикси", "translit", .top(10, containing: ["Trixie"])),
    .init("хиллс", "translit", .first("Hill's (Кошки / Корма сухие)")),
    .init("акана", "translit", .top(6, containing: ["Acana"])),
    .init("шеба", "translit", .first("Sheba (Кошки / Корма влажные)")),
    .init("mnyams", "translit", .first("Мнямс (Кошки / Корма влажные)")),
    .init("miratorg", "translit", .top(6, containing: ["Мираторг"])),
    .init("barsik", "translit", .top(5, containing: ["Барсик"])),
    .init("nasha marka", "translit", .first("Наша Марка (Кошки / Корма сухие)")),
    .init("китекет", "translit", .first("Kitekat (Кошки / Корма влажные)")),
    .init("гурмэ", "translit", .first("Gourmet (Кошки / Корма влажные)")),
    .init("проплан", "translit", .top(5, containing: ["Purina Pro Plan"])),
  ]

  /// Brands as written, in any case, typed in full or being typed.
  static let brands: [SearchRelevanceCase] = [
    .init("felix", "brand", .first(felixWet), .includes(["Felix (Кошки / Корма сухие)"])),
    .init("FELIX", "brand", .first(felixWet)),
    .init("royal canin", "brand", .top(8, containing: ["Royal Canin"])),
    .init("purina pro plan", "brand", .top(8, containing: ["Purina Pro Plan"])),
    .init("hills", "brand", .first("Hill's (Кошки / Корма сухие)")),
    .init("versele-laga", "brand", .top(5, containing: ["Versele-Laga"])),
    .init("pi-pi-bent", "brand", .top(4, containing: ["Pi-Pi-Bent"])),
    .init("julius k9", "brand", .top(3, containing: ["Julius-K9"])),
    .init("тетра", "brand", .first("Tetra (Рыбы / Корма)"), .top(6, containing: ["Tetra"])),
    .init("monge", "brand", .first("Monge (Кошки / Корма сухие)")),
  ]

  /// English words for goods named in Russian, through `BilingualDictionary`.
  static let english: [SearchRelevanceCase] = [
    .init("cat food", "english", .top(5, containing: ["корм"]), .top(5, containing: ["кош", "cat"])),
    .init("dog toy", "english", .top(4, containing: ["игрушк"]), .top(4, containing: ["собак"])),
    .init("litter", "english", .first("Наполнители и туалеты (Кошки)"), .top(5, containing: ["наполнител"])),
    .init("cat litter", "english", .top(5, containing: ["наполнител"])),
    .init("dog food", "english", .top(5, containing: ["корм"]), .top(5, containing: ["собак", "dog"])),
    .init("kitten food", "english", .top(5, containing: ["котят", "kitten"])),
    .init("aquarium", "english", .first("Аквариумы (Рыбы)")),
    .init("dog collar", "english", .top(3, containing: ["ошейник"])),
  ]

  /// Russian and English, brand and kind, in one query.
  static let mixed: [SearchRelevanceCase] = [
    .init("royal canin kitten", "mixed", .top(3, containing: ["Royal Canin Kitten"])),
    .init("royal canin для котят", "mixed", .top(3, containing: ["Royal Canin Kitten"])),
    .init("сухой корм kitten", "mixed", .top(5, containing: ["Kitten"]), .top(5, containing: ["сухой корм"])),
    .init("felix пауч", "mixed", .top(10, containing: ["Felix"])),
    .init("whiskas рагу", "mixed", .top(8, containing: ["Whiskas рагу"])),
    .init("cat корм", "mixed", .top(6, containing: ["Cat"])),
    .init("сух корм", "mixed", .first("Корма сухие (Кошки)"), .top(5, containing: ["Корма сухие", "сухой корм"])),
    .init(
      "сухой корм для собак", "mixed", .first("Корма сухие (Собаки)"),
      .top(6, containing: ["Корма сухие", "сухой корм"]), .top(6, containing: ["Собаки", "собак"])),
    .init("корм для стерилизованных кошек", "mixed", .top(3, containing: ["стерилизованных"])),
    .init(
      "наполнитель & лоток", "alternatives",
      .includes(["Наполнители и туалеты (Кошки)", "Лотки и туалеты (Кошки / Наполнители и туалеты)"])),
    .init("felix & whiskas", "alternatives", .includes([felixWet, "Whiskas (Кошки / Корма влажные)"])),
  ]

  /// Queries the shop has nothing for.
  static let nothingFound: [SearchRelevanceCase] = [
    .init("zzzzqqq", "zero", .nothing),
    .init("фывапролд", "zero", .nothing),
    .init("слон", "zero", .nothing),
    .init("royal canin аквариум", "zero", .nothing),
    .init("&", "zero", .nothing),
  ]
}
