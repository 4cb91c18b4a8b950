-- Ports the "Basics" of ../shared/seeds/003_d011b83f5efac14c.txt (WWDC 2017 session 230,
-- Advanced Animations with UIKit) and the animator snippets that follow it up to "Springs",
-- each as written, on a circle of its own that moves 100 points right
-- (circle.frame = circle.frame.offsetBy(dx: 100, dy: 0)):
--   1. "UIView-based Animations": UIView.animate over 5 s (the default ease in, ease out).
--   2. "UIViewPropertyAnimator": 2.5 s, linear, started at once.
--   3. "Interactively animating": a pan makes a paused 1 s ease-out animator, scrubs its
--      fractionComplete with translation.x / 100 and lets it go with
--      continueAnimation(withTimingParameters: nil, durationFactor: 0).
--   4. "Interrupting an Animation": a tap runs animateTransitionIfNeeded(duration: 1) (the
--      seed leaves its body out: a 1 s ease-in-out animator, started); a pan catches it,
--      scrubs from progressWhenInterrupted and continues it on an ease-out cubic
--      (UICubicTimingParameters(animationCurve: .easeOut), durationFactor 0).
--   5. "Starting as Paused": a 1 s ease-in animator started with no animations; the seed's
--      "// ..." is half a second here, then addAnimations adds the move, which runs at once
--      over the time that remains.
--   6. "New Animator Behaviors": pausesOnCompletion. The animator stays active at its end
--      (no completion), and the next tap reverses it. The seed observes "running" with KVO;
--      scenes have no KVO, so while it runs the scene reads isRunning every 0.05 s and shows
--      it in the row's status label.
-- The seed moves each circle once. Here a circle that rests at the far end goes back 100
-- points instead (dx −100, the pans scrubbing by translation.x / −100), so every row plays again.
-- A tap anywhere on a row plays it; rows 3 and 4 take pans (drag sideways on the row).
-- Scenes/Input/PropertyAnimatorBasics.events plays them in order: taps rows 1 and 2, drags
-- row 3 by 50 points (fractionComplete 0.5), holds and lets go; taps row 4 and catches it
-- with a 50-point drag 0.27 s in; taps row 5; taps row 6, and again once it has paused at
-- its end.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "UIViewPropertyAnimator basics"

local font = "DejaVu Sans"

view:addSubview(Label{ frame = {0, 20, 375, 40}, text = "Animator basics", font = Font(font, 20, "bold"),
                       textColor = "black", textAlignment = "center" })

-- Where every circle rests at first, and how far the seed moves it.
local startX, distance = 24, 100

-- One row per snippet: a title, a hint, a 100-point track and the circle on it.
local function makeRow(index, name, title, hint, color)
    local row = View{ name = name .. "Row", frame = {0, 64 + (index - 1) * 98, 375, 98} }
    row:addSubview(Label{ frame = {16, 6, 343, 20}, text = title, font = Font(font, 15, "bold"), textColor = "black" })
    row:addSubview(Label{ frame = {16, 26, 343, 16}, text = hint, font = Font(font, 12), textColor = "secondaryLabel" })
    row:addSubview(View{ frame = {startX + 22, 69, distance, 2}, backgroundColor = "systemGray5" })
    row:addSubview(View{ frame = {startX + 22 + distance - 1, 62, 2, 16}, backgroundColor = "systemGray3" })
    local circle = View{ name = name .. "Circle", frame = {startX, 48, 44, 44}, backgroundColor = color }
    circle.layer.cornerRadius = 22
    row:addSubview(circle)
    row:addSubview(View{ frame = {0, 97.5, 375, 0.5}, backgroundColor = "separator" })
    view:addSubview(row)
    return row, circle
end

-- 100 on the way out, −100 from the far end (read from the model, where the circle is going).
local function towardsOtherEnd(circle)
    return circle.frame.minX < startX + distance / 2 and distance or -distance
end

-- 1. UIView-based Animations
local animateRow, circle1 = makeRow(1, "animate", "UIView.animate · 5 s", "Tap: ease in, ease out", "systemBlue")
animateRow:addGestureRecognizer(UITapGestureRecognizer{ action = function()
    local circle = circle1
    local dx = towardsOtherEnd(circle)
    UIView.animate{ withDuration = 5, animations = function()
        circle.frame = circle.frame:offsetBy{ dx = dx, dy = 0 }
    end, completion = nil }
end })

-- 2. UIViewPropertyAnimator
local linearRow, circle2 = makeRow(2, "linear", "UIViewPropertyAnimator · 2.5 s linear", "Tap: startAnimation", "systemGreen")
linearRow:addGestureRecognizer(UITapGestureRecognizer{ action = function()
    local circle = circle2
    local dx = towardsOtherEnd(circle)
    local animator = UIViewPropertyAnimator{ duration = 2.5, curve = "linear", animations = function()
        circle.frame = circle.frame:offsetBy{ dx = dx, dy = 0 }
    end }
    animator:startAnimation()                       -- the seed's animator.startAnimator()
end })

