import Geometry
import Views

/// View controller classes (`class("DetailViewController", UIViewController)`): `loadView()`
/// (which sets `self.view`), `viewDidLoad()`, the appearance methods with `animated`, and
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`, called when UIKit calls them.
extension ScriptInstance: ViewControllerOverrides {
    func loadView(_ controller: ViewController) -> Bool { callReportingLater("loadView") }

    func viewController(_ controller: ViewController, did event: ViewControllerEvent, animated: Bool) {
        let takesAnimated: Set<ViewControllerEvent> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
        _ = callReportingLater(event.rawValue, pushArguments: { lua in
            guard takesAnimated.contains(event) else { return 0 }
            lua.push(animated)
            return 1
        })
    }
}

extension ScriptInstance {
    func viewWillTransition(_ controller: ViewController, to size: Size, with coordinator: TransitionCoordinator) {
        _ = callReportingLater("viewWillTransition", pushArguments: { [weak session] lua in
            session?.pushBox(.size(size), on: lua)
            session?.pushIdentity(of: coordinator, as: .transitionCoordinator, named: TransitionCoordinator.scriptTypeName, on: lua)
            return 2
        })
    }
}

extension ViewController: ScriptBound {
    var scriptType: ScriptType { .viewController(navigation: self is NavigationController) }
}

extension ScriptSession {
    /// What a view controller class reaches as `super`: UIViewController's own loadView (a
    /// plain view the size of the scene) and the lifecycle methods, which do nothing of their own.
    static let viewControllerHookDefaults: [(String, ScriptFunction)] = [
        ("loadView", { s, lua throws(ScriptFailure) in
            try s.receiver(ViewController.self, "loadView", lua).loadView()
            return 0
        }),
        ("loadViewIfNeeded", { s, lua throws(ScriptFailure) in
            try s.receiver(ViewController.self, "loadViewIfNeeded", lua).loadViewIfNeeded()
            try s.throwPendingFailure()
            return 0
        }),
        // UIViewController's own forwards to its children, which Kinema's controllers do not keep.
        doesNothing("viewWillTransition", on: ViewController.self),
    ] + ViewControllerEvent.allCases.map { doesNothing($0.rawValue, on: ViewController.self) }

    /// Hosts `controller` as the scene's root, as a window's root view controller: its view
    /// fills the scene (loading it first) and it hears itself appear.
    func hostRootViewController(_ controller: ViewController) throws(ScriptFailure) {
        guard controller !== settings.rootViewController else { return }
        guard controller.presentingViewController == nil, controller.navigationController == nil else {
            throw .message("scene.rootViewController: that view controller is already presented or in a navigation controller")
        }
        let view = controller.view
        try throwPendingFailure()
        let old = settings.rootViewController
        old.notify(.viewWillDisappear)
        controller.notify(.viewWillAppear)
        if old.view !== settings.root { old.view.removeFromSuperview() }
        view.frame = settings.root.bounds
        settings.root.addSubview(view)
        settings.rootViewController = controller
        settings.root.layoutIfNeeded()
        old.notify(.viewDidDisappear)
        controller.notify(.viewDidAppear)
        try throwPendingFailure()
    }
}
