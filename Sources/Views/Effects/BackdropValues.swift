import Layers
import Raster

/// The backdrop layer properties an effect sets.
struct BackdropValues {
    let blurRadius: Double
    let saturation: Double
    let tintColor: Color?
    let vibrancy: BackdropLayer.Vibrancy
    let vibrancyAmount: Double

    func apply(to layer: BackdropLayer) {
        layer.blurRadius = blurRadius
        layer.saturation = saturation
        layer.tintColor = tintColor
        layer.vibrancy = vibrancy
        layer.vibrancyAmount = vibrancyAmount
    }
}
