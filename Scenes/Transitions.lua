-- Ports the "CATransition" screen of ../shared/seeds/001_71dc5d6b147b1c5c.txt: the orange
-- "Initial text" slides out of the way of a green "Sliding" (a moveIn transition, 1 s, ease
-- out), and when that ends the original orange text fades back (a fade transition, 1 s,
-- ease out). The seed names no tap or button for it, so it starts on load.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "CATransition"

local view = scene.root

local textLabel = Label{
    name = "textLabel", frame = {0, 300, 375, 60}, text = "Initial text",
    font = Font("DejaVu Sans", 32, "bold"), textColor = "systemOrange", textAlignment = "center",
}
view:addSubview(textLabel)

-- Changes the label's text and colour under a transition of the given type.
local function transitionText(type, text, color, completion)
    local transition = CATransition()
    transition.type = type
    transition.duration = 1
    transition.timingFunction = CAMediaTimingFunction{ name = "easeOut" }
    if completion then
        transition.delegate = { animationDidStop = function(_, finished) completion(finished) end }
    end
    textLabel.layer:add(transition, "transition")
    textLabel.text = text
    textLabel.textColor = color
end

local function slide()
    transitionText("moveIn", "Sliding", "systemGreen", function()
        transitionText("fade", "Initial text", "systemOrange")
    end)
end

slide()

-- Both transitions take two seconds; the timeline shows three.
scene.duration = 3
