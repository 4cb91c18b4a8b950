import CLua
import LuaShim

/// One Lua state and the plumbing between it and Swift: the numbered Swift functions the
/// shim's trampoline calls, handles for Swift objects (one Lua value per object, released
/// when Lua collects it), the registry metatables of bound types, the thread Swift calls
/// back on, and protected calls from Swift into Lua. What scripts see (the bound types, the
/// globals) is the session's; this type knows nothing of scenes.
///
/// Lua holds Swift objects through handles: a userdata holding a number that keys `objects`.
/// When Lua collects the userdata, the shim queues the handle and the host lets go of the
/// object the next time Swift runs (never during a collection).
final class LuaHost {
    private(set) var state: OpaquePointer?
    /// The threads of the Swift functions running now, innermost last: a callback Swift
    /// starts must run on the thread that is running, which may be a coroutine.
    private var threads: [Lua] = []
    /// The Swift functions Lua holds, by the number the trampoline passes back.
    private var functions: [ScriptFunction] = []
    /// Functions kept in the registry by `pushSharedFunction`, by key.
    private var sharedFunctions: [String: Int32] = [:]
    private var objects: [Int64: AnyObject] = [:]
    private var nextHandle: Int64 = 1
    /// A weak-valued registry table from object address to userdata: one Lua value per object.
    private var identityTable: Int32 = LUA_NOREF
    /// The handle metatables made so far, by name.
    private var metatables: Set<String> = []

    deinit {
        if let state { ks_close(state) }
    }

    /// Opens the state (see `ks_newstate`); `context` is the session functions are called with.
    func open(memoryCap: Int, instructionBudget: Int64, context: ScriptSession) -> Lua? {
        guard state == nil,
              let opened = ks_newstate(max(1 << 20, memoryCap), max(1, instructionBudget),
                                       Unmanaged.passUnretained(context).toOpaque()) else { return nil }
        state = opened
        ks_setinterruptcheck(opened, LuaHost.interruptCheck)
        return Lua(opened)
    }

    // MARK: Swift functions

    /// Pushes a Lua function that runs `function`, numbered in this state's table; the
    /// shim's one trampoline calls `dispatch` with the number.
    func pushFunction(_ function: @escaping ScriptFunction, on lua: Lua) {
        functions.append(function)
        ks_pushswiftfunction(lua.state, LuaHost.dispatch, Int32(functions.count - 1))
    }

    /// Pushes the one Lua function for `function` kept under `key`, so that what runs often
    /// (making a class) does not number a new function each time.
    func pushSharedFunction(_ key: String, _ function: @escaping ScriptFunction, on lua: Lua) {
        if let reference = sharedFunctions[key] {
            lua.pushReference(reference)
            return
        }
        pushFunction(function, on: lua)
        lua.pushCopy(of: -1)
        sharedFunctions[key] = lua.makeReference()
    }

