/// Why a Swift function called from Lua failed. The trampoline turns it into a Lua error.
enum ScriptFailure: Error {
    /// A message for the person writing the scene; the `file:line:` of the calling Lua code
    /// is put in front of it.
    case message(String)
    /// A complete Lua error message (already positioned), from Lua code that Swift called.
    case positioned(String)
}
