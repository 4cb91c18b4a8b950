/// What `GraphicsContext.drawPath(using:)` does with the current path (CGPathDrawingMode).
public enum PathDrawingMode: String, Hashable, Sendable, CaseIterable {
    /// Fill with the non-zero winding rule.
    case fill
    /// Fill with the even-odd rule.
    case eoFill
    case stroke
    /// Fill (non-zero), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}
