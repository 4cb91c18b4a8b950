import Foundation
import Media
import Raster
import XCTest

/// An Xvfb X server on a free display number, with xdotool and ImageMagick's `import` to find
/// windows and take screenshots.
final class VirtualDisplay {
    /// `:N`, for `DISPLAY`.
    let name: String
    private let server: Process

    /// Starts Xvfb, or skips the test when Xvfb, xdotool or import are not installed.
    init() throws {
        for tool in ["Xvfb", "xdotool", "import"] where VirtualDisplay.find(tool) == nil {
            throw XCTSkip("\(tool) is not installed (apt-get install xvfb xdotool imagemagick)")
        }
        server = Process()
        server.executableURL = VirtualDisplay.find("Xvfb")
        // -displayfd picks a free display number and writes it to the given descriptor (stdout here).
        server.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        let number = Pipe()
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        let line = String(decoding: number.fileHandleForReading.availableData, as: UTF8.self)
        guard let display = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            server.terminate()
            throw XCTSkip("Xvfb did not report a display number (\(line))")
        }
        name = ":\(display)"
    }

    deinit {
        server.terminate()
        server.waitUntilExit()
    }

    /// Runs `tool` against this display and returns its standard output, or nil when it fails.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) -> String? {
        guard let executable = VirtualDisplay.find(tool) else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["DISPLAY": name, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// The id of the first window whose title contains `title`, waiting up to `timeout` seconds for one.
    func window(named title: String, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let ids = run("xdotool", ["search", "--name", title]), let id = ids.split(separator: "\n").first {
                return String(id)
            }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// Where `window` is on the screen and how big, in pixels; nil when xdotool cannot say.
    func geometry(of window: String) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let shell = run("xdotool", ["getwindowgeometry", "--shell", window]) else { return nil }
        var values: [String: Int] = [:]
        for line in shell.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else { return nil }
        return (x, y, width, height)
    }

    /// The whole screen, read back through a PNG at `path`.
    func screenshot(to path: String) throws -> PixelBuffer {
        guard run("import", ["-window", "root", "png:" + path]) != nil else {
            throw XCTSkip("import could not take a screenshot of \(name)")
        }
        return try PNGFile.read(path: path)
    }

    /// The pixel at (`x`, `y`) of `window`, from a screenshot written to `path`.
    func pixel(of window: String, _ x: Int, _ y: Int, screenshotAt path: String) throws -> Pixel {
        let shot = try screenshot(to: path)
        let place = try XCTUnwrap(geometry(of: window))
        return shot[place.x + x, place.y + y]
    }

    /// The pixel at (`x`, `y`) of `window` once it is `expected`, or the last one seen after
    /// three seconds: the previewer draws a frame or two after the input that changes it.
    func waitForPixel(of window: String, _ x: Int, _ y: Int, toBe expected: Pixel, screenshotAt path: String) throws -> Pixel {
        try waitForPixel(of: window, x, y, screenshotAt: path) { $0 == expected }
    }

    /// The pixel at (`x`, `y`) of `window` once `condition` holds for it, or the last one seen
    /// after three seconds.
    func waitForPixel(of window: String, _ x: Int, _ y: Int, screenshotAt path: String,
                      until condition: (Pixel) -> Bool) throws -> Pixel {
        let deadline = Date().addingTimeInterval(3)
        var last = try pixel(of: window, x, y, screenshotAt: path)
        while !condition(last) && Date() < deadline {
            usleep(50_000)
            last = try pixel(of: window, x, y, screenshotAt: path)
        }
        return last
    }

    /// How many pixels of `image` are exactly `pixel`.
    static func count(of pixel: Pixel, in image: PixelBuffer) -> Int {
        image.pixels.reduce(0) { $0 + ($1 == pixel ? 1 : 0) }
    }

    private static func find(_ tool: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
