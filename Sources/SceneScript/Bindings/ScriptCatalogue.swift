import Layers
import Views

/// Everything a scene script can name, enumerated without running a scene: the globals
/// (namespaces with their static functions and constants, global functions and values) and
/// every bound type with its methods, property names (and kinds, where the engine's tables
/// know them) and the methods a class may override.
///
/// The catalogue is read from the registrations themselves: `ScriptSession.allNamespaces`,
/// the global function lists `installGlobals` installs, the `ScriptType`s the session makes
/// (each asked for its methods and `propertyNames`), `Layer.properties`/`View.properties`
/// for kinds, and `ScriptClasses.hooks`. Editor definitions (`LuaDefinitions`) read only
/// this, so they cannot drift from the bindings.
///
/// What is registered only in code, and so is listed here by hand:
/// - which bound types exist at all (`boundTypes` names each `ScriptType` factory), including
///   `BackdropLayer`, reachable only as a `UIVisualEffectView`'s `layer`;
/// - which type a namespace's constructor returns when the namespace is not named after it
///   (`constructedTypes`: `CGAffineTransform` makes an `AffineTransform`);
/// - `print` and `require` (installed by the shim) and the types of the global values;
/// - the argument labels of the few calls whose labels are kept in static lists
///   (`labelledCalls`); every other function reads its labels inside its closure, so the
///   catalogue knows its name but not its arguments.
public struct ScriptCatalogue: Sendable {
    /// One property of a bound type; `kind` when the engine's key-value table knows it.
    public struct Property: Sendable, Equatable {
        public let name: String
        public let kind: PropertyKind?
        /// True when an explicit animation can animate it (a layer property its type's table
        /// does not mark `Animates.never`); fuzzers and editors pick key paths from these.
        public let isAnimatable: Bool
    }

    /// One bound type: what `tostring` and messages call it (its metatable's name).
    public struct BoundType: Sendable {
        public let name: String
        /// The nearest bound type it is a Swift subclass of (`ShapeLayer` → `Layer`).
        public let base: String?
        /// Methods of instances, `object:method(...)`, in registration order.
        public let methods: [String]
        /// Properties, by name.
        public let properties: [Property]
        /// Methods a script class built on this type may define for the engine to call
        /// (its own and its bases'), as `ScriptClasses.hooks` lists them.
        public let hooks: [String]
        /// True when a script class may build on it (`class("Card", Layer)`).
        public let isSubclassable: Bool
    }

    /// A global table standing for a type (`UIView`, `CABasicAnimation`, `CATransaction`).
    public struct Namespace: Sendable {
        /// Its global names (`["View", "UIView"]`), the first as `namespaceName` gives it.
        public let names: [String]
        /// The bound type calling it returns, or nil when it cannot be called.
        public let constructs: String?
        /// Static functions, `UIView.animate{...}`.
        public let functions: [String]
        /// Constants, `Point.zero`, `UIColor.systemBlue`.
        public let constants: [String]
    }

    /// A global that holds a value of a bound type (`scene`, `view`, `CATransform3DIdentity`).
    public struct GlobalValue: Sendable {
        public let name: String
        public let typeName: String
    }

    /// A function that takes one table of Swift's argument labels, with those labels.
    public struct LabelledCall: Sendable {
        /// The namespace's first name.
        public let namespace: String
        /// The static function, or nil for calling the namespace itself (its constructor).
        public let function: String?
        public let labels: [String]
    }

    public let namespaces: [Namespace]
    /// Global functions (`delay`, `class`, `CGPathCreateMutable`…), `print` and `require`.
    public let functions: [String]
    public let values: [GlobalValue]
    /// The tables of numbers (`CGFloat`, `Double`, `Float`) and the names each holds (`pi`…).
    public let numberNamespaces: [String]
    public let numberConstants: [String]
    public let types: [BoundType]
    public let labelledCalls: [LabelledCall]
    /// The names UIKit's animation functions take in `options` (`"curveEaseOut"`, `"repeat"`,
    /// `"calculationModePaced"`, `"transitionFlipFromLeft"`…).
    public let animationOptions: [String]

    /// The catalogue of this build of Kinema.
    public static let kinema = ScriptCatalogue()

    /// Every global name a scene sees besides Lua's own libraries.
    public var globalNames: [String] {
        namespaces.flatMap(\.names) + functions + values.map(\.name) + numberNamespaces
    }

    public func type(named name: String) -> BoundType? { types.first { $0.name == name } }

