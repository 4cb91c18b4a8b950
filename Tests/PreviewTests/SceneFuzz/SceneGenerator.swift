import FuzzTesting
import Geometry
import SceneScript
import Views

/// Makes a random scene from a seed out of what the engine registers (`FuzzCatalogue`): a
/// tree of layers and views of every constructible type, properties set to values of their
/// kind (hostile ones too) and sometimes of another, animations on animatable key paths,
/// UIKit animation blocks, timers, gestures, method calls with random arguments and, now and
/// then, an error on purpose; and the input, size and times to drive the session with.
/// The same seed always makes the same case.
struct SceneGenerator {
    /// A named object of the scene and its bound type.
    struct Object {
        let name: String
        let type: ScriptCatalogue.BoundType
    }

    let seed: UInt64
    var rng: SplitMix64
    let fuzz = FuzzCatalogue.shared
    /// Image file names in `Assets/`.
    let assets: [String]
    var lua = LuaWriter()
    /// Layers in the tree (views' layers too) and views in it (the root `view` first).
    var layers: [Object] = []
    var views: [Object] = []
    /// Layers outside the tree: masks to be.
    var loose: [Object] = []
    /// Every named object, for arguments.
    var objects: [Object] = []
    private var names = 0
    /// Set while writing a statement whose value may well be refused (a hostile number, a
    /// wrong kind, a made-up name): `write` then wraps it in `pcall`.
    var tainted = false
    var sceneSize = Size(width: 200, height: 200)

    static func scene(seed: UInt64, assets: [String]) -> FuzzScene {
        var generator = SceneGenerator(seed: seed, rng: SplitMix64(seed: seed), assets: assets)
        return generator.make()
    }

    private mutating func make() -> FuzzScene {
        lua.line("-- Kinema scene fuzz, seed \(seed) (KINEMA_FUZZ_SEED=\(seed) KINEMA_FUZZ_SCENES=1 scripts/fuzz-scenes)")
        sizeTheScene()
        let root = Object(name: "view", type: fuzz.catalogue.type(named: "View")!)
        views.append(root)
        layers.append(Object(name: "view.layer", type: fuzz.catalogue.type(named: "Layer")!))
        objects += [root, Object(name: "scene", type: fuzz.catalogue.type(named: "Scene")!)]
        for _ in 0..<int(0...2) where chance(0.3) { declareClass() }
        for _ in 0..<int(2...24) { if chance(0.75) { addLayer() } else { addView() } }
        for _ in 0..<int(0...5) { makeObject() }
        for layer in loose where chance(0.6) { lua.line("\(pick(layers).name).mask = \(layer.name)") }
        for _ in 0..<int(3...20) { statement() }
        if chance(0.05) { lua.line("error(\"fuzz: an error on purpose\")") }
        let override = chance(0.85) ? Size(width: Double(int(16...160)), height: Double(int(16...160))) : nil
        return FuzzScene(seed: seed, source: lua.source, input: input(in: override ?? sceneSize), sizeOverride: override,
                         times: playheadTimes(), checkUntil: chance(0.7) ? rng.number(0...5) : nil)
    }

    /// `scene.size`: usually a phone-like size, sometimes a hostile one.
    private mutating func sizeTheScene() {
        if chance(0.9) {
            sceneSize = Size(width: Double(int(40...400)), height: Double(int(40...400)))
            lua.line("scene.size = {\(Int(sceneSize.width)), \(Int(sceneSize.height))}")
        } else {
            write("scene.size = \(chance(0.5) ? "{\(number()), \(number())}" : anyValue())")
        }
        if chance(0.3) { write("scene.backgroundColor = \(color())") }
    }

    /// A fresh local name, `prefix` and a number.
    mutating func name(_ prefix: String) -> String {
        names += 1
        return "\(prefix)\(names)"
    }

    // MARK: The tree

    private mutating func addLayer() {
        let constructor = pick(fuzz.layers)
        let layer = Object(name: name("layer"), type: constructor.type)
        lua.line("local \(layer.name) = \(constructor.global){}")
        if chance(0.9) { write("\(layer.name).frame = \(rect())") }
        setProperties(of: layer)
        objects.append(layer)
        if chance(0.15) {
            loose.append(layer)
        } else {
            lua.line("\(pick(layers).name):addSublayer(\(layer.name))")
            layers.append(layer)
        }
    }

    private mutating func addView() {
        let constructor = pick(fuzz.views)
        let view = Object(name: name("view"), type: constructor.type)
        lua.line("local \(view.name) = \(constructor.global){}")
        if chance(0.9) { write("\(view.name).frame = \(rect())") }
        setProperties(of: view)
        lua.line("\(pick(views).name):addSubview(\(view.name))")
        objects.append(view)
        views.append(view)
        layers.append(Object(name: "\(view.name).layer", type: fuzz.catalogue.type(named: "Layer")!))
    }

    // MARK: Statements

    /// One statement at the current depth: at the top level of the scene or in a callback.
    mutating func statement() {
        let nested = lua.depth > 0, deep = lua.depth > 2
        switch int(0...99) {
        case 0..<35: setProperty(of: pick(layers + views + loose))
        case 35..<50 where !deep: addAnimation(to: pick(layers))
        case 50..<58 where !deep: viewAnimation()
        case 58..<65 where !deep: delay()
        case 65..<70 where !deep: addGesture()
        case 70..<82: callMethod()
        case 82..<86: callFunction()
        case 86..<89: readProperty()
        case 89..<91 where !deep: makeObject()
        case 91..<93 where nested: lua.line("error(\"fuzz: an error on purpose in a callback\")")
        default: write("print(\(anyValue()))")
        }
    }

