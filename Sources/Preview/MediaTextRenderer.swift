import Geometry
import Layers
import Media
import Raster

/// Lets the compositor draw text layers with Media's SDL2_ttf text renderer.
final class MediaTextRenderer: TextRendering {
    private let renderer = TextRenderer()

    func render(_ content: TextContent, scale: Double) -> PixelBuffer {
        let font = FontDescriptor(family: content.font.family, size: content.fontSize, style: content.font.style)
        let alignment = TextAlignment(rawValue: content.alignment.rawValue) ?? .natural
        let wrapWidth = content.isWrapped ? content.boxSize.width : nil
        guard content.verticalAlignment != .top else {
            return renderer.render(content.string, font: font, color: content.color, alignment: alignment,
                                   wrapWidth: wrapWidth, boxSize: content.boxSize, scale: scale)
        }
        // Lay the lines out in a box of their own height, then place that box in the layer's.
        let used = renderer.measure(content.string, font: font, wrapWidth: wrapWidth, scale: scale)
        let height = min(used.height, content.boxSize.height)
        let lines = renderer.render(content.string, font: font, color: content.color, alignment: alignment,
                                    wrapWidth: wrapWidth, boxSize: Size(width: content.boxSize.width, height: height),
                                    scale: scale)
        var box = PixelBuffer(width: max(Int((content.boxSize.width * scale).rounded(.up)), 0),
                              height: max(Int((content.boxSize.height * scale).rounded(.up)), 0))
        let gap = Double(box.height - lines.height)
        let top = content.verticalAlignment == .center ? (gap / 2).rounded(.down) : gap
        box.draw(lines, transform: .translation(0, top, 0))
        return box
    }
}
