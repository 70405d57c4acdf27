import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Test func transliterationMatchesTheShopsCodes() {
  #expect(DemoTransliteration.code("Корма сухие") == "korma_sukhie")
  #expect(DemoTransliteration.code("Лежанки, домики, когтеточки") == "lezhanki_domiki_kogtetochki")
  #expect(DemoTransliteration.code("ТерриториЯ") == "territoriya")
  #expect(DemoTransliteration.code("Hill's Science Plan") == "hills_science_plan")
  #expect(
    DemoTransliteration.code("Felix Sensation Говядина/Сыр пауч для кошек 75 г")
      == "felix_sensation_govyadina_syr_pauch_dlya_koshek_75_g")
  #expect(DemoTransliteration.code("  Ёжик — щётка №1 ") == "ezhik_shchetka_1")
}
