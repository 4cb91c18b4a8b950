-- The Bahama Air login screen of the LoginAnimations project in
-- ../shared/seeds/000_34ef11c1e5a44057.txt (sections 1–15): the sky, four clouds, the
-- heading, the username and password text fields and the green Log In button. The scenes that
-- port those sections require this module and animate what it returns.

scene.size = {375, 667}
scene.backgroundColor = "#2a8ad8"

local view = scene.root
local font = "DejaVu Sans"

view:addSubview(ImageView{ name = "background", image = Image("bahama-sunny.svg"), frame = {0, 0, 375, 667} })

local clouds = {}
for i, frame in ipairs{ {10, 18, 120, 68}, {244, 34, 110, 62}, {24, 392, 100, 56}, {226, 452, 140, 79} } do
    local cloud = ImageView{ name = "cloud" .. i, image = Image("cloud.svg"), frame = frame }
    view:addSubview(cloud)
    clouds[i] = cloud
end

local heading = Label{
    name = "heading", frame = {0, 82, 375, 44}, text = "Bahama Air",
    font = Font(font, 34, "bold"), textColor = "white", textAlignment = "center",
}
view:addSubview(heading)

-- The text fields: UITextFields with UIKit's rounded-rect border (white, corners of 5), the
-- placeholder in grey until something is typed; the password's characters show as dots.
local function textField(name, y, placeholder, isSecure)
    local field = UITextField{
        name = name, frame = {65, y, 245, 40}, borderStyle = "roundedRect", placeholder = placeholder,
        font = Font(font, 16), isSecureTextEntry = isSecure,
    }
    view:addSubview(field)
    return field
end

local username = textField("username", 180, "Username", false)
local password = textField("password", 232, "Password", true)

local loginButton = UIButton{ name = "loginButton", frame = {65, 300, 245, 50}, backgroundColor = Color(0.63, 0.84, 0.35, 1),
                              title = "Log In", font = Font(font, 20, "bold"), titleColor = "white" }
loginButton.layer.cornerRadius = 8
view:addSubview(loginButton)

return {
    clouds = clouds, heading = heading, username = username, password = password, loginButton = loginButton,
}
