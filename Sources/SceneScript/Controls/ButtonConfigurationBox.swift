import CLua
import Views

/// A `UIButton.Configuration` as Lua holds it: a copy, as Swift's struct is. One read from a
/// button writes itself back when a field of it is changed in the same expression that read
/// it, so `button.configuration.showsActivityIndicator = true` is Swift's
/// `button.configuration?.showsActivityIndicator = true`, while `local c =
/// button.configuration` and a change to `c` on a later line change only the copy (assign it
/// back: `button.configuration = c`). The same rule as value boxes (`ValueBox`).
final class ButtonConfigurationBox: ScriptObject {
    static let typeName = "ButtonConfiguration"
    /// The fields scripts read and write.
    static let fields = ["title", "showsActivityIndicator", "baseForegroundColor", "baseBackgroundColor", "imagePadding"]

    /// Stores a changed configuration in the button it was read from.
    typealias WriteBack = (ButtonConfiguration) -> Void

    private(set) var value: ButtonConfiguration
    /// Where the configuration was read from, or nil for a free-standing one.
    private let writeBack: WriteBack?
    /// Where the script read it.
    private let readSite: ScriptSite?

    init(_ value: ButtonConfiguration, writeBack: WriteBack?, readSite: ScriptSite?) {
        self.value = value
        self.writeBack = writeBack
        self.readSite = readSite
    }

    var scriptDescription: String { "UIButton.Configuration.\(value.style.rawValue)()" }

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "title": if let title = value.title { lua.push(title) } else { lua.pushNil() }
        case "showsActivityIndicator": lua.push(value.showsActivityIndicator)
        case "baseForegroundColor": session.push(.color(value.baseForegroundColor), on: lua, writeBack: nil)
        case "baseBackgroundColor": session.push(.color(value.baseBackgroundColor), on: lua, writeBack: nil)
        case "imagePadding": lua.push(value.imagePadding)
        default: throw ButtonConfigurationBox.unknownField(key)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        var changed = value
        try ButtonConfigurationBox.set(key, of: &changed, valueAt: index, session: session, lua: lua)
        if let writeBack, lua.currentSite() == readSite { writeBack(changed) }
        value = changed
    }

    /// Sets the field `key` of `configuration` from the value at `index`, or says why not.
    static func set(_ key: String, of configuration: inout ButtonConfiguration, valueAt index: Int32,
                    session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "title":
            try session.checkKeptLength(at: index, key: key, in: lua)
            guard lua.isNil(at: index) || lua.type(at: index) == LUA_TSTRING else {
                throw .message("'title' must be a string or nil (got \(lua.typeName(at: index)))")
            }
            configuration.title = lua.string(at: index)
        case "showsActivityIndicator":
            guard let shows = lua.bool(at: index) else {
                throw .message("'showsActivityIndicator' must be true or false (got \(lua.typeName(at: index)))")
            }
            configuration.showsActivityIndicator = shows
        case "baseForegroundColor", "baseBackgroundColor":
            let color = try session.color(at: index, in: lua)
            guard color != nil || lua.isNil(at: index) else {
                throw .message("'\(key)' must be a colour or nil (got \(lua.typeName(at: index)))")
            }
            if key == "baseForegroundColor" { configuration.baseForegroundColor = color } else { configuration.baseBackgroundColor = color }
        case "imagePadding":
            guard let padding = lua.number(at: index), padding.isFinite else {
                throw .message("'imagePadding' must be a finite number of points (got \(session.describeNumber(at: index, on: lua)))")
            }
            configuration.imagePadding = padding
        default:
            throw unknownField(key)
        }
    }

    private static func unknownField(_ key: String) -> ScriptFailure {
        .message(Suggestion.message("UIButton.Configuration has no field '\(key)'", for: key, in: fields))
    }
}
