/// How the Swift stubs declare one Swift type: its name (a nested one as `Outer.Inner`), the
/// stub module it is in, what kind of declaration it is, its superclass and its protocols.
struct SwiftTypeShape: Sendable {
    enum Kind: Sendable {
        /// A class scenes may subclass: its members are `open`.
        case openClass
        /// A class scenes may not subclass: its members are `public`.
        case finalClass
        case structure
        /// A protocol: its members are requirements, without bodies.
        case protocolType
        /// A type Foundation on Linux declares already (`CGRect`, `NSString`): only an
        /// extension with what the scene API adds.
        case foundationType
    }

    let name: String
    let module: SwiftStubModule
    let kind: Kind
    let superclass: String?
    let protocols: [String]
    /// Declarations the type needs for Swift's sake rather than the scene API's (an
    /// `Equatable` operator, a literal protocol's initializer), written as `SwiftSignatures`'
    /// declarations are.
    let plumbing: [String]

    init(_ name: String, _ module: SwiftStubModule, _ kind: Kind, superclass: String? = nil, protocols: [String] = [],
         plumbing: [String] = []) {
        self.name = name
        self.module = module
        self.kind = kind
        self.superclass = superclass
        self.protocols = protocols
        self.plumbing = plumbing
    }

    /// A class of `module` built on `superclass`.
    static func subclass(_ name: String, of superclass: String, in module: SwiftStubModule, _ protocols: [String] = [],
                         plumbing: [String] = []) -> SwiftTypeShape {
        SwiftTypeShape(name, module, .openClass, superclass: superclass, protocols: protocols, plumbing: plumbing)
    }

    var isClass: Bool { kind == .openClass || kind == .finalClass }
}
