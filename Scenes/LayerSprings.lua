-- Ports "14. LoginAnimations - Layer Springs" from ../shared/seeds/000_34ef11c1e5a44057.txt:
-- when a text field ends editing with fewer than 5 characters, the delegate's
-- textFieldDidEndEditing makes it jump on a CASpringAnimation of its position.y and flash
-- its border from orange-red to white on a second spring. The username and password are
-- UITextFields with this delegate; Return ends the editing (textFieldShouldReturn resigns),
-- and so does tapping the other field. Scenes/Input/LayerSprings.events types "Tom" and
-- presses Return, types a 4-character password and taps the username (both jump), then
-- makes the username "Tommy" and presses Return (5 characters: no jump).

local screen = require("LoginAnimations.LoginScreen")
scene.title = "Layer springs"

local usernameTextField, passwordTextField = screen.username, screen.password

-- UITextFieldDelegate
local delegate = {}

function delegate:textFieldShouldReturn(textField)
    textField:resignFirstResponder()
    return true
end

function delegate:textFieldDidEndEditing(textField)
    local text = textField.text

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

usernameTextField.delegate = delegate
passwordTextField.delegate = delegate

scene.duration = 6
