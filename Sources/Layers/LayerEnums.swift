/// How a layer places its `contents` image in its bounds (CALayerContentsGravity). Names
/// follow Core Animation on iOS, where "top" is the top of the screen.
public enum ContentsGravity: String, CaseIterable, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}

/// Which corners `cornerRadius` rounds (CACornerMask). Min Y is the top on iOS.
public struct CornerMask: NamedOptions, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The names scripts use, in bit order.
    public static let names = ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"]
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

/// CALayerContentsFormat: the pixel format of drawn content (`Layer.contentsFormat`).
public enum ContentsFormat: String, CaseIterable, Sendable {
    case RGBA8Uint, RGBA16Float, gray8Uint
}

/// Which edges of a layer are antialiased (CAEdgeAntialiasingMask).
public struct EdgeMask: NamedOptions, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerLeftEdge = EdgeMask(rawValue: 1)
    public static let layerRightEdge = EdgeMask(rawValue: 2)
    public static let layerBottomEdge = EdgeMask(rawValue: 4)
    public static let layerTopEdge = EdgeMask(rawValue: 8)
    public static let all: EdgeMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]

    /// The names scripts use, in bit order.
    public static let names = ["layerLeftEdge", "layerRightEdge", "layerBottomEdge", "layerTopEdge"]
}

/// An option set scripts spell as a list of names, one for each bit.
public protocol NamedOptions: OptionSet where RawValue == Int, Element == Self {
    /// The names, in bit order.
    static var names: [String] { get }
}

extension NamedOptions {
    public init(names: [String]) {
        self.init(rawValue: names.reduce(0) { bits, name in bits | (Self.names.firstIndex(of: name).map { 1 << $0 } ?? 0) })
    }
    public var names: [String] {
        Self.names.enumerated().compactMap { contains(Self(rawValue: 1 << $0.offset)) ? $0.element : nil }
    }
}
