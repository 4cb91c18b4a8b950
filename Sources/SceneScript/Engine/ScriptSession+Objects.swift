import CLua
import Geometry
import Layers
import LuaShim
import Views

/// Layers and views as Lua sees them: their key-value-coded properties, their place in the
/// tree, and the errors for misspelt or mistyped properties.
extension ScriptSession {
    /// The layer types scripts construct, by name and by Core Animation name.
    static let layerTypes: [String: Layer.Type] = [
        "Layer": Layer.self, "ShapeLayer": ShapeLayer.self, "GradientLayer": GradientLayer.self,
        "TextLayer": TextLayer.self, "TransformLayer": TransformLayer.self,
        "ReplicatorLayer": ReplicatorLayer.self, "EmitterLayer": EmitterLayer.self,
    ]
    /// The view types scripts construct.
    static let viewTypes: [String: () -> View] = [
        "View": { View() }, "Control": { Control() }, "ImageView": { ImageView() }, "Label": { Label() }, "Button": { Button() },
        "VisualEffectView": { VisualEffectView() }, "ScrollView": { ScrollView() },
        "StackView": { StackView() },
        "ActivityIndicatorView": { ActivityIndicatorView() }, "TextField": { TextField() }, "Slider": { Slider() },
    ]

    // MARK: Pushing

    func pushLayer(_ layer: Layer?, on lua: Lua) {
        guard let layer else { return lua.pushNil() }
        let name = type(of: layer).typeName
        pushIdentity(of: layer, as: .layer(type(of: layer)), named: name, on: lua)
    }

    func pushView(_ view: View?, on lua: Lua) {
        guard let view else { return lua.pushNil() }
        let name = type(of: view).typeName
        pushIdentity(of: view, as: .view(view), named: name, on: lua)
    }

    func layer(at index: Int32, in lua: Lua) -> Layer? { object(at: index, in: lua) as? Layer }
    func view(at index: Int32, in lua: Lua) -> View? { object(at: index, in: lua) as? View }

    // MARK: Reading properties

