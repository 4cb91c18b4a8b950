import Foundation
import SceneScript

/// Where the scene API takes or gives Swift `Int`s, read from its Swift signatures
/// (`SwiftSignatures`, keyed by the registration tables' names): every other number UIKit and
/// Core Animation take is `CGFloat`, `Double` or `Float`, so literal arithmetic there is
/// floating-point, and every other number they give prints as one (`100.0`).
struct IntegerSignatures {
    /// Properties declared `Int` (`tag`, `instanceCount`, `numberOfLines`) and never anything
    /// else under the same name.
    let properties: Set<String>
    /// The `Int` parameters of each method or initializer, by its base name: the labels of
    /// labelled ones (`insertSubview(_:at:)`: `at`) and the positions of all.
    let labels: [String: Set<String>]
    let positions: [String: Set<Int>]

    static let kinema = IntegerSignatures(SwiftSignatures.allDeclarations)

    init(_ declarations: [String]) {
        var integer: Set<String> = [], other: Set<String> = []
        var labels: [String: Set<String>] = [:], positions: [String: Set<Int>] = [:]
        for declaration in declarations {
            let words = declaration.split(separator: " ")
            if let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }), keyword + 1 < words.count {
                // `var tag: Int`, `var name: String? { get }`.
                let name = words[keyword + 1].split(separator: ":").first.map(String.init) ?? ""
                let type = keyword + 2 < words.count ? words[keyword + 2] : ""
                if IntegerSignatures.isInteger(type) { integer.insert(name) } else { other.insert(name) }
                continue
            }
            // `func name(label inner: Type, ...)` and `init(...)`: the parameters between the
            // first parentheses.
            guard let open = declaration.firstIndex(of: "("), let close = declaration[open...].firstIndex(of: ")") else { continue }
            let head = declaration[..<open].split(separator: " ").last.map(String.init) ?? ""
            let name = head == "init" ? "init" : head
            for (position, parameter) in declaration[declaration.index(after: open)..<close].split(separator: ",").enumerated() {
                let parts = parameter.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, IntegerSignatures.isInteger(parts[1].split(separator: " ").first ?? "") else { continue }
                positions[name, default: []].insert(position)
                if let label = parts[0].split(separator: " ").first, label != "_" { labels[name, default: []].insert(String(label)) }
            }
        }
        properties = integer.subtracting(other)
        self.labels = labels
        self.positions = positions
    }

    private static func isInteger(_ type: Substring) -> Bool {
        ["Int", "Int32", "Int64", "UInt", "UInt32"].contains(type.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
    }
}
