/// How a vibrant group blends into what is under it.
struct VibrancyBlend: Hashable {
    let mode: BackdropLayer.Vibrancy
    /// 0 is a plain source-over, 1 the full vibrant blend.
    let amount: Double
}
