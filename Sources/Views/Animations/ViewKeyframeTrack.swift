import Animation
import Layers

/// The keyframes of one property in a `UIView.animateKeyframes` block: the value before the
/// block, and each keyframe's span (fractions of the duration) and value, in order of start.
struct ViewKeyframeTrack {
    let layer: Layer
    let keyPath: String
    /// The model value before the first keyframe changed it, and the value on screen then.
    let initial: PropertyValue
    let initialOnScreen: PropertyValue
    private(set) var steps: [(start: Double, end: Double, value: PropertyValue)] = []

    /// One track per property the keyframes change, in the order the properties first change.
    static func tracks(from keyframes: [ViewKeyframe]) -> [ViewKeyframeTrack] {
        var tracks: [ViewKeyframeTrack] = []
        var index: [String: Int] = [:]
        for keyframe in keyframes {
            let start = keyframe.relativeStartTime
            let end = min(start + keyframe.relativeDuration, 1)
            for change in keyframe.changes {
                let id = "\(ObjectIdentifier(change.layer).hashValue) \(change.keyPath)"
                if index[id] == nil {
                    index[id] = tracks.count
                    tracks.append(ViewKeyframeTrack(layer: change.layer, keyPath: change.keyPath, initial: change.before,
                                                    initialOnScreen: change.presentationBefore))
                }
                tracks[index[id]!].steps.append((start, end, change.after))
            }
        }
        for i in tracks.indices { tracks[i].steps = tracks[i].steps.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
        }.map(\.element) }
        return tracks
    }

    /// Values and key times for `mode`, starting from `first`:
    /// - linear and cubic: each value holds from the end of its keyframe to the start of the
    ///   next, and moves during the next one's span;
    /// - discrete: each keyframe's value takes over at its start (one more key time than values);
    /// - paced and cubic paced: the values alone (Core Animation spaces them itself).
    func keyframes(mode: CalculationMode, from first: PropertyValue) -> (values: [PropertyValue], keyTimes: [Double]?) {
        switch mode {
        case .linear, .cubic:
            var values = [first], times = [0.0]
            for step in steps {
                let begin = max(step.start, times[times.count - 1])
                if begin > times[times.count - 1] {
                    values.append(values[values.count - 1])
                    times.append(begin)
                }
                values.append(step.value)
                times.append(max(step.end, begin))
            }
            if times[times.count - 1] < 1 {
                values.append(values[values.count - 1])
                times.append(1)
            }
            return (values, times)
        case .discrete:
            var times = [0.0]
            for step in steps { times.append(max(step.start, times[times.count - 1])) }
            times.append(1)
            return ([first] + steps.map(\.value), times)
        case .paced, .cubicPaced:
            return ([first] + steps.map(\.value), nil)
        }
    }
}
