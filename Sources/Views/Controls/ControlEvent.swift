/// UIControl.Event: what a control tells its targets.
public enum ControlEvent: String, CaseIterable, Sendable {
    case touchDown, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered
}
