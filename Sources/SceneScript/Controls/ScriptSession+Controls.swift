import CLua
import Views

/// UIControl's targets and events: `control:addTarget(target, action, events)` with `action`
/// a function (called with the control) or the name of a method of `target` (called as
/// `target:action(control)`), events one name or a list; `removeTarget`, `sendActions(for)`.
extension ScriptSession {
    static let controlMethods: [(String, ScriptFunction)] = [
        ("addTarget", { s, lua throws(ScriptFailure) in try s.addTarget(lua) }),
        ("removeTarget", { s, lua throws(ScriptFailure) in try s.removeTarget(lua) }),
        ("sendActions", { s, lua throws(ScriptFailure) in
            let control = try s.receiver(Control.self, "sendActions", lua)
            let index = try s.labelledArgument(at: 2, label: "for", of: "sendActions", lua)
            for event in try s.controlEvents(at: index, "sendActions", lua) {
                do { try control.sendActions(for: event) } catch let failure as ScriptFailure { throw failure } catch {
                    throw .message("\(error)")
                }
            }
            return 0
        }),
    ]

    /// The stack index of an argument given in order at `index` or as `{[label] = v}` there.
    func labelledArgument(at index: Int32, label: String, of method: String, _ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard lua.top == index, lua.isTable(at: index), lua.rawGet(index, label) != LUA_TNIL else {
            if lua.top >= index, lua.isTable(at: index) { lua.pop() }
            return index
        }
        try Arguments.checkLabels(in: index, are: [label], of: method, on: lua)
        return lua.top
    }

    /// `addTarget(target, action, events)` or `addTarget{ target, action = a, ["for"] = events }`.
    private func addTarget(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let control = try receiver(Control.self, "addTarget", lua)
        let (target, action, events) = try targetArguments(lua, "addTarget")
        guard let action, let events else {
            throw .message("addTarget takes a target, an action and the events, as in addTarget(self, \"changed\", \"valueChanged\")")
        }
        switch action {
        case .function(let function):
            control.addTarget(target.map { $0 as AnyObject }, name: nil, for: events) { [weak self] control, _ in
                guard let self else { return }
                if let failure = self.host.call(function.reference, pushArguments: { lua in
                    self.pushView(control, on: lua)
                    return 1
                }) { throw failure }
            }
        case .method(let name):
            guard let target else { throw .message("addTarget: an action named '\(name)' needs a target whose method it is") }
            control.addTarget(target.object, name: name, for: events) { [weak self] control, _ in
                guard let self else { return }
                if let failure = self.callMethod(name, of: target, with: { lua in self.pushView(control, on: lua) }) {
                    throw failure
                }
            }
        }
        return 0
    }

    private func removeTarget(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let control = try receiver(Control.self, "removeTarget", lua)
        let (target, action, events) = try targetArguments(lua, "removeTarget", actionRequired: false)
        let name: String? = if case .method(let n)? = action { n } else { nil }
        control.removeTarget(target?.object, name: name, for: events)
        return 0
    }

    /// What an action is: a function, or a method's name.
    private enum TargetAction {
        case function(LuaFunctionReference)
        case method(String)
    }

    /// A target object as Lua holds it: an engine object, or a table (kept by reference).
    struct TargetObject {
        let object: AnyObject
        let table: LuaFunctionReference?
    }

    private func targetArguments(_ lua: Lua, _ method: String, actionRequired: Bool = true)
        throws(ScriptFailure) -> (TargetObject?, TargetAction?, Set<ControlEvent>?) {
        var targetIndex: Int32 = 2, actionIndex: Int32 = 3, eventsIndex: Int32 = 4
        if lua.top == 2, lua.isTable(at: 2), object(at: 2, in: lua) == nil, lua.rawGet(2, "action") != LUA_TNIL {
            lua.pop()
            try Arguments.checkLabels(in: 2, are: ["1", "action", "for"], of: method, on: lua)
            lua.rawGet(2, index: 1); targetIndex = lua.top
            lua.rawGet(2, "action"); actionIndex = lua.top
            lua.rawGet(2, "for"); eventsIndex = lua.top
        } else if lua.top == 2, lua.isTable(at: 2) {
            lua.pop()
        }
        let target = try targetObject(at: targetIndex, method, lua)
        let action: TargetAction?
        if let name = lua.string(at: actionIndex) {
            action = .method(name)
        } else if lua.isFunction(at: actionIndex) {
            action = .function(functionReference(at: actionIndex, on: lua))
        } else if !actionRequired, lua.isNil(at: actionIndex) {
            action = nil
        } else {
            throw .message("\(method): the action must be a function or the name of the target's method (got \(lua.typeName(at: actionIndex)))")
        }
        let events = lua.isNil(at: eventsIndex) ? nil : Set(try controlEvents(at: eventsIndex, method, lua))
        return (target, action, events)
    }

    /// The target at `index`: an engine object or a class instance, a table (kept by
    /// reference), or nil.
    func targetObject(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> TargetObject? {
        if lua.isNil(at: index) { return nil }
        if let object = object(at: index, in: lua) { return TargetObject(object: object, table: nil) }
        guard lua.isTable(at: index) else {
            throw .message("\(method): the target must be an object, a table or nil (got \(lua.typeName(at: index)))")
        }
        lua.pushCopy(of: index)
        let reference = LuaFunctionReference(session: self, reference: lua.makeReference(), owner: nil)
        return TargetObject(object: reference, table: reference)
    }

    /// One event name or a list of them.
    func controlEvents(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> [ControlEvent] {
        let valid = ControlEvent.allCases.map(\.rawValue)
        func event(_ name: String?) throws(ScriptFailure) -> ControlEvent {
            guard let name, let event = ControlEvent(rawValue: name) else {
                let given = name.map { "'\($0)'" } ?? lua.typeName(at: -1)
                throw .message(Suggestion.message("\(method): \(given) is not a control event", for: name ?? "", in: valid)
                               + " (events: " + valid.joined(separator: ", ") + ")")
            }
            return event
        }
        if let name = lua.string(at: index) { return [try event(name)] }
        guard lua.isTable(at: index) else {
            throw .message("\(method): events are a name or a list of names such as \"valueChanged\" (got \(lua.typeName(at: index)))")
        }
        var events: [ControlEvent] = []
        for i in 0..<lua.length(at: index) {
            lua.rawGet(index, index: i + 1)
            defer { lua.pop() }
            events.append(try event(lua.string(at: -1)))
        }
        return events
    }

    /// Calls `target:name(sender)`, for a target given with a method's name (Swift's
    /// `#selector`), with the sender `pushSender` pushes; `purpose` names the call in the
    /// message for a missing method.
    func callMethod(_ name: String, of target: TargetObject, purpose: String = "the control's action",
                    with pushSender: @escaping (Lua) -> Void) -> ScriptFailure? {
        var found = false
        let failure = host.call(pushFunction: { lua in
            if let table = target.table {
                lua.pushReference(table.reference)
                lua.rawGet(-1, name)
                lua.remove(at: -2)
            } else {
                pushObject(target.object, on: lua)
                if let instance = instance(of: target.object), instance.pushClassMember(name, on: lua) {
                    lua.remove(at: -2)
                } else {
                    lua.pop()
                    lua.pushNil()
                }
            }
            found = lua.isFunction(at: -1)
        }, pushArguments: { lua in
            if let table = target.table { lua.pushReference(table.reference) } else { pushObject(target.object, on: lua) }
            pushSender(lua)
            return 2
        })
        return found ? failure : .message("the target has no method '\(name)' for \(purpose)")
    }
}
