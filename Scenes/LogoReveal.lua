-- Ports "22. LogoReveal - UINavigationController Custom Transition Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the RevealAnimator it links to): pushing
-- the pack list reveals it through the logo. The logo on the start screen and a copy of it
-- masking the new screen grow 150 times (2 s, ease in) while the new screen fades in, so it
-- opens out of the logo; popping shrinks the list away to a point over 2 s. The seed drives
-- the transition interactively with a pan; here a tap (or the start of a drag) pushes and
-- the Back button pops, each transition playing whole.
-- Scenes/Input/LogoReveal.events taps the start screen at 0.5 s and Back at 3.5 s.

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "Logo reveal"

local view = scene.root
local font = "DejaVu Sans"

-- RWLogoLayer.logoLayer()
local function logoLayer()
    local layer = CAShapeLayer()
    layer.isGeometryFlipped = true

    local bezier = UIBezierPath()
    bezier:move{ to = CGPoint(0.0, 0.0) }
    bezier:addCurve{ to = CGPoint(0.0, 66.97), controlPoint1 = CGPoint(0.0, 0.0), controlPoint2 = CGPoint(0.0, 57.06) }
    bezier:addCurve{ to = CGPoint(16.0, 39.0), controlPoint1 = CGPoint(27.68, 66.97), controlPoint2 = CGPoint(42.35, 52.75) }
    bezier:addCurve{ to = CGPoint(26.0, 17.0), controlPoint1 = CGPoint(17.35, 35.41), controlPoint2 = CGPoint(26, 17) }
    bezier:addLine{ to = CGPoint(38.0, 34.0) }
    bezier:addLine{ to = CGPoint(49.0, 17.0) }
    bezier:addLine{ to = CGPoint(67.0, 51.27) }
    bezier:addLine{ to = CGPoint(67.0, 0.0) }
    bezier:addLine{ to = CGPoint(0.0, 0.0) }
    bezier:close()

    layer.path = bezier.cgPath
    layer.bounds = layer.path.boundingBox

    return layer
end

-- A navigation bar with a title, and a Back button on the screens that have one.
local function navigationBar(title, tint, back)
    local bar = View{ frame = {0, 0, 375, 64}, backgroundColor = "#f7f7f7f2" }
    bar:addSubview(Label{ frame = {80, 20, 215, 44}, text = title, font = Font(font, 17, "bold"),
                          textColor = "black", textAlignment = "center" })
    if back then
        bar:addSubview(UIButton{ name = "backButton", frame = {4, 20, 80, 44}, title = "‹ Start", font = Font(font, 17),
                                 titleColor = tint, onTap = back })
    end
    return bar
end

-- RevealAnimator
local RevealAnimator = {}
RevealAnimator.__index = RevealAnimator

function RevealAnimator.new()
    return setmetatable({ animationDuration = 2.0, operation = "push" }, RevealAnimator)
end

function RevealAnimator:transitionDuration(transitionContext)
    return self.animationDuration
end

function RevealAnimator:animateTransition(transitionContext)
    self.storedContext = transitionContext

    if self.operation == "push" then
        local fromVC = transitionContext:viewController("from")
        local toVC = transitionContext:viewController("to")

        transitionContext.containerView:addSubview(toVC.view)
        toVC.view.frame = transitionContext:finalFrame(toVC)

        local animation = CABasicAnimation{ keyPath = "transform" }
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DConcat(CATransform3DMakeTranslation(0.0, -10.0, 0.0), CATransform3DMakeScale(150.0, 150.0, 1.0))
        animation.duration = self.animationDuration
        animation.delegate = self
        animation.fillMode = "forwards"
        animation.isRemovedOnCompletion = false
        animation.timingFunction = CAMediaTimingFunction{ name = "easeIn" }

        local maskLayer = logoLayer()
        maskLayer.position = fromVC.logo.position
        toVC.view.layer.mask = maskLayer
        maskLayer:add(animation, nil)

        fromVC.logo:add(animation, nil)

        local opacity = CABasicAnimation{ keyPath = "opacity" }
        opacity.duration = self.animationDuration
        opacity.fromValue = 0.0
        opacity.toValue = 1.0
        toVC.view.layer:add(opacity, nil)
    else
        local fromView = transitionContext:view("from")
        local toView = transitionContext:view("to")

        transitionContext.containerView:insertSubview(toView, { belowSubview = fromView })

        UIView.animate{ withDuration = self.animationDuration, animations = function()
            fromView.transform = CGAffineTransform{ scaleX = 0.01, y = 0.01 }
        end, completion = function(_)
            transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
        end }
    end
end

function RevealAnimator:animationDidStop(anim, flag)
    local context = self.storedContext
    if context then
        context:completeTransition(not context.transitionWasCancelled)

        local fromVC = context:viewController("from")
        fromVC.logo:removeAllAnimations()

        local toVC = context:viewController("to")
        toVC.view.layer.mask = nil
    end
    self.storedContext = nil
end

-- MasterViewController: the white logo on green, in a navigation controller.
local master = UIViewController{ view = View{ name = "master", frame = view.bounds, backgroundColor = "#0d8a4a" }, title = "Start" }
master.logo = logoLayer()
master.logo.name = "logo"
master.transition = RevealAnimator.new()
local navigation = UINavigationController{ rootViewController = master }
view:addSubview(navigation.view)
navigation.delegate = {
    animationController = function(_, navigationController, operation, fromVC, toVC)
        master.transition.operation = operation
        return master.transition
    end,
}

-- DetailTableViewController: the pack list, 54-point rows.
local packItems = { "Ice cream money", "Great weather", "Beach ball", "Swimsuit for him", "Swimsuit for her",
                    "Beach games", "Ironing board", "Cocktail mood", "Sunglasses", "Flip flops" }
local iconColors = { "#f2b705", "#f28705", "#d92b04", "#0aa6a6", "#7a4bd9", "#38a169", "#8a8a8a", "#e0457b", "#333333", "#2b6cb0" }

local function makeDetail()
    local detail = UIViewController{ view = View{ name = "packList", backgroundColor = "white" }, title = "Pack List" }
    for i, item in ipairs(packItems) do
        local row = View{ frame = {0, 64 + (i - 1) * 54, 375, 54} }
        local icon = View{ frame = {16, 9, 36, 36}, backgroundColor = iconColors[i] }
        icon.layer.cornerRadius = 18
        row:addSubview(icon)
        row:addSubview(Label{ frame = {68, 0, 290, 54}, text = item, font = Font(font, 17), textColor = "black" })
        row:addSubview(View{ frame = {68, 53.5, 307, 0.5}, backgroundColor = "#c8c7cc" })
        detail.view:addSubview(row)
    end
    detail.view:addSubview(navigationBar("Pack List", "#0d8a4a", function()
        navigation:popViewController(true)
    end))
    return detail
end

local function showDetails()
    if navigation.topViewController ~= master then return end
    navigation:pushViewController(makeDetail(), true)
end

-- viewDidAppear: the logo in the middle, a little above centre, and the gestures.
master.view:addSubview(navigationBar("Start"))
master.logo.position = CGPoint(master.view.layer.bounds.size.width / 2, master.view.layer.bounds.size.height / 2 - 30)
master.logo.fillColor = UIColor.white.cgColor
master.view.layer:addSublayer(master.logo)
master.view:addGestureRecognizer(UITapGestureRecognizer{ action = showDetails })
master.view:addGestureRecognizer(UIPanGestureRecognizer{ action = function(g)
    if g.state == "began" then showDetails() end
end })

scene.duration = 6
