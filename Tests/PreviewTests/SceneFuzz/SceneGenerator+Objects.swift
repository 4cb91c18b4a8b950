import SceneScript

/// Objects besides the tree: every other constructible type, script classes built on the
/// subclassable ones, and reads of their properties.
extension SceneGenerator {
    /// An object of a type that is not a layer, view, animation or gesture (a view controller,
    /// a display link, a path, an image renderer…) made with no, initial-property or random
    /// arguments. It is a global set inside `pcall`: nil when the constructor refused them.
    mutating func makeObject() {
        let constructor = pick(fuzz.others)
        let object = name("made")
        let call: String
        switch int(0...2) {
        case 0: call = "\(constructor.global)()"
        case 1: call = fresh(constructor)
        default: call = "\(constructor.global)(\(arguments()))"
        }
        risky("\(object) = \(call)")
        let made = Object(name: object, type: constructor.type)
        objects.append(made)
        for _ in 0..<int(0...3) { callMethod(on: made) }
    }

    /// Prints a catalogued property of a named object: getters work things out too (a
    /// spring's settling duration, a layer's presentation).
    mutating func readProperty() {
        let object = pick(objects)
        guard !object.type.properties.isEmpty else { return }
        risky("print(\(object.name).\(pick(object.type.properties).name))")
    }

    /// A script class on a subclassable type, overriding some of its hooks with functions
    /// doing random things on `self` (now and then calling the base's, or returning anything);
    /// an instance of it joins the tree when it is a layer or a view.
    mutating func declareClass() {
        let base = pick(fuzz.subclassable)
        let type = base.type
        let named = name("Class")
        lua.line("local \(named) = class(\(Self.quoted(named)), \(base.global))")
        objects.append(Object(name: "self", type: type))
        for hook in type.hooks where chance(0.4) {
            lua.open("function \(named):\(hook)(argument, ...)")
            let argument = Object(name: "argument", type: handedType())
            objects.append(argument)
            for _ in 0..<int(0...4) { callMethod(on: argument) }
            if chance(0.5) { risky("\(base.global).\(hook)(self, argument, ...)") }
            for _ in 0..<int(0...3) { statement() }
            if chance(0.3) { lua.line("return \(anyValue())") }
            objects.removeLast()
            lua.close("end")
        }
        objects.removeLast()
        let instance = Object(name: name("instance"), type: type)
        let family = FuzzCatalogue.chain(of: type, in: fuzz.catalogue)
        if family.contains("Layer") || family.contains("View") {
            lua.line("local \(instance.name) = \(named){}")
            if family.contains("Layer") {
                lua.line("\(pick(layers).name):addSublayer(\(instance.name))")
                layers.append(instance)
            } else {
                lua.line("\(pick(views).name):addSubview(\(instance.name))")
                views.append(instance)
                layers.append(Object(name: "\(instance.name).layer", type: fuzz.catalogue.type(named: "Layer")!))
            }
        } else {
            risky("\(instance.name) = \(named)()")
        }
        objects.append(instance)
    }

    /// What an argument the engine passes a callback is taken to be (the catalogue does not
    /// say): mostly a type only the engine hands out (a drawing context, a touch), else any
    /// type with methods; calls on it are tried.
    mutating func handedType() -> ScriptCatalogue.BoundType {
        chance(0.7) ? pick(fuzz.handedTypes) : pick(fuzz.catalogue.types.filter { !$0.methods.isEmpty })
    }
}
