/// The Swift signatures of the scene API, for the Swift stubs (`SwiftStubs`), keyed by the
/// names the registration tables (`ScriptCatalogue`) give: a bound type or namespace and, by
/// the name each declaration declares, one of its properties, methods, hooks, static functions
/// or constants (`init` for calling the namespace), or a global function or value. The catalogue knows names and property kinds;
/// Swift needs types, argument labels and closures' parameter types, and those are written here
/// as Apple's frameworks declare them. A test checks every key against the catalogue, so a
/// signature cannot outlive the binding it describes; a registered name without a signature
/// gets a permissive declaration from `SwiftStubs`.
///
/// A declaration is written without its access level and body, as in a protocol: `func
/// add(_ anim: CAAnimation, forKey key: String?)`, `var frame: CGRect`, `var layer: CALayer {
/// get }`, `init(frame: CGRect)`, `class var red: UIColor { get }`; a stored field of a struct
/// has its default value (`var m11: CGFloat = 0`).
public enum SwiftSignatures {
    /// Every declaration the scene API has in Swift (`var tag: Int`, `func insertSubview(_
    /// view: UIView, at index: Int)`), for the Swift front end's types.
    public static var allDeclarations: [String] { entries.flatMap(\.declarations) }

    /// Where an entry's declarations go.
    enum Placement: Sendable, Equatable {
        /// Into the Swift type of the entry's catalogue type or namespace.
        case own
        /// Into another Swift type: a base class the catalogue has no type for (`CAAnimation`
        /// for what every animation has), or the protocol a hook belongs to.
        case type(String)
        /// At the top level of a module: a global function or value.
        case global(SwiftStubModule)
    }

    /// The declarations of one registered name.
    struct Entry: Sendable {
        /// The catalogue type or namespace (its first name); empty for a global.
        let type: String
        /// The member (`"init"` for the namespace's constructor), or the global's name.
        let member: String
        let placement: Placement
        let declarations: [String]
    }

    /// Every entry, in the order the stubs declare them.
    static let entries: [Entry] = coreGraphics + quartzCore + uiKit + playgroundSupport

    /// The entries of `type`'s `declarations`: one for each name they declare (its overloads
    /// together), in order. An entry's member is the name its declarations declare, so a
    /// signature cannot stand under another name than its own.
    static func on(_ type: String, into placement: Placement = .own, _ declarations: [String]) -> [Entry] {
        var names: [String] = [], byName: [String: [String]] = [:]
        for declaration in declarations {
            let name = SwiftStubWriter.declaredName(declaration)
            if byName[name] == nil { names.append(name) }
            byName[name, default: []].append(declaration)
        }
        return names.map { Entry(type: type, member: $0, placement: placement, declarations: byName[$0]!) }
    }

    /// Global functions and values of `module`.
    static func globals(_ module: SwiftStubModule, _ declarations: [String]) -> [Entry] {
        on("", into: .global(module), declarations)
    }

    // MARK: Names

    /// The Swift type of each bound type, by the catalogue's name. Several bound types may be
    /// one Swift type (a presentation layer is a `CALayer`).
    static let types: [String: SwiftTypeShape] = coreGraphicsTypes.merging(quartzCoreTypes) { first, _ in first }
        .merging(uiKitTypes) { first, _ in first }
        .merging(["Scene": SwiftTypeShape("PlaygroundPage", .playgroundSupport, .finalClass,
                                          plumbing: ["static var current: PlaygroundPage { get }"]),
                  // Foundation's: a scene's classes built on it take `@objc` methods; the stubs' own
                  // classes are built on `SwiftSupportTypes.objcRoot`.
                  "NSObject": SwiftTypeShape("NSObject", .objectiveC, .foundationType)]) { first, _ in first }

    /// The Swift names of namespaces whose names hold none of Apple's (`UIButton.Configuration`
    /// for `ButtonConfiguration`); any other namespace's Swift name is its first name with an
    /// Apple prefix (`UIView` for `View`).
    static let namespaceNames = ["ButtonConfiguration": "UIButton.Configuration", "RunLoop": "RunLoop"]

    /// Registered names a Swift scene does not reach by a Swift declaration, and why. Keys are
    /// `Type.member`, a namespace's name, or a global's name.
    static let exempt: [String: String] = [
        "class": "Lua's class maker: a Swift scene declares classes",
        "property": "Lua's property observers: a Swift scene writes willSet, didSet, get and set",
        "require": "Lua's module loader: a Swift scene's files are one module",
        "print": "Swift's own print",
        "Path": "Lua's spelling of paths (Path.rect, Path.svg): Swift scenes write UIBezierPath and CGPath",
        "Font": "Lua's font constructor: Swift scenes write UIFont",
        "Color.red": "Lua's channel: in Swift `.red` is UIColor.red",
        "Color.green": "Lua's channel: in Swift `.green` is UIColor.green",
        "Color.blue": "Lua's channel: in Swift `.blue` is UIColor.blue",
    ]

    /// Members Foundation on Linux declares on the types the stubs only extend (checked by
    /// the stub tests against Foundation's symbols): the stubs must not declare them again, or
    /// every use would be ambiguous.
    static let foundationMembers: [String: Set<String>] = [
        "CGPoint": ["x", "y", "zero", "init"],
        "CGSize": ["width", "height", "zero", "init"],
        "CGRect": ["origin", "size", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "isEmpty", "zero",
                   "insetBy", "offsetBy", "contains", "intersects", "union", "intersection", "init"],
        "NSString": ["length", "init"],
        "RunLoop": ["main", "current"],
        "NSObject": ["init"],
    ]
}
