-- Ports "26. SouthPoleAnimations - Frame Animations with UIImageView" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the commit it links to): a penguin walks
-- left or right one step (its four walk frames three times over 1 s, ease out) and slides on
-- its belly (two slide frames, 1 s) when its buttons are tapped, turning to face the way it
-- goes.
-- Scenes/Input/PenguinFrames.events walks right, right, left, then slides left.

scene.size = {375, 667}
scene.backgroundColor = "#1d3b6e"
scene.title = "Penguin frames"

local view = scene.root
local font = "DejaVu Sans"

view:addSubview(UIImageView{ image = Image("south-pole.svg"), frame = view.bounds })

local animationDuration = 1.0

local walkFrames = { Image("penguin-walk01.svg"), Image("penguin-walk02.svg"), Image("penguin-walk03.svg"), Image("penguin-walk04.svg") }
local slideFrames = { Image("penguin-slide01.svg"), Image("penguin-slide02.svg"), Image("penguin-slide01.svg") }

local penguin = UIImageView{ name = "penguin", image = walkFrames[1], frame = {40, 380, 108, 120} }
view:addSubview(penguin)

-- The app's three buttons: white arrows on dark rounded squares, so they read over the snow.
local function button(title, x, action)
    local b = UIButton{ frame = {x, 560, 100, 50}, title = title, font = Font(font, 20, "bold"), titleColor = "white",
                        backgroundColor = "#1d3b6e", onTap = action }
    b.layer.cornerRadius = 12
    view:addSubview(b)
    return b
end

-- viewDidLoad
local walkSize = walkFrames[1].size
local slideSize = slideFrames[1].size
local penguinY = penguin.frame.origin.y

local isLookingRight = true
local slideButton
local function setLookingRight(value)
    isLookingRight = value
    local xScale = isLookingRight and 1 or -1
    penguin.transform = CGAffineTransform{ scaleX = xScale, y = 1 }
    slideButton.transform = penguin.transform
end

local function loadWalkAnimation()
    -- Store all the frame images
    penguin.animationImages = walkFrames
    -- Set iteration duration
    penguin.animationDuration = animationDuration / 3
    -- Set repeat count of the animation
    penguin.animationRepeatCount = 3
end

local function loadSlideAnimation()
    penguin.animationImages = slideFrames
    penguin.animationDuration = animationDuration
    penguin.animationRepeatCount = 1
end

local function actionLeft()
    -- Set looking direction
    setLookingRight(false)
    -- Start animation
    penguin:startAnimating()
    -- Animate the translation on x-axis to left
    UIView.animate{ withDuration = animationDuration, delay = 0, options = {"curveEaseOut"}, animations = function()
        penguin.center.x = penguin.center.x - walkSize.width
    end, completion = nil }
end

local function actionRight()
    setLookingRight(true)
    penguin:startAnimating()
    UIView.animate{ withDuration = animationDuration, delay = 0, options = {"curveEaseOut"}, animations = function()
        penguin.center.x = penguin.center.x + walkSize.width
    end, completion = nil }
end

local function actionSlide()
    loadSlideAnimation()
    penguin.frame = CGRect(penguin.frame.origin.x, penguinY + (walkSize.height - slideSize.height),
                           slideSize.width, slideSize.height)
    penguin:startAnimating()
    UIView.animate{ withDuration = animationDuration - 0.02, delay = 0.0, options = {"curveEaseOut"}, animations = function()
        penguin.center.x = penguin.center.x + (isLookingRight and slideSize.width or -slideSize.width)
    end, completion = function(_)
        penguin.frame = CGRect(penguin.frame.origin.x, penguinY, walkSize.width, walkSize.height)
        loadWalkAnimation()
    end }
end

button("◀", 20, actionLeft)
slideButton = button("➤", 137.5, actionSlide)
button("▶", 255, actionRight)

loadWalkAnimation()

scene.duration = 6
