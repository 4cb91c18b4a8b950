import Geometry

/// A value that animations interpolate. Points, sizes, rects, colours (as straight RGBA
/// components) and number lists are all `vector`s of components.
public enum AnimatableValue: Hashable, Sendable {
    case scalar(Double)
    case vector([Double])
    case transform(Transform3D)
    case path(Path)

    /// Takes the components out of a `vector` value, leaving `self` a scalar, so that the caller
    /// holds the only reference to the storage and can overwrite it without copying.
    mutating func takeComponents() -> [Double]? {
        guard case .vector(let components) = self else { return nil }
        self = .scalar(0)
        return components
    }
}
