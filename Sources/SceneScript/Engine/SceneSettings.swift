import Geometry
import Raster
import Views

/// What the `scene` global holds: the scene's size, background, title and length, and the
/// root view (sized to the scene) that everything is added to.
final class SceneSettings {
    /// The default size: an iPhone 8's screen in points, as SCENE_API.md says.
    static let defaultSize = Size(width: 375, height: 667)
    /// The largest side a scene may have, in points.
    static let maximumSide = 16384.0

    let root = View()
    /// `scene.rootViewController`: the root view's own controller until a script hosts one.
    lazy var rootViewController = ViewController(view: root)
    var title: String
    var backgroundColor: Color? = .white
    /// The timeline's length in seconds, when the scene sets one.
    var duration: Double?
    /// The size the scene last turned to (a `resize` event), which outranks `--size`.
    var turnedSize: Size?
    var size = SceneSettings.defaultSize {
        didSet { root.frame = Rect(origin: .zero, size: size) }
    }

    init(title: String) {
        self.title = title
        root.name = "root"  // probes list the root view's layer by this name
        root.frame = Rect(origin: .zero, size: size)
    }
}
