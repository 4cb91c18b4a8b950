import Layers

/// What a scene gets for a global name from Apple's frameworks that Kinema does not define:
/// the Kinema spelling when there is one, else a note that the name is not in the scene API
/// with the nearest name that is. Scripts' own globals never get here (they are set in the
/// globals table), and plain Lua names still read as nil, as Lua has them.
public enum SwiftSpellings {
    /// Apple names written differently in scenes, and how to write them.
    static let spellings: [String: String] = {
        var table: [String: String] = [
            "CGRectZero": "CGRect.zero", "CGPointZero": "CGPoint.zero", "CGSizeZero": "CGSize.zero",
            "CGColor": "a colour value: \"#ff8800\", UIColor.red or UIColor(r, g, b, a) (.cgColor is accepted)",
            "CGColorCreate": "UIColor(r, g, b, a)",
            "NSValue": "the value itself (CGPoint(x, y), CGRect(...), a CATransform3D)",
            "NSNumber": "the number itself",
            "NSNull": "false (an action of NSNull: no action, and the search stops)",
            "arc4random": "math.random(0, n - 1) (arc4random() % n)",
            "arc4random_uniform": "math.random(0, n - 1)",
            "M_PI": "math.pi", "M_PI_2": "math.pi / 2", "M_PI_4": "math.pi / 4",
            "DispatchQueue": "delay(seconds, function() ... end)",
            "Timer": "delay(seconds, function() ... end)",
            "NSTimer": "delay(seconds, function() ... end)",
            "UIViewAnimationOptions": "a list of option names: options = {\"curveEaseOut\", \"repeat\"}",
            "UIView.AnimationOptions": "a list of option names: options = {\"curveEaseOut\", \"repeat\"}",
        ]
        // Core Animation's string constants are the strings their cases name.
        for (prefix, cases) in legacyConstants {
            for name in cases {
                let value = name.prefix(1).lowercased() + name.dropFirst()
                table[prefix + name] = "\"\(value)\""
            }
        }
        // Option-set constants (kCALayerLeftEdge, kCALayerMinXMinYCorner) are names in a list.
        for (property, names) in legacyOptionConstants {
            for name in names {
                table["kCA" + name.prefix(1).uppercased() + name.dropFirst()] =
                    "\"\(name)\", in a list of names (\(property) = {\"\(names[0])\", \"\(names[1])\"})"
            }
        }
        return table
    }()

    /// Core Animation's global constants from before Swift 4.2 (`kCAFillModeForwards` is
    /// `.forwards`), by prefix: each is the prefix and one of its cases.
    public static let legacyConstants: [(prefix: String, cases: [String])] = [
        ("kCAFillMode", ["Forwards", "Backwards", "Both", "Removed"]),
        ("kCAMediaTimingFunction", ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"]),
        ("kCALineCap", ["Butt", "Round", "Square"]),
        ("kCALineJoin", ["Miter", "Round", "Bevel"]),
        ("kCAFillRule", ["NonZero", "EvenOdd"]),
        ("kCAGradientLayer", ["Axial", "Radial", "Conic"]),
        ("kCAAnimation", ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced", "RotateAuto", "RotateAutoReverse"]),
        ("kCATransition", ["Fade", "MoveIn", "Push", "Reveal", "FromLeft", "FromRight", "FromTop", "FromBottom"]),
        ("kCACornerCurve", ["Circular", "Continuous"]),
        ("kCAGravity", ["Center", "Top", "Bottom", "Left", "Right", "TopLeft", "TopRight", "BottomLeft",
                        "BottomRight", "Resize", "ResizeAspect", "ResizeAspectFill"]),
        ("kCAEmitterLayer", ["Point", "Line", "Rectangle", "Cuboid", "Circle", "Sphere", "Points", "Outline",
                             "Surface", "Volume", "Unordered", "OldestFirst", "OldestLast", "BackToFront", "Additive"]),
        ("kCAAlignment", ["Natural", "Left", "Right", "Center", "Justified"]),
    ]

    /// The option-set constants of the same era (`kCALayerMinXMinYCorner`), by the layer
    /// property that takes them: each is `kCA` and an option's name, capitalised.
    public static let legacyOptionConstants: [(property: String, names: [String])] = [
        ("edgeAntialiasingMask", EdgeMask.names), ("maskedCorners", CornerMask.names),
    ]

    /// The message for reading the undefined global `name`, or nil when `name` is no Apple
    /// name (it reads as nil, as in Lua).
    static func message(forMissingGlobal name: String, globals: [String]) -> String? {
        if let spelling = spellings[name] { return "'\(name)' is written \(spelling) in a scene" }
        let applePrefixes = ["CG", "CA", "UI", "NS", "kCA", "kCG"]
        guard applePrefixes.contains(where: { name.hasPrefix($0) && name.count > $0.count }),
              let next = name.dropFirst(name.hasPrefix("k") ? 3 : 2).first, next.isUppercase else { return nil }
        return Suggestion.message("'\(name)' is not part of Kinema's scene API (the README lists what is)",
                                  for: name, in: globals)
    }
}
