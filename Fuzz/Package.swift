// swift-tools-version: 6.0
import Foundation
import PackageDescription

// libFuzzer targets for every input surface of ListMotion, apart from the root
// package so that its `swift test` never builds them. Build and run with
// `Fuzz/run SECONDS` (it passes `-sanitize=fuzzer,address -parse-as-library`).

// A path dependency is named after its folder (the checkout's name varies).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func product(_ name: String) -> Target.Dependency { .product(name: name, package: root) }

let package = Package(
    name: "ListMotionFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver (linked by -sanitize=fuzzer).
        .target(name: "CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"]),
        .executableTarget(name: "FuzzInputFormats", dependencies: ["FuzzSupport", product("ListInput"), product("ListDiff")]),
        .executableTarget(name: "FuzzChangeset", dependencies: ["FuzzSupport", product("ListDiff"), product("CollectionView")]),
        .executableTarget(name: "FuzzKeys", dependencies: [
            "FuzzSupport", product("ListDiff"), product("CollectionView"), product("CollectionViewTesting"), product("TerminalUI"),
        ]),
        .executableTarget(name: "FuzzChangeEvents", dependencies: ["FuzzSupport", product("ListInput"), product("ListDiff")]),
        .executableTarget(name: "FuzzScreenText", dependencies: ["FuzzSupport", product("ListDiff"), product("CollectionView")]),
        .executableTarget(name: "FuzzHistoryFiles", dependencies: ["FuzzSupport", product("ListInput"), product("ListDiff")]),
        .executableTarget(name: "FuzzKeyScripts", dependencies: [
            "FuzzSupport", product("ListDiff"), product("CollectionView"), product("CollectionViewTesting"),
        ]),
    ]
)
