import Animation

/// One animation a scene added, as timing views show it: on which layer, under which key, for
/// which key path, when it begins and how it runs in scene seconds, and when it stopped.
public struct AnimationRecord: Equatable, Sendable {
    /// Its place in the log: the order animations were added in.
    public let index: Int
    /// The layer's name, or its type when it has none.
    public let layerName: String
    /// The key it was added under (nil for none).
    public let key: String?
    /// The animated key path (nil for a group or a transition).
    public let keyPath: String?
    /// "basic", "spring", "keyframe", "group" or "transition".
    public let kind: String
    /// Where the scene added it (`file:line`), when known.
    public let origin: String?
    /// The UIKit call that made it (a `UIView.animate` block, a property animator, a
    /// transition), or nil for an animation the scene added itself.
    public let block: AnimationBlock?
    /// The scene time its active span begins (its `beginTime` on the scene clock).
    public let begin: Double
    /// One cycle's duration, repeats, autoreversing, speed and fill, as set.
    public let duration: Double
    public let repeatCount: Double
    public let repeatDuration: Double
    public let autoreverses: Bool
    public let speed: Double
    public let fillMode: String
    public let isRemovedOnCompletion: Bool
    /// The scene seconds it is active (infinite when it repeats for ever).
    public let activeDuration: Double
    /// A spring's settling duration (nil for other kinds).
    public let settlingDuration: Double?
    /// When it stopped (its end, or removed or replaced early), and whether it finished.
    public internal(set) var stoppedAt: Double?
    public internal(set) var finished: Bool?

    /// The scene time its active span ends (infinite for an endless one).
    public var end: Double { begin + activeDuration }
}

/// A UIKit call that adds animations for the scene: `UIView.animate` (with its title), a
/// property animator, a transition. Each call is its own block.
public struct AnimationBlock: Equatable, Sendable {
    /// Distinguishes calls: the n-th block of the scene.
    public let id: Int
    /// The call ("UIView.animate", "UIViewPropertyAnimator"…).
    public let title: String
    /// Where the scene made the call (`file:line`), when known.
    public let origin: String?
}

/// What an animation of the log acts on, for views that select and sample it: its layer
/// (weakly: a log keeps no layer alive) and the added animation itself.
public struct AnimationSubject {
    public weak var layer: Layer?
    public let animation: LayerAnimation
}

/// The animations a scene has added, in order, for timing views and `probe --animations`.
/// Bounded: past `capacity` the oldest go (a scene adding an animation every frame for an
/// hour keeps the last hundred thousand).
public final class AnimationLog {
    public static let capacity = 100_000

    public private(set) var records: [AnimationRecord] = []
    /// How many were dropped from the front.
    public private(set) var dropped = 0
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Each record's layer and animation, in the same order as `records`.
    private var subjects: [AnimationSubject] = []

    /// The layer and animation of the record numbered `index` (its `index`), or nil when that
    /// record was dropped or never was.
    public func subject(ofRecord index: Int) -> AnimationSubject? {
        let position = index - dropped
        return subjects.indices.contains(position) ? subjects[position] : nil
    }

    func note(_ animation: LayerAnimation, key: String?, on layer: Layer, begin: Double, origin: String?,
              block: AnimationBlock?) {
        let timing = animation.timing
        let kind: String
        switch animation {
        case is SpringAnimation: kind = "spring"
        case is KeyframeAnimation: kind = "keyframe"
        case is AnimationGroup: kind = "group"
        case is Transition: kind = "transition"
        default: kind = "basic"
        }
        let record = AnimationRecord(
            index: dropped + records.count, layerName: layer.name ?? type(of: layer).typeName, key: key,
            keyPath: (animation as? PropertyAnimation)?.keyPath, kind: kind, origin: origin, block: block, begin: begin, duration: timing.duration,
            repeatCount: timing.repeatCount, repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            speed: timing.speed, fillMode: timing.fillMode.rawValue, isRemovedOnCompletion: animation.isRemovedOnCompletion,
            activeDuration: timing.activeDuration, settlingDuration: (animation as? SpringAnimation)?.settlingDuration)
        positions[ObjectIdentifier(animation)] = record.index
        records.append(record)
        subjects.append(AnimationSubject(layer: layer, animation: animation))
        // Past the capacity the oldest go; a stop of one of them is then ignored (`noteStop`).
        if records.count > AnimationLog.capacity {
            subjects.removeFirst(records.count - AnimationLog.capacity / 2)
            records.removeFirst(records.count - AnimationLog.capacity / 2)
            dropped = records.first?.index ?? dropped
        }
    }

    func noteStop(_ animation: LayerAnimation, at time: Double, finished: Bool) {
        guard let index = positions.removeValue(forKey: ObjectIdentifier(animation)), index >= dropped else { return }
        records[index - dropped].stoppedAt = time
        records[index - dropped].finished = finished
    }
}
