import Geometry
import Raster

extension RenderTreeBuilder {
    /// A page curl: the look under the page drawn as usual, and the page (the old look
    /// curling away, or the new one uncurling over the old) drawn into a bitmap in the
    /// layer's own space, curled there, and placed like the layer's contents.
    func curlNodes(_ layer: Layer, _ state: TransitionState, toDevice: Transform3D, clip: DeviceClip?,
                   inheritedOpacity: Double) -> [RenderNode] {
        let uncurl = state.kind == .pageUnCurl
        let page = uncurl ? layer : state.before, under = uncurl ? state.before : layer
        let curled = min(max(uncurl ? 1 - state.progress : state.progress, 0), 1)
        let below = buildLayer(under, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        guard curled < 1 else { return below }
        let bounds = layer.bounds.standardized
        guard curled > 0, !bounds.isEmpty else {
            return below + buildLayer(page, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        }
        let scale = RenderTreeBuilder.rasterScale(of: bounds, toDevice: toDevice)
        guard let page = snapshot(of: page, scale: scale, area: bounds) else { return below }
        let pixels = page.pixels
        let (dx, dy): (Double, Double) = switch state.direction {
        case .fromBottom: (0, 1)
        case .fromTop: (0, -1)
        case .fromLeft: (-1, 0)
        case .fromRight: (1, 0)
        }
        // A slight tilt lets a corner lead, as UIKit's curl does.
        let curl = PageCurl(width: Double(pixels.width), height: Double(pixels.height), progress: curled,
                            directionX: dx, directionY: dy, tilt: 0.2)
        let rolled = LayerSnapshot(pixels: curl.render(pixels), toLayer: page.toLayer, signatures: page.signatures)
        return below + snapshotNode(rolled, toDevice: toDevice, opacity: inheritedOpacity, clip: clip,
                                    effect: .curl(progress: curled, page: page.signatures))
    }
}
