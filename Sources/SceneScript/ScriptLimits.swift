/// The resources one run of a scene's Lua code may use: loading the scene, or later one
/// callback. A script past either limit stops with an error at the line it had reached.
/// The event limits bound the scene clock, so a timer chain that never lets time pass
/// cannot hang the previewer.
public struct ScriptLimits: Equatable, Sendable {
    /// Bytes Lua may allocate, together with the strings the engine keeps for the scene (a
    /// text layer's `string`, a label's `text`, a layer's `name`, while their holder lives).
    /// Layers and views themselves live in Swift and are not counted.
    public var memoryCap: Int
    /// Lua instructions per run; each call into Kinema counts as 50, and each step of
    /// pattern matching (`string.find` and its family) as 1.
    public var instructionBudget: Int
    /// Events (timers, callbacks, animation starts and stops) that may run at one instant of
    /// scene time; the rest due then are dropped with an error.
    public var eventsPerInstant: Int
    /// Events the scene may run in all; past it the clock runs nothing more.
    public var eventsInAll: Int
    /// Real seconds one advance of the clock (a jump far ahead, a reload at a late instant,
    /// `check` running to the end) may spend running events; past it the clock runs nothing
    /// more. Unlike the other limits it reads a wall clock, so where such a scene stops
    /// depends on the machine: it is there so an event chain that never ends (2,000,000
    /// transitions that each restart one another) cannot hold the previewer for a minute.
    public var catchUpSeconds: Double
    /// Bytes of one string a scene may give the engine to keep in a property: a longer one
    /// is an error (no layer shows a megabyte of text usefully).
    public var longestKeptString: Int
    /// Bytes of printed text `SceneRuntime.log` keeps, each line counting one more for its
    /// end. The line that reaches it is cut there and followed by a note; later lines are
    /// not kept. `onPrint` still gets every line whole.
    public var keptLogBytes: Int

    public init(memoryCap: Int = 256 << 20, instructionBudget: Int = 200_000_000,
                eventsPerInstant: Int = 100_000, eventsInAll: Int = 2_000_000,
                catchUpSeconds: Double = 1, longestKeptString: Int = 1 << 20, keptLogBytes: Int = 1 << 20) {
        self.memoryCap = memoryCap; self.instructionBudget = instructionBudget
        self.eventsPerInstant = eventsPerInstant; self.eventsInAll = eventsInAll
        self.catchUpSeconds = catchUpSeconds
        self.longestKeptString = longestKeptString; self.keptLogBytes = keptLogBytes
    }
}
