import Geometry

/// A `CGMutablePath()` as scripts hold it: a reference, as CGMutablePath is a class, edited
/// in place by its `add…` methods. Assigning it to a layer's `path` (or reading its `cgPath`)
/// copies it, as a layer copies the CGPath it is given.
final class ScriptMutablePath {
    static let typeName = "CGMutablePath"
    var path: Path

    init(_ path: Path = Path()) { self.path = path }
}
