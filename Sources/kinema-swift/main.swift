import Foundation
import SwiftFrontEnd

/// `kinema-swift translate FILE`: the Lua a Swift scene becomes, on standard output; an error
/// as `File.swift:LINE:COL: message` on standard error, with exit status 1. `kinema` runs it
/// for Swift scenes (it is its own program so that `kinema` never waits on SwiftSyntax).
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, arguments.first == "translate", let path = arguments.last else {
    FileHandle.standardError.write(Data("usage: kinema-swift translate FILE.swift\n".utf8))
    exit(2)
}
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path): cannot read the file\n".utf8))
    exit(1)
}
guard let source = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("\(path):1:1: the file is not UTF-8 text\n".utf8))
    exit(1)
}
do {
    let translation = try SwiftTranslator.translate(source: source, file: path)
    FileHandle.standardOutput.write(Data(translation.lua.utf8))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
