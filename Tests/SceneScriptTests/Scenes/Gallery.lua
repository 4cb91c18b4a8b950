-- A static scene that uses most of the scene API: the SceneScript tests load it whole.
local palette = require("lib.palette")

scene.size = {320, 240}
scene.backgroundColor = palette.background
scene.title = "Gallery"

local root = scene.root

local card = UIView{ frame = Rect(20, 20, 120, 80), backgroundColor = palette.accent }
card.name = "card"
card.layer.cornerRadius = 12
card.layer.shadowOpacity = 0.4
card.layer.shadowOffset = {0, 4}
root:addSubview(card)

local title = UILabel{ text = "Gallery", font = UIFont.boldSystemFont{ofSize = 20}, textColor = palette.ink,
                       textAlignment = "center", frame = {0, 0, 120, 30} }
title.name = "title"
card:addSubview(title)

local tile = UIImageView{ image = UIImage{named = "tile"} }
tile.name = "tile"
tile.center = {240, 60}
root:addSubview(tile)

local ring = CAShapeLayer()
ring.name = "ring"
ring.path = UIBezierPath{arcCenter = CGPoint{x = 60, y = 60}, radius = 40, startAngle = 0, endAngle = 2 * CGFloat.pi,
                         clockwise = true}.cgPath
ring.fillColor = UIColor.clear.cgColor
ring.strokeColor = UIColor.white.cgColor
ring.lineWidth = 6
ring.strokeEnd = 0.75
ring.frame = CGRect{x = 180, y = 110, width = 120, height = 120}
root.layer:addSublayer(ring)

local stage = CALayer()
stage.name = "stage"
stage.frame = CGRect{x = 20, y = 120, width = 120, height = 100}
local perspective = CATransform3DIdentity
perspective.m34 = -1 / 500
stage.sublayerTransform = perspective
root.layer:addSublayer(stage)

local panel = CAGradientLayer()
panel.name = "panel"
panel.frame = stage.bounds:insetBy{dx = 10, dy = 10}
panel.colors = {UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor}
panel.transform = CATransform3DMakeRotation(CGFloat.pi / 6, 0, 1, 0)
stage:addSublayer(panel)

print("gallery has " .. #root.subviews .. " views and " .. #root.layer.sublayers .. " layers")
