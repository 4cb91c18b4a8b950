/// CATransformLayer: its sublayers keep their 3D positions instead of being flattened into
/// its plane. It draws none of its own background, contents, border, mask or shadow.
public final class TransformLayer: Layer {
    public required init() { super.init() }
    override public class var typeName: String { "TransformLayer" }
}
