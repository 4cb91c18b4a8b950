import Layers
import SceneScript

/// The registration tables (`ScriptCatalogue`) indexed by name once, for the lookups a
/// translation makes at every name: namespaces by each of their names, bound types, the kind
/// of each property name, and the labels of labelled calls.
struct CatalogueIndex {
    let namespaces: [String: ScriptCatalogue.Namespace]
    let numberNamespaces: Set<String>
    let types: [String: ScriptCatalogue.BoundType]
    /// The kind of the first bound type's property of each name that has one.
    let propertyKinds: [String: PropertyKind]
    /// Labels by "Namespace" (a constructor) or "Namespace.function", the namespace's first name.
    private let labels: [String: [String]]

    static let kinema = CatalogueIndex(ScriptCatalogue.kinema)

    init(_ catalogue: ScriptCatalogue) {
        var namespaces: [String: ScriptCatalogue.Namespace] = [:]
        for namespace in catalogue.namespaces { for name in namespace.names where namespaces[name] == nil { namespaces[name] = namespace } }
        self.namespaces = namespaces
        numberNamespaces = Set(catalogue.numberNamespaces)
        types = Dictionary(catalogue.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var kinds: [String: PropertyKind] = [:]
        for type in catalogue.types { for property in type.properties where kinds[property.name] == nil { kinds[property.name] = property.kind } }
        propertyKinds = kinds
        labels = Dictionary(catalogue.labelledCalls.map { ($0.namespace + ($0.function.map { "." + $0 } ?? ""), $0.labels) },
                            uniquingKeysWith: { first, _ in first })
    }

    /// The labels of `type`'s function `function` (nil: its constructor), when it takes a table of them.
    func labels(of type: String, _ function: String?) -> [String]? {
        guard let namespace = namespaces[type] else { return nil }
        return labels[namespace.names[0] + (function.map { "." + $0 } ?? "")]
    }
}
