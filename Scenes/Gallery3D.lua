-- Ports "24. ImageGallery - Intermediate 3D Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: four full-screen hurricane pictures, hinged at
-- their top edges, fan out in perspective when the gallery opens (each moved down, squashed
-- and tilted back by π/8) and fold flat again when it closes, each change a 0.33 s
-- CABasicAnimation of the layer's transform. As in the seed, the top-left "Gallery" button
-- toggles it (Scenes/Input/Gallery3D.events opens it at 0 s and closes it at 2.5 s).

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "3D gallery"

local view = scene.root
local font = "DejaVu Sans"

-- viewDidLoad: the perspective the tilted pictures are seen in.
local perspective = CATransform3DIdentity
perspective.m34 = -1.0 / 250.0
view.layer.sublayerTransform = perspective

-- ImageViewCard: a picture with a title.
local images = {}
for _, card in ipairs{ {"katia", "Hurricane Katia"}, {"douglas", "Hurricane Douglas"},
                       {"norbert", "Hurricane Norbert"}, {"irene", "Hurricane Irene"} } do
    local image = ImageView{ name = card[1], image = Image("hurricane-" .. card[1] .. ".svg"),
                             contentMode = "scaleAspectFill", clipsToBounds = true }
    image.layer.borderWidth = 1
    image.layer.borderColor = "#ffffff66"
    images[#images + 1] = { view = image, title = card[2] }
end

-- viewDidAppear
for _, image in ipairs(images) do
    image.view.layer.anchorPoint.y = 0.0
    image.view.frame = view.bounds
    view:addSubview(image.view)
end

-- The navigation bar, over the pictures, with the last one's title.
local navigationBar = View{ name = "navigationBar", frame = {0, 0, 375, 64}, backgroundColor = "#f7f7f7e6" }
navigationBar:addSubview(Label{
    frame = {0, 20, 375, 44}, text = images[#images].title, font = Font(font, 17, "bold"),
    textColor = "black", textAlignment = "center",
})
local galleryButton = UIButton{ name = "galleryButton", frame = {12, 20, 70, 44}, title = "Gallery",
                                font = Font(font, 17) }
navigationBar:addSubview(galleryButton)
view:addSubview(navigationBar)

local isGalleryOpen = false

local function toggleGallery()
    -- Check if gallery is open or not
    if isGalleryOpen then
        for _, card in ipairs(images) do
            local image = card.view

            -- Create animation to animate image from current transform to identity
            local animation = CABasicAnimation{ keyPath = "transform" }
            animation.fromValue = image.layer.transform
            animation.toValue = CATransform3DIdentity
            animation.duration = 0.33

            -- Add animation to image
            image.layer:add(animation, nil)

            -- Reset image transform
            image.layer.transform = CATransform3DIdentity
        end
    else
        -- Offset between images
        local imageYOffset = 100.0

        for _, card in ipairs(images) do
            local image = card.view

            -- Create identity transform
            local imageTransform = CATransform3DIdentity

            -- Translate using offset
            imageTransform = CATransform3DTranslate(imageTransform, 0.0, imageYOffset, 0.0)

            -- Scale on Y coordinate
            imageTransform = CATransform3DScale(imageTransform, 0.95, 0.6, 1.0)

            -- Rotate by 22.5 degrees to give the image some perspective distortion
            imageTransform = CATransform3DRotate(imageTransform, math.pi / 8, -1.0, 0.0, 0.0)

            -- Create animation to animate image from current transform to previously calculated transform
            local animation = CABasicAnimation{ keyPath = "transform" }
            animation.fromValue = image.layer.transform
            animation.toValue = imageTransform
            animation.duration = 0.33

            -- Add animation to image
            image.layer:add(animation, nil)

            -- Set image transform to previously calculated transform
            image.layer.transform = imageTransform

            -- Increase offset
            imageYOffset = imageYOffset + view.frame.height / #images
        end
    end

    isGalleryOpen = not isGalleryOpen
end

galleryButton.onTap = toggleGallery

scene.duration = 3.5
