-- Ports the "UIView Animation" screen of ../shared/seeds/001_71dc5d6b147b1c5c.txt: tapping
-- the orange animationView moves it right until its right edge meets the screen's, turning
-- it 180° clockwise (1 s after a 0.5 s delay, ease in ease out); each press of the flip
-- button turns the whole screen, and the button with it, another 180° (1 s, ease in ease out).
-- Scenes/Input/ViewAnimateAndFlip.events taps the view at 0.3 s and the button at 2.5 s.

scene.size = {375, 667}
scene.backgroundColor = "#202124"
scene.title = "UIView animation"

local view = scene.root
view.backgroundColor = "white"
local font = "DejaVu Sans"

-- UIViewAnimationController's outlets.
local animationView = View{ name = "animationView", frame = {20, 200, 120, 120}, backgroundColor = "systemOrange" }
animationView.layer.cornerRadius = 12
animationView:addSubview(Label{ frame = {0, 0, 120, 120}, text = "Tap me", font = Font(font, 18, "bold"),
                                textColor = "white", textAlignment = "center" })
view:addSubview(animationView)

local flipButton = UIButton{ name = "flipButton", frame = {117.5, 520, 140, 50}, title = "Flip",
                             font = Font(font, 20, "bold"), titleColor = "white", backgroundColor = "systemBlue" }
flipButton.layer.cornerRadius = 12
view:addSubview(flipButton)

-- The tap recogniser the storyboard adds to animationView.
animationView:addGestureRecognizer(UITapGestureRecognizer{ action = function()
    UIView.animate{ withDuration = 1, delay = 0.5, options = {"curveEaseInOut"}, animations = function()
        animationView.center.x = view.bounds.width - animationView.bounds.width / 2
        animationView.transform = animationView.transform:rotated(math.pi)
    end }
end })

flipButton.onTap = function()
    UIView.animate{ withDuration = 1, delay = 0, options = {"curveEaseInOut"}, animations = function()
        view.transform = view.transform:rotated(math.pi)
        flipButton.transform = flipButton.transform:rotated(math.pi)
    end }
end

scene.duration = 4
