/// An animation's free key-value storage (`anim:setValue(v, "key")`, `anim:value("key")`),
/// as CAAnimation has through key-value coding: a Lua table kept in the registry, so it holds
/// any Lua value. Adding an animation copies it, and so copies the table (not its values).
final class ScriptValues {
    let table: LuaFunctionReference

    init(table: LuaFunctionReference) { self.table = table }
}
