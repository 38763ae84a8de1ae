// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ListMotion",
    products: [
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ListInput", targets: ["ListInput"]),
        .library(name: "CollectionViewTesting", targets: ["CollectionViewTesting"]),
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "example-top", targets: ["ExampleTop"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // CSV and TSV for ListInput: quoted fields, "" and embedded line breaks.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        // Running the command of `demo watch` (in its own session, killed with its children).
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        // ncursesw, linked as a system library. No pkgConfig on purpose: its
        // `-D_XOPEN_SOURCE=600` is a flag SwiftPM drops with a warning; the
        // shim header defines what the wide-char API needs instead.
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // glibc's malloc.h (heap statistics for `bench batch`'s memory line).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .target(name: "ListDiff"),
        // Text (lines, columns, CSV/TSV, JSON, NDJSON) into lists with identities.
        .target(
            name: "ListInput",
            dependencies: ["ListDiff", .product(name: "CSV", package: "CSV.swift")]
        ),
        // Seeded randomness shared by the tests, the benchmarks and the demo's data.
        .target(name: "SeededRandom"),
        .target(
            name: "CollectionView",
            dependencies: [
                "ListDiff",
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // Puts the terminal back on a crash or exit(): a C signal handler (async-signal-safe only).
        .target(name: "CTerminalRestore"),
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "CTerminalRestore", "CollectionView"]),
        // What an app's own tests need: exact frame stepping, text capture, the view-matches-data check.
        .target(name: "CollectionViewTesting", dependencies: ["CollectionView", "ListDiff"]),
        .executableTarget(
            name: "Demo",
            dependencies: [
                "ListDiff", "ListInput", "CollectionView", "CollectionViewTesting", "TerminalUI", "SeededRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            path: "Demo",
            // Example inputs for `demo diff` and the README, not resources of the binary.
            exclude: ["Examples"]
        ),
        .executableTarget(
            name: "Bench",
            dependencies: ["ListDiff", "ListInput", "CollectionView", "CollectionViewTesting", "TerminalUI", "SeededRandom", "CMalloc"]
        ),
        // A process-top-like app built only from the public products, as a user would write it.
        .executableTarget(name: "ExampleTop", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Top"),
        // Every Swift snippet of the README, as code that builds (`ReadmeSnippetTests` compares the text).
        .target(name: "ReadmeExamples", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Readme"),
        // Runs built programs in a private tmux server, for the end-to-end tests of the demo and the examples.
        .target(name: "TmuxTesting", path: "Tests/TmuxTesting"),
        .testTarget(name: "ExamplesTests", dependencies: [
            "ExampleTop", "ReadmeExamples", "CollectionViewTesting", "CollectionView", "ListDiff", "TerminalUI", "SeededRandom",
            "TmuxTesting",
        ]),
        .testTarget(name: "CNcurseswTests", dependencies: ["CNcursesw"]),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "SeededRandom"]),
        .testTarget(name: "ListInputTests", dependencies: ["ListInput", "ListDiff"]),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionView", "CollectionViewTesting", "ListDiff", "SeededRandom"],
                    resources: [.copy("Goldens")]),
        // An app that crashes with its screen open, for the end-to-end test of the crash restore.
        .executableTarget(name: "CrashingScreen", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Tests/CrashingScreen"),
        .testTarget(name: "TerminalUITests", dependencies: [
            "TerminalUI", "CollectionView", "CNcursesw", "CTerminalRestore", "CrashingScreen", "TmuxTesting",
        ]),
        .testTarget(name: "DemoTests", dependencies: ["Demo", "ListDiff", "CollectionView", "TerminalUI", "SeededRandom", "TmuxTesting"],
                    // Replay scripts and golden screens, read from the source tree.
                    exclude: ["Scripts", "Goldens"]),
    ]
)
