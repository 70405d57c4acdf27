extension StringTable {
  /// The Russian texts of checkout, orders, the profile, the merge report and the shop's static pages.
  ///
  /// NB: kept apart from `russian`'s main list so the screens that are added side by side do not all edit one
  /// literal; `russian` takes these in.
  static let russianAccount: [LocalizedString: String] = [
    .cartMergeCart: "Товары, которые вы положили в корзину до входа, теперь в корзине вашего аккаунта.",
    .cartMergeFavorites: "В избранное аккаунта перенесено: {0}.",
    .cartMergeLine: "{0}: хотели {1} шт., в корзине {2} шт.",
    .cartMergeTitle: "Перенесли в ваш аккаунт",
    .checkoutAddress: "Адрес доставки",
    .checkoutChooseSuggestion: "Выберите подходящий вариант",
    .checkoutComment: "Комментарий к заказу",
    .checkoutDateTime: "Дата и время доставки",
    .checkoutDelivery: "Способ получения",
    .checkoutFlat: "Квартира",
    .checkoutHouse: "Дом",
    .checkoutNoSuggestions: "Подсказок не нашлось. Проверьте написание или оставьте как есть.",
    .checkoutPayment: "Способ оплаты",
    .checkoutPickupPoint: "Пункт самовывоза",
    .checkoutPickupPointHoldsAll: "Весь заказ в наличии здесь",
    .checkoutPickupPointHoldsPart: "Здесь есть не все товары из корзины",
    .checkoutPlaceOrder: "Подтвердить заказ",
    .checkoutPlacedMessage: "Спасибо за заказ! Следить за ним можно в разделе «Мои заказы».",
    .checkoutRecipient: "Получатель",
    .checkoutStreet: "Улица",
    .checkoutSuggest: "Подсказать",
    .checkoutTitle: "Оформление заказа",
    .checkoutUpdate: "Обновить",
    .checkoutViewOrder: "Перейти к заказу",
    .orderCancel: "Отменить заказ",
    .orderCancelKeep: "Не отменять",
    .orderCancelYes: "Да, отменить",
    .orderComment: "Комментарий",
    .orderCourier: "Доставка курьером: {0}",
    .orderDate: "Дата заказа",
    .orderDelivery: "Получение",
    .orderGoToCart: "Перейти в корзину",
    .orderItems: "Товары",
    .orderNumber: "Заказ № {0}",
    .orderPaid: "Оплачен",
    .orderPayment: "Оплата",
    .orderPaymentCard: "Картой при получении",
    .orderPaymentCash: "Наличными при получении",
    .orderPickup: "Самовывоз: {0}",
    .orderRecipient: "Получатель",
    .orderRepeat: "Повторить заказ",
    .orderRepeated: "Товары заказа добавлены в корзину.",
    .orderStatus: "Статус",
    .ordersEmpty: "Заказов пока нет — самое время выбрать что-нибудь питомцу.",
    .pageContacts: "Контакты",
    .pageContactsText: """
    Горячая линия MEOWLS: 8 800 000-00-00, ежедневно с 8:00 до 22:00 по Москве, звонок бесплатный.

    Эл. почта: help@meowls.example. Отвечаем в течение рабочего дня.

    Адреса и часы работы магазинов — при выборе самовывоза в оформлении заказа.
    """,
    .pageDelivery: "Доставка",
    .pageDeliveryText: """
    Курьер привезёт заказ в выбранный день и интервал времени. Стоимость доставки видна в корзине до оформления.

    Самовывоз из магазина MEOWLS бесплатный: заказ ждёт вас в магазине, который вы выбрали.

    Оплатить заказ можно картой или наличными при получении.
    """,
    .pagePrivacyPolicy: "Обработка персональных данных",
    .pagePrivacyPolicyText: """
    MEOWLS обрабатывает имя, телефон, эл. почту и адрес доставки только для того, чтобы оформить и доставить \
    ваши заказы и связаться с вами по ним.

    Мы не передаём данные третьим лицам, кроме курьера, который везёт ваш заказ.

    Вы можете изменить свои данные в профиле или удалить аккаунт вместе с ними в любой момент.
    """,
    .pageRefund: "Возврат",
    .pageRefundText: """
    Товар надлежащего качества можно вернуть в течение 14 дней, если сохранены упаковка и чек.

    Деньги возвращаются тем же способом, каким был оплачен заказ, в течение 10 дней.
    """,
    .pageUserAgreement: "Пользовательское соглашение",
    .pageUserAgreementText: """
    Регистрируясь в MEOWLS, вы соглашаетесь указывать достоверные данные и не передавать доступ к аккаунту \
    другим людям.

    Цены и наличие товаров могут меняться; в заказе действует цена на момент оформления.

    Мы можем отменить заказ, если товара не оказалось в наличии, и сообщим вам об этом.
    """,
    .profileBirthdayOnce: "Дату рождения можно указать только один раз.",
    .profileDeleteAccount: "Удалить аккаунт",
    .profileDeleteAccountYes: "Да, удалить навсегда",
    .profileEdit: "Изменить данные",
    .profileGenderNone: "Не указан",
    .profileInformation: "Информация",
    .registrationAgreement: "Регистрируясь, вы принимаете условия документов:",
  ]
}
