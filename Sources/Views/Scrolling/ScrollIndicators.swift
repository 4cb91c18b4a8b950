import Geometry
import Layers
import Raster

/// A scroll view's two indicators: thin rounded bars along the right and bottom edges whose
/// length is the share of the content in view and whose place is the offset's. They show
/// while the content moves and fade out after it stops. UIKit's default look: 3 points wide,
/// 3 points in from the edge, dark at 35% opacity; the fade (after 0.5 s, over 0.25 s) is
/// how it looks, not a published figure.
final class ScrollIndicators {
    static let thickness = 3.0
    static let inset = 3.0
    static let shortest = 36.0
    static let fadeDelay = 0.5
    static let fadeDuration = 0.25

    let vertical = Layer()
    let horizontal = Layer()
    /// When the fade out began (scene time), or nil while shown or hidden.
    private var hideStart: Double?
    private var shown = false

    func install(in view: ScrollView) {
        for bar in [vertical, horizontal] {
            bar.name = bar === vertical ? "verticalScrollIndicator" : "horizontalScrollIndicator"
            bar.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
            bar.cornerRadius = ScrollIndicators.thickness / 2
            bar.opacity = 0
            view.layer.addSublayer(bar)
        }
    }

    /// Shows the bars (a drag or the wheel).
    func show(for view: ScrollView) {
        shown = true
        hideStart = nil
        update(for: view)
    }

    /// Starts the fade out from `time`.
    func hide(for view: ScrollView, at time: Double) {
        guard shown else { return }
        hideStart = time
    }

    /// Sets the bars' opacity for `time`; true while they are still fading.
    func step(for view: ScrollView, at time: Double) -> Bool {
        guard shown, let start = hideStart else { return false }
        let t = time - start - ScrollIndicators.fadeDelay
        let alpha = t <= 0 ? 1 : max(0, 1 - t / ScrollIndicators.fadeDuration)
        if alpha == 0 {
            shown = false
            hideStart = nil
        }
        setOpacity(alpha, for: view)
        return shown
    }

    /// Places the bars for the view's offset and sizes, on top of the content.
    func update(for view: ScrollView) {
        let bounds = view.bounds, size = view.safeContentSize, inset = view.contentInset.isFinite ? view.contentInset : .zero
        let t = ScrollIndicators.thickness, margin = ScrollIndicators.inset
        func bar(offset: Double, visible: Double, content: Double, track: Double) -> (start: Double, length: Double)? {
            guard content > visible, visible > 0, track > 0 else { return nil }
            var length = max(ScrollIndicators.shortest, track * visible / content)
            let travel = content - visible
            var start = (offset / travel) * (track - length)
            // Past an edge the bar shrinks, as UIKit's does.
            if start < 0 { length = max(t, length + start); start = 0 }
            if start + length > track { length = max(t, track - start); start = track - length }
            return (start, min(length, track))
        }
        let vTrack = bounds.height - 2 * margin - t, hTrack = bounds.width - 2 * margin - t
        if view.showsVerticalScrollIndicator,
           let v = bar(offset: view.contentOffset.y + inset.top, visible: bounds.height, content: size.height + inset.top + inset.bottom, track: vTrack) {
            vertical.isHidden = false
            vertical.frame = Rect(x: bounds.maxX - margin - t, y: bounds.minY + margin + v.start, width: t, height: v.length)
        } else {
            vertical.isHidden = true
        }
        if view.showsHorizontalScrollIndicator,
           let h = bar(offset: view.contentOffset.x + inset.left, visible: bounds.width, content: size.width + inset.left + inset.right, track: hTrack) {
            horizontal.isHidden = false
            horizontal.frame = Rect(x: bounds.minX + margin + h.start, y: bounds.maxY - margin - t, width: h.length, height: t)
        } else {
            horizontal.isHidden = true
        }
        setOpacity(shown ? (hideStart == nil ? 1 : vertical.opacity) : 0, for: view)
        keepOnTop(of: view)
    }

    private func setOpacity(_ alpha: Double, for view: ScrollView) {
        vertical.opacity = alpha
        horizontal.opacity = alpha
    }

    /// Subviews added later go above the bars; they are put back on top.
    private func keepOnTop(of view: ScrollView) {
        let sublayers = view.layer.sublayers
        guard sublayers.count >= 2, sublayers[sublayers.count - 2] !== vertical || sublayers.last !== horizontal else { return }
        vertical.removeFromSuperlayer()
        horizontal.removeFromSuperlayer()
        view.layer.addSublayer(vertical)
        view.layer.addSublayer(horizontal)
    }
}
