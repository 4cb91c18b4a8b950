import CLua
import Geometry
import Layers
import Views

/// An object made by a script's class (`class("BellView", UIView)`): the engine object
/// itself, with the class and the instance's own fields (Swift's stored properties) kept
/// here. Lua finds the instance of an object through `ScriptSession.instances`; the engine
/// finds the overrides through the object's `overrides`, which this is.
final class ScriptInstance {
    weak var session: ScriptSession?
    /// The engine object this instance is.
    private(set) weak var owner: AnyObject?
    /// The class's name, as `class(name, Base)` gave it.
    let className: String
    /// The engine type the class builds on, by its short name (`View`, `ShapeLayer`, `NSObject`).
    let kind: String
    /// The class table, in the registry.
    let classTable: LuaFunctionReference
    /// The instance's own fields, a table in the registry.
    let fields: LuaFunctionReference
    /// The names of the fields, also those whose value is nil (Swift's `weak var x: T?`).
    var fieldNames: Set<String> = []
    /// True while the class's `init` runs: a name assigned then becomes a field.
    var isInitializing = false
    /// True once the engine's own init ran (`UIView.init(self, ...)`, Swift's `super.init`).
    var isEngineInitialized = false

    init(session: ScriptSession, owner: AnyObject, className: String, kind: String,
         classTable: LuaFunctionReference, fields: LuaFunctionReference) {
        self.session = session
        self.owner = owner
        self.className = className
        self.kind = kind
        self.classTable = classTable
        self.fields = fields
    }

    // MARK: Members

    /// Pushes the field `name` and returns true, or pushes nothing and returns false.
    func pushField(_ name: String, on lua: Lua) -> Bool {
        guard fieldNames.contains(name) else { return false }
        lua.pushReference(fields.reference)
        lua.rawGet(-1, name)
        lua.remove(at: -2)
        return true
    }

    /// Sets the field `name` (declaring it) to the value at `index`.
    func setField(_ name: String, valueAt index: Int32, on lua: Lua) {
        let value = lua.absolute(index)
        fieldNames.insert(name)
        lua.pushReference(fields.reference)
        lua.pushCopy(of: value)
        lua.rawSet(-2, name)
        lua.pop()
    }

    /// Pushes `name` as the class or one of its script superclasses defines it (a method, a
    /// class constant) and returns true; pushes nothing and returns false when none does.
    /// The engine's own methods are not looked at: those come from the object's metatable.
    func pushClassMember(_ name: String, on lua: Lua) -> Bool {
        lua.pushReference(classTable.reference)
        while true {
            if lua.rawGet(-1, name) != LUA_TNIL {
                lua.remove(at: -2)
                return true
            }
            lua.pop()
            lua.rawGet(-1, ScriptClasses.baseKey)
            lua.remove(at: -2)
            guard ScriptClasses.isClass(at: -1, in: lua) else {
                lua.pop()
                return false
            }
        }
    }

    /// The names the class and its script superclasses define, for suggestions.
    func classMemberNames(on lua: Lua) -> [String] {
        var names: [String] = []
        lua.pushReference(classTable.reference)
        while ScriptClasses.isClass(at: -1, in: lua) {
            lua.forEachPair(in: -1) { key, _ in
                if let name = lua.string(at: key), !name.hasPrefix("__") { names.append(name) }
            }
            lua.rawGet(-1, ScriptClasses.baseKey)
            lua.remove(at: -2)
        }
        lua.pop()
        return names
    }

    // MARK: Calling overrides

    /// What calling an override did.
    enum OverrideCall {
        /// The class does not define the method: the engine does its own work.
        case notOverridden
        /// The class's method ran; a failure is returned, not raised.
        case ran(ScriptFailure?)
    }

    /// Calls the class's method `name` on the instance (`self:name(...)`) when the class
    /// defines it; `readResult` sees its first result.
    /// `receiver` is `self` (the instance; a layer's presentation copy when it draws), or
    /// none for a class function such as `needsDisplay(key)`.
    func callOverride(_ name: String, receiver: Receiver = .instance, pushArguments: (Lua) -> Int32 = { _ in 0 },
                      readResult: ((Lua, Int32) throws(ScriptFailure) -> Void)? = nil) -> OverrideCall {
        guard let session, let lua = session.host.currentThread, let owner else { return .notOverridden }
        guard pushClassMember(name, on: lua) else { return .notOverridden }
        guard lua.isFunction(at: -1) else {
            let found = lua.typeName(at: -1)
            lua.pop()
            return .ran(.message("\(className).\(name) must be a function to override \(name) (it is a \(found))"))
        }
        let function = lua.makeReference()
        defer { lua.releaseReference(function) }
        return .ran(session.host.call(pushFunction: { lua in lua.pushReference(function) }, pushArguments: { lua in
            switch receiver {
            case .instance: session.pushObject(owner, on: lua)
            case .object(let object): session.pushObject(object, on: lua)
            case .none: return pushArguments(lua)
            }
            return 1 + pushArguments(lua)
        }, readResult: readResult))
    }

    /// Who an override is called on.
    enum Receiver {
        case instance
        case object(AnyObject)
        case none
    }

    /// Runs an override whose failure the engine cannot take: it waits in the session's
    /// `pendingFailure` for the Swift function (or the load) that started the engine's work.
    func callReportingLater(_ name: String, pushArguments: (Lua) -> Int32 = { _ in 0 },
                                    readResult: ((Lua, Int32) throws(ScriptFailure) -> Void)? = nil) -> Bool {
        guard let session, session.pendingFailure == nil else { return false }
        switch callOverride(name, pushArguments: pushArguments, readResult: readResult) {
        case .notOverridden: return false
        case .ran(let failure):
            if let failure { session.pendingFailure = failure }
            return true
        }
    }
}

