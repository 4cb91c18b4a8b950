extension TimingFunction {
    /// kCAMediaTimingFunctionLinear.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseIn: (0.42, 0), (1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseOut: (0, 0), (0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// kCAMediaTimingFunctionEaseInEaseOut: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionDefault: (0.25, 0.1), (0.25, 1) — not the same as easeInEaseOut.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The names scripts may use, in the order CAMediaTimingFunctionName lists them.
    public static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// The named curve, or nil for a name not in `names`.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// The name of this curve when it is one of the named ones.
    public var name: String? {
        TimingFunction.names.first { TimingFunction(name: $0) == self }
    }
}
