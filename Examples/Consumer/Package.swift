// swift-tools-version: 6.0
// A user's package depending on ListMotion: the dependency example of the README and Getting started.
// `ReadmeSnippetTests` evaluates this manifest (`swift package dump-package`).
import PackageDescription

let package = Package(
    name: "MyTop",
    // README: manifest
    dependencies: [
        // By URL: the package's name is the URL's last path component, "ListMotion".
        .package(url: "https://github.com/OWNER/ListMotion.git", branch: "main"),
        // Or a local checkout: the name is then the directory's name, e.g.
        // .package(path: "../ListMotion") is "ListMotion", .package(path: "../lm") is "lm".
    ],
    targets: [
        .executableTarget(name: "MyTop", dependencies: [
            .product(name: "TerminalUI", package: "ListMotion"),  // likewise "CollectionView", "ListDiff",
            .product(name: "CollectionView", package: "ListMotion"),  // "CollectionViewTesting" for tests
        ]),
    ]
    // README: end
)
