-- Ports "14. LoginAnimations - Layer Springs" from ../shared/seeds/000_34ef11c1e5a44057.txt:
-- a text field whose text is shorter than 5 characters jumps on a CASpringAnimation of its
-- position.y and flashes its border from orange-red to white on a second spring. The seed
-- runs this when a field ends editing: here the username field ends editing on load and the
-- password field one second later.

local screen = require("LoginAnimations.LoginScreen")
scene.title = "Layer springs"

-- What the user typed: both too short.
screen.usernameText.text = "Tom"
screen.usernameText.textColor = "black"
screen.passwordText.text = "••••"
screen.passwordText.textColor = "black"

local function textFieldDidEndEditing(textField, text)
    -- When user introduces less than 5 characters in username or password text fields
    if utf8.len(text) < 5 then

        -- Create a spring animation on Y position
        local jump = CASpringAnimation{ keyPath = "position.y" }
        jump.initialVelocity = 100.0
        jump.mass = 10.0
        jump.stiffness = 1500.0
        jump.damping = 50.0
        jump.fromValue = textField.layer.position.y + 1.0
        jump.toValue = textField.layer.position.y
        jump.duration = jump.settlingDuration
        textField.layer:add(jump, nil)

        textField.layer.borderWidth = 3.0
        textField.layer.borderColor = UIColor.clear.cgColor

        -- Create a flash animation on borderColor
        local flash = CASpringAnimation{ keyPath = "borderColor" }
        flash.damping = 7.0
        flash.stiffness = 200.0
        flash.fromValue = UIColor{ red = 1.0, green = 0.27, blue = 0.0, alpha = 1.0 }.cgColor
        flash.toValue = UIColor.white.cgColor
        flash.duration = flash.settlingDuration
        textField.layer:add(flash, nil)
    end
end

textFieldDidEndEditing(screen.username, screen.usernameText.text)
delay(1.0, function()
    textFieldDidEndEditing(screen.password, screen.passwordText.text)
end)
