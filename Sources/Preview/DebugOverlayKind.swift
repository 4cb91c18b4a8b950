/// The debug overlays, as the iOS Simulator's Debug menu has them: F in the window steps
/// through them in this order, then back to none.
public enum DebugOverlayKind: String, CaseIterable, Sendable {
    /// Each layer's drawing green where the compositor knows it is opaque, red where it blends
    /// with what is under it (Color Blended Layers).
    case blended
    /// Yellow over what the compositor draws through a picture of its own first: groups, masks,
    /// shadows without a path, rasterization, backdrops, transitions (Color Offscreen-Rendered).
    case offscreen
    /// The rectangles the compositor repainted, flashing yellow and fading over the twelve
    /// frames drawn after (Flash Updated Regions).
    case redraw
    /// Magenta over layers whose bitmaps were made afresh this frame instead of reused
    /// (Color Hits Green and Misses Red, misses only).
    case misses
    /// A graph of the last frames' real times, with the 60 Hz budget (the window only).
    case frameTime

    /// The name shown in the corner while it is on.
    public var title: String {
        switch self {
        case .blended: "Blended layers"
        case .offscreen: "Offscreen-rendered"
        case .redraw: "Redrawn regions"
        case .misses: "Cache misses"
        case .frameTime: "Frame time"
        }
    }

    /// The overlay after `kind` in F's cycle: none, blended, offscreen, redraw, misses, frame
    /// time, none.
    public static func cycled(from kind: DebugOverlayKind?) -> DebugOverlayKind? {
        guard let kind else { return allCases.first }
        let next = allCases.index(after: allCases.firstIndex(of: kind)!)
        return next < allCases.endIndex ? allCases[next] : nil
    }

    /// Whether it draws from what the compositor reports of each frame (`FrameDiagnostics`).
    var readsDiagnostics: Bool { self != .frameTime }
}
