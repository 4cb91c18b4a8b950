import Raster

/// Asks `Compositor.compose` to report what it did with `subject`'s subtree
/// (`ComposedFrame.diagnostics`) and to draw what `overlay` makes of that report right above
/// the subtree's draws, under anything drawn after it.
public struct DiagnosticsRequest {
    /// The layer whose subtree is diagnosed, as it is in the tree composed.
    public var subject: Layer
    /// The tints to draw over the subtree, from the frame's diagnostics; nil for none.
    public var overlay: (FrameDiagnostics) -> TintOverlay?

    public init(subject: Layer, overlay: @escaping (FrameDiagnostics) -> TintOverlay? = { _ in nil }) {
        self.subject = subject
        self.overlay = overlay
    }
}
