import Geometry
import Views

/// One fuzz case, all of it made from `seed`: the scene's Lua source and how to drive it.
struct FuzzScene {
    let seed: UInt64
    let source: String
    /// Pointer input recorded for the session, in time order.
    let input: [InputEvent]
    /// The size the session draws at, or nil for the scene's own `scene.size`.
    let sizeOverride: Size?
    /// Scene times to draw and probe at, in this order (backwards jumps included).
    let times: [Double]
    /// How far `check(until:)` runs the scene; nil runs it to its own duration.
    let checkUntil: Double?
}