    private init() {
        let made = ScriptCatalogue.boundTypes
        let classes = made.compactMap { entry in entry.swiftClass.map { (entry.type.name, $0) } }
        types = made.map { entry in
            let names = entry.type.propertyNames(entry.sample)
            let properties = Set(names).sorted().map { name in
                Property(name: name, kind: entry.kind(name), isAnimatable: entry.animates(name))
            }
            let base = entry.swiftClass.flatMap { ScriptCatalogue.nearestBase(of: $0, among: classes) }
            return BoundType(name: entry.type.name, base: base, methods: ScriptCatalogue.unique(entry.type.methods.map(\.0)),
                             properties: properties, hooks: [], isSubclassable: ScriptClasses.subclassableKinds.contains(entry.type.name))
        }.map { type in type.withHooks(ScriptCatalogue.hooks(of: type.name, bases: made)) }
        let typeNames = Set(types.map(\.name))
        namespaces = ScriptSession.allNamespaces.map { namespace in
            let constructs = namespace.call == nil ? nil
                : ScriptCatalogue.constructedTypes[namespace.names[0]] ?? namespace.names.first { typeNames.contains($0) }
            return Namespace(names: namespace.names, constructs: constructs,
                             functions: ScriptCatalogue.unique(namespace.functions.map(\.0)),
                             constants: namespace.constants ? ScriptSession.namespaceConstants[namespace.names[0]] ?? [] : [])
        }
        functions = (ScriptSession.globalFunctions + ScriptSession.timerFunctions + ScriptSession.coreGraphicsFunctions).map(\.0)
            + ["class", "property", "print", "require"]
        values = [GlobalValue(name: "scene", typeName: ScriptType.scene.name), GlobalValue(name: "view", typeName: View.typeName)]
            + ScriptSession.globalConstants.map { name in
                GlobalValue(name: name, typeName: name.hasPrefix("CATransform3D") ? "Transform3D" : "AffineTransform")
            }
        numberNamespaces = ScriptSession.numberNamespaces
        numberConstants = ScriptSession.numberConstants.map(\.0)
        labelledCalls = [
            LabelledCall(namespace: View.typeName, function: "animate", labels: ScriptSession.animateLabels),
            LabelledCall(namespace: View.typeName, function: "animateKeyframes", labels: ScriptSession.animateKeyframesLabels),
            LabelledCall(namespace: View.typeName, function: "addKeyframe", labels: ScriptSession.addKeyframeLabels),
            LabelledCall(namespace: View.typeName, function: "transition", labels: ScriptSession.transitionLabels),
            LabelledCall(namespace: ScriptSession.animatorTypeName, function: nil, labels: ScriptSession.animatorLabels),
            LabelledCall(namespace: ScriptSession.animatorTypeName, function: "runningPropertyAnimator",
                         labels: ScriptSession.runningAnimatorLabels),
            LabelledCall(namespace: TimingParametersObject.springTypeName, function: nil, labels: ScriptSession.springTimingLabels),
            LabelledCall(namespace: TimingParametersObject.cubicTypeName, function: nil, labels: ScriptSession.cubicTimingLabels),
        ]
        animationOptions = ViewAnimationOptionNames.flags.map(\.0) + ViewAnimationOptionNames.curves.map(\.0)
            + ViewAnimationOptionNames.calculationModes.map(\.0) + ViewAnimationOptionNames.transitions
    }

    // MARK: The bound types

    /// One `ScriptType` the session makes, an object to ask its property names of, the Swift
    /// class behind it (for its base), the kinds of its key-value-coded properties and which
    /// of them animations animate.
    private struct Entry {
        let type: ScriptType
        let sample: AnyObject
        let swiftClass: AnyClass?
        let kind: (String) -> PropertyKind?
        var animates: (String) -> Bool = { _ in false }
    }

    /// Stands in as the object for types whose property names do not depend on the object.
    private final class NoObject {}

