/// Receives the anti-aliased coverage of a shape, one run of covered pixels at a time.
protocol CoverageSink {
    /// Pixels `x ..< x + count` of row `y` (device coordinates) are covered by the amounts in
    /// `coverage` (0…255). Each pixel is reported at most once per shape.
    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
}