    /// Writes `statement`, as `risky` does when a value in it was tainted, else mostly bare.
    /// (Some properties take less than their kind says, `tag` whole numbers only, and some
    /// are read-only, which the catalogue cannot tell.)
    mutating func write(_ statement: String) {
        if tainted || chance(0.3) { risky(statement) } else { lua.line(statement) }
        tainted = false
    }

    /// Writes `statement`, usually inside `pcall` so the scene goes on when it fails (it may
    /// well: it holds a wrong value or random arguments), sometimes bare so its error ends the
    /// run and is reported with its line. (A scene stops at its first error, so bare ones
    /// are rare, or few scenes would get as far as their animations.)
    mutating func risky(_ statement: String) {
        lua.line(chance(0.995) ? "pcall(function() \(statement) end)" : statement)
        tainted = false
    }

    /// Sets a few of `object`'s catalogued properties, or now and then every one of them (so
    /// features that need several, a stroked dashed path, an emitter cell that lives, show up).
    mutating func setProperties(of object: Object) {
        if chance(0.15) {
            // So many that some are sure to be refused (read-only ones): each inside `pcall`.
            for property in object.type.properties where chance(0.8) {
                tainted = true
                setProperty(of: object, property)
            }
        } else {
            for _ in 0..<int(0...6) { setProperty(of: object) }
        }
    }

    /// Sets one of `object`'s catalogued properties: a value of its kind, or now and then a
    /// wrong one; properties of unknown kind get anything at all, or a fresh object of the type
    /// their name names (`emitterCells` → `EmitterCell`s).
    mutating func setProperty(of object: Object, _ chosen: ScriptCatalogue.Property? = nil) {
        guard !object.type.properties.isEmpty else { return }
        let property = chosen ?? pick(object.type.properties)
        let target = "\(object.name).\(property.name)"
        if let kind = property.kind {
            write("\(target) = \(chance(0.06) ? wrongValue(not: kind) : value(kind))")
        } else if case let (constructors, isList) = fuzz.constructors(for: property.name), !constructors.isEmpty {
            tainted = true
            write("\(target) = \(isList ? list(int(0...3)) { $0.fresh($0.pick(constructors)) } : fresh(pick(constructors)))")
        } else {
            risky("\(target) = \(anyValue())")
        }
    }

    /// A new object of `constructor`'s type, on one line: with some of its properties (the
    /// ones of known kind), or with an engine word (`UIBlurEffect("dark")`).
    mutating func fresh(_ constructor: FuzzCatalogue.Constructor) -> String {
        if chance(0.3) { return "\(constructor.global)(\(Self.quoted(pick(fuzz.words))))" }
        let all = chance(0.3)
        let properties = all ? constructor.type.properties : (0..<int(0...10)).compactMap { _ in
            constructor.type.properties.isEmpty ? nil : pick(constructor.type.properties)
        }
        var fields: [String] = []
        for property in properties {
            guard let kind = property.kind else { continue }
            fields.append("\(property.name) = \(value(kind))")
        }
        return "\(constructor.global){ \(fields.joined(separator: ", ")) }"
    }

    /// A catalogued method of `object` (a random named one when nil), with random arguments.
    mutating func callMethod(on object: Object? = nil) {
        let object = object ?? pick(objects)
        guard !object.type.methods.isEmpty else { return }
        risky("\(object.name):\(pick(object.type.methods))(\(arguments(for: object)))")
    }

    /// A namespace's static function or a global function, with random arguments.
    private mutating func callFunction() {
        let functions = fuzz.staticFunctions + fuzz.catalogue.functions.filter { $0 != "require" && $0 != "delay" }
        risky("\(pick(functions))(\(arguments()))")
    }

    /// Zero to three arguments: the scene's objects (of the receiver's own family more often,
    /// as `addSublayer`, `present` and `append` take), functions doing random things, tables of
    /// a catalogued call's labels, anything at all.
    mutating func arguments(for receiver: Object? = nil) -> String {
        let family = receiver.map { Set(FuzzCatalogue.chain(of: $0.type, in: fuzz.catalogue)) } ?? []
        let kin = objects.filter { !family.isDisjoint(with: FuzzCatalogue.chain(of: $0.type, in: fuzz.catalogue)) }
        var arguments: [String] = []
        for _ in 0..<int(0...3) {
            switch int(0...19) {
            case 0..<3 where !kin.isEmpty: arguments.append(pick(kin).name)
            case 0..<5: arguments.append(pick(objects).name)
            case 5..<7 where lua.depth < 2: arguments.append(callback("argument", parameters: "argument, ..."))
            case 7..<9:
                let labels = pick(fuzz.catalogue.labelledCalls).labels
                arguments.append("{ \(pick(labels)) = \(anyValue()) }")
            default: arguments.append(anyValue())
            }
        }
        return arguments.joined(separator: ", ")
    }

    // MARK: Randomness

    mutating func chance(_ p: Double) -> Bool { rng.chance(p) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { rng.int(range) }
    mutating func pick<C: Collection>(_ items: C) -> C.Element { rng.pick(items) }
}
