/// How image pixels are read between pixel centres.
public enum Sampling: String, Hashable, Sendable, CaseIterable {
    /// The nearest pixel.
    case nearest
    /// A blend of the four nearest pixels.
    case bilinear
}
