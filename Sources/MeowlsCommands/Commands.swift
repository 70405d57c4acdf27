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
    ])

  public static let migrate = CommandSpec(
    name: "migrate", summary: "Bring the database schema up to date and exit.",
    options: [
      OptionSpec(
        "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file")
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

  public static let reindex = CommandSpec(
    name: "reindex",
    summary: "Rebuild the search index from scratch, report it, and make running servers rebuild theirs.",
    options: [
      OptionSpec(
        "db", value: "path", environment: "MEOWLS_DB", default: "./meowls.sqlite", help: "SQLite database file")
    ])

  public static let all = [serve, migrate, seed, reindex]
  public static let parser = ArgumentParser(commands: all)
}
