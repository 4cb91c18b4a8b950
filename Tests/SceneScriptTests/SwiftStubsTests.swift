@testable import SceneScript
import XCTest

/// The Swift stubs' tables against the catalogue (a signature names only registered names, every
/// registered name has a place in Swift), and how declarations are written. That the stubs
/// compile and declare each place is checked with the Swift compiler in KinemaTests.
final class SwiftStubsTests: XCTestCase {
    private let catalogue = ScriptCatalogue.kinema

    /// The members a signature may be keyed by on the catalogue type or namespace `name`.
    private func registeredMembers(of name: String) -> Set<String>? {
        let type = catalogue.type(named: name)
        let namespace = catalogue.namespaces.first { $0.names[0] == name }
        guard type != nil || namespace != nil else { return nil }
        var members = Set(type.map { $0.properties.map(\.name) + $0.methods + $0.hooks } ?? [])
        members.formUnion(namespace.map { $0.functions + $0.constants + ($0.constructs == nil ? [] : ["init"]) } ?? [])
        return members
    }

    /// The keys of `entries` that name nothing the catalogue registers.
    private func unknownKeys(_ entries: [SwiftSignatures.Entry]) -> [String] {
        let globals = Set(catalogue.functions + catalogue.values.map(\.name))
        return entries.filter { entry in
            entry.type.isEmpty ? !globals.contains(entry.member) : registeredMembers(of: entry.type)?.contains(entry.member) != true
        }.map { "\($0.type).\($0.member)" }
    }

    func testEverySignatureNamesARegisteredName() {
        XCTAssertEqual(unknownKeys(SwiftSignatures.entries), [], "signatures of names the catalogue does not register")
        // The check can fail: a misspelt member, an unknown type and an unknown global are caught.
        let misspelt = SwiftSignatures.on("Layer", ["func addSublayr(_ layer: CALayer)"])
            + SwiftSignatures.on("CALayr", ["var frame: CGRect"]) + SwiftSignatures.globals(.uiKit, ["func delai()"])
        XCTAssertEqual(unknownKeys(misspelt), ["Layer.addSublayr", "CALayr.frame", ".delai"])
        let globals = Set(catalogue.functions + catalogue.values.map(\.name))
        XCTAssertEqual(SwiftSignatures.types.keys.filter { catalogue.type(named: $0) == nil }.sorted(), [], "Swift types of unknown bound types")
        XCTAssertEqual(SwiftSignatures.namespaceNames.keys.filter { registeredMembers(of: $0) == nil }.sorted(), [])
        let exemptUnknown = SwiftSignatures.exempt.keys.filter { key in
            let parts = key.split(separator: ".").map(String.init)
            return parts.count == 2 ? registeredMembers(of: parts[0])?.contains(parts[1]) != true
                : !(globals.contains(key) || registeredMembers(of: key) != nil)
        }
        XCTAssertEqual(exemptUnknown.sorted(), [], "exemptions of unknown names")
        for (type, property, _) in SwiftSupportTypes.Kinds.kindTypes {
            XCTAssertNotNil(catalogue.type(named: type)?.properties.first { $0.name == property }?.kind, "\(type).\(property) has no kind")
        }
    }

    func testEveryRegisteredNameHasAPlaceInSwift() throws {
        let writer = SwiftStubWriter(catalogue: catalogue)
        for type in catalogue.types {
            let name = try XCTUnwrap(writer.swiftName(of: type.name), "no Swift type for \(type.name)")
            XCTAssertNotNil(writer.shapes[name], "no declaration of \(name)")
        }
        for namespace in catalogue.namespaces where SwiftSignatures.exempt[namespace.names[0]] == nil {
            let name = try XCTUnwrap(SwiftStubWriter.swiftName(of: namespace), "no Swift name for the namespace \(namespace.names[0])")
            XCTAssertNotNil(writer.shapes[name], "no declaration of \(name)")
        }
        let placed = Set(writer.placements.map(\.registered))
        var missing: [String] = []
        for type in catalogue.types {
            for member in type.properties.map(\.name) + type.methods + type.hooks
            where SwiftSignatures.exempt["\(type.name).\(member)"] == nil && !placed.contains("\(type.name).\(member)") {
                missing.append("\(type.name).\(member)")
            }
        }
        for name in catalogue.functions + catalogue.values.map(\.name) where SwiftSignatures.exempt[name] == nil && !placed.contains(name) {
            missing.append(name)
        }
        XCTAssertEqual(missing, [])
        XCTAssertTrue(writer.placements.contains(SwiftStubs.Placement(registered: "View.animate", swiftType: "UIView", member: "animate")))
        XCTAssertTrue(writer.placements.contains(SwiftStubs.Placement(registered: "CAKeyframeAnimation.duration", swiftType: "CAKeyframeAnimation",
                                                                      member: "duration")))
        XCTAssertTrue(writer.placements.contains(SwiftStubs.Placement(registered: "NSObject.run", swiftType: "CAAction", member: "run")))
    }

