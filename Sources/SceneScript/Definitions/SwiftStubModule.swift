/// A module of the Swift stubs (`kinema api --swift-stubs`): the frameworks a Swift scene
/// imports, declared for the Swift compiler on Linux. `ObjectiveC` is Kinema's stand-in for the
/// Objective-C runtime's module: the compiler takes `#selector`'s `Selector` from it, and its
/// `@objc` root class makes the stubs' classes Objective-C classes, so `@objc` methods taking
/// them type-check (the stubs turn on Objective-C interoperability).
public enum SwiftStubModule: String, CaseIterable, Sendable {
    case objectiveC = "ObjectiveC"
    case coreGraphics = "CoreGraphics"
    case quartzCore = "QuartzCore"
    case uiKit = "UIKit"
    case playgroundSupport = "PlaygroundSupport"

    /// The module's name, as scenes import it.
    public var name: String { rawValue }

    /// The stub modules this one imports, each built before it (`allCases` is in build order).
    public var dependencies: [SwiftStubModule] {
        switch self {
        case .objectiveC, .coreGraphics: return []
        case .quartzCore: return [.objectiveC, .coreGraphics]
        case .uiKit: return [.objectiveC, .coreGraphics, .quartzCore]
        case .playgroundSupport: return [.uiKit]
        }
    }

    /// The imports at the top of the module's file: what it re-exports, as Apple's do (UIKit
    /// gives a scene Core Animation, Core Graphics and Foundation).
    var imports: [String] {
        switch self {
        case .objectiveC, .coreGraphics: return ["@_exported import Foundation"]
        case .quartzCore: return ["@_exported import CoreGraphics", "@_exported import ObjectiveC"]
        case .uiKit: return ["@_exported import QuartzCore"]
        case .playgroundSupport: return ["import UIKit"]
        }
    }

    /// The Swift compiler's flags every stub module and every scene is compiled with: `@objc`
    /// and `#selector` type-check (against the `ObjectiveC` module's root class and `Selector`) without an
    /// Objective-C runtime.
    public static let compilerFlags = ["-Xfrontend", "-enable-objc-interop",
                                       "-Xfrontend", "-disable-objc-attr-requires-foundation-module"]
}
