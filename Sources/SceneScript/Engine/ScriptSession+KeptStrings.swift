import Layers
import LuaShim

/// Strings the engine keeps from a scene count against its memory cap (`ScriptLimits`), and
/// none may be longer than `longestKeptString`: without this, sixty text layers each given
/// a 100 MB string took the process to 6 GB while Lua's own memory stayed under the cap.
extension ScriptSession {
    /// The most bytes of a name the engine keeps: an animation's key or key path, a font's
    /// name. Names are not counted against the memory cap as texts are (an animation can
    /// outlive the objects that count), so they are kept short instead.
    static let longestName = 1024

    /// Refuses a string at `index` that is a name (`what`, as the message says it) longer
    /// than `longestName` bytes, before it is copied out of Lua.
    func checkNameLength(at index: Int32, _ what: String, in lua: Lua) throws(ScriptFailure) {
        try checkLength(at: index, atMost: ScriptSession.longestName, in: lua) { bytes in
            "\(what) is \(bytes) bytes long; keys, key paths and font names are at most \(ScriptSession.longestName) bytes"
        }
    }

    /// Throws when the value at `index` is a string longer than a scene may give property
    /// `key` to keep (checked before the string is copied out of Lua).
    func checkKeptLength(at index: Int32, key: String, in lua: Lua) throws(ScriptFailure) {
        try checkLength(at: index, atMost: limits.longestKeptString, in: lua) { [limits] bytes in
            "'\(key)' is \(bytes) bytes long; the engine keeps at most \(limits.longestKeptString) bytes of text in one property"
        }
    }

    /// Throws `message(bytes)` when the value at `index` is a string of more than `limit` bytes.
    private func checkLength(at index: Int32, atMost limit: Int, in lua: Lua,
                             _ message: (Int) -> String) throws(ScriptFailure) {
        guard lua.isString(at: index) else { return }
        let bytes = lua.length(at: index)
        guard bytes > limit else { return }
        throw .message(message(bytes))
    }

    /// Runs `change`, which makes `holder` keep `value` under `key`, counting the bytes of
    /// `value` (when it is a string) against the memory cap in place of what `holder` kept
    /// there before. Throws without changing anything when that would pass the cap.
    func keeping(_ value: PropertyValue, forKey key: String, of holder: AnyObject,
                 _ change: () throws(ScriptFailure) -> Void) throws(ScriptFailure) {
        guard case .string(let text) = value else { return try change() }
        let previous = keptStrings.bytes(forKey: key, of: holder)
        keptStrings.set(text.utf8.count, forKey: key, of: holder)
        guard updateKeptBytes() else {
            keptStrings.set(previous, forKey: key, of: holder)
            _ = updateKeptBytes()
            throw .message("not enough memory (the scene's memory cap of \(limits.memoryCap >> 20) MiB was exceeded)")
        }
        do throws(ScriptFailure) {
            try change()
        } catch {
            keptStrings.set(previous, forKey: key, of: holder)
            _ = updateKeptBytes()
            throw error
        }
    }

    /// Tells Lua's allocator the kept bytes; false when they and Lua's memory pass the cap
    /// even once the objects Lua no longer holds (and their strings) are let go of.
    private func updateKeptBytes() -> Bool {
        guard let state = host.state else { return true }
        ks_setkeptbytes(state, keptStrings.total)
        if ks_withincap(state) != 0 { return true }
        host.releaseCollectedObjects()
        keptStrings.dropReleased()
        ks_setkeptbytes(state, keptStrings.total)
        return ks_withincap(state) != 0
    }
}
