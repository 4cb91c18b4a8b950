import Raster

/// The part of a draw's signature that says how it blends or warps.
enum EffectSignature: Hashable {
    case backdrop(BackdropEffect)
    case vibrancy(VibrancyBlend)
    /// A page curl `progress` of the way, of a page whose own draws have these signatures.
    case curl(progress: Double, page: [DrawSignature])
    /// A flat picture of a layer whose own draws have these signatures (a flipping look).
    case snapshot([DrawSignature])
    /// A picture of a group subtree kept between frames, by its serial (`SubtreeCache`).
    case subtree(Int)
    /// A subtree shaded from these shapes (`ShadedDraw`).
    case shading(ShadeProgram)
    /// One tint of a debug overlay blended at `opacity` (`TintDraw`).
    case tint(Tint, opacity: Double)
}
