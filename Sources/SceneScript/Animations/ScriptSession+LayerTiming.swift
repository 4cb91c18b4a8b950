import Layers
import Views

/// Layers in time: `convertTime`, the layer's own CAMediaTiming properties (`speed = 0`
/// pauses everything under it), and the properties that decide implicit animations,
/// `actions` and `delegate`.
extension ScriptSession {
    static let layerTimeKeys = mediaTimingKeys + ["actions", "delegate"]

    /// `layer:convertTime(t)` (from the scene's time), `layer:convertTime(t, {from = other})`,
    /// `layer:convertTime(t, {to = other})`; `scene` stands for the scene's own time.
    func convertTime(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let layer = try receiver(Layer.self, "convertTime", lua)
        let usage = "convertTime takes a time and where it is from or to, as in layer:convertTime(t, {from = other}) or layer:convertTime(t, {to = other}) (scene stands for the scene's time)"
        guard let t = lua.number(at: 2), t.isFinite else { throw .message("convertTime: the time must be a finite number (got \(describeNumber(at: 2, on: lua)))") }
        if lua.isNil(at: 3) {
            lua.push(layer.convertTime(t, from: nil))
            return 1
        }
        if let other = self.layer(at: 3, in: lua) {
            lua.push(layer.convertTime(t, from: other))
            return 1
        }
        guard lua.isTable(at: 3), object(at: 3, in: lua) == nil else { throw .message(usage) }
        let labels = lua.keyNames(of: 3)
        guard labels.count == 1, let label = labels.first, label == "from" || label == "to" else { throw .message(usage) }
        lua.rawGet(3, label)
        let other: Layer?
        if object(at: -1, in: lua) is SceneSettings {
            other = nil
        } else if let l = self.layer(at: -1, in: lua) {
            other = l
        } else {
            throw .message("convertTime: '\(label)' must be a layer or scene (got \(lua.typeName(at: -1)))")
        }
        lua.pop()
        lua.push(label == "from" ? layer.convertTime(t, from: other) : layer.convertTime(t, to: other))
        return 1
    }

    // MARK: Properties

    /// Pushes the layer's timing property, `actions` or `delegate`; false when `key` is none of them.
    func layerTimeProperty(_ layer: Layer, _ key: String, on lua: Lua) throws(ScriptFailure) -> Bool {
        if pushTiming(layer.timing, key, on: lua) { return true }
        switch key {
        case "actions":
            lua.newTable()
            for (name, action) in layer.actions.sorted(by: { $0.key < $1.key }) {
                pushAction(action, on: lua)
                lua.rawSet(-2, name)
            }
        case "delegate":
            switch layer.delegate {
            case let delegate as ScriptLayerDelegate: pushTable(of: delegate, on: lua)
            case let view as View: pushView(view, on: lua)
            default: lua.pushNil()
            }
        default: return false
        }
        return true
    }

    /// Sets the layer's timing property, `actions` or `delegate`; false when `key` is none of them.
    func setLayerTimeProperty(_ layer: Layer, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) -> Bool {
        let index = lua.absolute(index)
        if try setTiming(&layer.timing, key, valueAt: index, on: lua) {
            // Pausing or resuming a layer moves when its animations start and end.
            timeline.host.layerTimingDidChange(layer)
            return true
        }
        switch key {
        case "actions": layer.actions = try actions(at: index, for: layer, on: lua)
        case "delegate": try setDelegate(of: layer, valueAt: index, on: lua)
        default: return false
        }
        return true
    }

    /// `layer.actions = { position = CABasicAnimation{ duration = 1 }, opacity = false }`:
    /// an animation runs when the key changes; false means none (NSNull).
    private func actions(at index: Int32, for layer: Layer, on lua: Lua) throws(ScriptFailure) -> [String: LayerAction] {
        if lua.isNil(at: index) { return [:] }
        guard lua.isTable(at: index), object(at: index, in: lua) == nil else {
            throw .message("'actions' must be a table of key = animation or false (got \(lua.typeName(at: index)))")
        }
        var actions: [String: LayerAction] = [:]
        try lua.forEachPair(in: index) { key, value throws(ScriptFailure) in
            guard let name = lua.string(at: key) else {
                throw .message("'actions' takes property names as keys (found a \(lua.typeName(at: key)) key)")
            }
            if lua.bool(at: value) == false {
                actions[name] = LayerAction.none
            } else if let animation = animation(at: value, in: lua) {
                if let property = animation as? PropertyAnimation, property.keyPath != nil { try check(property, for: layer) }
                actions[name] = .animation(animation)
            } else {
                throw .message("actions.\(name) must be an animation or false (got \(lua.typeName(at: value)))")
            }
        }
        return actions
    }

    /// `layer.delegate = { action = function(layer, key) return anim | false | nil end }`.
    private func setDelegate(of layer: Layer, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        if layer.delegate is View {
            throw .message("a view's layer has its view as delegate; animate the view inside UIView.animate instead")
        }
        let delegate = try delegateTable(at: index, "delegate", expected: "a table with an action(layer, key) function", on: lua)
            .map { ScriptLayerDelegate(session: self, table: $0) }
        timeline.layerDelegates[ObjectIdentifier(layer)] = delegate
        layer.delegate = delegate
    }
}
