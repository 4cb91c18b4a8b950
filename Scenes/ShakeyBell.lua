-- Ports "Shakey Bell" from ../shared/seeds/002_fd6a5c7930633109.txt: the bell in Bankey's
-- account summary header swings about its top edge, −π/8, +π/8, −π/8, +π/8, −π/8 and back,
-- six equal keyframes in one second (UIView.animateKeyframes), with a "9" badge beside it.
-- As in the seed, a tap on the bell rings it (Scenes/Input/ShakeyBell.events taps it at 0 s).

scene.size = {375, 667}
scene.backgroundColor = "systemBackground"
scene.title = "Shakey bell"

local view = scene.root
local font = "DejaVu Sans"

-- AccountSummaryHeaderView
local header = View{ name = "header", frame = {0, 0, 375, 144}, backgroundColor = "systemTeal" }
header:addSubview(Label{ frame = {16, 44, 250, 34}, text = "Bankey", font = Font(font, 28, "bold"), textColor = "label" })
header:addSubview(Label{ frame = {16, 80, 250, 20}, text = "Good morning,", font = Font(font, 15), textColor = "label" })
header:addSubview(Label{ frame = {16, 100, 250, 20}, text = "Jonathan", font = Font(font, 15), textColor = "label" })
header:addSubview(Label{ frame = {16, 120, 250, 18}, text = "June 1, 2021", font = Font(font, 13), textColor = "secondaryLabel" })
view:addSubview(header)

-- The accounts under the header.
local accounts = { {"Banking", "Basic Savings", "$929,466.23"}, {"Banking", "No-Fee All-In Chequing", "$17,562.44"},
                   {"Credit Card", "Visa Avion Card", "$412.83"}, {"Investment", "Tax-Free Saver", "$2,000.00"} }
for i, account in ipairs(accounts) do
    local y = 144 + (i - 1) * 100
    local row = View{ frame = {0, y, 375, 100} }
    row:addSubview(Label{ frame = {16, 14, 250, 20}, text = account[1], font = Font(font, 15), textColor = "label" })
    row:addSubview(View{ frame = {16, 38, 60, 4}, backgroundColor = i < 3 and "systemTeal" or "systemOrange" })
    row:addSubview(Label{ frame = {16, 50, 250, 20}, text = account[2], font = Font(font, 15, "bold"), textColor = "label" })
    row:addSubview(Label{ frame = {200, 50, 159, 30}, text = account[3], font = Font(font, 20, "bold"),
                          textColor = "label", textAlignment = "right" })
    row:addSubview(View{ frame = {16, 99.5, 359, 0.5}, backgroundColor = "separator" })
    view:addSubview(row)
end

-- ShakeyBellView: 48 × 48 at the header's trailing bottom corner, a 24 × 24 bell centred in it.
local shakeyBellView = View{ name = "shakeyBellView", frame = {375 - 48, 144 - 48, 48, 48} }
local imageView = ImageView{ name = "bellImage", image = Image("bell.svg"), frame = {12, 12, 24, 24} }
shakeyBellView:addSubview(imageView)

-- The badge: top at the bell's top, leading 9 points inside its trailing edge.
local buttonHeight = 16
local buttonView = View{ name = "badge", frame = {12 + 24 - 9, 12, 16, buttonHeight}, backgroundColor = "systemRed" }
buttonView.layer.cornerRadius = buttonHeight / 2
buttonView:addSubview(Label{ frame = {0, 0, 16, 16}, text = "9", font = Font(font, 13),
                             textColor = "white", textAlignment = "center" })
shakeyBellView:addSubview(buttonView)
header:addSubview(shakeyBellView)

-- UIView.setAnchorPoint: a new anchor point without moving the view.
local function setAnchorPoint(v, point)
    local bounds = v.bounds
    local newPoint = CGPoint(bounds.size.width * point.x, bounds.size.height * point.y)
    local oldPoint = CGPoint(bounds.size.width * v.layer.anchorPoint.x, bounds.size.height * v.layer.anchorPoint.y)

    newPoint = newPoint:applying(v.transform)
    oldPoint = oldPoint:applying(v.transform)

    local position = v.layer.position

    position.x = position.x - oldPoint.x
    position.x = position.x + newPoint.x

    position.y = position.y - oldPoint.y
    position.y = position.y + newPoint.y

    v.layer.position = position
    v.layer.anchorPoint = point
end

local function shakeWith(duration, angle, yOffset)
    local numberOfFrames = 6
    local frameDuration = 1 / numberOfFrames

    setAnchorPoint(imageView, CGPoint(0.5, yOffset))

    UIView.animateKeyframes{ withDuration = duration, delay = 0, options = {},
        animations = function()
            UIView.addKeyframe{ withRelativeStartTime = 0.0, relativeDuration = frameDuration, animations = function()
                imageView.transform = CGAffineTransform{ rotationAngle = -angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration, relativeDuration = frameDuration, animations = function()
                imageView.transform = CGAffineTransform{ rotationAngle = angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 2, relativeDuration = frameDuration, animations = function()
                imageView.transform = CGAffineTransform{ rotationAngle = -angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 3, relativeDuration = frameDuration, animations = function()
                imageView.transform = CGAffineTransform{ rotationAngle = angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 4, relativeDuration = frameDuration, animations = function()
                imageView.transform = CGAffineTransform{ rotationAngle = -angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 5, relativeDuration = frameDuration, animations = function()
                imageView.transform = CGAffineTransform.identity
            end }
        end,
        completion = nil,
    }
end

local function imageViewTapped()
    shakeWith(1.0, math.pi / 8, 0.0)
end

-- setup: the bell takes taps.
local singleTap = UITapGestureRecognizer{ action = imageViewTapped }
imageView:addGestureRecognizer(singleTap)
imageView.isUserInteractionEnabled = true

-- The swing lasts a second; the timeline shows two.
scene.duration = 2
