import MeowlsAPI

/// The command table of `meowls`.
public enum Commands {
  public static let version = "0.1.0"

  public static let serve = CommandSpec(
    name: "serve", summary: "Serve the MEOWLS API (creates and migrates the database on first start).",
    options: [
      OptionSpec(
        "host", value: "address", environment: "MEOWLS_HOST", default: "127.0.0.1", help: "address to listen on"),
      OptionSpec(
        "port", value: "number", environment: "MEOWLS_PORT", default: "8080", help: "TCP port (0: any free port)"),
      OptionSpec(
        "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file"),
      OptionSpec(
        "threads", value: "count", environment: "MEOWLS_THREADS", help: "worker threads (default: one per core)"),
      OptionSpec(
        "public-url", value: "URL", environment: "MEOWLS_PUBLIC_URL",
        help: "URL clients reach the server at (default: http://host:port)"),
      OptionSpec(
        "idle-timeout", value: "seconds", environment: "MEOWLS_IDLE_TIMEOUT", default: "30",
        help: "close idle connections after this long"),
      OptionSpec(
        "max-connections", value: "count", environment: "MEOWLS_MAX_CONNECTIONS", default: "1024",
        help: "connections served at once"),
      OptionSpec(
        "max-connections-per-address", value: "count", environment: "MEOWLS_MAX_CONNECTIONS_PER_ADDRESS",
        default: "128", help: "connections one client address may hold at once"),
      OptionSpec(
        "head-timeout", value: "seconds", environment: "MEOWLS_HEAD_TIMEOUT", default: "10",
        help: "time a client has to send a request's line and headers"),
      OptionSpec(
        "body-timeout", value: "seconds", environment: "MEOWLS_BODY_TIMEOUT", default: "30",
        help: "time a client has to send a request's body after its headers"),
      OptionSpec(
        "courier-cost", value: "RUB", environment: "MEOWLS_COURIER_COST", default: "39",
        help: "what courier delivery costs (pick-up is free)"),
      OptionSpec(
        "jobs-poll", value: "seconds", environment: "MEOWLS_JOBS_POLL", default: "10",
        help: "how often background jobs are looked for (0: never)"),
      OptionSpec(
        "order-jobs-every", value: "seconds", environment: "MEOWLS_ORDER_JOBS_EVERY", default: "3600",
        help: "how often overdue orders are completed or cancelled"),
      OptionSpec(
        "payment-delay", value: "seconds", environment: "MEOWLS_PAYMENT_DELAY", default: "300",
        help: "when the simulated payment runs after a purchase"),
    ])

  public static let migrate = CommandSpec(
    name: "migrate", summary: "Bring the database schema up to date and exit.",
    options: [
      OptionSpec(
        "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file")
    ])

  public static let userAdd = CommandSpec(
    name: "user add",
    summary: "Create a staff account (cashier, manager, courier or admin); customers register in the app.",
    options: [
      OptionSpec("role", value: "role", help: "cashier, manager, courier or admin (required)"),
      OptionSpec("phone", value: "phone", help: "the phone the account signs in with (required)"),
      OptionSpec(
        "password", value: "password", environment: "MEOWLS_USER_PASSWORD",
        help: "\(PasswordPolicy.description) (required)"),
      OptionSpec("name", value: "name", help: "the given name"),
      OptionSpec(
        "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file"),
    ])

  public static let seed = CommandSpec(
    name: "seed", summary: "Load a catalogue into an empty database: the demo shop, or a large synthetic one.",
    options: [
      OptionSpec.flag("demo", help: "the demo shop (715 products, sale dates relative to today)"),
      OptionSpec(
        "synthetic", value: "count",
        help: "the demo shop grown to <count> products with generated variations (benchmarks)"),
      OptionSpec(
        "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file"),
    ])

  /// `--db`, for the promo commands.
  static let databaseOption = OptionSpec(
    "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file")

