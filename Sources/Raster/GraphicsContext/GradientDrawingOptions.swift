/// Whether a gradient drawn by a `GraphicsContext` extends beyond its ends
/// (CGGradientDrawingOptions). Without an option nothing is painted on that side.
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Beyond the start point (or inside the start circle) the first colour continues.
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
    /// Beyond the end point (or outside the end circle) the last colour continues.
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}
