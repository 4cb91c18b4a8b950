/// What went wrong in a scene, where: the file as it was given (the scene or a file it
/// requires), the line when one is known, and a message for the person writing the scene.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    /// The column, when known (a Swift scene's errors have one).
    public var column: Int?
    public var message: String

    /// A message longer than `maxMessageLength` characters (one quoting a runaway string) is
    /// cut there, saying how much was left out.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file; self.line = line; self.column = column
        self.message = message.count > SceneError.maxMessageLength
            ? message.prefix(SceneError.maxMessageLength) + "… (\(message.count - SceneError.maxMessageLength) more characters)"
            : message
    }

    /// The longest message kept whole.
    public static let maxMessageLength = 2000

    /// `file:line: message` (`file:line:column: message` when the column is known), or
    /// `file: message` when there is no line.
    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): \(message)" }
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
