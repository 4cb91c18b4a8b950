import Geometry
import Raster

/// Layers that draw their own content (CALayer.display(), draw(in:), setNeedsDisplay(),
/// needsDisplay(forKey:)).
///
/// Drawing happens at frame time, in the compositor, for the layer being drawn: the
/// presentation copy, so `draw(in:)` sees the values on screen, as the presentation layer
/// draws in Core Animation while a `needsDisplay(forKey:)` key animates. The drawing is kept
/// on the model layer (`drawnContent`, which presentation copies start with) together with
/// what it was drawn for, and it is the layer's content until the layer needs display again;
/// the compositor caches its bitmap like any other content, so a drawn layer that does not
/// change costs nothing more per frame.
///
/// Scale: a layer draws at its `contentsScale`, as in Core Animation, whatever the scale the
/// compositor rasterises it at (`ContentKey.scale`: the output's pixels per point times the
/// layer's stretch on screen), so a transform or zoom never calls `draw(in:)` again. When the
/// two agree (a view's layer, whose contentsScale is the screen's, untransformed), the
/// drawing lies on whole pixels and the compositor uses its pixels as the layer's bitmap
/// without a copy (`ContentRasterizer.bareContents`); otherwise it is resampled like any
/// contents image (a layer left at contentsScale 1 on a 2× screen looks soft, as on iOS).
extension Layer {
    /// CALayer.setNeedsDisplay(): the layer draws its content again for the next frame.
    public func setNeedsDisplay() { displayGeneration &+= 1 }

    /// CALayer.needsDisplay(): true from `setNeedsDisplay()` (or a bounds change with
    /// `needsDisplayOnBoundsChange`) until the layer has displayed for it. A key moved by an
    /// animation redraws the presentation copy without marking the model layer.
    public var needsDisplay: Bool { displayGeneration != (drawnContent?.generation ?? 0) }

    /// The keys whose change redraws this layer: those its overrides' `needsDisplay(forKey:)`
    /// accepts among its custom properties and its type's properties (asked once per layer,
    /// and again when custom properties are declared). Empty without overrides.
    public var displayKeys: [String] {
        guard let overrides else { return [] }
        if let memo = displayKeyMemo, memo.customCount == customProperties.count { return memo.keys }
        let typeKeys = type(of: self).properties.keys
        let custom = customProperties.keys.filter { type(of: self).properties[$0] == nil }.sorted()
        let keys = (custom + typeKeys.filter { $0 != "frame" }.sorted()).filter(overrides.needsDisplay(forKey:))
        displayKeyMemo = (customProperties.count, keys)
        return keys
    }

    /// CALayer.display()'s own work, what a class's `display()` reaches as `super`: a clear
    /// context of bounds × `contentsScale` pixels whose user space is the bounds (points, y
    /// down), drawn by the class's `draw(in:)` (the overrides of the model layer, given this
    /// layer), as an image of that scale. Nil when the bounds are empty or not finite, or
    /// when the class draws nothing (no override, or a failed one).
    public func drawContent() -> Image? {
        guard let overrides = (modelLayer ?? self).overrides else { return nil }
        let box = bounds.standardized
        guard box.isFinite, !box.isEmpty else { return nil }
        let scale = LayerBitmap.fittingScale(Layer.drawingScale(self.contentsScale), for: box)
        // Whole pixels covering the bounds; a hair of tolerance so 375 × 2 stays 750.
        let width = Int((box.width * scale - 1e-9).rounded(.up)), height = Int((box.height * scale - 1e-9).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let context = GraphicsContext(width: width, height: height, scale: scale)
        context.translateBy(x: -box.minX, y: -box.minY)
        guard overrides.draw(in: context, of: self) else { return nil }
        return Image(pixels: context.buffer, scale: scale, name: self.name ?? "")
    }

    /// The content the compositor shows for this layer (usually a presentation copy) now: the
    /// layer's drawing, made first when it is due (see `DrawnContent`), or its `contents`
    /// for a layer that does not draw or has not drawn yet. A display that fails keeps the
    /// content there was.
    func frameContents() -> Image? {
        let model = modelLayer ?? self
        guard let overrides = model.overrides else { return self.contents }
        let keys = model.displayKeys
        let values = keys.map(displayValue)
        let scale = Layer.drawingScale(self.contentsScale)
        let generation = model.displayGeneration
        // This layer's own (copied from the model, or drawn for this very copy), then the
        // model's latest (drawn for another copy since this one was made).
        if let own = drawnContent, own.answers(generation: generation, scale: scale, values: values) {
            return own.image ?? self.contents
        }
        if let latest = model.drawnContent, latest.answers(generation: generation, scale: scale, values: values) {
            drawnContent = latest
            return latest.image ?? self.contents
        }
        let last = drawnContent ?? model.drawnContent
        // Never marked and never drawn: only an animation moving a key off the model's value draws.
        if last == nil, generation == 0, model === self || values == keys.map(model.displayValue) { return self.contents }
        let image = overrides.display(of: self) ? self.contents : drawContent()
        let made = DrawnContent(image: image ?? last?.image, generation: generation, scale: scale, values: values)
        drawnContent = made
        model.drawnContent = made
        return made.image ?? self.contents
    }

    /// The value of a display key: the type's property, else the custom one.
    private func displayValue(_ key: String) -> PropertyValue {
        if let property = type(of: self).properties[key] { return property.get(self) }
        return customProperties[key] ?? .bool(false)
    }

    /// `contentsScale` when it is positive and finite, else 1.
    static func drawingScale(_ contentsScale: Double) -> Double {
        contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
    }
}
