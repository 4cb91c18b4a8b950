import Geometry
import Raster

/// What a backdrop layer does to the pixels under it, in device terms.
struct BackdropEffect: Hashable {
    /// The blur's standard deviation in device pixels; 0 for none.
    let sigma: Double
    let saturation: Double
    let tint: Color?

    /// Blurs run on a grid this many device pixels to a cell (a power of two): averaging
    /// cells first makes a wide blur cost what a narrow one does, and a blur of several
    /// cells hides the grid once drawn back with bilinear sampling.
    var gridScale: Int {
        var k = 1
        while k < 8, Double(2 * k) * 2.5 <= sigma { k *= 2 }
        return k
    }

    /// The deviation left to blur on the grid: averaging k × k cells already spreads a pixel
    /// with variance (k² − 1) / 12 (a box of width k) along each axis.
    var gridSigma: Double {
        let k = Double(gridScale)
        return (max(sigma * sigma - (k * k - 1) / 12, 0)).squareRoot() / k
    }

    /// How far (in device pixels) the result at a pixel reaches for backdrop pixels: the
    /// blur's support on the grid (three passes of boxes about σ wide, or a Gaussian kernel
    /// of ⌈3σ⌉) plus cells for rounding and the bilinear resampling.
    var margin: Int {
        guard sigma > 0 else { return 0 }
        return gridScale * (Int((3 * gridSigma).rounded(.up)) + 3)
    }
}

/// A backdrop layer's draw: the pixels under its outline replaced by their blurred, tinted
/// version.
struct BackdropDraw {
    let effect: BackdropEffect
    /// The layer's outline in device space, within its ancestors' clips.
    let mask: AlphaMask
    let opacity: Double
    /// Device pixels the draw changes.
    let bounds: IntRect
    /// Device pixels it reads: `bounds` and the blur's reach round it, within the frame.
    let reach: IntRect
    /// Its place among the frame's backdrops in drawing order, and a digest of everything
    /// that decides its blurred picture (set by `BackdropCache.keyed`).
    var id = 0, key = 0
}

/// How a vibrant group blends into what is under it.
struct VibrancyBlend: Hashable {
    let mode: BackdropLayer.Vibrancy
    /// 0 is a plain source-over, 1 the full vibrant blend.
    let amount: Double
}

/// The part of a draw's signature that says how it blends or warps.
enum EffectSignature: Hashable {
    case backdrop(BackdropEffect)
    case vibrancy(VibrancyBlend)
    /// A page curl `progress` of the way, of a page whose own draws have these signatures.
    case curl(progress: Double, page: [DrawSignature])
    /// A flat picture of a layer whose own draws have these signatures (a flipping look).
    case snapshot([DrawSignature])
}