  public static let promoAdd = CommandSpec(
    name: "promo add", summary: "Create a promo code: a percentage or an amount off, with optional limits.",
    options: [
      OptionSpec("code", value: "code", help: "letters, digits, '-' or '_'; typed in any case (required)"),
      OptionSpec("percent", value: "N", help: "N % off the covered lines, 1-100 (this or --amount)"),
      OptionSpec("amount", value: "RUB", help: "roubles off the covered lines, e.g. 300 or 99.50"),
      OptionSpec("from", value: "yyyy-MM-dd", help: "the first day it works (UTC)"),
      OptionSpec("until", value: "yyyy-MM-dd", help: "the last day it works (UTC)"),
      OptionSpec("min-total", value: "RUB", help: "the order total it needs, after product discounts"),
      OptionSpec("product", value: "id,...", help: "cover only these products (ids or product codes)"),
      OptionSpec(
        "category", value: "code,...",
        help: "cover only products in these categories and below (koshki/korma_sukhie, a unique code or an id)"),
      OptionSpec.flag("once-per-user", help: "each customer may use it for one order only"),
      databaseOption,
    ])

  public static let promoList = CommandSpec(
    name: "promo list", summary: "List the promo codes with their limits and how often orders used them.",
    options: [databaseOption])

  public static let promoDisable = CommandSpec(
    name: "promo disable", summary: "Stop a promo code from working (carts holding it drop it).",
    options: [OptionSpec("code", value: "code", help: "the code, in any case (required)"), databaseOption])

  public static let promoEnable = CommandSpec(
    name: "promo enable", summary: "Let a disabled promo code work again (within its dates).",
    options: [OptionSpec("code", value: "code", help: "the code, in any case (required)"), databaseOption])

  public static let reindex = CommandSpec(
    name: "reindex",
    summary: "Rebuild the search index from scratch, report it, and make running servers rebuild theirs.",
    options: [databaseOption])

  public static let shopList = CommandSpec(
    name: "shop list", summary: "List the shops with their codes, registers and how many staff work there.",
    options: [databaseOption])

  public static let shopRegisterAdd = CommandSpec(
    name: "shop register add", summary: "Add a register (till) to a shop; it gets the shop's next number.",
    options: [
      OptionSpec("shop", value: "code", help: "the shop's code or id (required; see shop list)"),
      OptionSpec("name", value: "name", help: "the name on screen and receipts (default: Касса <number>)"),
      databaseOption,
    ])

  public static let staffAdd = CommandSpec(
    name: "staff add",
    summary: "Create a staff account (as user add), optionally assigned to a shop and with a PIN.",
    options: userAdd.options.filter { $0.name != "db" } + [
      OptionSpec("shop", value: "code", help: "the shop's code or id to assign the account to"),
      OptionSpec("pin", value: "digits", environment: "MEOWLS_STAFF_PIN", help: "a 4-6 digit PIN"),
      databaseOption,
    ])

  public static let staffAssign = CommandSpec(
    name: "staff assign", summary: "Assign a staff member to a shop (moving them from their current one).",
    options: [
      OptionSpec("phone", value: "phone", help: "the staff member's phone (required)"),
      OptionSpec("shop", value: "code", help: "the shop's code or id (required)"),
      databaseOption,
    ])

  public static let staffPIN = CommandSpec(
    name: "staff pin", summary: "Set or reset a staff member's PIN (and lift a lock after wrong tries).",
    options: [
      OptionSpec("phone", value: "phone", help: "the staff member's phone (required)"),
      OptionSpec("pin", value: "digits", environment: "MEOWLS_STAFF_PIN", help: "4-6 digits (required)"),
      databaseOption,
    ])

  public static let staffList = CommandSpec(
    name: "staff list", summary: "List the staff (of one shop when --shop is given) with role, shop and PIN.",
    options: [OptionSpec("shop", value: "code", help: "only this shop's staff (code or id)"), databaseOption])

  public static let all = [
    serve, migrate, seed, reindex, userAdd, promoAdd, promoList, promoDisable, promoEnable, shopList, shopRegisterAdd,
    staffAdd,
    staffAssign, staffPIN, staffList,
  ]
  public static let parser = ArgumentParser(commands: all)
}
