// swift-tools-version:6.0
import PackageDescription

// NB: every C library comes from a Debian package through a tiny systemLibrary target;
// no Swift package from outside can be fetched on the build machines.
let package = Package(
  name: "MEOWLS",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "meowls", targets: ["meowls"]),
    .executable(name: "meowls-bench", targets: ["meowls-bench"]),
    .library(name: "MeowlsAPI", targets: ["MeowlsAPI"]),
    .library(name: "MeowlsKit", targets: ["MeowlsKit"]),
  ],
  targets: [
    // NB: libarchive reads the YML import's picture archives (ZIP): it checks each entry's CRC, reads entries as
    // streams whatever their headers claim (so a zip bomb is stopped at a limit), and is Debian's maintained reader.
    .systemLibrary(
      name: "CArchive", pkgConfig: "libarchive",
      providers: [.apt(["libarchive-dev"])]),
    // NB: libpq is Debian's maintained PostgreSQL client library (the protocol, TLS, authentication, prepared
    // statements); the PostgreSQL engine speaks to the server only through it.
    .systemLibrary(
      name: "CLibPQ", pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"])]),
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(
      name: "CQRencode", pkgConfig: "libqrencode",
      providers: [.apt(["libqrencode-dev"])]),
    .systemLibrary(
      name: "CSodium", pkgConfig: "libsodium",
      providers: [.apt(["libsodium-dev"])]),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
    // NB: libvips resizes and encodes the catalogue's pictures (shrink-on-load, streaming, thread-safe).
    .systemLibrary(name: "CVips", providers: [.apt(["libvips-dev"])]),
    // NB: zlib deflates the list forms the catalogue keeps in memory against a preset dictionary (a third to a
    // fifth of their size), the most widely used compression library there is, and Debian's.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "MeowlsAPI"),
    // NB: the apps' core depends on the wire contract only, never on the server (style rule 1).
    .target(name: "MeowlsKit", dependencies: ["MeowlsAPI"]),
    .target(
      name: "MeowlsServer",
      dependencies: [
        "MeowlsAPI", "CArchive", "CLibPQ", "CMicroHTTPD", "CQRencode", "CSodium", "CSQLite", "CStemmer", "CVips",
        "CZlib",
      ],
      resources: [.copy("Catalog/DemoShop/Data"), .copy("Suggestions/SuggestionData")]),
    // NB: the web Store draws the kit's screens and never sees the server; the command wires the two together.
    .target(name: "MeowlsWeb", dependencies: ["MeowlsAPI", "MeowlsKit"], resources: [.copy("Assets")]),
    // NB: the till hosts the POS Kit and the web POS on the counter machine; like the web, it never sees the server.
    .target(name: "MeowlsTill", dependencies: ["MeowlsAPI", "MeowlsKit", "MeowlsWeb"]),
    .target(
      name: "MeowlsCommands", dependencies: ["MeowlsServer", "MeowlsAPI", "MeowlsKit", "MeowlsTill", "MeowlsWeb"]),
    .executableTarget(name: "meowls", dependencies: ["MeowlsCommands"]),
    .executableTarget(
      name: "meowls-bench", dependencies: ["MeowlsServer", "MeowlsAPI", "MeowlsTestSupport"],
      path: "Benchmarks/Sources/meowls-bench"),
    .testTarget(
      name: "MeowlsAPITests", dependencies: ["MeowlsAPI", "MeowlsTestSupport"], resources: [.copy("Fixtures")]),
    .target(name: "MeowlsTestSupport", dependencies: ["MeowlsAPI", "MeowlsServer"], path: "Tests/MeowlsTestSupport"),
    .testTarget(name: "MeowlsServerTests", dependencies: ["MeowlsServer", "MeowlsTestSupport"]),
    .testTarget(name: "MeowlsCommandsTests", dependencies: ["MeowlsCommands", "MeowlsTestSupport", "MeowlsTill"]),
    .testTarget(name: "MeowlsKitTests", dependencies: ["MeowlsKit", "MeowlsServer", "MeowlsTestSupport"]),
    .testTarget(name: "MeowlsWebTests", dependencies: ["MeowlsWeb", "MeowlsKit", "MeowlsAPI", "MeowlsTestSupport"]),
    .testTarget(name: "MeowlsTillTests", dependencies: ["MeowlsTill", "MeowlsKit", "MeowlsAPI", "MeowlsWeb"]),
    .testTarget(name: "EndToEndTests", dependencies: ["MeowlsServer", "MeowlsAPI", "MeowlsTestSupport"]),
    // NB: the benchmarks' own judgement (the soak's verdict) is logic like any other, so it is tested too.
    .testTarget(name: "BenchmarkTests", dependencies: ["meowls-bench"]),
  ],
  swiftLanguageModes: [.v6]
)

// NB: the libFuzzer targets (Fuzz/, `make fuzz`) exist only when MEOWLS_FUZZ=1. They have no `main` of their own
// (libFuzzer brings it) and link only when built with `-sanitize=fuzzer`, so a plain `swift build` must not see them;
// being in this package lets them test internal parsers with `@testable import` (debug builds enable testing).
// Docs/testing.md tells the whole story.
if Context.environment["MEOWLS_FUZZ"] == "1" {
  package.targets.append(
    .target(name: "FuzzSupport", dependencies: ["MeowlsAPI", "MeowlsServer"], path: "Fuzz/Sources/FuzzSupport"))
  for name in ["FuzzBarcodes", "FuzzBodies", "FuzzPhones", "FuzzPriceList", "FuzzRoutes", "FuzzYML"] {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["FuzzSupport", "MeowlsAPI", "MeowlsKit", "MeowlsServer"],
        path: "Fuzz/Sources/\(name)",
        // NB: a one-file executable is otherwise compiled as a main file, whose generated entry point clashes with
        // the `<Target>_main` each target defines for the linker (see FuzzDriver).
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
  }
}
