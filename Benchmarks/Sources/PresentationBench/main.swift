// Times the presentation tree of a 1,000-layer scene with 2,000 running animations: the
// per-frame work of evaluating every animation at a scene time (issue 3's figure: < 2 ms).
// Prints the median and p95 over many frames, after warm-up frames.
import Animation
import BenchSupport
import Geometry
import Layers
import Raster

let host = AnimationHost { _, _ in }
let root = Layer()
root.frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
for i in 0..<1000 {
    let layer = Layer()
    layer.frame = Rect(x: Double(i % 40) * 25, y: Double(i / 40) * 40, width: 20, height: 30)
    layer.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
    root.addSublayer(layer)
    let move = BasicAnimation()
    move.keyPath = "position.x"
    move.byValue = .number(50)
    move.timing.duration = 2
    move.timing.repeatCount = .infinity
    move.timing.autoreverses = true
    move.timingFunction = .easeInEaseOut
    host.add(move, to: layer, forKey: "move")
    let fade = KeyframeAnimation()
    fade.keyPath = i % 2 == 0 ? "opacity" : "transform.rotation.z"
    fade.values = [.number(1), .number(0.3), .number(1)]
    fade.keyTimes = [0, 0.4, 1]
    fade.timing.duration = 1.5
    fade.timing.repeatCount = .infinity
    host.add(fade, to: layer, forKey: "fade")
}

let frames = 600, warmUp = 30
var times: [Double] = []
var checksum = 0.0
for frame in 0..<(frames + warmUp) {
    let start = Stopwatch.seconds()
    let tree = root.presentationTree(at: Double(frame) / 60)
    let elapsed = Stopwatch.seconds() - start
    checksum += tree.sublayers[frame % 1000].position.x
    if frame >= warmUp { times.append(elapsed * 1000) }
}
let (median, p95) = Stopwatch.medianAndP95(times)
let ms = Stopwatch.ms
print("presentation tree, 1000 layers, 2000 animations: median \(ms(median)) ms, p95 \(ms(p95)) ms (checksum \(Int(checksum)))")
