/// The shape particles are born on (CAEmitterLayerEmitterShape). `cuboid` and `sphere` are
/// drawn as their shadows on the layer's plane: a rectangle and a circle.
public enum EmitterShape: String, CaseIterable, Sendable {
    case point, line, rectangle, cuboid, circle, sphere
}

/// Which part of the shape particles are born on (CAEmitterLayerEmitterMode): its corners
/// or ends (`points`), its edge (`outline`), or anywhere inside (`surface`, `volume`).
public enum EmitterMode: String, CaseIterable, Sendable {
    case points, outline, surface, volume
}

/// The order particles are drawn in (CAEmitterLayerRenderMode). `additive` adds particles'
/// colours where they overlap.
public enum EmitterRenderMode: String, CaseIterable, Sendable {
    case unordered, oldestFirst, oldestLast, backToFront, additive
}

/// How a particle's image is sampled when drawn larger or smaller than its pixels
/// (CALayerContentsFilter). `trilinear` samples as `linear` does.
public enum ContentsFilter: String, CaseIterable, Sendable {
    case linear, nearest, trilinear
}
