/// Why SVG path data could not be read, and where: `offset` counts Unicode scalars from the
/// start of the string.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "SVG path data, offset \(offset): \(message)" }
}
