import Foundation

/// What `kinema export -o OUT` writes, chosen by OUT: a folder of PNGs, an animated GIF
/// (written by Kinema itself) or one of the formats ffmpeg writes.
enum ExportFormat: Equatable {
    case pngFolder
    case gif
    case video(VideoFormat)

    /// The file extensions export knows, in the order help lists them.
    static var fileExtensions: [String] { ["gif"] + VideoFormat.allCases.map(\.fileExtension) }

    /// The format for `output`: a path ending in `/`, naming an existing folder or with no
    /// extension is a folder of PNGs; `.gif`, `.mp4`, `.webm`, `.apng` and `.webp` (any case)
    /// are files; any other extension is a usage failure that lists them.
    static func of(_ output: String, isFolder: (String) -> Bool = ExportFormat.isExistingFolder) throws -> ExportFormat {
        guard !output.isEmpty else { throw CommandFailure.usage("-o needs a folder or a file name") }
        if output.hasSuffix("/") { return .pngFolder }
        let name = output.split(separator: "/").last.map(String.init) ?? output
        let dot = name.lastIndex(of: ".")
        let fileExtension = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
        let hasExtension = dot != nil && dot != name.startIndex && !fileExtension.isEmpty
        if hasExtension, fileExtension == "gif" || VideoFormat(rawValue: fileExtension) != nil {
            guard !isFolder(output) else {
                throw CommandFailure.usage("\(output) is a folder; name a file to write the .\(fileExtension) to")
            }
            return fileExtension == "gif" ? .gif : .video(VideoFormat(rawValue: fileExtension)!)
        }
        if !hasExtension || isFolder(output) { return .pngFolder }
        let hint = fileExtension == "png" ? " (a .png holds one frame: for an animated PNG use .apng, for PNG frames a folder)" : ""
        throw CommandFailure.usage("cannot export to \(output): .\(fileExtension) is not a format kinema writes\(hint); "
                                   + "use a folder (PNG frames) or a file ending in "
                                   + fileExtensions.map { "." + $0 }.joined(separator: ", ")
                                   + " (a folder whose name has a dot needs a / at the end)")
    }

    /// The name for messages: ".mp4", ".gif", "a PNG folder".
    var label: String {
        switch self {
        case .pngFolder: return "a folder of PNGs"
        case .gif: return ".gif"
        case .video(let format): return "." + format.fileExtension
        }
    }

    /// Whether the output has a play count (`--loop`).
    var loops: Bool {
        switch self {
        case .pngFolder: return false
        case .gif: return true
        case .video(let format): return format.loops
        }
    }

    static func isExistingFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
