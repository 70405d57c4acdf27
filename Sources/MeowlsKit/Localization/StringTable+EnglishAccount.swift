extension StringTable {
  /// The English texts of checkout, orders, the profile, the merge report and the shop's static pages
  /// (`russianAccount`'s counterpart).
  static let englishAccount: [LocalizedString: String] = [
    .cartMergeCart: "What you put in the cart before logging in is now in your account's cart.",
    .cartMergeFavorites: "Moved to your account's favourites: {0}.",
    .cartMergeLine: "{0}: wanted {1}, in the cart {2}",
    .cartMergeTitle: "Moved to your account",
    .checkoutAddress: "Delivery address",
    .checkoutChooseSuggestion: "Choose the right one",
    .checkoutComment: "Comment on the order",
    .checkoutDateTime: "Delivery date and time",
    .checkoutDelivery: "How you get it",
    .checkoutFlat: "Flat",
    .checkoutHouse: "House",
    .checkoutNoSuggestions: "No suggestions. Check the spelling or keep it as typed.",
    .checkoutPayment: "Payment",
    .checkoutPickupPoint: "Pick-up point",
    .checkoutPickupPointHoldsAll: "Everything in your cart is in stock here",
    .checkoutPickupPointHoldsPart: "Not everything in your cart is in stock here",
    .checkoutPlaceOrder: "Place the order",
    .checkoutPlacedMessage: "Thank you for your order! Follow it under “My orders”.",
    .checkoutRecipient: "Recipient",
    .checkoutStreet: "Street",
    .checkoutSuggest: "Suggest",
    .checkoutTitle: "Checkout",
    .checkoutUpdate: "Update",
    .checkoutViewOrder: "View the order",
    .orderCancel: "Cancel the order",
    .orderCancelKeep: "Keep the order",
    .orderCancelYes: "Yes, cancel it",
    .orderComment: "Comment",
    .orderCourier: "Courier delivery: {0}",
    .orderDate: "Ordered on",
    .orderDelivery: "Delivery",
    .orderGoToCart: "Go to the cart",
    .orderItems: "Items",
    .orderNumber: "Order No. {0}",
    .orderPaid: "Paid",
    .orderPayment: "Payment",
    .orderPaymentCard: "By card on receipt",
    .orderPaymentCash: "In cash on receipt",
    .orderPickup: "Pick-up: {0}",
    .orderRecipient: "Recipient",
    .orderRepeat: "Order again",
    .orderRepeated: "The order's items are in your cart.",
    .orderStatus: "Status",
    .ordersEmpty: "No orders yet: a good moment to pick something for your pet.",
    .pageContacts: "Contacts",
    .pageContactsText: """
    MEOWLS hotline: 8 800 000-00-00, every day from 8:00 to 22:00 Moscow time, free of charge.

    E-mail: help@meowls.example. We answer within a working day.

    The shops' addresses and opening hours are listed when you choose pick-up at checkout.
    """,
    .pageDelivery: "Delivery",
    .pageDeliveryText: """
    A courier brings your order on the day and in the time slot you chose. The cart shows the delivery cost \
    before you order.

    Pick-up at a MEOWLS shop is free: the order waits for you at the shop you chose.

    Pay by card or in cash when you receive the order.
    """,
    .pagePrivacyPolicy: "Processing of personal data",
    .pagePrivacyPolicyText: """
    MEOWLS processes your name, phone, e-mail and delivery address only to place and deliver your orders and to \
    contact you about them.

    We pass no data to anyone except the courier who brings your order.

    You can change your data in the profile, or delete the account and the data with it, at any time.
    """,
    .pageRefund: "Returns",
    .pageRefundText: """
    Goods of proper quality can be returned within 14 days with their packaging and receipt.

    The money goes back the way the order was paid, within 10 days.
    """,
    .pageUserAgreement: "User agreement",
    .pageUserAgreementText: """
    By signing up with MEOWLS you agree to give true details and not to share access to your account.

    Prices and stock may change; an order keeps the price it was placed at.

    We may cancel an order when an item turns out to be out of stock, and we will tell you so.
    """,
    .profileBirthdayOnce: "The birthday can be set only once.",
    .profileDeleteAccount: "Delete the account",
    .profileDeleteAccountYes: "Yes, delete it for good",
    .profileEdit: "Edit details",
    .profileGenderNone: "Not given",
    .profileInformation: "Information",
    .registrationAgreement: "By signing up you accept the terms of:",
  ]
}