-- 3. Interactively animating
local scrubRow, circle3 = makeRow(3, "scrub", "Interactively animating", "Drag: fractionComplete = translation.x / 100",
                                  "systemOrange")
do
    local circle = circle3
    local animator = nil                            -- var animator: UIViewPropertyAnimator!
    local dx = distance

    local function handlePan(recognizer)
        if recognizer.state == "began" then
            dx = towardsOtherEnd(circle)
            animator = UIViewPropertyAnimator{ duration = 1, curve = "easeOut", animations = function()
                circle.frame = circle.frame:offsetBy{ dx = dx, dy = 0 }
            end }
            animator:pauseAnimation()
        elseif recognizer.state == "changed" then
            local translation = recognizer:translation(circle)
            animator.fractionComplete = translation.x / dx
        elseif recognizer.state == "ended" then
            animator:continueAnimation{ withTimingParameters = nil, durationFactor = 0 }
        end
    end
    scrubRow:addGestureRecognizer(UIPanGestureRecognizer{ action = handlePan })
end

-- 4. Interrupting an Animation
local interruptRow, circle4 = makeRow(4, "interrupt", "Interrupting an animation",
                                      "Tap, then drag to catch it; let go: ease-out", "systemPink")
do
    local circle = circle4
    local animator = nil
    local dx = distance

    -- func animateTransitionIfNeeded(duration: TimeInterval) { ... }: the seed leaves it out.
    -- Here: unless an animator is under way, a new one moves the circle, started at once.
    local function animateTransitionIfNeeded(duration)
        if animator == nil then
            dx = towardsOtherEnd(circle)
            animator = UIViewPropertyAnimator{ duration = duration, curve = "easeInOut", animations = function()
                circle.frame = circle.frame:offsetBy{ dx = dx, dy = 0 }
            end }
            animator:addCompletion(function(position) animator = nil end)
            animator:startAnimation()
        end
    end

    local progressWhenInterrupted = 0

    local function handlePan(recognizer)
        if recognizer.state == "began" then
            animateTransitionIfNeeded(1)
            animator:pauseAnimation()
            progressWhenInterrupted = animator.fractionComplete
        elseif recognizer.state == "changed" then
            local translation = recognizer:translation(circle)
            animator.fractionComplete = (translation.x / dx) + progressWhenInterrupted
        elseif recognizer.state == "ended" then
            local timing = UICubicTimingParameters{ animationCurve = "easeOut" }
            animator:continueAnimation{ withTimingParameters = timing, durationFactor = 0 }
        end
    end
    interruptRow:addGestureRecognizer(UITapGestureRecognizer{ action = function() animateTransitionIfNeeded(1) end })
    interruptRow:addGestureRecognizer(UIPanGestureRecognizer{ action = handlePan })
end

-- 5. Starting as Paused
local pausedStartRow, circle5 = makeRow(5, "pausedStart", "Starting as paused · addAnimations",
                                        "Tap: start empty; 0.5 s later add the move", "systemPurple")
pausedStartRow:addGestureRecognizer(UITapGestureRecognizer{ action = function()
    local circle = circle5
    local dx = towardsOtherEnd(circle)
    local animator = UIViewPropertyAnimator{ duration = 1, curve = "easeIn" }
    animator:startAnimation()
    -- ...
    delay(0.5, function()
        animator:addAnimations(function()
            -- will run immediately
            circle.frame = circle.frame:offsetBy{ dx = dx, dy = 0 }
        end)
    end)
end })

-- 6. New Animator Behaviors: pausesOnCompletion
local pausesRow, circle6 = makeRow(6, "pauses", "pausesOnCompletion", "Tap: run; at an end, tap to reverse",
                                   "systemTeal")
local runningLabel = Label{ name = "runningLabel", frame = {180, 60, 179, 20}, text = "inactive",
                            font = Font(font, 13), textColor = "secondaryLabel", textAlignment = "right" }
pausesRow:addSubview(runningLabel)
do
    local circle = circle6
    local animator = UIViewPropertyAnimator{ duration = 1, curve = "easeInOut", animations = function()
        circle.frame = circle.frame:offsetBy{ dx = distance, dy = 0 }
    end }
    animator.pausesOnCompletion = true
    animator:addCompletion(function(position) print("never called while pausesOnCompletion is true") end)

    -- Stands in for animator.addObserver(self, forKeyPath: "running", options: [.new], context: nil).
    local function observeRunning()
        runningLabel.text = animator.state .. " · isRunning: " .. tostring(animator.isRunning)
        if animator.isRunning then delay(0.05, observeRunning) end
    end

    pausesRow:addGestureRecognizer(UITapGestureRecognizer{ action = function()
        if animator.isRunning then return end
        if animator.state == "active" then          -- paused at an end: back the other way
            animator.isReversed = not animator.isReversed
        end
        animator:startAnimation()
        observeRunning()
    end })
end

scene.duration = 11
