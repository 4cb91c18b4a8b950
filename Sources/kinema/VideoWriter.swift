import Foundation
import Media
import Raster

/// Writes frames to a video or animated image through ffmpeg: each frame converted to raw
/// RGBA (straight alpha, or opaque over black with even sides for H.264) and written down a
/// pipe to ffmpeg's standard input; ffmpeg writes the file under a temporary name, renamed
/// when it ends well. Any failure ends ffmpeg, removes the temporary file and throws a
/// message with ffmpeg's own last lines of stderr.
final class VideoWriter {
    let format: VideoFormat
    /// The frames' size and the size ffmpeg encodes (larger for H.264's even sides).
    let width: Int, height: Int
    let encodedWidth: Int, encodedHeight: Int
    private let output: PartialOutput
    private let ffmpeg: ChildProcess
    private var bytes: [UInt8] = []
    private var ended = false

    /// How many lines of ffmpeg's stderr a failure quotes.
    static let quotedLines = 6

    /// Starts ffmpeg writing `format` to `path`, for frames of `width × height` pixels shown
    /// `fps` a second, played `plays` times (0 for ever) where the format loops.
    init(format: VideoFormat, ffmpeg program: FFmpeg, path: String, width: Int, height: Int, fps: Double, plays: Int) throws {
        self.format = format
        self.width = width
        self.height = height
        (encodedWidth, encodedHeight) = format.encodedSize(width: width, height: height)
        // A write to a pipe whose reader has gone must fail with EPIPE (and be reported with
        // what ffmpeg said), not end kinema with SIGPIPE. The child gets the default back.
        signal(SIGPIPE, SIG_IGN)
        output = PartialOutput(destination: path)
        let arguments = format.ffmpegArguments(width: encodedWidth, height: encodedHeight, fps: fps, plays: plays, path: output.temporary)
        do {
            ffmpeg = try ChildProcess(executable: program.path, arguments: arguments, pipeInput: true, captureOutput: false)
        } catch {
            throw CommandFailure.environment("\(error); \(FFmpeg.installHint)")
        }
        output.setEncoder(ffmpeg.pid)
    }

    deinit { if !ended { cancel() } }

    /// Converts `frame` (premultiplied, the writer's size) and sends it to ffmpeg.
    func append(_ frame: PixelBuffer) throws {
        precondition(!ended, "a frame after the video ended")
        precondition(frame.width == width && frame.height == height, "a frame of another size")
        if format.keepsAlpha {
            RawVideoFrame.straightRGBA(frame, into: &bytes)
        } else {
            RawVideoFrame.opaqueRGBA(frame, width: encodedWidth, height: encodedHeight, into: &bytes)
        }
        var writeError: ChildProcess.Failure?
        bytes.withUnsafeBytes { raw in
            do throws(ChildProcess.Failure) { try ffmpeg.write(raw) } catch { writeError = error }
        }
        if let writeError {
            // EPIPE: ffmpeg stopped reading, because it failed or was killed; say what it said.
            throw failure(because: writeError.code == EPIPE ? nil : "\(writeError)")
        }
    }

    /// Ends the input, waits for ffmpeg to finish the file and gives it its name.
    func finish() throws {
        guard !ended else { return }
        ffmpeg.closeInput()
        let termination = ffmpeg.wait()
        guard termination == .exited(0) else { throw failure(because: nil) }
        ended = true
        output.setEncoder(nil)
        try output.commit()
    }

    /// Stops ffmpeg and removes what it wrote (after a scene error, say).
    func cancel() {
        guard !ended else { return }
        ended = true
        ffmpeg.kill()
        output.setEncoder(nil)
        output.discard()
    }

    /// Waits for ffmpeg (killing it if it still runs after its input failed), removes the
    /// partial file and describes what went wrong.
    private func failure(because reason: String?) -> CommandFailure {
        ended = true
        if reason != nil {
            // Our side of the pipe broke; ffmpeg may be waiting for more.
            ffmpeg.kill()
        } else {
            ffmpeg.closeInput()
        }
        let termination = ffmpeg.wait()
        output.setEncoder(nil)
        output.discard()
        // ffmpeg names the temporary file; the user knows the final name.
        let said = ffmpeg.lastErrorLines(VideoWriter.quotedLines).map {
            $0.replacingOccurrences(of: output.temporary, with: output.destination)
        }
        var message = "ffmpeg could not write \(output.destination)"
        if let reason {
            message += ": writing frames to it failed (\(reason))"
        } else if termination == .exited(0) {
            message += ": it stopped reading frames before the last"
        } else {
            message += " (\(ffmpeg.executable), \(termination))"
        }
        message += said.isEmpty ? "; it printed nothing" : "; its last words:\n  " + said.joined(separator: "\n  ")
        return CommandFailure.environment(message)
    }
}
