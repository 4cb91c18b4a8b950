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
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        let pageToPixels = Transform3D.translation(-bounds.minX, -bounds.minY, 0).concatenating(.scale(scale, scale, 1))
        var pageBuilder = RenderTreeBuilder(cache: cache, viewport: IntRect(x: 0, y: 0, width: width, height: height))
        pageBuilder.time = time
        pageBuilder.tint = tint
        pageBuilder.timeShifted = timeShifted
        let pageNodes = pageBuilder.buildLayer(page, toDevice: pageToPixels, clip: nil, inheritedOpacity: 1)
        var pixels = PixelBuffer(width: width, height: height)
        NodePainter(clip: pixels.bounds).paint(pageNodes, into: &pixels, originX: 0, originY: 0)

        let (dx, dy): (Double, Double) = switch state.direction {
        case .fromBottom: (0, 1)
        case .fromTop: (0, -1)
        case .fromLeft: (-1, 0)
        case .fromRight: (1, 0)
        }
        // A slight tilt lets a corner lead, as UIKit's curl does.
        let curl = PageCurl(width: Double(width), height: Double(height), progress: curled, directionX: dx, directionY: dy,
                            tilt: 0.2)
        let transform = Transform3D.scale(1 / scale, 1 / scale, 1)
            .concatenating(.translation(bounds.minX, bounds.minY, 0)).concatenating(toDevice)
        var deviceBounds = RenderTreeBuilder.deviceBounds(width: Double(width), height: Double(height), transform: transform,
                                                          viewport: viewport)
        if let clip { deviceBounds = deviceBounds.intersection(clip.mask.bounds) }
        guard !deviceBounds.isEmpty else { return below }
        let opacity = min(max(inheritedOpacity, 0), 1)
        let draw = BitmapDraw(bitmap: curl.render(pixels), transform: transform, opacity: opacity, bounds: deviceBounds)
        let signature = DrawSignature(content: nil, transform: transform, opacity: opacity, clip: clip?.signature ?? [],
                                      bounds: deviceBounds, extra: nil,
                                      effect: .curl(progress: curled, page: FrameRecord.items(of: pageNodes).map(\.signature)))
        return below + [.bitmap(draw, clip: clip, signature: signature)]
    }
}
