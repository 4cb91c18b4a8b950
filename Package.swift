// swift-tools-version:6.1
import PackageDescription

/// Kinema's modules, lowest level first. ARCHITECTURE.md (in the design folder) says who may
/// import whom; keep the layering strict.
let package = Package(
    name: "Kinema",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kinema", targets: ["kinema"]),
        // The Swift front end: Swift scenes lowered to the Lua the engine runs. Its own program,
        // built on first use of a Swift scene, so `kinema` itself never waits on SwiftSyntax.
        .executable(name: "kinema-swift", targets: ["kinema-swift"]),
        // The engine without the window, for the benchmarks package in Benchmarks/.
        .library(name: "KinemaEngine", targets: ["Geometry", "Raster", "Animation", "Layers", "Constraints"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The version that matches the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // C system libraries.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2 SDL2_ttf SDL2_image",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        // Lua's C macros and every protected call live here, so `lua_error`'s longjmp never
        // crosses a Swift frame.
        .target(name: "LuaShim", dependencies: ["CLua"]),

        // Level 0 and 1: pure Swift.
        .target(name: "Geometry"),
        .target(name: "FileWatch"),
        // The Cassowary linear-constraint solver under Auto Layout.
        .target(name: "Constraints"),
        // Raster's SIMD loops (SSE2, AVX2 chosen at run time) with their scalar twins.
        .target(name: "CRasterKernels"),
        .target(name: "Raster", dependencies: ["Geometry", "CRasterKernels"]),
        .target(name: "Animation", dependencies: ["Geometry"]),
        // Level 2.
        .target(name: "Layers", dependencies: ["Geometry", "Raster", "Animation"]),
        .target(name: "Media", dependencies: ["Geometry", "Raster", "CSDL2", "CFontconfig"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Level 3.
        .target(name: "Views", dependencies: ["Layers", "Geometry", "Raster", "Animation", "Constraints"]),
        // Level 4.
        .target(name: "SceneScript",
                dependencies: ["Geometry", "Raster", "Animation", "Layers", "Media", "Views", "LuaShim", "CLua"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Level 5.
        .target(name: "Preview", dependencies: ["Animation", "Geometry", "Raster", "Layers", "Media", "Views", "SceneScript"]),
        // Level 6.
        .executableTarget(name: "kinema",
                          dependencies: ["Preview", "SceneScript", "Views", "Media", "Layers", "Raster", "Geometry", "CSDL2", "FileWatch",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),

        // The Swift front end (level 5, beside Preview): parses Swift scenes with SwiftParser and
        // lowers them to Lua on the same registration tables Lua scenes use.
        .target(name: "SwiftFrontEnd",
                dependencies: ["SceneScript", "Layers", .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftParserDiagnostics", package: "swift-syntax")]),
        .executableTarget(name: "kinema-swift", dependencies: ["SwiftFrontEnd"]),

        // Golden-image comparison shared by the rendering tests.
        .target(name: "GoldenTesting", dependencies: ["Raster", "Media"], path: "Tests/GoldenTesting"),
        // The seeded generator the fuzz tests draw from, so a seed replays a case anywhere.
        .target(name: "FuzzTesting", path: "Tests/FuzzTesting"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "FuzzTesting"]),
        .testTarget(name: "FileWatchTests", dependencies: ["FileWatch"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints", "FuzzTesting"]),
        .testTarget(name: "LuaShimTests", dependencies: ["LuaShim", "CLua"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry"]),
        // Goldens are read beside the test files (#filePath), so they are not bundled.
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CRasterKernels", "Geometry", "GoldenTesting"],
                    exclude: ["Golden"]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "Raster", "Geometry", "GoldenTesting"],
                    exclude: ["Golden"]),
        // GIF fixtures ImageMagick wrote, with its own PNGs of them, read beside the test files.
        .testTarget(name: "MediaTests", dependencies: ["Media", "Raster", "Geometry", "FuzzTesting"], exclude: ["Fixtures"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Layers", "Animation", "Geometry", "Raster"]),
        .testTarget(name: "SceneScriptTests", dependencies: ["SceneScript", "Layers", "Views", "Geometry", "Raster"],
                    exclude: ["Scenes"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "SceneScript", "Views", "Layers", "Animation", "Geometry", "Raster", "GoldenTesting",
                                                        "FuzzTesting"],
                    exclude: ["Golden"]),
        .testTarget(name: "SwiftFrontEndTests", dependencies: ["SwiftFrontEnd", "SceneScript", "Layers", "Geometry", "Raster"]),
        // End to end: runs the built `kinema` binary (and unit-tests its window maths).
        // A Swift fixture that `kinema check --typecheck` reads is not a test source.
        .testTarget(name: "KinemaTests", dependencies: ["kinema", "SceneScript", "Media", "Raster", "Geometry"], exclude: ["Fixtures"]),
    ]
)
