// swift-tools-version:6.1
import PackageDescription

/// Kinema's micro-benchmarks, built in release against the engine in the parent package:
/// `swift run -c release --package-path Benchmarks PresentationBench`.
let package = Package(
    name: "KinemaBenchmarks",
    dependencies: [.package(name: "Kinema", path: "..")],
    targets: [
        .executableTarget(name: "PresentationBench",
                          dependencies: [.product(name: "KinemaEngine", package: "Kinema")]),
    ]
)
