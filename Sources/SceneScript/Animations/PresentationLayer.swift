import Layers

/// What `layer:presentation()` gives a script: a copy of the layer as it appears at the
/// scene time it was asked for (CALayer.presentation()). Its properties read like the
/// layer's; writing any of them is an error, since the screen is not changed that way.
/// Its `sublayers` and `superlayer` are presentation copies at the same time.
final class PresentationLayer {
    let layer: Layer
    let model: Layer
    let time: Double

    init(of model: Layer, at time: Double, host: AnimationHost) {
        self.model = model
        self.time = time
        layer = time == host.now ? host.presentation(of: model) : model.presentation(at: time)
    }

    static let typeName = "PresentationLayer"

    var description: String {
        let base = type(of: model).typeName
        if let name = model.name, !name.isEmpty { return "\(base) '\(name)' (presentation)" }
        return "\(base) (presentation)"
    }
}
