import Foundation

/// The `ffmpeg` program video export runs: the file `KINEMA_FFMPEG` names, or else `ffmpeg`
/// found on `PATH`. The variable lets a test (or a user with their own build) choose the
/// program without touching `PATH`.
struct FFmpeg {
    /// The environment variable that names the ffmpeg to run instead of the one on PATH.
    static let overrideVariable = "KINEMA_FFMPEG"
    /// What to tell someone who has no ffmpeg.
    static let installHint = "install ffmpeg (apt-get install ffmpeg)"

    /// The executable's path.
    let path: String

    /// The ffmpeg to run for `purpose` (e.g. "exporting to .mp4"): a failure saying how to get
    /// one when there is none.
    static func locate(for purpose: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FFmpeg {
        if let named = environment[overrideVariable], !named.isEmpty {
            guard ExecutableSearch.isExecutableFile(named) else {
                throw CommandFailure.environment("\(purpose) needs ffmpeg, and \(overrideVariable) names \(named), "
                                                 + "which is not an executable file; \(installHint) or point \(overrideVariable) at one")
            }
            return FFmpeg(path: named)
        }
        if let found = ExecutableSearch.find("ffmpeg", environment: environment) { return FFmpeg(path: found) }
        throw CommandFailure.environment("\(purpose) needs ffmpeg, which is not on PATH; \(installHint)")
    }

    /// The names of the encoders this ffmpeg has (`ffmpeg -encoders`).
    func encoders() throws -> Set<String> {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: path, arguments: ["-hide_banner", "-nostdin", "-encoders"],
                                     pipeInput: false, captureOutput: true)
        } catch {
            throw CommandFailure.environment("\(error); \(FFmpeg.installHint)")
        }
        let ended = child.wait()
        guard ended == .exited(0) else {
            let said = child.lastErrorLines(3)
            throw CommandFailure.environment("\(path) -encoders failed (\(ended))" + (said.isEmpty ? "" : ":\n  " + said.joined(separator: "\n  ")))
        }
        return FFmpeg.encoderNames(in: child.capturedOutput())
    }

    /// The encoder names in `ffmpeg -encoders` output: the second word of each line after the
    /// legend, which ends with a line of dashes (" V....D libx264   libx264 H.264 / AVC ...").
    static func encoderNames(in listing: String) -> Set<String> {
        var names = Set<String>()
        var pastLegend = false
        for line in listing.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if !pastLegend {
                pastLegend = words.first.map { $0.allSatisfy { $0 == "-" } } ?? false
                continue
            }
            if words.count >= 2 { names.insert(String(words[1])) }
        }
        return names
    }
}
