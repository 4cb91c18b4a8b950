/// What building one frame's render nodes noticed, collected while the builder runs.
final class FrameNotes {
    /// Emitters whose births were thinned to `EmitterLayer.maxParticles` this frame.
    var cappedEmitters: [EmitterLayer] = []
    /// Particles drawn so far this frame, by every emitter and every copy of one
    /// (`EmitterLayer.maxParticlesPerFrame` is the frame's budget).
    var particles = 0
    /// Replicator copies drawn so far this frame, nested ones counting once for each copy of
    /// what they are in (`ReplicatorLayer.maxDrawnInstances` is the frame's budget).
    var replicatorCopies = 0
    /// Replicators that drew fewer copies than they have for want of that budget.
    var cappedReplicators: [ReplicatorLayer] = []
    /// Set when a clip was asked for over more pixels than `RenderTreeBuilder.pixelBudget`,
    /// which only a picture's build does (its space reaches far past the screen): that picture
    /// is given up (`RenderTreeBuilder.picturedGroup`).
    var clipPastBudget = false
    /// Presentation trees whose nodes were built this frame, and those taken whole from an
    /// earlier frame's build (`RenderTreeBuilder.presentationTreeNodes`).
    var treesBuilt = 0, treesReused = 0
    /// The layer whose subtree the frame diagnoses (`DiagnosticsRequest`), until it is built.
    var diagnosedSubject: Layer?

    /// True when every presentation tree in the frame was taken from an earlier build: nothing
    /// the caches keep per frame moved on, so they need not age.
    var isIdle: Bool { treesReused > 0 && treesBuilt == 0 }
}