    /// Every bound type, each made by the same factory the session pushes objects with.
    private static var boundTypes: [Entry] {
        let none: (String) -> PropertyKind? = { _ in nil }
        func plain(_ type: ScriptType) -> Entry { Entry(type: type, sample: NoObject(), swiftClass: nil, kind: none) }
        // A UIVisualEffectView's layer is the one layer type no global constructs.
        let layers: [Layer.Type] = ScriptSession.layerTypes.values.sorted { $0.typeName < $1.typeName } + [BackdropLayer.self]
        let layerEntries = layers.map { type in
            Entry(type: .layer(type), sample: type.init(), swiftClass: type, kind: { type.properties[$0]?.kind },
                  animates: { type.propertyTable.entry($0).map { $0.animates != .never } ?? false })
        }
        let viewEntries = ScriptSession.viewTypes.keys.sorted().map { name -> Entry in
            let view = ScriptSession.viewTypes[name]!()
            let type = Swift.type(of: view)
            return Entry(type: .view(view), sample: view, swiftClass: type, kind: { type.properties[$0]?.kind })
        }
        let animationEntries = ScriptSession.animationTypes.keys.sorted().map { name -> Entry in
            let type = ScriptSession.animationTypes[name]!
            return Entry(type: .animation(named: name), sample: type.init(), swiftClass: type, kind: none)
        }
        let gestureEntries = ScriptSession.gestureTypes.keys.sorted().map { name -> Entry in
            let type = Swift.type(of: ScriptSession.gestureTypes[name]!())
            return Entry(type: .gesture(type), sample: NoObject(), swiftClass: type, kind: none)
        }
        let presentation = PresentationLayer(of: Layer(), at: 0, host: AnimationHost(schedule: { _, _ in }))
        return layerEntries + viewEntries
            + [Entry(type: .emitterCell, sample: EmitterCell(), swiftClass: nil, kind: { EmitterCell.properties[$0]?.kind }),
               Entry(type: .presentation, sample: presentation, swiftClass: nil, kind: { Layer.properties[$0]?.kind },
                     animates: { Layer.propertyTable.entry($0).map { $0.animates != .never } ?? false }),
               plain(.scene), plain(.nsObject)]
            + ValueBox.typeNames.map { plain(.value(named: $0)) }
            + animationEntries + [plain(.timingFunction)]
            + gestureEntries
            + [Entry(type: .viewController(navigation: false), sample: NoObject(), swiftClass: ViewController.self, kind: none),
               Entry(type: .viewController(navigation: true), sample: NoObject(), swiftClass: NavigationController.self, kind: none),
               plain(.transitionContext), plain(.percentDrivenTransition), plain(.propertyAnimator),
               plain(.timingParameters(spring: false)), plain(.timingParameters(spring: true))]
            + [VisualEffect.blur(.dark), .vibrancy(.dark)].map { plain(.effect(named: EffectBox.canonical($0).typeName)) }
            + [plain(.touch), plain(.screen), plain(.displayLink), plain(.runLoop)]
            + [plain(.layoutConstraint), plain(.layoutAnchor), plain(.layoutGuide), plain(.transitionCoordinator)]
            + [plain(.mutablePath), plain(.bezierPath), plain(.drawingContext), plain(.gradient), plain(.text),
               plain(.paragraphStyle), plain(.imageRenderer), plain(.rendererFormat), plain(.rendererContext)]
            + [plain(.buttonConfiguration)]
    }

    /// What a namespace's constructor returns when no name of the namespace is the type's.
    static let constructedTypes = ["CGAffineTransform": "AffineTransform", "UIFont": "Font", "CGPath": "Path"]

    /// The nearest superclass of `swiftClass` that is another bound type's class.
    private static func nearestBase(of swiftClass: AnyClass, among classes: [(String, AnyClass)]) -> String? {
        var next: AnyClass? = _getSuperclass(swiftClass)
        while let candidate = next {
            if let (name, _) = classes.first(where: { ObjectIdentifier($0.1) == ObjectIdentifier(candidate) }) { return name }
            next = _getSuperclass(candidate)
        }
        return nil
    }

    /// The hooks of the type `name` (`ScriptClasses.hooks` by short name) and of its bases.
    private static func hooks(of name: String, bases entries: [Entry]) -> [String] {
        let classes = entries.compactMap { entry in entry.swiftClass.map { (entry.type.name, $0) } }
        var chain = [name]
        if let own = classes.first(where: { $0.0 == name })?.1 {
            var next: AnyClass? = _getSuperclass(own)
            while let candidate = next {
                if let (baseName, _) = classes.first(where: { ObjectIdentifier($0.1) == ObjectIdentifier(candidate) }) { chain.append(baseName) }
                next = _getSuperclass(candidate)
            }
        }
        return unique(chain.reversed().flatMap { ScriptClasses.hooks[$0] ?? [] })
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

extension ScriptCatalogue.BoundType {
    fileprivate func withHooks(_ hooks: [String]) -> Self {
        Self(name: name, base: base, methods: methods, properties: properties, hooks: hooks, isSubclassable: isSubclassable)
    }
}
