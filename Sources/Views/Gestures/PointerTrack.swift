import Geometry

/// One press of the pointer, from down to up: where it started and where it has been, on
/// the scene clock. Gestures read their translation and velocity from it.
struct PointerTrack {
    /// How far back the velocity looks: long enough to smooth a few frames of motion, short
    /// enough that a pointer held still before release has stopped.
    static let velocityWindow = 0.1

    let start: Point
    /// When the pointer went down.
    let startTime: Double
    private(set) var location: Point
    private(set) var time: Double
    /// (time, location) samples, oldest first, from `oldest` on within `velocityWindow` of
    /// `time`; never empty (the latest is the pointer now). Older ones are dropped in batches,
    /// so a move costs the same however dense the input.
    private var samples: [(time: Double, location: Point)]
    private var oldest = 0

    init(start: Point, time: Double) {
        self.start = start
        startTime = time
        location = start
        self.time = time
        samples = [(time, start)]
    }

    /// The farthest the pointer has been from where it went down.
    private(set) var maxDistance = 0.0

    mutating func move(to point: Point, at t: Double) {
        location = point
        time = max(t, time)
        maxDistance = max(maxDistance, start.distance(to: point))
        samples.append((time, point))
        // Only the samples within the window count; a rounding error's worth of slack keeps the
        // one exactly a window back.
        let cutoff = time - PointerTrack.velocityWindow - 1e-9
        while oldest < samples.count - 1, samples[oldest].time < cutoff { oldest += 1 }
        if oldest > 64, oldest * 2 > samples.count {
            samples.removeFirst(oldest)
            oldest = 0
        }
    }

    /// Scene points per second over the last `velocityWindow`: the distance from the oldest
    /// sample in it to now, over the time between them. Zero when the pointer has not moved
    /// within the window or no time has passed.
    var velocity: Point {
        let oldest = samples[self.oldest]
        guard time > oldest.time else { return .zero }
        let dt = time - oldest.time
        return Point(x: (location.x - oldest.location.x) / dt, y: (location.y - oldest.location.y) / dt)
    }
}
