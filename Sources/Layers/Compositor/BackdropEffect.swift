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
