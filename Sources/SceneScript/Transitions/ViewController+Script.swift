import CLua
import Views

/// A view controller's fields as scripts see them. Besides UIKit's, a script may keep its
/// own fields on a view controller (`details.herb = herb`), as a Swift subclass adds
/// properties; they live in a table of the session's.
extension ViewController: ScriptObject {
    /// UIKit's fields of every view controller (a script may add its own).
    static let scriptKeys = ["view", "title", "presentedViewController", "presentingViewController", "navigationController",
                             "transitioningDelegate", "isViewLoaded", "modalPresentationStyle", "preferredStatusBarStyle",
                             "prefersStatusBarHidden", "modalPresentationCapturesStatusBarAppearance"]
    /// The fields a navigation controller adds.
    static let navigationKeys = ["viewControllers", "topViewController", "delegate"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "view": session.pushView(view, on: lua)
        case "title": if let title { lua.push(title) } else { lua.pushNil() }
        case "isViewLoaded": lua.push(isViewLoaded)
        case "modalPresentationStyle": lua.push(modalPresentationStyle.rawValue)
        case "preferredStatusBarStyle": lua.push(preferredStatusBarStyle.rawValue)
        case "prefersStatusBarHidden": lua.push(prefersStatusBarHidden)
        case "modalPresentationCapturesStatusBarAppearance": lua.push(modalPresentationCapturesStatusBarAppearance)
        case "presentedViewController": session.pushViewController(presentedViewController, on: lua)
        case "presentingViewController": session.pushViewController(presentingViewController, on: lua)
        case "navigationController": session.pushViewController(navigationController, on: lua)
        case "transitioningDelegate": session.pushTable(of: transitioningDelegate as? ScriptTableObject, on: lua)
        case "viewControllers" where self is NavigationController:
            let stack = (self as! NavigationController).viewControllers
            lua.newTable(arrayCount: Int32(clamping: stack.count))
            for (i, controller) in stack.enumerated() {
                session.pushViewController(controller, on: lua)
                lua.rawSet(-2, index: i + 1)
            }
        case "topViewController" where self is NavigationController:
            session.pushViewController((self as! NavigationController).topViewController, on: lua)
        case "delegate" where self is NavigationController:
            session.pushTable(of: (self as! NavigationController).delegate as? ScriptTableObject, on: lua)
        default:
            session.pushOwnField(key, of: self, on: lua)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "title":
            guard lua.isNil(at: index) || lua.string(at: index) != nil else {
                throw .message("'title' must be a string (got \(lua.typeName(at: index)))")
            }
            title = lua.string(at: index)
        case "modalPresentationStyle":
            modalPresentationStyle = try Self.named(ModalPresentationStyle.self, key, at: index, lua)
        case "preferredStatusBarStyle":
            preferredStatusBarStyle = try Self.named(StatusBarStyle.self, key, at: index, lua)
        case "prefersStatusBarHidden", "modalPresentationCapturesStatusBarAppearance":
            guard let flag = lua.bool(at: index) else {
                throw .message("'\(key)' must be true or false (got \(lua.typeName(at: index)))")
            }
            if key == "prefersStatusBarHidden" { prefersStatusBarHidden = flag } else { modalPresentationCapturesStatusBarAppearance = flag }
        case "transitioningDelegate":
            transitioningDelegate = try session.delegateTable(at: index, key, on: lua).map {
                ScriptTransitioningDelegate(session: session, table: $0)
            }
        case "delegate" where self is NavigationController:
            (self as! NavigationController).delegate = try session.delegateTable(at: index, key, on: lua).map {
                ScriptNavigationDelegate(session: session, table: $0)
            }
        case "view" where !(self is NavigationController):
            // UIViewController.view is settable (a class's loadView sets it).
            guard let view = session.view(at: index, in: lua) else {
                throw .message("'view' must be a view (got \(lua.typeName(at: index)))")
            }
            self.view = view
        case "view", "presentedViewController", "presentingViewController", "navigationController",
             "viewControllers", "topViewController":
            throw .message("'\(key)' is read-only")
        default:
            try session.setOwnField(key, of: self, valueAt: index, on: lua)
        }
    }

    /// The case of `T` the string at `index` names; an unknown name lists the valid ones.
    private static func named<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ key: String, at index: Int32,
                                                                  _ lua: Lua) throws(ScriptFailure) -> T where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let name = lua.string(at: index), let value = T(rawValue: name) else {
            throw .message("'\(key)' must be one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                           + " (got \(lua.string(at: index).map { "\"\($0)\"" } ?? lua.typeName(at: index)))")
        }
        return value
    }

    var scriptDescription: String {
        let typeName = type(of: self).typeName
        guard let title, !title.isEmpty else { return typeName }
        return "\(typeName) '\(title)'"
    }
}
