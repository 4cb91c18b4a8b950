/// How a layer places its `contents` image in its bounds (CALayerContentsGravity). Names
/// follow Core Animation on iOS, where "top" is the top of the screen.
public enum ContentsGravity: String, CaseIterable, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}

/// Which corners `cornerRadius` rounds (CACornerMask). Min Y is the top on iOS.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The names scripts use, in bit order.
    public static let names = ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"]

    public init(names: [String]) {
        self = CornerMask(rawValue: names.reduce(0) { bits, name in
            bits | (CornerMask.names.firstIndex(of: name).map { 1 << $0 } ?? 0)
        })
    }
    public var names: [String] {
        CornerMask.names.enumerated().compactMap { contains(CornerMask(rawValue: 1 << $0.offset)) ? $0.element : nil }
    }
}

/// CATextLayerAlignmentMode.
public enum TextAlignmentMode: String, CaseIterable, Sendable {
    case natural, left, right, center, justified
}

/// CAGradientLayerType.
public enum GradientType: String, CaseIterable, Sendable {
    case axial, radial, conic
}

/// Where a text layer's lines sit vertically in its bounds (a Kinema extension).
public enum TextVerticalAlignment: String, CaseIterable, Sendable {
    case top, center, bottom
}
