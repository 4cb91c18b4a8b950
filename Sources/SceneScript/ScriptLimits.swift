/// The resources one run of a scene's Lua code may use: loading the scene, or later one
/// callback. A script past either limit stops with an error at the line it had reached.
public struct ScriptLimits: Equatable, Sendable {
    /// Bytes Lua may allocate. Layers and views live in Swift and are not counted.
    public var memoryCap: Int
    /// Lua instructions per run; each call into Kinema counts as 50.
    public var instructionBudget: Int

    public init(memoryCap: Int = 256 << 20, instructionBudget: Int = 200_000_000) {
        self.memoryCap = memoryCap; self.instructionBudget = instructionBudget
    }
}
