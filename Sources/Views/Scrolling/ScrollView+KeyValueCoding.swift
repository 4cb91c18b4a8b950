import Geometry
import Layers

extension ScrollView {
    /// The key-value-coded properties of scroll views (`properties` reads it).
    static let scrollTable: [String: ViewProperty] = baseProperties.merging([
        "contentSize": .size(\ScrollView.contentSize),
        "contentOffset": .point(\ScrollView.contentOffset),
        "bounces": .bool(\ScrollView.bounces),
        "alwaysBounceVertical": .bool(\ScrollView.alwaysBounceVertical),
        "alwaysBounceHorizontal": .bool(\ScrollView.alwaysBounceHorizontal),
        "isPagingEnabled": .bool(\ScrollView.isPagingEnabled),
        "isScrollEnabled": .bool(\ScrollView.isScrollEnabled),
        "showsVerticalScrollIndicator": .bool(\ScrollView.showsVerticalScrollIndicator),
        "showsHorizontalScrollIndicator": .bool(\ScrollView.showsHorizontalScrollIndicator),
        "decelerationRate": ViewProperty(kind: .number, expectation: "a rate between 0 and 1 (0.998 is \"normal\", 0.99 \"fast\")",
                                         get: { .number(($0 as! ScrollView).decelerationRate) },
                                         set: { view, value in
                                             guard case .number(let rate) = value, rate > 0, rate < 1 else { return false }
                                             (view as! ScrollView).decelerationRate = rate
                                             return true
                                         }),
        "isDragging": ViewProperty(readOnly: .bool) { .bool(($0 as! ScrollView).isDragging) },
        "isTracking": ViewProperty(readOnly: .bool) { .bool(($0 as! ScrollView).isTracking) },
        "isDecelerating": ViewProperty(readOnly: .bool) { .bool(($0 as! ScrollView).isDecelerating) },
    ]) { $1 }
}
