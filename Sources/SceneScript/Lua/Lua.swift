import CLua
import LuaShim


/// One thread (the main state or a coroutine) of a Lua state, seen from Swift. Every
/// method here is one Lua cannot raise through, apart from running out of memory, which the
/// shim's allocator never does while Swift runs.
struct Lua {
    let state: OpaquePointer

    init(_ state: OpaquePointer) { self.state = state }

    // MARK: Stack

    var top: Int32 { lua_gettop(state) }
    func setTop(_ index: Int32) { lua_settop(state, index) }
    func pop(_ count: Int32 = 1) { ks_pop(state, count) }
    func absolute(_ index: Int32) -> Int32 { lua_absindex(state, index) }
    func pushCopy(of index: Int32) { lua_pushvalue(state, index) }
    func remove(at index: Int32) { ks_remove(state, index) }
    /// Makes sure `count` more values fit on the stack.
    func reserve(_ count: Int32) -> Bool { lua_checkstack(state, count) != 0 }

    // MARK: Reading

    func type(at index: Int32) -> Int32 { lua_type(state, index) }
    func isNil(at index: Int32) -> Bool { ks_isnoneornil(state, index) != 0 }
    func isTable(at index: Int32) -> Bool { type(at: index) == LUA_TTABLE }
    func isFunction(at index: Int32) -> Bool { type(at: index) == LUA_TFUNCTION }
    /// True for a string only (numbers, which Lua converts to strings, are not).
    func isString(at index: Int32) -> Bool { type(at: index) == LUA_TSTRING }

    /// The number at `index`, only when it is a number (strings are not converted).
    func number(at index: Int32) -> Double? {
        var isNumber: Int32 = 0
        let n = ks_tonumber(state, index, &isNumber)
        return isNumber != 0 ? n : nil
    }
    /// The string at `index`, only when it is a string (numbers are not converted).
    func string(at index: Int32) -> String? {
        var length = 0
        guard let bytes = ks_tostring(state, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
    /// The number at `index` written as Lua writes it (`80`, `0.5`), only when it is a number.
    func numberText(at index: Int32) -> String? {
        guard type(at: index) == LUA_TNUMBER else { return nil }
        pushCopy(of: index)
        defer { pop() }
        var length = 0
        guard let bytes = lua_tolstring(state, -1, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
    func bool(at index: Int32) -> Bool? {
        type(at: index) == LUA_TBOOLEAN ? lua_toboolean(state, index) != 0 : nil
    }
    /// Lua's name for the type of the value at `index` ("nil", "table", or a handle's type name).
    func typeName(at index: Int32) -> String {
        if lua_getmetatable(state, index) != 0 {
            defer { pop() }
            if rawGet(-1, "__name") == LUA_TSTRING, let name = string(at: -1) {
                pop()
                return name
            }
            pop()
        }
        return String(cString: lua_typename(state, type(at: index)))
    }
    /// True for a table with no keys at all.
    func isEmptyTable(at index: Int32) -> Bool {
        guard isTable(at: index) else { return false }
        let table = absolute(index)
        pushNil()
        guard lua_next(state, table) != 0 else { return true }
        pop(2)
        return false
    }
    /// The raw length (`#` without metamethods) of the table or string at `index`.
    func length(at index: Int32) -> Int { Int(lua_rawlen(state, index)) }

    // MARK: Pushing

    func pushNil() { lua_pushnil(state) }
    func push(_ value: Bool) { lua_pushboolean(state, value ? 1 : 0) }
    /// Pushes whole numbers as Lua integers, so they print as `80` rather than `80.0`, unless
    /// the state keeps them floats (a Swift scene's, where a `CGFloat` is never an `Int`).
    func push(_ value: Double) {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992, ks_floatnumbers(state) == 0 {
            lua_pushinteger(state, lua_Integer(value))
        } else {
            lua_pushnumber(state, value)
        }
    }
    func push(_ value: Int) { lua_pushinteger(state, lua_Integer(value)) }
    func push(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in _ = lua_pushlstring(state, chars.baseAddress, chars.count) }
        }
    }
    func newTable(arrayCount: Int32 = 0, recordCount: Int32 = 0) { lua_createtable(state, arrayCount, recordCount) }
    func pushGlobals() { _ = lua_rawgeti(state, ks_registryindex(), lua_Integer(LUA_RIDX_GLOBALS)) }

    // MARK: Tables, raw (no metamethods run)

    /// Pushes `table[key]` and returns its type.
    @discardableResult
    func rawGet(_ table: Int32, _ key: String) -> Int32 {
        let t = absolute(table)
        push(key)
        return lua_rawget(state, t)
    }
    /// Pushes `table[index]` and returns its type.
    @discardableResult
    func rawGet(_ table: Int32, index: Int) -> Int32 { lua_rawgeti(state, table, lua_Integer(index)) }
    /// Pops a value and stores it at `table[key]`.
    func rawSet(_ table: Int32, _ key: String) {
        let t = absolute(table)
        push(key)
        lua_rotate(state, -2, 1)
        lua_rawset(state, t)
    }
    /// Pops a value and stores it at `table[index]`.
    func rawSet(_ table: Int32, index: Int) { lua_rawseti(state, table, lua_Integer(index)) }

    /// Calls `body` with the stack indices of each key and value of the table at `index`;
    /// the stack is restored afterwards, also when `body` throws.
    func forEachPair<E: Error>(in index: Int32, _ body: (_ key: Int32, _ value: Int32) throws(E) -> Void) throws(E) {
        let t = absolute(index)
        let base = top
        defer { setTop(base) }
        pushNil()
        while lua_next(state, t) != 0 {
            try body(top - 1, top)
            pop()
        }
    }

    // MARK: Registry

    /// Pops the top value into the registry and returns its reference.
    func makeReference() -> Int32 { ks_ref(state) }
    func releaseReference(_ reference: Int32) { ks_unref(state, reference) }
    @discardableResult
    func pushReference(_ reference: Int32) -> Int32 { ks_rawgetref(state, reference) }

    // MARK: Handles

    func pushHandle(_ handle: Int64, metatable: String) { ks_pushhandle(state, handle, metatable) }
    /// The handle at `index`, or nil when the value there is not a handle.
    func handle(at index: Int32) -> Int64? {
        let h = ks_tohandle(state, index)
        return h >= 0 ? h : nil
    }
}
