// swift-tools-version:6.1
import PackageDescription

/// Kinema's micro-benchmarks, built in release against the engine in the parent package:
/// `swift run -c release --package-path Benchmarks PresentationBench` (or `DrawnLayerBench`,
/// `SolverBench`).
let package = Package(
    name: "KinemaBenchmarks",
    dependencies: [.package(name: "Kinema", path: "..")],
    targets: [
        .target(name: "BenchSupport"),
        .executableTarget(name: "PresentationBench",
                          dependencies: ["BenchSupport", .product(name: "KinemaEngine", package: "Kinema")]),
        .executableTarget(name: "DrawnLayerBench",
                          dependencies: ["BenchSupport", .product(name: "KinemaEngine", package: "Kinema")]),
        .executableTarget(name: "SolverBench",
                          dependencies: ["BenchSupport", .product(name: "KinemaEngine", package: "Kinema")]),
    ]
)
