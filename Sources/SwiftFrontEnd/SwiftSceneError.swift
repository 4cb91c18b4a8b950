/// A problem in a Swift scene, at its Swift line and column: a syntax error, a construct
/// Kinema does not run, or a name it does not know. Printed as `File.swift:LINE:COL: message`.
public struct SwiftSceneError: Error, Equatable, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
