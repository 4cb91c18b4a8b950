import Geometry

/// UIViewController: a view, loaded when first read (`loadView`, then `viewDidLoad`), the
/// view controller it presents or was presented by, its navigation controller, and the
/// delegate that hands out custom animators for its presentation and dismissal. It hears
/// its view appearing and disappearing and being laid out, as a view controller class
/// written in a scene overrides (`overrides`).
open class ViewController {
    private var loadedView: View?
    /// The frame of the view the default `loadView` makes (the scene's bounds).
    public var defaultViewFrame = Rect.zero
    public var title: String?
    /// UIViewControllerTransitioningDelegate: custom animators for presenting and dismissing
    /// this view controller; nil uses the standard slide up and down.
    public var transitioningDelegate: TransitioningDelegate?
    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) weak var navigationController: NavigationController?
    /// The overrides of a view controller class written in a scene (nil otherwise).
    public var overrides: ViewControllerOverrides?
    /// UIViewController.modalPresentationStyle: `overFullScreen`, `overCurrentContext` and
    /// `custom` keep the presenting view under this one once it is presented; the others take
    /// it out (see `ModalPresentationStyle`). UIKit's default, `automatic`, presents as `fullScreen` here.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// UIViewController.preferredStatusBarStyle. Stored only: Kinema draws no status bar.
    public var preferredStatusBarStyle = StatusBarStyle.default
    /// UIViewController.prefersStatusBarHidden. Stored only: Kinema draws no status bar.
    public var prefersStatusBarHidden = false
    /// UIViewController.modalPresentationCapturesStatusBarAppearance. Stored only: Kinema
    /// draws no status bar.
    public var modalPresentationCapturesStatusBarAppearance = false
    /// How many times `setNeedsStatusBarAppearanceUpdate()` was called (it does nothing else:
    /// Kinema draws no status bar).
    public private(set) var statusBarAppearanceUpdates = 0

    /// A controller of `view`, or (nil) of the view its `loadView` makes when first read.
    public init(view: View?) {
        if let view { adopt(view) }
    }

    /// The type name scripts use.
    open class var typeName: String { "UIViewController" }

    /// The view it manages, loaded when first read as UIKit does: the class's `loadView()`
    /// (else a plain view of `defaultViewFrame`), then `viewDidLoad()`.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView ?? adoptDefaultView()
        }
        set { adopt(newValue) }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        if overrides?.loadView(self) != true { loadView() }
        if loadedView == nil { _ = adoptDefaultView() }
        overrides?.viewController(self, did: .viewDidLoad, animated: false)
    }

    /// UIViewController's own loadView: a plain view the size of the scene.
    public func loadView() { _ = adoptDefaultView() }

    private func adoptDefaultView() -> View {
        let view = View()
        view.frame = defaultViewFrame
        adopt(view)
        return view
    }

    private func adopt(_ view: View) {
        loadedView?.viewController = nil
        loadedView = view
        view.viewController = self
    }

    /// UIViewController.setNeedsStatusBarAppearanceUpdate(): counted, nothing more, since
    /// Kinema draws no status bar.
    public func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdates += 1 }

    /// Tells the controller (its class) about `event`.
    public func notify(_ event: ViewControllerEvent, animated: Bool = false) {
        overrides?.viewController(self, did: event, animated: animated)
    }
}
