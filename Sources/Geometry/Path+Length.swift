extension Path {
    /// The total arc length of all subpaths, closing segments included.
    public var length: Double {
        subpaths.reduce(0) { total, subpath in
            subpath.segments.reduce(total) { $0 + $1.length() }
        }
    }
}
