extension DecomposedTransform {
    /// `transform.translation.x`.
    public var translationX: Double {
        get { translation.x }
        set { translation.x = newValue }
    }
    /// `transform.translation.y`.
    public var translationY: Double {
        get { translation.y }
        set { translation.y = newValue }
    }
    /// `transform.translation.z`.
    public var translationZ: Double {
        get { translation.z }
        set { translation.z = newValue }
    }
    /// `transform.scale.x`.
    public var scaleX: Double {
        get { scale.x }
        set { scale.x = newValue }
    }
    /// `transform.scale.y`.
    public var scaleY: Double {
        get { scale.y }
        set { scale.y = newValue }
    }
    /// `transform.scale.z`.
    public var scaleZ: Double {
        get { scale.z }
        set { scale.z = newValue }
    }
}
