/// One `UIView.addKeyframe`: its place in the keyframe block (fractions of the duration) and
/// the changes its closure made.
struct ViewKeyframe {
    let relativeStartTime: Double
    let relativeDuration: Double
    let changes: [ViewPropertyChange]
}
