// Times the presentation tree of a 1,000-layer scene with 2,000 running animations: the
// per-frame work of evaluating every animation at a scene time (issue 3's figure: < 2 ms).
// Prints the median and p95 over many frames, after warm-up frames.
import Animation
import Geometry
import Layers
import Raster

#if canImport(Glibc)
import Glibc
#endif

func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

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
    let start = seconds()
    let tree = root.presentationTree(at: Double(frame) / 60)
    let elapsed = seconds() - start
    checksum += tree.sublayers[frame % 1000].position.x
    if frame >= warmUp { times.append(elapsed * 1000) }
}
times.sort()
let median = times[times.count / 2], p95 = times[times.count * 95 / 100]
func ms(_ v: Double) -> String { String(Double(Int(v * 1000)) / 1000) }
print("presentation tree, 1000 layers, 2000 animations: median \(ms(median)) ms, p95 \(ms(p95)) ms (checksum \(Int(checksum)))")
