-- Ports "19. RefreshAnimation - Stroke and Path Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: the pull-to-refresh view of a list. A dashed
-- circle "runs around" on strokeStart and strokeEnd animations in a group, and an airplane
-- flies along the same circle (a paced keyframe animation on its path) while turning once
-- per lap. Both groups last 1.5 s a lap and repeat for 5 s. As in the seed, they start when
-- the list is pulled down far enough and let go: drag the list down (a pan stands for the
-- table's scroll view). While pulling, the oval draws itself and the plane fades in with the
-- pull's progress; short of the full height the list springs back. Four seconds into the
-- refresh the list goes back up, as the seed's view controller ends refreshing.
-- Scenes/Input/RefreshAirplane.events pulls it down 120 points in 0.3 s, at 0 s.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Refresh: stroke and path animations"

local view = scene.root
local font = "DejaVu Sans"
local refreshViewHeight = 110.0

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

-- The list, in front of the refresh view until it is pulled down, and the navigation bar.
local tableView = View{ name = "tableView", frame = {0, 64, 375, 603}, backgroundColor = "white" }
local rows = { {"Tropical island", "#2cb5c4"}, {"Sunset beach", "#f08a4b"}, {"Mountain lake", "#4b7bd1"},
               {"Palm grove", "#4caf6e"}, {"Coral reef", "#e0567a"}, {"Lighthouse", "#8f6bd1"} }
for i, row in ipairs(rows) do
    local cell = View{ name = "cell" .. i, frame = {0, (i - 1) * 64, 375, 64}, backgroundColor = "white" }
    local thumbnail = View{ frame = {16, 8, 48, 48}, backgroundColor = row[2] }
    thumbnail.layer.cornerRadius = 6
    cell:addSubview(thumbnail)
    cell:addSubview(Label{ frame = {80, 0, 280, 64}, text = row[1], font = Font(font, 17), textColor = "black" })
    cell:addSubview(View{ frame = {80, 63.5, 295, 0.5}, backgroundColor = "#c8c7cc" })
    tableView:addSubview(cell)
end
view:addSubview(tableView)

local navigationBar = View{ name = "navigationBar", frame = {0, 0, 375, 64}, backgroundColor = "#f7f7f7" }
navigationBar:addSubview(Label{
    frame = {0, 20, 375, 44}, text = "Vacation pics", font = Font(font, 17, "bold"),
    textColor = "black", textAlignment = "center",
})
view:addSubview(navigationBar)

-- redrawFromProgress: how far the pull has come, 0 to 1.
local progress = 0.0
local isRefreshing = false
local function redrawFromProgress(p)
    progress = p
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ovalShapeLayer.strokeEnd = p
    airplaneLayer.opacity = p
    CATransaction.commit()
end
redrawFromProgress(0)

local function beginRefreshing()
    isRefreshing = true
    UIView.animate{ withDuration = 0.3, animations = function()
        tableView.frame.origin.y = 64 + refreshViewHeight
    end }

    -- the stroke runs around the oval
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

    -- The view controller ends refreshing four seconds later.
    delay(4, function()
        isRefreshing = false
        UIView.animate{ withDuration = 0.3, delay = 0.0, options = {"curveEaseOut"}, animations = function()
            tableView.frame.origin.y = 64
        end, completion = function() redrawFromProgress(0) end }
    end)
end

-- scrollViewDidScroll / scrollViewWillEndDragging: the list follows the pull, and letting go
-- with the whole refresh view showing starts refreshing; otherwise the list springs back.
tableView:addGestureRecognizer(UIPanGestureRecognizer{ action = function(g)
    if isRefreshing then return end
    local offsetY = math.max(g:translation(view).y, 0.0)
    if g.state == "began" or g.state == "changed" then
        tableView.frame.origin.y = 64 + offsetY
        redrawFromProgress(math.min(offsetY / refreshViewHeight, 1.0))
    elseif progress >= 1.0 then
        beginRefreshing()
    else
        UIView.animate{ withDuration = 0.3, animations = function() tableView.frame.origin.y = 64 end,
                        completion = function() redrawFromProgress(0) end }
    end
end })

-- A pull, 4 s of refreshing and the list going back up; the timeline shows 6 s.
scene.duration = 6
