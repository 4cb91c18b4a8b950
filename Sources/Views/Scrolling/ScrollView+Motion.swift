import Animation
import Geometry

extension ScrollView {
    /// How often the content moves on its own: every frame at 60 Hz, on the scene clock.
    public static let frameInterval = 1.0 / 60

    /// Schedules the frames of the motion (and of the indicators' fade) just started.
    func startFrames() {
        motionGeneration += 1
        guard let host else { return }
        let generation = motionGeneration, first = host.now
        var frame = 1
        func next() {
            host.schedule(first + Double(frame) * ScrollView.frameInterval) { [weak self] in
                guard let self, self.motionGeneration == generation else { return }
                frame += 1
                if self.step(at: host.now) { next() }
            }
        }
        next()
    }

    /// Moves the content to where its motion has it at `time`; false once nothing moves any
    /// more (the content at rest and the indicators faded).
    private func step(at time: Double) -> Bool {
        let moving = motion.x != nil || motion.y != nil
        if moving {
            var offset = contentOffset
            var settled = true
            if var x = motion.x {
                let (value, done) = x.advance(to: time, threshold: restThreshold)
                offset.x = value
                motion.x = done ? nil : x
                settled = settled && done
            }
            if var y = motion.y {
                let (value, done) = y.advance(to: time, threshold: restThreshold)
                offset.y = value
                motion.y = done ? nil : y
                settled = settled && done
            }
            contentOffset = offset
            if settled { finishMotion(at: time) }
        }
        return indicators.step(for: self, at: time) || motion.x != nil || motion.y != nil
    }

    /// The motion came to rest: the delegate hears the end of a deceleration or of an
    /// animated offset change.
    private func finishMotion(at time: Double) {
        let wasDecelerating = isDecelerating
        isDecelerating = false
        indicators.hide(for: self, at: time)
        switch motionKind {
        case .deceleration: if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops the content where it is (a new drag or offset), as a touch stops a flick in UIKit.
    func stopMotion() {
        motion = (nil, nil)
        isDecelerating = false
        motionGeneration += 1
    }
}