extension ScriptInstance: ViewOverrides {
    /// For the inspector (both `ViewOverrides` and `LayerOverrides` ask).
    var sceneClassName: String? { className }
    func layoutSubviews(of view: View) -> Bool { callReportingLater("layoutSubviews") }

    func action(for layer: Layer, forKey key: String, of view: View) -> LayerAction? {
        var answer: LayerAction? = LayerAction.none  // UIView's own answer: NSNull
        _ = callReportingLater("action", pushArguments: { [weak session] lua in
            session?.pushLayer(layer, on: lua)
            lua.push(key)
            return 2
        }, readResult: { [weak session] lua, index throws(ScriptFailure) in
            answer = try session?.action(at: index, from: "\(self.className).action(layer, key)", in: lua)
        })
        return answer
    }

    func didMoveToSuperview(_ view: View) { _ = callReportingLater("didMoveToSuperview") }

    func touches(_ touch: Touch, phase: Touch.Phase, of view: View) -> Bool {
        let name: String
        switch phase {
        case .began: name = "touchesBegan"
        case .moved, .stationary: name = "touchesMoved"
        case .ended: name = "touchesEnded"
        case .cancelled: name = "touchesCancelled"
        }
        return callReportingLater(name, pushArguments: { [weak session] lua in
            session?.pushTouches(touch, on: lua)
            lua.pushNil()  // the UIEvent
            return 2
        })
    }

    func hitTest(_ point: Point, of view: View, engine: (Point) -> View?) -> HitTestAnswer {
        guard let session else { return .notOverridden }
        return withoutActuallyEscaping(engine) { engine in
            session.engineHitTests.append((view, engine))
            defer { session.engineHitTests.removeLast() }
            var hit: View?
            let overridden = callReportingLater("hitTest", pushArguments: { lua in
                session.pushBox(.point(point), on: lua)
                lua.pushNil()  // the UIEvent
                return 2
            }, readResult: { lua, index throws(ScriptFailure) in
                guard lua.isNil(at: index) || session.view(at: index, in: lua) != nil else {
                    throw .message("\(self.className).hitTest(point, event) must return a view or nil (got \(lua.typeName(at: index)))")
                }
                hit = session.view(at: index, in: lua)
            })
            return overridden ? .answered(hit) : .notOverridden
        }
    }

    func intrinsicContentSize(of view: View) -> Size? {
        guard let session else { return nil }
        var size: Size?
        let overridden = callReportingLater("intrinsicContentSize", readResult: { lua, index throws(ScriptFailure) in
            guard let answer = session.size(at: index, in: lua) else {
                throw .message("\(self.className).intrinsicContentSize() must return a size, as in CGSize(120, 44) (got \(lua.typeName(at: index)))")
            }
            size = answer
        })
        return overridden ? size : nil
    }

    func point(inside point: Point, of view: View) -> Bool? {
        guard let session else { return nil }
        var inside = false
        let overridden = callReportingLater("point", pushArguments: { lua in
            session.pushBox(.point(point), on: lua)
            lua.pushNil()  // the UIEvent
            return 2
        }, readResult: { lua, index throws(ScriptFailure) in
            guard let flag = lua.bool(at: index) else {
                throw .message("\(self.className).point(point, event) (point(inside:with:)) must return true or false (got \(lua.typeName(at: index)))")
            }
            inside = flag
        })
        return overridden ? inside : nil
    }

    func beginTracking(_ touch: Touch, of control: Control) -> Bool? { tracking("beginTracking", touch) }
    func continueTracking(_ touch: Touch, of control: Control) -> Bool? { tracking("continueTracking", touch) }
    func endTracking(_ touch: Touch, of control: Control) -> Bool { callReportingLater("endTracking", pushArguments: touchAndEvent(touch)) }
    func cancelTracking(of control: Control) -> Bool {
        callReportingLater("cancelTracking", pushArguments: { lua in
            lua.pushNil()
            return 1
        })
    }

    /// A tracking override's answer (whether to go on tracking), or nil when there is none.
    private func tracking(_ name: String, _ touch: Touch) -> Bool? {
        var answer = true
        let overridden = callReportingLater(name, pushArguments: touchAndEvent(touch), readResult: { lua, index throws(ScriptFailure) in
            guard let flag = lua.bool(at: index) else {
                throw .message("\(self.className).\(name) must return true or false (got \(lua.typeName(at: index)))")
            }
            answer = flag
        })
        return overridden ? answer : nil
    }

    private func touchAndEvent(_ touch: Touch) -> (Lua) -> Int32 {
        { [weak session] lua in
            session?.pushTouch(touch, on: lua)
            lua.pushNil()  // the UIEvent
            return 2
        }
    }
}

extension ScriptInstance: LayerOverrides {
    func action(forKey key: String, of layer: Layer) -> LayerAction? {
        guard let session else { return nil }
        var answer: LayerAction?
        let overridden = callReportingLater("action", pushArguments: { lua in
            lua.push(key)
            return 1
        }, readResult: { lua, index throws(ScriptFailure) in
            answer = try session.action(at: index, from: "\(self.className).action(key)", in: lua)
        })
        return overridden ? answer : session.timeline.host.searchAction(for: layer, forKey: key)
    }
}