    func testAMemberABaseClassDeclaresIsNotDeclaredAgain() {
        let writer = SwiftStubWriter(catalogue: catalogue)
        XCTAssertEqual(writer.ancestors(of: "CAKeyframeAnimation"), ["CAPropertyAnimation", "CAAnimation", SwiftSupportTypes.objcRoot])
        XCTAssertTrue(writer.isDeclared("duration", on: "CAKeyframeAnimation"))
        XCTAssertFalse(writer.members["CAKeyframeAnimation", default: []].contains { SwiftStubWriter.declaredName($0) == "duration" })
        XCTAssertFalse(writer.members["CAShapeLayer", default: []].contains { SwiftStubWriter.declaredName($0) == "frame" })
        // Foundation's own members of the types it declares are left to it.
        XCTAssertTrue(writer.isDeclared("midX", on: "CGRect"))
        XCTAssertNil(writer.members["CGRect"])
        XCTAssertFalse(writer.isDeclared("addSublayer", on: "UIView"))
    }

    func testDeclarationsGetAccessLevelsAndBodies() {
        XCTAssertEqual(SwiftStubs.rendered("var frame: CGRect", in: .openClass), "open var frame: CGRect { get { fatalError() } set {} }")
        XCTAssertEqual(SwiftStubs.rendered("var layer: CALayer { get }", in: .openClass), "open var layer: CALayer { fatalError() }")
        XCTAssertEqual(SwiftStubs.rendered("var m11: CGFloat = 1", in: .structure), "public var m11: CGFloat = 1")
        XCTAssertEqual(SwiftStubs.rendered("required init?(coder: NSCoder)", in: .openClass), "public required init?(coder: NSCoder) { fatalError() }")
        XCTAssertEqual(SwiftStubs.rendered("static var zero: CGVector { get }", in: .openClass), "public static var zero: CGVector { fatalError() }")
        XCTAssertEqual(SwiftStubs.rendered("class func begin()", in: .openClass), "open class func begin() { fatalError() }")
        XCTAssertEqual(SwiftStubs.rendered("@discardableResult func f() -> Bool", in: .finalClass),
                       "@discardableResult public func f() -> Bool { fatalError() }")
        XCTAssertEqual(SwiftStubs.rendered("var isAnimated: Bool { get }", in: .protocolType), "var isAnimated: Bool { get }")
        XCTAssertEqual(SwiftStubs.rendered("var title: String?", in: .protocolType), "var title: String? { get set }")
        XCTAssertEqual(SwiftStubs.rendered("func CACurrentMediaTime() -> CFTimeInterval", in: nil),
                       "public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }")
        XCTAssertEqual(SwiftStubWriter.declaredName("@discardableResult override class func needsDisplay(forKey key: String) -> Bool"), "needsDisplay")
        XCTAssertEqual(SwiftStubWriter.declaredName("var frame: CGRect"), "frame")
        XCTAssertEqual(SwiftStubWriter.declaredName("convenience init?(named name: String)"), "init")
        XCTAssertEqual(SwiftStubWriter.declaredName("class func `default`() -> UIGraphicsImageRendererFormat"), "default")
    }

