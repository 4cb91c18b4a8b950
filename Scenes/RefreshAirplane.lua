-- Ports "19. RefreshAnimation - Stroke and Path Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: the pull-to-refresh view of a list. A dashed
-- circle "runs around" on strokeStart and strokeEnd animations in a group, and an airplane
-- flies along the same circle (a paced keyframe animation on its path) while turning once
-- per lap. Both groups last 1.5 s a lap and repeat for 5 s. The seed starts them when the
-- list is pulled down far enough; here the list is pulled down on load.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Refresh: stroke and path animations"

local view = scene.root
local font = "DejaVu Sans"
local refreshViewHeight = 110.0

-- The navigation bar and the list, pulled down by the refresh view's height.
local navigationBar = View{ name = "navigationBar", frame = {0, 0, 375, 64}, backgroundColor = "#f7f7f7" }
navigationBar:addSubview(Label{
    frame = {0, 20, 375, 44}, text = "Vacation pics", font = Font(font, 17, "bold"),
    textColor = "black", textAlignment = "center",
})
local rows = { {"Tropical island", "#2cb5c4"}, {"Sunset beach", "#f08a4b"}, {"Mountain lake", "#4b7bd1"},
               {"Palm grove", "#4caf6e"}, {"Coral reef", "#e0567a"}, {"Lighthouse", "#8f6bd1"} }
for i, row in ipairs(rows) do
    local cell = View{ name = "cell" .. i, frame = {0, 64 + refreshViewHeight + (i - 1) * 64, 375, 64}, backgroundColor = "white" }
    local thumbnail = View{ frame = {16, 8, 48, 48}, backgroundColor = row[2] }
    thumbnail.layer.cornerRadius = 6
    cell:addSubview(thumbnail)
    cell:addSubview(Label{ frame = {80, 0, 280, 64}, text = row[1], font = Font(font, 17), textColor = "black" })
    cell:addSubview(View{ frame = {80, 63.5, 295, 0.5}, backgroundColor = "#c8c7cc" })
    view:addSubview(cell)
end
view:addSubview(navigationBar)

-- RefreshView
local frame = CGRect(0, 64, view.frame.size.width, refreshViewHeight)
local refreshView = View{ name = "refreshView", frame = frame }
refreshView.layer:addSublayer(CAGradientLayer{
    frame = refreshView.bounds, colors = {"#1f5fa8", "#4f9be0"}, startPoint = {0.5, 0}, endPoint = {0.5, 1},
})
refreshView:addSubview(ImageView{ image = Image("cloud.svg"), frame = {20, 60, 80, 45}, alpha = 0.5 })
refreshView:addSubview(ImageView{ image = Image("cloud.svg"), frame = {280, 10, 64, 36}, alpha = 0.5 })
view:addSubview(refreshView)

local ovalShapeLayer = CAShapeLayer{ name = "ovalShapeLayer" }
local airplaneLayer = CALayer{ name = "airplaneLayer" }

ovalShapeLayer.strokeColor = UIColor.white.cgColor
ovalShapeLayer.fillColor = UIColor.clear.cgColor
ovalShapeLayer.lineWidth = 4.0
ovalShapeLayer.lineDashPattern = {2, 3}

local refreshRadius = frame.size.height / 2 * 0.8

ovalShapeLayer.path = UIBezierPath{ ovalIn = CGRect(frame.size.width / 2 - refreshRadius,
                                                    frame.size.height / 2 - refreshRadius,
                                                    2 * refreshRadius,
                                                    2 * refreshRadius) }.cgPath
refreshView.layer:addSublayer(ovalShapeLayer)

local airplaneImage = UIImage{ named = "airplane" }
airplaneLayer.contents = airplaneImage
airplaneLayer.bounds = CGRect(0.0, 0.0, airplaneImage.size.width, airplaneImage.size.height)
airplaneLayer.position = CGPoint(frame.size.width / 2 + refreshRadius, frame.size.height / 2)

refreshView.layer:addSublayer(airplaneLayer)

airplaneLayer.opacity = 0.0

-- Pulled all the way down: the whole oval shows and so does the airplane.
ovalShapeLayer.strokeEnd = 1.0
airplaneLayer.opacity = 1.0

-- beginRefreshing: the stroke runs around the oval
local strokeStartAnimation = CABasicAnimation{ keyPath = "strokeStart" }
strokeStartAnimation.fromValue = -0.5
strokeStartAnimation.toValue = 1.0

local strokeEndAnimation = CABasicAnimation{ keyPath = "strokeEnd" }
strokeEndAnimation.fromValue = 0.0
strokeEndAnimation.toValue = 1.0

local strokeAnimationGroup = CAAnimationGroup()
strokeAnimationGroup.duration = 1.5
strokeAnimationGroup.repeatDuration = 5.0
strokeAnimationGroup.animations = {strokeStartAnimation, strokeEndAnimation}
ovalShapeLayer:add(strokeAnimationGroup, nil)

-- and the airplane flies along it, turning as it goes
local flightAnimation = CAKeyframeAnimation{ keyPath = "position" }
flightAnimation.path = ovalShapeLayer.path
flightAnimation.calculationMode = "paced"

local airplaneOrientationAnimation = CABasicAnimation{ keyPath = "transform.rotation" }
airplaneOrientationAnimation.fromValue = 0
airplaneOrientationAnimation.toValue = 2.0 * math.pi

local flightAnimationGroup = CAAnimationGroup()
flightAnimationGroup.duration = 1.5
flightAnimationGroup.repeatDuration = 5.0
flightAnimationGroup.animations = {flightAnimation, airplaneOrientationAnimation}
airplaneLayer:add(flightAnimationGroup, nil)
