/// What a timed node shows outside its active period (CAMediaTimingFillMode).
public enum FillMode: String, CaseIterable, Sendable {
    /// No effect before the begin time or after the end: the node is removed.
    case removed
    /// After the end the final state holds.
    case forwards
    /// Before the begin time the initial state holds.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
