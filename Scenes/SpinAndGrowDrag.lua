-- Ports the "UIViewProperty Animation" screen of ../shared/seeds/001_71dc5d6b147b1c5c.txt
-- (UIViewPropertyAnimatorController): a square that follows the finger. A pan anywhere on the
-- root view scrubs a UIViewPropertyAnimator that moves the square's centre 300 points along
-- x while it turns 180° clockwise and grows 1.5 times, so the square stays under the finger.
-- Letting go sends it back if its centre (read from the presentation layer) is left of the
-- root view's centre, and on to the end otherwise, on the seed's spring (mass 2, stiffness
-- 30, damping 7, no initial velocity). The 300 points come from the exercise the seed
-- describes; the seed stops at the end, so here a drag from the end runs the animation back
-- the other way, and a drag that catches the square in flight picks it up where it is.
-- Scenes/Input/SpinAndGrowDrag.events drags it a third of the way and lets go (it springs
-- back), then two thirds (it springs on to the end), then from the end back past the middle.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "UIViewPropertyAnimator"

local font = "DejaVu Sans"

local titleLabel = Label{ frame = {0, 20, 375, 44}, text = "UIViewPropertyAnimator", font = Font(font, 17, "bold"),
                          textColor = "black", textAlignment = "center" }
view:addSubview(titleLabel)
local hintLabel = Label{ frame = {0, 560, 375, 30}, text = "Drag sideways anywhere", font = Font(font, 15),
                         textColor = "systemGray", textAlignment = "center" }
view:addSubview(hintLabel)

-- The outlet: a square at the left; an arrow on it shows its turn.
local animationView = View{ name = "animationView", frame = {8, 306, 54, 54}, backgroundColor = "systemOrange" }
animationView.layer.cornerRadius = 8
animationView:addSubview(Label{ frame = {0, 0, 54, 54}, text = "→", font = Font(font, 30, "bold"),
                                textColor = "white", textAlignment = "center" })
view:addSubview(animationView)

local distance = 300.0
local animator = nil
-- Where the square rests: at the start (false) or at the end of the seed's animation (true).
local isAtEnd = false
local progressWhenInterrupted = 0.0

-- The seed's animator, from wherever the square rests to the other end.
local function makeAnimator()
    local timingParameters = UISpringTimingParameters{ mass = 2.0, stiffness = 30.0, damping = 7.0, initialVelocity = {0, 0} }
    animator = UIViewPropertyAnimator{ duration = 1.0, timingParameters = timingParameters }
    local towardsEnd = not isAtEnd
    animator:addAnimations(function()
        if towardsEnd then
            animationView.center.x = animationView.center.x + distance
            animationView.transform = CGAffineTransform{ rotationAngle = math.pi }:scaledBy{ x = 1.5, y = 1.5 }
        else
            animationView.center.x = animationView.center.x - distance
            animationView.transform = CGAffineTransform.identity
        end
    end)
    animator:addCompletion(function(position)
        if position == "end" then isAtEnd = towardsEnd end
        animator = nil
    end)
end

local function panGestureHandler(recognizer)
    if recognizer.state == "began" then
        if animator == nil then makeAnimator() end
        animator:pauseAnimation()
        progressWhenInterrupted = animator.fractionComplete
    elseif recognizer.state == "changed" then
        -- Along the animation: right on the way to the end, left on the way back.
        local translation = recognizer:translation(view).x
        if isAtEnd then translation = -translation end
        animator.fractionComplete = progressWhenInterrupted + translation / distance
    elseif recognizer.state == "ended" or recognizer.state == "cancelled" then
        -- Left of the root view's centre the square goes to the start, otherwise to the end.
        local isLeft = animationView.layer:presentation().position.x < view.center.x
        animator.isReversed = isLeft ~= isAtEnd
        animator:continueAnimation{ withTimingParameters = nil, durationFactor = 0 }
    end
end

view:addGestureRecognizer(UIPanGestureRecognizer{ action = panGestureHandler })

scene.duration = 14
