import Foundation
import Media
import Raster
import XCTest

/// Compares `buffer` with the golden PNG `Golden/NAME.png` beside the calling test file.
///
/// A pixel differs when any channel (premultiplied RGBA8, after the PNG round trip the golden
/// went through) is more than `tolerance` away; the test fails when more than
/// `maxDifferingPixels` differ, and then writes `NAME.actual.png` and `NAME.diff.png` next to
/// the golden (differing pixels red, scaled by how much they differ; the rest a faint grey copy).
///
/// A missing golden is written and the test fails saying so, so a new golden is never accepted
/// unseen. With the environment variable `KINEMA_UPDATE_GOLDENS=1`, goldens that differ are
/// rewritten and the test passes (with a note on the console).
public func assertGolden(_ buffer: PixelBuffer, named name: String, tolerance: UInt8 = 0,
                         maxDifferingPixels: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
    let folder = (String(describing: file) as NSString).deletingLastPathComponent + "/Golden"
    let expectedPath = folder + "/\(name).png"
    let actualPath = folder + "/\(name).actual.png"
    let diffPath = folder + "/\(name).diff.png"
    let updating = ProcessInfo.processInfo.environment["KINEMA_UPDATE_GOLDENS"] == "1"
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Compare what a PNG can hold: the golden went through the same straight-alpha round trip.
        let actual = try pngRoundTrip(buffer, folder: folder, name: name)
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: diffPath)

        guard FileManager.default.fileExists(atPath: expectedPath) else {
            try PNGFile.write(buffer, path: expectedPath)
            if updating { print("assertGolden: wrote new golden \(expectedPath)"); return }
            return XCTFail("golden \(expectedPath) did not exist; wrote it from this run. Look at it, then run again.",
                           file: file, line: line)
        }
        let expected = try PNGFile.read(path: expectedPath)
        let comparison = GoldenComparison(expected: expected, actual: actual, tolerance: tolerance)
        if comparison.differingPixels <= maxDifferingPixels { return }
        if updating {
            try PNGFile.write(buffer, path: expectedPath)
            print("assertGolden: rewrote golden \(expectedPath) (\(comparison.summary))")
            return
        }
        try PNGFile.write(buffer, path: actualPath)
        if let diff = comparison.diffImage { try PNGFile.write(diff, path: diffPath) }
        XCTFail("\(name): \(comparison.summary), allowed \(maxDifferingPixels) beyond ±\(tolerance); "
                + "wrote \(actualPath) and \(diffPath)", file: file, line: line)
    } catch {
        XCTFail("\(name): \(error)", file: file, line: line)
    }
}

/// `buffer` as it reads back after being written as a PNG.
private func pngRoundTrip(_ buffer: PixelBuffer, folder: String, name: String) throws -> PixelBuffer {
    guard buffer.width > 0, buffer.height > 0 else { return buffer }
    let path = NSTemporaryDirectory() + "/kinema-golden-\(ProcessInfo.processInfo.processIdentifier)-\(name).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGFile.write(buffer, path: path)
    return try PNGFile.read(path: path)
}
