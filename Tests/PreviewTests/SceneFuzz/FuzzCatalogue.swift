import Animation
import Layers
import SceneScript
import Views

/// What the scene fuzzer can build, sorted out of `ScriptCatalogue.kinema` (the engine's own
/// registration tables): which globals construct layers, views, animations and gestures,
/// what each type's properties and methods are, and which key paths animate. Nothing here
/// lists a type or a property by hand; the few names it does use are the roots of the type
/// families and the verbs of a tree, and `init` fails loudly when the catalogue loses one.
struct FuzzCatalogue {
    /// A global that constructs a bound type (`CAShapeLayer` → `ShapeLayer`).
    struct Constructor {
        let global: String
        let type: ScriptCatalogue.BoundType
    }

    let catalogue: ScriptCatalogue
    let layers: [Constructor]
    let views: [Constructor]
    /// Animations are the timed types that are not layers (they have `isRemovedOnCompletion`).
    let animations: [Constructor]
    let gestures: [Constructor]
    /// Every other constructor: view controllers, display links, paths, renderers…
    let others: [Constructor]
    /// Constructors of the types a script class may build on.
    let subclassable: [Constructor]
    /// `Namespace.constant` names of every constant (`UIColor.red`, `RunLoop.main`).
    let constants: [String]
    /// `Namespace.function` names of every static function.
    let staticFunctions: [String]
    /// Strings the engine knows (enumeration cases, animation options), as random arguments.
    let words: [String]
    /// Types the engine hands to callbacks that no global constructs (a drawing context, a
    /// touch, a transition context): what a callback's unknown argument is taken to be.
    let handedTypes: [ScriptCatalogue.BoundType]

    static let shared = FuzzCatalogue()

    private init() {
        let catalogue = ScriptCatalogue.kinema
        self.catalogue = catalogue
        let all = catalogue.namespaces.flatMap { namespace in
            namespace.constructs.flatMap { catalogue.type(named: $0) }.map { type in
                namespace.names.map { Constructor(global: $0, type: type) }
            } ?? []
        }
        let isLayer = { (c: Constructor) in FuzzCatalogue.chain(of: c.type, in: catalogue).contains("Layer") }
        let isView = { (c: Constructor) in FuzzCatalogue.chain(of: c.type, in: catalogue).contains("View") }
        let isGesture = { (c: Constructor) in FuzzCatalogue.chain(of: c.type, in: catalogue).contains("UIGestureRecognizer") }
        let isAnimation = { (c: Constructor) in
            !isLayer(c) && c.type.properties.contains { $0.name == "isRemovedOnCompletion" }
        }
        layers = all.filter(isLayer)
        views = all.filter(isView)
        gestures = all.filter(isGesture)
        animations = all.filter(isAnimation)
        others = all.filter { !isLayer($0) && !isView($0) && !isGesture($0) && !isAnimation($0) }
        subclassable = all.filter(\.type.isSubclassable)
        constants = catalogue.namespaces.flatMap { namespace in namespace.constants.map { "\(namespace.names[0]).\($0)" } }
        staticFunctions = catalogue.namespaces.flatMap { namespace in namespace.functions.map { "\(namespace.names[0]).\($0)" } }
        let enumerations: [[String]] = [FillMode.allCases.map(\.rawValue), CalculationMode.allCases.map(\.rawValue),
                                        Transition.Kind.allCases.map(\.rawValue), Transition.Direction.allCases.map(\.rawValue),
                                        TimingFunction.names, BlurStyle.allCases.map(\.rawValue),
                                        ModalPresentationStyle.allCases.map(\.rawValue), ViewTransitionStyle.allCases.map(\.rawValue),
                                        ControlEvent.allCases.map(\.rawValue), ViewAnimationCurve.allCases.map(\.rawValue)]
        words = catalogue.animationOptions + enumerations.joined()
        let constructed = Set(all.map(\.type.name))
        handedTypes = catalogue.types.filter { !$0.methods.isEmpty && !constructed.contains($0.name) }
        for (family, members) in [("layer", layers), ("view", views), ("animation", animations), ("gesture", gestures)] {
            precondition(!members.isEmpty, "the catalogue constructs no \(family) types")
        }
        for (type, verbs) in [("Layer", ["addSublayer", "add"]), ("View", ["addSubview", "addGestureRecognizer"])] {
            let methods = catalogue.type(named: type)?.methods ?? []
            precondition(verbs.allSatisfy(methods.contains), "\(type) lost one of \(verbs)")
        }
    }

    /// The type's name and its bases' names.
    static func chain(of type: ScriptCatalogue.BoundType, in catalogue: ScriptCatalogue) -> [String] {
        var names = [type.name]
        while let base = catalogue.type(named: names.last!)?.base { names.append(base) }
        return names
    }

    /// Constructors of the types a property of unknown kind holds, read from its name: those
    /// whose type's name ends with it (`effect` → `UIBlurEffect`, `UIVibrancyEffect`;
    /// `timingFunction` → `CAMediaTimingFunction`), and whether it holds a list of them
    /// (`emitterCells` → `EmitterCell`s).
    func constructors(for property: String) -> (constructors: [Constructor], isList: Bool) {
        let capitalized = property.prefix(1).uppercased() + property.dropFirst()
        let single = others.filter { $0.type.name.hasSuffix(capitalized) }
        if !single.isEmpty || !capitalized.hasSuffix("s") { return (single, false) }
        return ((others + animations).filter { $0.type.name.hasSuffix(capitalized.dropLast()) }, true)
    }

    /// The key paths an animation on a layer of `type` can name, with the kind of value each
    /// holds: its animatable properties and their fields, as the engine's `KeyPathAccessor`
    /// accepts them (`position.x`, `transform.rotation.z`, `bounds.size.width`).
    func keyPaths(of type: ScriptCatalogue.BoundType) -> [(path: String, kind: PropertyKind)] {
        var paths: [(String, PropertyKind)] = []
        for property in type.properties where property.isAnimatable {
            guard let kind = property.kind else { continue }
            paths.append((property.name, kind))
            for first in Self.fieldWords {
                guard KeyPathAccessor.kind(of: [first], in: kind) != nil else { continue }
                for fields in [[first]] + Self.fieldWords.map({ [first, $0] }) {
                    if let fieldKind = KeyPathAccessor.kind(of: fields, in: kind) {
                        paths.append((([property.name] + fields).joined(separator: "."), fieldKind))
                    }
                }
            }
        }
        return paths
    }

    /// Words tried as fields of a key path; the engine decides which make one.
    private static let fieldWords = ["x", "y", "z", "xy", "width", "height", "origin", "size", "rotation", "scale", "translation"]
}
