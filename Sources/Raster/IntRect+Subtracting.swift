extension IntRect {
    /// The pixels of this rectangle outside `other`, as at most four rectangles that do not
    /// overlap: the rows above and below `other`, then the columns left and right of it
    /// between those rows. Empty when `other` covers it; itself when they do not meet.
    public func subtracting(_ other: IntRect) -> [IntRect] {
        let cut = intersection(other)
        guard !isEmpty else { return [] }
        guard !cut.isEmpty else { return [self] }
        let pieces = [
            IntRect(x: x, y: y, width: width, height: cut.minY - minY),
            IntRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY),
            IntRect(x: x, y: cut.minY, width: cut.minX - minX, height: cut.height),
            IntRect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }
}
