// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "weekly-digest",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "weekly-digest", targets: ["weekly-digest"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // libcurl, linked (libcurl4-openssl-dev), with typed functions for its variadic setters.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // glibc's mallopt, for running under an address-space limit.
        .systemLibrary(name: "CMalloc"),
        .target(name: "DigestCore", swiftSettings: strict),
        // One libcurl transfer, as HTTP and SMTP both drive it.
        .target(name: "DigestCurl", dependencies: ["CCurl"], swiftSettings: strict),
        // templates/ and sample/ compiled in, so the binary needs nothing beside it.
        .executableTarget(name: "embed-files", swiftSettings: strict),
        .plugin(name: "EmbedDefaults", capability: .buildTool(), dependencies: ["embed-files"]),
        .target(name: "DigestDefaults", swiftSettings: strict, plugins: ["EmbedDefaults"]),
        .target(
            name: "DigestSources",
            dependencies: [
                "DigestCore", "DigestDefaults", "DigestCurl", "CCurl", .product(name: "Logging", package: "swift-log"),
                // HMAC-SHA1 for X's OAuth 1.0a signatures (RFC 5849).
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "DigestRender", dependencies: ["DigestCore", "DigestDefaults", "CCmark"],
            swiftSettings: strict),
        // The system edge: files written atomically, folders, locks, child processes, the process's
        // own arguments and streams.
        .target(
            name: "DigestSystem",
            dependencies: [
                "DigestCore", .product(name: "Logging", package: "swift-log"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: strict),
        // The stored weeks and the site: the layout's files, snapshots, the index, the builder
        // that drives the renderers, the writer and its stages, the check.
        .target(
            name: "DigestSite", dependencies: ["DigestRender", "DigestSystem", "DigestCore"], swiftSettings: strict),
        // Delivery: the publishing targets (folder, git, rsync) and mail (MIME, SMTP, sendmail, the ledger).
        .target(
            name: "DigestDelivery", dependencies: ["DigestSite", "DigestSystem", "DigestCore", "DigestCurl", "CCurl"],
            swiftSettings: strict),
        // The application: settings, and each command's work as a job: plain values in (the options,
        // the settings, the time), a report out (the lines to print, the exit status); the world
        // reached through the services it is given.
        .target(
            name: "DigestApp",
            dependencies: [
                "DigestCore", "DigestSources", "DigestRender", "DigestSite", "DigestDelivery", "DigestSystem",
                "CMalloc",
                .product(name: "Logging", package: "swift-log"),
                // HMAC-SHA256 for the seal on the X account id kept in the state folder.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        // Argument parsing only: each command fills CommandInputs and runs its DigestApp job.
        .executableTarget(
            name: "weekly-digest",
            dependencies: [
                "DigestApp", "DigestCore", "DigestSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // What the tests share, never part of the product: real loopback HTTP and SMTP servers,
        // fixtures, test folders, the binary runner and the sample run's settings.
        .target(name: "TestSupport", dependencies: ["DigestSystem"], path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "DigestCoreTests", dependencies: ["DigestCore", "TestSupport"]),
        .testTarget(name: "DigestSourcesTests", dependencies: ["DigestSources", "DigestCore", "TestSupport"]),
        .testTarget(
            name: "DigestRenderTests",
            // DigestApp reads a template folder's files (TemplateFiles(reading:)) for the tests that use one.
            dependencies: ["DigestRender", "DigestSources", "DigestCore", "DigestApp", "DigestSystem", "TestSupport"],
            exclude: ["Golden"]
        ),
        // Sites built from the sample week, shared by the tests of the site and of its publishers.
        .target(
            name: "SiteFixtures",
            dependencies: ["DigestSite", "DigestSources", "DigestRender", "DigestCore", "DigestApp", "TestSupport"],
            path: "Tests/SiteFixtures", swiftSettings: strict),
        .testTarget(name: "DigestSystemTests", dependencies: ["DigestSystem", "DigestCore", "TestSupport"]),
        .testTarget(
            name: "DigestSiteTests",
            dependencies: [
                "DigestSite", "DigestSystem", "DigestRender", "DigestSources", "DigestCore", "DigestApp",
                "SiteFixtures",
                "TestSupport",
            ]),
        .testTarget(
            name: "DigestDeliveryTests",
            dependencies: ["DigestDelivery", "DigestSystem", "DigestCore", "SiteFixtures", "TestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "weekly-digest", "DigestSite", "DigestSystem", "TestSupport",
                // The loopback X checks each OAuth 1.0a signature itself.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "DigestAppTests",
            dependencies: ["DigestApp", "DigestCore", "DigestSite", "DigestSystem", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
