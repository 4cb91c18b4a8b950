/// A video or animated-image file `kinema export` writes through ffmpeg, and how.
enum VideoFormat: String, CaseIterable {
    case mp4, webm, apng, webp

    /// The file extension that chooses it (lower case, without the dot).
    var fileExtension: String { rawValue }

    /// What it is, for messages and help.
    var name: String {
        switch self {
        case .mp4: return "H.264 video in MP4"
        case .webm: return "VP9 video in WebM"
        case .apng: return "animated PNG"
        case .webp: return "animated WebP"
        }
    }

    /// The ffmpeg encoder it needs (Debian's ffmpeg has them all).
    var encoder: String {
        switch self {
        case .mp4: return "libx264"
        case .webm: return "libvpx-vp9"
        case .apng: return "apng"
        case .webp: return "libwebp_anim"
        }
    }

    /// Whether the file keeps alpha: frames go to ffmpeg with straight alpha. The video formats
    /// are opaque: frames go over black (a scene's background, white unless it sets
    /// `scene.backgroundColor = nil`, already fills them).
    var keepsAlpha: Bool { self == .apng || self == .webp }

    /// Whether the file has a play count (`--loop`); an MP4 or a WebM has none (a player loops it
    /// if asked, as `<video loop>` does).
    var loops: Bool { keepsAlpha }

    /// The size ffmpeg is given for frames of `width × height` pixels: H.264 in yuv420p needs
    /// even sides, so an odd side gets one more column or row, a copy of the last. VP9 takes
    /// odd sizes; the others are RGBA.
    func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        self == .mp4 ? ((width + 1) / 2 * 2, (height + 1) / 2 * 2) : (width, height)
    }

    /// ffmpeg's arguments: raw RGBA frames of `width × height` (the encoded size) on standard
    /// input at `fps`, written to `path` (not necessarily named with the extension: the
    /// format is given), `plays` times (0 for ever) where the format loops.
    func ffmpegArguments(width: Int, height: Int, fps: Double, plays: Int, path: String) -> [String] {
        let input = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error",
                     "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", FFmpegNumber.text(fps),
                     "-i", "pipe:0"]
        // sRGB frames to Y'CbCr with the BT.709 matrix in limited range, tagged so, which is
        // what players assume for HD video (untagged, many assume BT.601 for small sizes and
        // shift the colours: #e6285a came back as #d40f59 in a test).
        let bt709 = ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p", "-pix_fmt", "yuv420p",
                     "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"]
        let output: [String]
        switch self {
        case .mp4:
            // CRF 18 keeps flat UI colours within a few levels; veryfast encodes 2x frames of
            // a phone-sized scene faster than real time on two cores; +faststart puts the
            // index first so a browser starts playing before the whole file arrives.
            output = bt709 + ["-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            // Constant quality (CRF 30 with no bitrate cap), the "good" deadline at speed 4
            // with row threading: libvpx's documented trade-off for files, not live streams.
            output = bt709 + ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
                              "-row-mt", "1", "-f", "webm"]
        case .apng:
            // Lossless. ffmpeg stores each frame as the rectangle that changed; its row filters
            // (-pred mixed) made seed scenes' files no smaller and 50% slower to write.
            output = ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", String(plays), "-f", "apng"]
        case .webp:
            // Lossy at quality 90 with its alpha kept losslessly (libwebp's default alpha);
            // libwebp converts the BGRA itself. Consecutive identical frames become one longer frame.
            output = ["-c:v", "libwebp_anim", "-pix_fmt", "bgra", "-lossless", "0", "-quality", "90",
                      "-loop", String(plays), "-f", "webp"]
        }
        return input + output + ["-y", path]
    }
}

/// Numbers as ffmpeg reads them.
enum FFmpegNumber {
    /// `value` without a needless fraction: 30 as "30", 29.97 as "29.97".
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
