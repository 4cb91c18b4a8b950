import Animation

/// CATransaction: nested groups of changes with their own animation duration, timing
/// function, disabled actions and completion block. The scene runs each script entry (the
/// load, a timer, a callback) inside an implicit transaction; scripts nest explicit ones.
public final class TransactionStack {
    /// One open transaction.
    struct Frame {
        var duration: Double?
        var timingFunction: TimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        /// The animations added in this transaction (or a nested one), which its completion
        /// block waits for.
        var animations: [LayerAnimation] = []
    }

    private var frames: [Frame] = []

    public init() {}

    /// How many transactions are open.
    public var depth: Int { frames.count }

    public func begin() { frames.append(Frame()) }

    /// Closes the innermost transaction. Returns its completion block, if it has one, and the
    /// animations added in it, which the block waits for (`AnimationHost.commitTransaction`).
    func commit() -> (completion: () -> Void, animations: [LayerAnimation])? {
        guard let frame = frames.popLast(), let completion = frame.completion else { return nil }
        return (completion, frame.animations)
    }

    /// The duration for implicit animations and for animations added with none: the
    /// innermost transaction's that sets one, else 0.25 s.
    public var animationDuration: Double {
        get { frames.reversed().lazy.compactMap(\.duration).first ?? 0.25 }
        set { edit { $0.duration = newValue } }
    }

    public var animationTimingFunction: TimingFunction? {
        get { frames.reversed().lazy.compactMap(\.timingFunction).first }
        set { edit { $0.timingFunction = newValue } }
    }

    public var disableActions: Bool {
        get { frames.reversed().lazy.compactMap(\.disableActions).first ?? false }
        set { edit { $0.disableActions = newValue } }
    }

    public var completionBlock: (() -> Void)? {
        get { frames.last?.completion }
        set { edit { $0.completion = newValue } }
    }

    /// Notes an animation added in every open transaction (an outer transaction's completion
    /// waits for what nested ones added too).
    func noteAnimation(_ animation: LayerAnimation) {
        for i in frames.indices { frames[i].animations.append(animation) }
    }

    /// Settings outside any transaction go to an implicit one, as Core Animation opens one.
    private func edit(_ change: (inout Frame) -> Void) {
        if frames.isEmpty { begin() }
        change(&frames[frames.count - 1])
    }
}