    func testEnumerationsTakeTheEngineNamesAsCases() {
        let sources = Dictionary(uniqueKeysWithValues: SwiftStubs.sources(catalogue: catalogue).map { ($0.module, $0.text) })
        let quartzCore = sources[.quartzCore]!
        XCTAssertTrue(quartzCore.contains("public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {"))
        XCTAssertTrue(quartzCore.contains("public static let round = CAShapeLayerLineCap(rawValue: \"round\")"))
        XCTAssertTrue(quartzCore.contains("public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: \"easeInEaseOut\")"))
        XCTAssertTrue(quartzCore.contains("public let kCALineCapRound = CAShapeLayerLineCap.round"))
        XCTAssertTrue(quartzCore.contains("public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto"))
        let uiKit = sources[.uiKit]!
        XCTAssertTrue(uiKit.contains("extension UIView {\npublic struct AnimationOptions: OptionSet, Sendable {"))
        XCTAssertTrue(uiKit.contains("    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)"))
        XCTAssertTrue(uiKit.contains("public typealias UIControlEvents = UIControl.Event"))
    }

    func testEveryLegacyConstantIsACaseOfAType() {
        let spelled = SwiftSpellings.legacyConstants.reduce(0) { $0 + $1.cases.count }
            + SwiftSpellings.legacyOptionConstants.reduce(0) { $0 + $1.names.count }
        XCTAssertEqual(SwiftSupportTypes.legacyConstantList(SwiftSupportTypes.Kinds(catalogue)).count, spelled)
    }

    func testSceneModuleNames() {
        XCTAssertEqual(SwiftStubs.moduleName(ofScene: "Scenes/Swift/Orbits.playground"), "Orbits")
        XCTAssertEqual(SwiftStubs.moduleName(ofScene: "First Playground.swift"), "First_Playground")
        XCTAssertEqual(SwiftStubs.moduleName(ofScene: "3D.swift"), "_3D")
        XCTAssertEqual(SwiftStubs.moduleName(ofScene: "a/UIKit"), "UIKitScene")
    }

    func testTheEditorPackageHoldsEveryModuleAndTheScenesItIsGiven() {
        let scenes = [SwiftStubs.SceneTarget(name: "First", path: ".", sources: ["First.swift"], exclude: ["Orbits.playground"]),
                      SwiftStubs.SceneTarget(name: "Orbits_Sources", path: "KinemaStubs/Playgrounds/Orbits/Sources", isLibrary: true),
                      SwiftStubs.SceneTarget(name: "Orbits", path: "KinemaStubs/Playgrounds/Orbits", sources: ["Contents.swift"],
                                             importing: "Orbits_Sources")]
        let files = SwiftStubs.editorFiles(scenes: scenes, catalogue: catalogue)
        XCTAssertEqual(files.map(\.name), ["Package.swift"] + SwiftStubModule.allCases.map { "KinemaStubs/\($0.name)/\($0.name).swift" })
        let manifest = files[0].text
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:5.9\n"))
        for module in SwiftStubModule.allCases {
            XCTAssertTrue(manifest.contains(".target(name: \"\(module.name)\""), module.name)
        }
        XCTAssertTrue(manifest.contains(".target(name: \"UIKit\", dependencies: [\"ObjectiveC\", \"CoreGraphics\", \"QuartzCore\"]"))
        XCTAssertTrue(manifest.contains("\"-enable-objc-interop\""))
        XCTAssertTrue(manifest.contains(".executableTarget(name: \"First\", dependencies: scenes, path: \".\", exclude: [\"Orbits.playground\"], "
                                        + "sources: [\"First.swift\"], swiftSettings: stubFlags),"), manifest)
        XCTAssertTrue(manifest.contains(".target(name: \"Orbits_Sources\", dependencies: scenes, path: \"KinemaStubs/Playgrounds/Orbits/Sources\", "
                                        + "swiftSettings: stubFlags),"), manifest)
        XCTAssertTrue(manifest.contains(".executableTarget(name: \"Orbits\", dependencies: scenes + [.target(name: \"Orbits_Sources\")], "
                                        + "path: \"KinemaStubs/Playgrounds/Orbits\", sources: [\"Contents.swift\"], swiftSettings: stubFlags + "
                                        + "[.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Orbits_Sources\"])]),"), manifest)
    }
}
