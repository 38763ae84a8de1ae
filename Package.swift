// swift-tools-version: 6.0
import PackageDescription

/// How ncurses is linked: `ncursesw` on Linux (Debian's and Fedora's
/// `libncursesw.so` is a linker script that adds `libtinfo`; Arch's holds
/// everything), the system's `ncurses` on macOS (wide-character capable; untested).
let ncurseswLinking: [LinkerSetting] = [
    .linkedLibrary("ncursesw", .when(platforms: [.linux])),
    .linkedLibrary("ncurses", .when(platforms: [.macOS])),
]

let package = Package(
    name: "ListMotion",
    products: [
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ListInput", targets: ["ListInput"]),
        .library(name: "ListFeed", targets: ["ListFeed"]),
        .library(name: "FeedUI", targets: ["FeedUI"]),
        .library(name: "CollectionViewTesting", targets: ["CollectionViewTesting"]),
        .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "example-top", targets: ["ExampleTop"]),
        .executable(name: "example-files", targets: ["ExampleFiles"]),
        .executable(name: "example-log", targets: ["ExampleLog"]),
        .executable(name: "example-board", targets: ["ExampleBoard"]),
        .executable(name: "example-contacts", targets: ["ExampleContacts"]),
        .executable(name: "example-cluster", targets: ["ExampleCluster"]),
        .executable(name: "example-feed", targets: ["ExampleFeed"]),
        .executable(name: "example-departures", targets: ["ExampleDepartures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // CSV and TSV for ListInput: quoted fields, "" and embedded line breaks.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        // Running the commands of ListFeed (in their own session, killed with their children).
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        // Diagnostics (the hang guard, rejected batches, late frames) go to a `Logger`; the app picks the backend.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation --target M`: the DocC catalogues (Sources/M/M.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // ncurses with wide characters, as a system library. No pkgConfig: the
        // `.pc` files carry `-D` flags (Debian's `-D_XOPEN_SOURCE=600`) that
        // SwiftPM refuses with a warning, dropping every flag of the file; the
        // shim header defines what the wide-char API needs instead, and the
        // library is linked per platform below (`ncurseswLinking`).
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // Heap statistics for `bench batch`'s memory line (glibc's malloc.h; malloc zones on macOS). Bench only.
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
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Feeds: a command run repeatedly (its output as snapshots), or a long-running command's or a stream's output
        // read off the main thread as change events into a LiveList, with its rate, its problems, its exit and restarts.
        .target(
            name: "ListFeed",
            dependencies: [
                "ListInput", "CollectionView",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Puts the terminal back on a crash or exit(): a C signal handler (async-signal-safe only).
        .target(name: "CTerminalRestore"),
        .target(
            name: "TerminalUI",
            dependencies: ["CNcursesw", "CTerminalRestore", "CollectionView", .product(name: "Logging", package: "swift-log")],
            linkerSettings: ncurseswLinking
        ),
        // Ready-made screens for feeds on TerminalUI's runtime: a live table of change events fed by ListFeed's `ChangeFeed`,
        // and the watch of a command (`demo watch` is a shell over them). Apart, so that ListFeed builds without a
        // terminal and TerminalUI without Subprocess.
        .target(
            name: "FeedUI",
            dependencies: ["ListFeed", "ListInput", "CollectionView", "TerminalUI", .product(name: "Logging", package: "swift-log")]
        ),
        // What an app's own tests need: exact frame stepping, text capture, the view-matches-data check.
        .target(name: "CollectionViewTesting", dependencies: [
            "CollectionView", "ListDiff", "SeededRandom", .product(name: "Logging", package: "swift-log"),
        ]),
        // The Pilot for TerminalUI's ready-made ListScreen. Apart, so that CollectionViewTesting
        // builds without a terminal library and TerminalUI ships no testing code to apps.
        .target(name: "TerminalUITesting", dependencies: ["TerminalUI", "CollectionViewTesting", "CollectionView", "ListDiff"]),
        .executableTarget(
            name: "Demo",
            dependencies: [
                "ListDiff", "ListInput", "ListFeed", "FeedUI", "CollectionView", "CollectionViewTesting", "TerminalUI", "TerminalUITesting", "SeededRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Demo",
            // Example inputs for `demo diff` and the README, not resources of the binary.
            exclude: ["Examples"]
        ),
        .executableTarget(
            name: "Bench",
            dependencies: ["ListDiff", "ListInput", "CollectionView", "CollectionViewTesting", "TerminalUI", "TerminalUITesting", "SeededRandom", "CMalloc"]
        ),
        // A process-top-like app built only from the public products, as a user would write it.
        .executableTarget(name: "ExampleTop", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Top"),
        // The gallery: each a small app built only from the public products (README, "Examples").
        .executableTarget(name: "ExampleFiles", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Files"),
        .executableTarget(name: "ExampleLog", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Log"),
        .executableTarget(name: "ExampleBoard", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Board"),
        .executableTarget(name: "ExampleContacts", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Contacts"),
        // The cluster shows a pod's object with ListInput's `PrettyJSON` in TerminalUI's `ObjectPane` (Enter), following it as FeedUI's `EventPane`.
        .executableTarget(name: "ExampleCluster", dependencies: ["ListDiff", "ListInput", "CollectionView", "TerminalUI", "FeedUI"], path: "Examples/Cluster"),
        .executableTarget(name: "ExampleFeed", dependencies: ["ListDiff", "ListInput", "ListFeed", "CollectionView", "TerminalUI"], path: "Examples/Feed"),
        // A departures board fed 20 changes a second: the library's filter prompt, rate, change enum and selection.
        .executableTarget(name: "ExampleDepartures", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Examples/Departures"),
        // Every Swift snippet of the README, as code that builds (`ReadmeSnippetTests` compares the text).
        .target(name: "ReadmeExamples", dependencies: [
            "ListDiff", "ListInput", "ListFeed", "CollectionView", "TerminalUI", "FeedUI", .product(name: "Logging", package: "swift-log"),
        ], path: "Examples/Readme"),
        // Runs built programs in a private tmux server, for the end-to-end tests of the demo and the examples.
        .target(name: "TmuxTesting", path: "Tests/TmuxTesting"),
        // Reads recordings back as a viewer sees them: a cast played into a model terminal, an SVG at any moment.
        .target(name: "RecordingReplay", dependencies: ["CollectionView"], path: "Tests/RecordingReplay"),
        .testTarget(name: "ExamplesTests", dependencies: [
            "ExampleTop", "ExampleFiles", "ExampleLog", "ExampleBoard", "ExampleContacts", "ExampleCluster", "ExampleFeed", "ExampleDepartures", "ReadmeExamples", "ListFeed", "CollectionViewTesting", "TerminalUITesting", "CollectionView", "ListDiff", "TerminalUI",
            "SeededRandom",
            "TmuxTesting",
        ]),
        .testTarget(name: "CNcurseswTests", dependencies: ["CNcursesw"], linkerSettings: ncurseswLinking),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "SeededRandom"]),
        .testTarget(name: "ListInputTests", dependencies: ["ListInput", "ListDiff", "SeededRandom"]),
        .testTarget(name: "FeedUITests", dependencies: [
            "FeedUI", "ListFeed", "ListInput", "ListDiff", "CollectionView", "CollectionViewTesting", "TerminalUI", "TerminalUITesting",
        ]),
        .testTarget(name: "ListFeedTests", dependencies: ["ListFeed", "ListInput", "ListDiff", "CollectionView", "CollectionViewTesting", "SeededRandom"]),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionView", "CollectionViewTesting", "ListDiff", "SeededRandom", "RecordingReplay",
                                                              .product(name: "Logging", package: "swift-log")],
                    resources: [.copy("Goldens")]),
        // An app that crashes with its screen open, for the end-to-end test of the crash restore.
        .executableTarget(name: "CrashingScreen", dependencies: ["ListDiff", "CollectionView", "TerminalUI"], path: "Tests/CrashingScreen"),
        .testTarget(name: "TerminalUITests", dependencies: [
            "TerminalUI", "CollectionView", "CollectionViewTesting", "ListDiff", "CNcursesw", "CTerminalRestore", "CrashingScreen",
            "TmuxTesting", .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "TerminalUITestingTests", dependencies: [
            "TerminalUITesting", "CollectionViewTesting", "TerminalUI", "CollectionView", "ListDiff", "RecordingReplay",
        ]),
        .testTarget(name: "DemoTests", dependencies: [
            "Demo", "ListDiff", "ListInput", "ListFeed", "FeedUI", "CollectionView", "CollectionViewTesting", "TerminalUI", "TerminalUITesting", "SeededRandom",
            "TmuxTesting", "RecordingReplay",
        ],
        // Replay scripts and golden screens, read from the source tree.
        exclude: ["Scripts", "Goldens"]),
    ]
)