    /// Asks the session's `interruption` whether to stop the Lua code running now, writing
    /// the reason for the shim to raise (see `ks_setinterruptcheck`).
    private static let interruptCheck: ks_InterruptCheck = { context, elapsed, message, capacity in
        guard let context, let message, capacity > 0 else { return 0 }
        let session = Unmanaged<ScriptSession>.fromOpaque(context).takeUnretainedValue()
        guard let reason = session.interruption?(elapsed) else { return 0 }
        var bytes = Array(reason.utf8.prefix(capacity - 1))
        bytes.append(0)
        bytes.withUnsafeBytes { UnsafeMutableRawPointer(message).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        return 1
    }

    /// The one Swift function Lua calls: finds the session and the numbered function, lets go
    /// of collected objects, and turns a thrown failure into the trampoline's error codes.
    private static let dispatch: ks_SwiftDispatch = { state, entry in
        guard let state, let context = ks_swiftcontext(state) else { return 0 }
        let session = Unmanaged<ScriptSession>.fromOpaque(context).takeUnretainedValue()
        let host = session.host
        let lua = Lua(state)
        host.releaseCollectedObjects()
        guard lua.reserve(40) else {
            lua.push("stack overflow")
            return KS_RAISE
        }
        host.threads.append(lua)
        defer { host.threads.removeLast() }
        do throws(ScriptFailure) {
            return try host.functions[Int(entry)](session, lua)
        } catch {
            switch error {
            case .message(let message):
                lua.push(message)
                return KS_RAISE
            case .positioned(let message):
                lua.push(message)
                return KS_RETHROW
            }
        }
    }

    /// True while a Swift function called from Lua runs (Lua code is waiting for it).
    var isInsideLua: Bool { !threads.isEmpty }

    /// The thread Swift calls Lua on now: the one that called Swift, else the main thread.
    var currentThread: Lua? { threads.last ?? state.map(Lua.init) }

    // MARK: Calling Lua

    /// Calls the function `pushFunction` pushes with the arguments `pushArguments` pushes
    /// (returning their count) on the thread running now; `readResult` sees the first result
    /// before the stack is restored. A failure is returned, not raised; one `readResult`
    /// throws while no Lua code runs is put at the line the function is defined on.
    func call(pushFunction: (Lua) -> Void, pushArguments: (Lua) -> Int32,
              readResult: ((Lua, Int32) throws(ScriptFailure) -> Void)? = nil) -> ScriptFailure? {
        guard let lua = currentThread else { return nil }
        guard lua.reserve(20) else { return .message("stack overflow") }
        let base = lua.top
        defer { lua.setTop(base) }
        pushFunction(lua)
        let count = pushArguments(lua)
        guard ks_pcall(lua.state, count, readResult == nil ? 0 : 1) == LUA_OK else {
            return .positioned(lua.string(at: -1) ?? "unknown error")
        }
        do throws(ScriptFailure) {
            try readResult?(lua, lua.top)
        } catch .message(let message) where !isInsideLua {
            // What the function gave back is wrong, and no Lua code waits for the error to put
            // it at the line that called (a class's needsDisplay asked by a frame): point at
            // the function.
            pushFunction(lua)
            let place = lua.whereDefined()
            return place.isEmpty ? .message(message) : .positioned(place + message)
        } catch {
            return error
        }
        return nil
    }

    /// Calls the Lua function in the registry at `reference`.
    func call(_ reference: Int32, pushArguments: (Lua) -> Int32) -> ScriptFailure? {
        call(pushFunction: { lua in lua.pushReference(reference) }, pushArguments: pushArguments)
    }

    /// Lets go of a registry reference (a value Swift no longer holds).
    func releaseReference(_ reference: Int32) {
        guard let state else { return }
        Lua(state).releaseReference(reference)
    }

    // MARK: Handles

    /// Makes the registry metatable `name` with `functions` (metamethods and methods), once;
    /// false when it was made before.
    @discardableResult
    func makeMetatable(_ name: String, _ functions: () -> [(String, ScriptFunction)], on lua: Lua) -> Bool {
        guard metatables.insert(name).inserted else { return false }
        ks_newhandlemetatable(lua.state, name)
        for (key, function) in functions() {
            pushFunction(function, on: lua)
            lua.rawSet(-2, key)
        }
        lua.pop()
        return true
    }

    /// Lets go of the objects whose handles Lua collected.
    func releaseCollectedObjects() {
        guard let state else { return }
        var handle: Int64 = 0
        while ks_popfreed(state, &handle) != 0 {
            objects.removeValue(forKey: handle)
        }
    }

    /// Pushes a new handle for `object` with the (made) metatable `metatable`.
    func pushNewHandle(for object: AnyObject, metatable: String, on lua: Lua) {
        let handle = nextHandle
        nextHandle += 1
        objects[handle] = object
        lua.pushHandle(handle, metatable: metatable)
    }

    /// Pushes the one handle standing for `object` (a layer, a view), made on first push with
    /// the (made) metatable `metatable`.
    func pushIdentity(of object: AnyObject, metatable: String, on lua: Lua) {
        if identityTable == LUA_NOREF {
            lua.newTable()
            lua.newTable()
            lua.push("v")
            lua.rawSet(-2, "__mode")
            lua_setmetatable(lua.state, -2)
            identityTable = lua.makeReference()
        }
        lua.pushReference(identityTable)
        let table = lua.top
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_pushlightuserdata(lua.state, address)
        if lua_rawget(lua.state, table) == LUA_TUSERDATA {
            lua.remove(at: table)
            return
        }
        lua.pop()
        pushNewHandle(for: object, metatable: metatable, on: lua)
        lua_pushlightuserdata(lua.state, address)
        lua.pushCopy(of: -2)
        lua_rawset(lua.state, table)
        lua.remove(at: table)
    }

    /// How many handles Lua holds now (collected ones are let go of when Swift next runs).
    var handleCount: Int { objects.count }

    /// The Swift object behind the handle at `index`, if it is one.
    func object(at index: Int32, in lua: Lua) -> AnyObject? {
        lua.handle(at: index).flatMap { objects[$0] }
    }
}
