/// UIViewAnimatingPosition: where an animator finished, as its completions hear it.
public enum AnimatingPosition: String, Sendable, CaseIterable {
    case end, start, current
}
