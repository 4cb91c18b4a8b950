// Times a layer that draws its own content while the key it draws animates: a 375 × 667
// point layer at contentsScale 2, composited at 2 pixels a point (750 × 1334), whose
// draw(in:) strokes a grey track and a ring arc for its custom `progress`, which a basic
// animation moves every frame (needsDisplay(forKey: "progress") is true, so every frame
// draws). A frame is the presentation tree plus the compositor's render, as the previewer
// does it; the figure to reach is under 2 ms a frame. Also times the same layer at rest
// (drawn once, then cached). Prints medians and p95s after warm-up frames.
import Animation
import BenchSupport
import Geometry
import Layers
import Raster

/// A ring layer class: a grey track and an arc from 12 o'clock through `progress` of a turn.
final class Ring: LayerOverrides {
    var draws = 0
    func action(forKey key: String, of layer: Layer) -> LayerAction? { nil }
    func needsDisplay(forKey key: String) -> Bool { key == "progress" }
    func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool {
        draws += 1
        guard case .number(let progress)? = layer.value(forKey: "progress") else { return false }
        let b = layer.bounds
        let center = Point(x: b.midX, y: b.midY), radius = 120.0
        ctx.setLineWidth(20)
        ctx.setLineCap(.round)
        ctx.setStrokeColor(Color(red: 0.85, green: 0.85, blue: 0.87))
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        ctx.strokePath()
        ctx.setStrokeColor(Color(red: 0.2, green: 0.5, blue: 1))
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress,
                   clockwise: true)
        ctx.strokePath()
        return true
    }
}

let host = AnimationHost { _, _ in }
let root = Layer()
root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
let layer = Layer()
layer.frame = root.bounds
layer.contentsScale = 2
layer.customProperties = ["progress": .number(0)]
let ring = Ring()
layer.overrides = ring
layer.setNeedsDisplay()
root.addSublayer(layer)

let compositor = Compositor()
var buffer = PixelBuffer(width: 750, height: 1334)

/// Times `frames` frames (after `warmUp`) from scene time `start`, at 60 per second.
@MainActor func measure(frames: Int, warmUp: Int, from start: Double) -> (median: Double, p95: Double) {
    var times: [Double] = []
    for frame in 0..<(frames + warmUp) {
        let t = start + Double(frame) / 60
        let begin = Stopwatch.seconds()
        let tree = root.presentationTree(at: t)
        compositor.render(tree, background: .white, scale: 2, into: &buffer, time: t)
        let elapsed = Stopwatch.seconds() - begin
        if frame >= warmUp { times.append(elapsed * 1000) }
    }
    return Stopwatch.medianAndP95(times)
}
let ms = Stopwatch.ms

let atRest = measure(frames: 300, warmUp: 10, from: 0)
let drawsAtRest = ring.draws

let spin = BasicAnimation()
spin.keyPath = "progress"
spin.fromValue = .number(0)
spin.toValue = .number(1)
spin.timing.duration = 3
spin.timing.repeatCount = .infinity
host.now = 10
host.add(spin, to: layer, forKey: "spin")
let animating = measure(frames: 600, warmUp: 30, from: 10)

print("drawn ring layer 375x667@2x, progress animating: median \(ms(animating.median)) ms, p95 \(ms(animating.p95)) ms a frame "
      + "(\(ring.draws - drawsAtRest) draws in 630 frames)")
print("drawn ring layer 375x667@2x, at rest: median \(ms(atRest.median)) ms, p95 \(ms(atRest.p95)) ms a frame "
      + "(\(drawsAtRest) draw in 310 frames)")
