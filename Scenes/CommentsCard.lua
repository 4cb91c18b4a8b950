-- Ports "Coordinating Animations" and the tips after it from ../shared/seeds/003_d011b83f5efac14c.txt
-- (WWDC 2017 session 230, Advanced Animations with UIKit): a comments card over a photo that
-- expands and collapses as a fully interactive, interruptible transition coordinated across
-- several uniquely timed UIViewPropertyAnimators: the card's frame (critically damped spring),
-- a dark blur over the photo (custom cubic curves, one for each way, not scrubbed linearly),
-- the title morphing from the small label on the bar to the big one on the card (scale and
-- translation on a spring, the labels cross-fading on ease-in and ease-out curves), the
-- card's top corners rounding (linear), and the Reply button fading in during the second half
-- of the expansion and out during the first half of the collapse (keyframes inside an
-- animator). A tap on the card starts the transition, or reverses the running one mid-flight;
-- a pan on it scrubs all the animators together (picking them up where they are) and lets
-- them go on to the state the finger heads for. The seed leaves the frames and the release
-- rule out: the card's top rises from the 64-point bar to 120 points below the screen's top,
-- and a flick decides the way, or else whether the card is past half-way.
-- Scenes/Input/CommentsCard.events taps to expand and reverses it mid-flight, taps to expand
-- fully, drags it down a quarter and lets go (it goes back up), flicks it down (collapses),
-- then drags it up from the bar (expands).

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "Interactive comments card"

local font = "DejaVu Sans"

local photo = UIImageView{ name = "photo", image = Image("mountain-lake.svg"), frame = view.bounds,
                           contentMode = "scaleAspectFill" }
view:addSubview(photo)

-- No effect while collapsed: the photo shows through untouched.
local blurEffectView = UIVisualEffectView{ name = "blurEffectView", frame = view.bounds }
view:addSubview(blurEffectView)

local State = { Expanded = "Expanded", Collapsed = "Collapsed" }
local collapsedFrame = CGRect(0, 603, 375, 64)
local expandedFrame = CGRect(0, 120, 375, 547)

local control = View{ name = "control", frame = collapsedFrame, backgroundColor = "white" }
control.clipsToBounds = true
control.layer.maskedCorners = {"layerMinXMinYCorner", "layerMaxXMinYCorner"}
view:addSubview(control)

local grabber = View{ frame = {170, 6, 35, 5}, backgroundColor = "#c7c7cc" }
grabber.layer.cornerRadius = 2.5
control:addSubview(grabber)

-- The title as two labels the same shape, the big one twice the small one: the small one
-- centred on the bar, the big one at the card's top left.
local collapsedLabel = Label{ name = "collapsedLabel", frame = {142.5, 21, 90, 22}, text = "Comments",
                              font = Font(font, 15, "bold"), textColor = "black", textAlignment = "center" }
local expandedLabel = Label{ name = "expandedLabel", frame = {16, 14, 180, 44}, text = "Comments",
                             font = Font(font, 30, "bold"), textColor = "black", textAlignment = "center" }
control:addSubview(collapsedLabel)
control:addSubview(expandedLabel)

local detailButton = UIButton{ name = "detailButton", frame = {283, 18, 76, 36}, title = "Reply",
                               titleColor = "systemBlue", font = Font(font, 17, "bold") }
detailButton.alpha = 0
control:addSubview(detailButton)

-- The comments, seen once the card opens.
local comments = {
    { "Ana", "systemPink", "The light on the water this morning!" },
    { "Ben", "systemTeal", "Is that the trail past the second ridge?" },
    { "Chloé", "systemOrange", "We rowed out there last summer. Still cold in July." },
    { "Dev", "systemIndigo", "Saving this for the next trip." },
}
for i, comment in ipairs(comments) do
    local y = 76 + (i - 1) * 86
    local avatar = View{ frame = {16, y, 44, 44}, backgroundColor = comment[2] }
    avatar.layer.cornerRadius = 22
    avatar:addSubview(Label{ frame = {0, 0, 44, 44}, text = string.sub(comment[1], 1, 1), font = Font(font, 20, "bold"),
                             textColor = "white", textAlignment = "center" })
    control:addSubview(avatar)
    control:addSubview(Label{ frame = {72, y, 287, 20}, text = comment[1], font = Font(font, 15, "bold"), textColor = "black" })
    control:addSubview(Label{ frame = {72, y + 22, 287, 44}, text = comment[3], font = Font(font, 14), textColor = "#3c3c43",
                              numberOfLines = 0 })
end

-- View morphing: the transform that lays `outLabel` over `inLabel`, scaled by their heights'
-- ratio and moved centre to centre.
local function morph(outLabel, inLabel)
    local scale = inLabel.bounds.height / outLabel.bounds.height
    local inLabelScale = CGAffineTransform{ scaleX = scale, y = scale }
    local inLabelTranslation = CGAffineTransform{ translationX = inLabel.center.x - outLabel.center.x,
                                                  y = inLabel.center.y - outLabel.center.y }
    return inLabelScale:concatenating(inLabelTranslation)
end
-- Collapsed: the big title waits, invisible, over the small one.
expandedLabel.transform = morph(expandedLabel, collapsedLabel)
expandedLabel.alpha = 0

-- Tracks all running animators
local runningAnimators = {}
local currentState = State.Collapsed
-- The state the running animators head for when not reversed.
local runningState = nil