    func layerProperty(_ layer: Layer, _ key: String, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "sublayers": pushArray(layer.sublayers, on: lua) { pushLayer($0, on: lua) }
        case "superlayer": pushLayer(layer.superlayer, on: lua)
        case "mask": pushLayer(layer.mask, on: lua)
        case "emitterCells" where layer is EmitterLayer: pushCells((layer as! EmitterLayer).emitterCells, on: lua)
        default:
            if try layerTimeProperty(layer, key, on: lua) { return }
            guard let value = layer.value(forKey: key) else { throw unknownProperty(key, of: layer, on: lua) }
            // Weakly: the box lives in this session's Lua state, which the session owns.
            push(value, on: lua) { [weak self] newValue, _ throws(ScriptFailure) in try self?.set(newValue, forKey: key, of: layer) }
        }
    }

    func viewProperty(_ view: View, _ key: String, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "layer": pushLayer(view.layer, on: lua)
        case "subviews": pushArray(view.subviews, on: lua) { pushView($0, on: lua) }
        case "superview": pushView(view.superview, on: lua)
        case "gestureRecognizers": pushArray(view.gestureRecognizers, on: lua) { pushGesture($0, on: lua) }
        case "onTap" where view is Button: pushTapHandler(of: view as! Button, on: lua)
        case "titleLabel" where view is Button: pushView((view as! Button).titleLabel, on: lua)
        case "configuration" where view is Button: pushConfiguration(of: view as! Button, on: lua)
        case _ where ScriptSession.effectViewKeys(of: view).contains(key): effectViewProperty(view, key, on: lua)
        case _ where ScriptSession.scrollViewKeys(of: view).contains(key): scrollViewProperty(view as! ScrollView, key, on: lua)
        case _ where ScriptSession.autoLayoutViewKeys.contains(key): autoLayoutViewProperty(view, key, on: lua)
        case "arrangedSubviews" where view is StackView: stackViewProperty(view as! StackView, on: lua)
        case _ where ScriptSession.textFieldKeys(of: view).contains(key): textFieldProperty(view as! TextField, key, on: lua)
        case "layout":
            if let function = layoutFunctions[ObjectIdentifier(view)], function.owner === view {
                lua.pushReference(function.reference)
            } else {
                lua.pushNil()
            }
        default:
            guard let value = view.value(forKey: key) else { throw unknownProperty(key, of: view, on: lua) }
            push(value, on: lua) { [weak self] newValue, _ throws(ScriptFailure) in try self?.set(newValue, forKey: key, of: view) }
        }
    }

    private func pushArray<T>(_ items: [T], on lua: Lua, _ pushItem: (T) -> Void) {
        lua.newTable(arrayCount: Int32(clamping: items.count))
        for (i, item) in items.enumerated() {
            pushItem(item)
            lua.rawSet(-2, index: i + 1)
        }
    }

    // MARK: Writing properties

    func setLayerProperty(_ layer: Layer, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "sublayers":
            let newSublayers = try layers(at: index, for: "sublayers", on: lua)
            for old in layer.sublayers { old.removeFromSuperlayer() }
            for sublayer in newSublayers { try addSublayer(sublayer, to: layer, method: "sublayers") }
        case "mask":
            try setMask(lua.isNil(at: index) ? nil : self.layer(at: index, in: lua), of: layer, valueAt: index, on: lua)
        case "superlayer":
            throw .message("'superlayer' is read-only; use addSublayer on the new superlayer")
        case "emitterCells" where layer is EmitterLayer:
            (layer as! EmitterLayer).emitterCells = try cells(at: index, on: lua)
        default:
            if try setLayerTimeProperty(layer, key, valueAt: index, on: lua) { return }
            guard let property = layer.property(forKey: key) else { throw unknownProperty(key, of: layer, on: lua) }
            guard !property.isReadOnly else { throw .message(PropertyError.readOnly(key: key).description) }
            let value = try propertyValue(at: index, kind: property.kind, key: key, in: lua) { layer.value(forKey: key) }
            try set(value, forKey: key, of: layer)
        }
    }

    func setViewProperty(_ view: View, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "layout":
            try setLayout(of: view, valueAt: index, on: lua)
        case "onTap" where view is Button:
            try setTapHandler(of: view as! Button, valueAt: index, on: lua)
        case "configuration" where view is Button:
            try setConfiguration(of: view as! Button, valueAt: index, on: lua)
        case _ where ScriptSession.effectViewKeys(of: view).contains(key):
            try setEffectViewProperty(view, key, valueAt: index, on: lua)
        case _ where ScriptSession.scrollViewKeys(of: view).contains(key):
            try setScrollViewProperty(view as! ScrollView, key, valueAt: index, on: lua)
        case _ where ScriptSession.autoLayoutViewKeys.contains(key):
            try setAutoLayoutViewProperty(view, key, valueAt: index, on: lua)
        case "arrangedSubviews" where view is StackView:
            try setStackViewProperty(view as! StackView, valueAt: index, on: lua)
        case _ where ScriptSession.textFieldKeys(of: view).contains(key):
            try setTextFieldProperty(view as! TextField, key, valueAt: index, on: lua)
        case "layer", "subviews", "superview", "gestureRecognizers":
            throw .message("'\(key)' is read-only")
        default:
            guard let property = view.property(forKey: key) else { throw unknownProperty(key, of: view, on: lua) }
            guard !property.isReadOnly else { throw .message(PropertyError.readOnly(key: key).description) }
            let value = try propertyValue(at: index, kind: property.kind, key: key, in: lua) { view.value(forKey: key) }
            // A misspelt case name gets the nearest valid one suggested ("lage": "large").
            if case .name(let valid) = property.kind, case .name(let given) = value, !valid.contains(given) {
                throw .message(Suggestion.message(PropertyError.unknownName(key: key, value: given, valid: valid).description,
                                                  for: given, in: valid))
            }
            try set(value, forKey: key, of: view)
        }
    }

    func set(_ value: PropertyValue, forKey key: String, of layer: Layer) throws(ScriptFailure) {
        try keeping(value, forKey: key, of: layer) { () throws(ScriptFailure) in
            do throws(PropertyError) {
                try viewAnimations.assigning(to: layer) { () throws(PropertyError) in try change(layer, key, to: value) }
            } catch { throw .message(error.description) }
        }
        try throwPendingFailure()  // from a script's layer delegate
    }

    func set(_ value: PropertyValue, forKey key: String, of view: View) throws(ScriptFailure) {
        try keeping(value, forKey: key, of: view) { () throws(ScriptFailure) in
            do throws(PropertyError) {
                try viewAnimations.assigning(to: view.layer) { () throws(PropertyError) in
                    // A view class may answer its layer's actions (UIKit asks the view, as the
                    // layer's delegate); other views answer none, so they skip the search. Inside a
                    // block the block asks it (`ViewAnimationContext.animate`).
                    guard view.overrides != nil, timeline.isLoaded, !viewAnimations.isRecording else { return try view.setValue(value, forKey: key) }
                    try timeline.host.change(view.layer, keys: View.layerKeys(forKey: key)) { () throws(PropertyError) in
                        try view.setValue(value, forKey: key)
                    }
                }
            } catch { throw .message(error.description) }
        }
        try throwPendingFailure()  // from the class's action
    }

    private func setMask(_ mask: Layer?, of layer: Layer, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        guard let mask else {
            guard lua.isNil(at: index) else { throw .message("'mask' must be a layer or nil (got \(lua.typeName(at: index)))") }
            layer.mask = nil
            return
        }
        if mask !== layer.mask {
            switch layer.problem(placing: mask) {
            case .cycle?: throw .message("a layer's mask cannot be the layer itself or one of the layers it is under (superlayers, or a layer it masks)")
            case .tooDeep?: throw .message(ScriptSession.tooDeep("mask"))
            case nil: break
            }
        }
        if let other = mask.maskedLayer, other !== layer { other.mask = nil }  // a layer masks one layer at most
        layer.mask = mask
    }

    private func setLayout(of view: View, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        guard let function = try storeHandler(at: index, of: view, in: \.layoutFunctions, label: "layout", on: lua) else {
            view.layout = nil
            return
        }
        view.layout = { [weak self] view in self?.runLayout(function, of: view) }
    }

    /// Runs a view's `layout` function; a failure waits in `pendingFailure` for the Swift
    /// function (or the load) that started the layout pass.
    private func runLayout(_ function: LuaFunctionReference, of view: View) {
        guard pendingFailure == nil else { return }
        guard layoutDepth < 50 else {
            pendingFailure = .message("layout functions nested too deeply (does a layout call layoutIfNeeded on its own view?)")
            return
        }
        layoutDepth += 1
        defer { layoutDepth -= 1 }
        pendingFailure = host.call(function.reference) { lua in
            pushView(view, on: lua)
            return 1
        }
    }

    /// The layers in the list at `index` (nil is none).
    func layers(at index: Int32, for key: String, on lua: Lua) throws(ScriptFailure) -> [Layer] {
        if lua.isNil(at: index) { return [] }
        guard lua.isTable(at: index) else { throw .message("'\(key)' must be a list of layers (got \(lua.typeName(at: index)))") }
        var result: [Layer] = []
        for i in 0..<lua.length(at: index) {
            lua.rawGet(index, index: i + 1)
            defer { lua.pop() }
            guard let layer = layer(at: -1, in: lua) else {
                throw .message("'\(key)' must be a list of layers (item \(i + 1) is \(lua.typeName(at: -1)))")
            }
            result.append(layer)
        }
        return result
    }

    // MARK: Errors

    /// "Layer has no property 'frme'; did you mean 'frame'?"
    func unknownProperty(_ key: String, of object: AnyObject, on lua: Lua) -> ScriptFailure {
        let type = (object as? ScriptBound)?.scriptType
        var typeName = type.map { $0.nameInMessages ?? $0.name } ?? "object"
        var names = engineNames(of: object)
        if let instance = instance(of: object) {
            typeName = instance.className
            names += instance.fieldNames + instance.classMemberNames(on: lua)
        }
        return .message(Suggestion.message("\(typeName) has no property '\(key)'", for: key, in: names))
    }

    /// Whether `key` names one of the engine's properties of `object` (a class may declare a
    /// field named as an engine method: Swift tells `value` from `value(forKey:)`).
    func isEngineKey(_ key: String, of object: AnyObject, on lua: Lua) -> Bool {
        guard let bound = object as? ScriptBound else { return false }
        return bound.scriptType.propertyNames(object).contains(key)
    }

    /// The names of the properties and methods of `object`'s bound type.
    private func engineNames(of object: AnyObject) -> [String] {
        guard let type = (object as? ScriptBound)?.scriptType else { return [] }
        return type.propertyNames(object) + type.methods.map(\.0)
    }
}

/// A Lua function kept in the registry for as long as Swift holds it.
final class LuaFunctionReference {
    private weak var session: ScriptSession?
    let reference: Int32
    /// The object the function belongs to (a view, for its `layout`).
    private(set) weak var owner: AnyObject?

    init(session: ScriptSession, reference: Int32, owner: AnyObject?) {
        self.session = session; self.reference = reference; self.owner = owner
    }

    deinit { session?.host.releaseReference(reference) }
}
