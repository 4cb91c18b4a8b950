import Foundation
import SwiftFrontEnd

/// `kinema-swift translate PATH`: the Lua a Swift scene (a `.swift` file, a folder of them or a
/// `.playground`) becomes, on standard output, one chunk per file in the order they run, each
/// after a line `--@kinema-chunk FILE` and a line `--@kinema-columns LINE:COLUMN,...` (where
/// each line's first statement starts, for errors); an error as `File.swift:LINE:COL: message` on standard
/// error, with exit status 1. `kinema` runs it for Swift scenes (it is its own program so that
/// `kinema` never waits on SwiftSyntax). `--root NAME` picks the view controller to host.
/// `kinema-swift files PATH` prints the scene's files, one a line, in the order they run (the
/// entry last), for `kinema check --typecheck`.
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "files", arguments.count == 2, let path = arguments.last {
    do {
        print(try SwiftSceneFiles(scene: path).files.joined(separator: "\n"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
// `kinema-swift bench FILE [RUNS]`: the median time of a translation in this process, for
// Benchmarks/swift-translate.
if arguments.first == "bench", arguments.count >= 2 {
    let path = arguments[arguments.startIndex + 1]
    let runs = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 20 : 20
    var times: [Double] = []
    for _ in 0..<max(runs, 1) {
        let start = Date()
        do { _ = try SwiftTranslator.translateScene(at: path) } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        times.append(Date().timeIntervalSince(start) * 1000)
    }
    times.sort()
    print(String(format: "{\"file\": \"%@\", \"runs\": %d, \"median_ms\": %.2f, \"min_ms\": %.2f}", path, times.count, times[times.count / 2], times[0]))
    exit(0)
}
let words = Array(arguments)
let root = words.count == 4 && words[2] == "--root" ? words[3] : nil
guard words.count == 2 || root != nil, words.first == "translate" else {
    FileHandle.standardError.write(Data(("usage: kinema-swift translate FILE.swift|FOLDER|NAME.playground [--root CONTROLLER]\n"
                                         + "       kinema-swift files FILE.swift|FOLDER|NAME.playground\n").utf8))
    exit(2)
}
let path = words[1]
do {
    var text = ""
    for chunk in try SwiftTranslator.translateScene(at: path, root: root) {
        let columns = chunk.translation.columns.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        text += "--@kinema-chunk \(chunk.file)\n--@kinema-columns \(columns)\n" + chunk.translation.lua
    }
    FileHandle.standardOutput.write(Data(text.utf8))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