-- Perform all animations with animator if not already running
local function animateTransitionIfNeeded(state, duration)
    if #runningAnimators > 0 then return end
    runningState = state

    local frameAnimator = UIViewPropertyAnimator{ duration = duration, dampingRatio = 1, animations = function()
        if state == State.Expanded then
            control.frame = expandedFrame
        else
            control.frame = collapsedFrame
        end
    end }
    frameAnimator:addCompletion(function(position)
        if position == "end" then currentState = state end
        runningAnimators = {}
    end)

    -- Custom timing: the blur comes in late and goes early.
    local timing
    if state == State.Expanded then
        timing = UICubicTimingParameters{ controlPoint1 = CGPoint(0.75, 0.1), controlPoint2 = CGPoint(0.9, 0.25) }
    else
        timing = UICubicTimingParameters{ controlPoint1 = CGPoint(0.1, 0.75), controlPoint2 = CGPoint(0.25, 0.9) }
    end
    local blurAnimator = UIViewPropertyAnimator{ duration = duration, timingParameters = timing, animations = function()
        if state == State.Expanded then
            blurEffectView.effect = UIBlurEffect("dark")
        else
            blurEffectView.effect = nil
        end
    end }
    blurAnimator.scrubsLinearly = false

    -- View morphing: the label coming in grows or shrinks from where the other one is.
    local inLabel, outLabel = expandedLabel, collapsedLabel
    if state == State.Collapsed then inLabel, outLabel = collapsedLabel, expandedLabel end
    local outTransform = morph(outLabel, inLabel)
    local transformAnimator = UIViewPropertyAnimator{ duration = duration, dampingRatio = 1, animations = function()
        inLabel.transform = CGAffineTransform.identity
        outLabel.transform = outTransform
    end }
    local inLabelAnimator = UIViewPropertyAnimator{ duration = duration, curve = "easeIn", animations = function()
        inLabel.alpha = 1
    end }
    inLabelAnimator.scrubsLinearly = false
    local outLabelAnimator = UIViewPropertyAnimator{ duration = duration, curve = "easeOut", animations = function()
        outLabel.alpha = 0
    end }
    outLabelAnimator.scrubsLinearly = false

    local cornerAnimator = UIViewPropertyAnimator{ duration = duration, curve = "linear", animations = function()
        if state == State.Expanded then
            control.layer.cornerRadius = 12
        else
            control.layer.cornerRadius = 0
        end
    end }

    local buttonAnimator = UIViewPropertyAnimator{ duration = duration, curve = "linear", animations = function()
        UIView.animateKeyframes{ withDuration = 0.0, delay = 0.0, options = {}, animations = function()
            if state == State.Expanded then
                UIView.addKeyframe{ withRelativeStartTime = 0.5, relativeDuration = 0.5, animations = function()
                    -- Start with delay and finish with rest of animations
                    detailButton.alpha = 1
                end }
            else
                UIView.addKeyframe{ withRelativeStartTime = 0.0, relativeDuration = 0.5, animations = function()
                    detailButton.alpha = 0
                end }
            end
        end, completion = nil }
    end }

    for _, animator in ipairs({ frameAnimator, blurAnimator, transformAnimator, inLabelAnimator, outLabelAnimator,
                                cornerAnimator, buttonAnimator }) do
        animator:startAnimation()
        table.insert(runningAnimators, animator)
    end
end

local function nextState()
    return currentState == State.Expanded and State.Collapsed or State.Expanded
end

-- Starts transition if necessary or reverses it on tap
local function animateOrReverseRunningTransition(state, duration)
    if #runningAnimators == 0 then
        animateTransitionIfNeeded(state, duration)
    else
        for _, animator in ipairs(runningAnimators) do
            animator.isReversed = not animator.isReversed
        end
    end
end

local progressWhenInterrupted = {}

-- Starts transition if necessary and pause on pan .begin
local function startInteractiveTransition(state, duration)
    animateTransitionIfNeeded(state, duration)
    for i, animator in ipairs(runningAnimators) do
        animator:pauseAnimation()
        progressWhenInterrupted[i] = animator.fractionComplete
    end
end

-- Scrubs transition on pan .changed
local function updateInteractiveTransition(fractionComplete)
    for i, animator in ipairs(runningAnimators) do
        animator.fractionComplete = fractionComplete + progressWhenInterrupted[i]
    end
end

-- Continues or reverse transition on pan .ended
local function continueInteractiveTransition(cancel)
    for _, animator in ipairs(runningAnimators) do
        animator.isReversed = cancel
        animator:continueAnimation{ withTimingParameters = nil, durationFactor = 0 }
    end
end

local distance = collapsedFrame.origin.y - expandedFrame.origin.y

local function handlePan(recognizer)
    if recognizer.state == "began" then
        startInteractiveTransition(nextState(), 1)
    elseif recognizer.state == "changed" then
        -- Up is towards the expanded card.
        local translation = recognizer:translation(view).y
        local fraction = -translation / distance
        if runningState == State.Collapsed then fraction = -fraction end
        updateInteractiveTransition(fraction)
    elseif recognizer.state == "ended" or recognizer.state == "cancelled" then
        -- A flick goes its way; otherwise the card goes to the nearer state.
        local velocity = recognizer:velocity(view).y
        local lowered = (control.layer:presentation().frame.origin.y - expandedFrame.origin.y) / distance
        local towardsExpanded
        if math.abs(velocity) > 100 then
            towardsExpanded = velocity < 0
        else
            towardsExpanded = lowered < 0.5
        end
        continueInteractiveTransition(towardsExpanded ~= (runningState == State.Expanded))
    end
end

control:addGestureRecognizer(UITapGestureRecognizer{ action = function()
    animateOrReverseRunningTransition(nextState(), 1)
end })
control:addGestureRecognizer(UIPanGestureRecognizer{ action = handlePan })

scene.duration = 10
